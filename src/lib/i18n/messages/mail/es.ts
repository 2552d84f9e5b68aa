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
} satisfies Translation<typeof en>
