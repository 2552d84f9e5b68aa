// Spanish. The English file beside this one is the source: same keys, same variables.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  greeting: 'Hola, {name}:',
  greetingNoName: 'Hola:',
  openLink: 'O abre este enlace:',
  'duration.minutes': '{count, plural, one {# minuto} other {# minutos}}',
  'duration.hours': '{count, plural, one {# hora} other {# horas}}',
  'duration.days': '{count, plural, one {# día} other {# días}}',
  'resetPassword.subject': 'Restablece tu contraseña de Parley',
  'resetPassword.heading': 'Restablece tu contraseña',
  'resetPassword.body':
    'Alguien pidió restablecer la contraseña de tu cuenta de Parley. Elige una contraseña nueva con el enlace de abajo.',
  'resetPassword.validity': 'El enlace se puede usar una vez y es válido durante {duration}.',
  'resetPassword.action': 'Elegir una contraseña nueva',
  'resetPassword.footer': 'Si no lo pediste, puedes ignorar este correo: tu contraseña sigue igual.',
  signedInValidity: 'Necesitas haber iniciado sesión al abrir el enlace. Es válido durante {duration}.',
  'verifyEmail.subject': 'Verifica tu correo electrónico para Parley',
  'verifyEmail.heading': 'Verifica tu correo electrónico',
  'verifyEmail.body':
    'Confirma que esta es tu dirección de correo para terminar de configurar tu cuenta de Parley.',
  'verifyEmail.validity': 'El enlace es válido durante {duration}.',
  'verifyEmail.action': 'Verificar correo electrónico',
  'verifyEmail.footer': 'Si no creaste una cuenta de Parley, puedes ignorar este correo.',
  'changeEmail.subject': 'Confirma tu nuevo correo electrónico para Parley',
  'changeEmail.heading': 'Confirma tu nuevo correo electrónico',
  'changeEmail.body':
    'Pediste cambiar el correo electrónico de tu cuenta de Parley de {currentEmail} a {newEmail}.',
  'changeEmail.validity':
    'Tu dirección cambiará cuando abras el enlace de abajo. Es válido durante {duration}.',
  'changeEmail.action': 'Confirmar nueva dirección',
  'changeEmail.footer': 'Si no lo pediste, puedes ignorar este correo: no cambiará nada.',
  'deleteAccount.subject': 'Confirma la eliminación de tu cuenta de Parley',
  'deleteAccount.heading': 'Confirmar eliminación de la cuenta',
  'deleteAccount.body':
    'Pediste eliminar tu cuenta de Parley. Al abrir el enlace de abajo se elimina definitivamente, junto con tus sesiones y métodos de inicio de sesión. No se puede deshacer.',
  'deleteAccount.organizations':
    'Estas organizaciones no tienen otros miembros y se eliminarán con sus proyectos: {names}.',
  'deleteAccount.action': 'Eliminar mi cuenta',
  'deleteAccount.footer': 'Si no lo pediste, ignora este correo y considera cambiar tu contraseña.',
  'invitation.subject': '{inviter} te invitó a {organization}',
  'invitation.heading': 'Únete a {organization} en Parley',
  'invitation.body':
    '{inviter} te invitó a unirte a {organization} como {role, select, admin {administrador} owner {propietario} member {miembro} other {{role}}}.',
  'invitation.validity': 'La invitación es válida hasta el {date} (UTC).',
  'invitation.action': 'Ver invitación',
  'invitation.answer': 'Aceptar o rechazar: {url}',
  'invitation.footer': 'Si no esperabas esta invitación, puedes ignorar este correo.',
  'notification.digestSubject':
    'Tu resumen de Parley: {count, plural, one {# notificación} other {# notificaciones}}',
  'notification.immediateSubject':
    '{count, plural, one {# notificación nueva} other {# notificaciones nuevas}} en Parley',
  'notification.digestHeading': 'Lo que pasó desde ayer',
  'notification.immediateHeading': 'Novedades en Parley',
  'notification.footer':
    'Recibes estos correos por tu configuración de notificaciones. {change} o {unsubscribe}.',
  'notification.change': 'Cambia lo que recibes',
  'notification.unsubscribe': 'date de baja de los correos de notificación',
  'notification.changeText': 'Cambia lo que recibes: {url}',
  'notification.unsubscribeText': 'Darse de baja de los correos de notificación: {url}',
  'demandDigest.subject': '{organization}: la demanda de esta semana',
  'demandDigest.byRevenue': 'Mayor aumento de ingresos',
  'demandDigest.byCompanies': 'Mayor aumento de empresas',
  'demandDigest.biggestNew': 'Nuevas solicitudes de tus mayores clientes',
  'demandDigest.detail': '{companies, plural, one {# empresa} other {# empresas}}, {money}/mes',
  'demandDigest.customerDetail': '{company} ({money}/mes)',
  'demandDigest.action': 'Abrir clientes',
  'demandDigest.customersText': 'Clientes: {url}',
  'demandDigest.footer': 'Elegiste este correo semanal en tu configuración de notificaciones: {url}',
  'transfer.personalSubject': 'Tus datos de Parley están listos para descargar',
  'transfer.projectSubject': 'La exportación de {project} está lista para descargar',
  'transfer.personalHeading': 'Tus datos están listos',
  'transfer.projectHeading': 'La exportación de tu proyecto está lista',
  'transfer.personalBody': 'El archivo de tus datos de Parley que pediste está listo para descargar.',
  'transfer.projectBody': 'El archivo del proyecto {project} que pediste está listo para descargar.',
  'transfer.someProject': 'tu proyecto',
  'transfer.action': 'Descargar el archivo',
  'transfer.footer': 'Si no lo pediste, avisa a un administrador de tu Parley.',
} satisfies Translation<typeof en>
