// Spanish. The English file beside this one is the source: same keys, same variables.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  'Enter your email or username': 'Escribe tu correo o nombre de usuario',
  'Enter your password': 'Escribe tu contraseña',
  'Enter a valid email address': 'Escribe un correo válido',
  'Enter your name': 'Escribe tu nombre',
  'Use at most 100 characters': 'Usa 100 caracteres como máximo',
  'Use at least 8 characters': 'Usa 8 caracteres como mínimo',
  'Use at most 128 characters': 'Usa 128 caracteres como máximo',
  'Use at least 3 characters': 'Usa 3 caracteres como mínimo',
  'Use at most 30 characters': 'Usa 30 caracteres como máximo',
  'Use lowercase letters, digits, _ and - only': 'Usa solo minúsculas, dígitos, _ y -',
  'This username is reserved': 'Este nombre de usuario está reservado',
  'The passwords do not match': 'Las contraseñas no coinciden',
  'Enter your email address or username': 'Escribe tu correo o nombre de usuario',
  'Enter your name (at most 100 characters)': 'Escribe tu nombre (100 caracteres como máximo)',
  'Use 3–30 lowercase letters, digits, _ and -, not a reserved name':
    'Usa de 3 a 30 minúsculas, dígitos, _ y -, sin nombres reservados',
  'Use 8–128 characters': 'Usa de 8 a 128 caracteres',
  'Invalid email or password': 'Correo o contraseña incorrectos',
  'Invalid username or password': 'Nombre de usuario o contraseña incorrectos',
  'You have been banned from this application. Please contact support if you believe this is an error.':
    'Se te ha bloqueado en esta aplicación. Contacta con soporte si crees que es un error.',
  'Your email address is not verified yet. We sent you a new link: check your inbox.':
    'Tu correo aún no está verificado. Te enviamos un enlace nuevo: revisa tu bandeja de entrada.',
  'User already exists.': 'El usuario ya existe.',
  'User already exists. Use another email.': 'El usuario ya existe. Usa otro correo.',
  'Username is already taken. Please try another.': 'Ese nombre de usuario ya está en uso. Prueba con otro.',
  'Password too short': 'Contraseña demasiado corta',
  'Password too long': 'Contraseña demasiado larga',
  'Invalid email': 'Correo no válido',
  'Username is invalid': 'Nombre de usuario no válido',
  'Username is too short': 'Nombre de usuario demasiado corto',
  'Username is too long': 'Nombre de usuario demasiado largo',
  'Too many attempts. Please wait a moment and try again.':
    'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
  'Something went wrong!': '¡Algo salió mal!',
  'Could not reach Parley. Check your connection and try again.':
    'No se pudo conectar con Parley. Revisa tu conexión y vuelve a intentarlo.',
  // orgs
  'Enter a name for the team': 'Escribe un nombre para el equipo',
  'Use at least 2 characters': 'Usa al menos 2 caracteres',
  'Use at most 48 characters': 'Usa como máximo 48 caracteres',
  'Use lowercase letters, digits and single dashes between them':
    'Usa solo minúsculas, dígitos y guiones simples entre ellos',
  'This address is reserved': 'Esta dirección está reservada',
  'This address is taken': 'Esta dirección ya está en uso',
  'Invalid slug: Use at least 2 characters': 'Dirección no válida: usa al menos 2 caracteres',
  'Invalid slug: Use at most 48 characters': 'Dirección no válida: usa como máximo 48 caracteres',
  'Invalid slug: Use lowercase letters, digits and single dashes between them':
    'Dirección no válida: usa solo minúsculas, dígitos y guiones simples entre ellos',
  'Invalid slug: This address is reserved': 'Dirección no válida: esta dirección está reservada',
  'Organization slug already taken': 'Esta dirección ya está en uso',
  'Enter an email address like name@example.com': 'Escribe una dirección de correo como name@example.com',
  'Team names are 1 to 50 characters': 'Los nombres de equipo tienen de 1 a 50 caracteres',
  'Team names need at least one letter or digit':
    'Los nombres de equipo necesitan al menos una letra o un dígito',
  'A team with this name already exists': 'Ya existe un equipo con este nombre',
  'You have reached the maximum number of organizations': 'Alcanzaste el número máximo de equipos',
  'User is already a member of this organization': 'Esta persona ya es miembro de este equipo',
  'User is already invited to this organization': 'Esta persona ya está invitada a este equipo',
  'You are not allowed to invite a user with this role':
    'No tienes permiso para invitar a alguien con este rol',
  'You are not allowed to invite users to this organization':
    'No tienes permiso para invitar a personas a este equipo',
  'The last owner cannot leave or be removed. Make someone else an owner first.':
    'El último propietario no puede salir ni ser quitado. Haz primero propietario a otra persona.',
  'The last owner cannot be demoted. Make someone else an owner first.':
    'El último propietario no puede perder su rol. Haz primero propietario a otra persona.',
  'You cannot leave the organization as the only owner':
    'No puedes salir del equipo siendo su único propietario',
  'Invitation not found': 'No se encontró la invitación',
  'You are not the recipient of the invitation': 'No eres el destinatario de esta invitación',
  'Inviter is no longer a member of the organization': 'La persona que te invitó ya no es miembro del equipo',
  'Email verification required before accepting or rejecting invitation':
    'Verifica tu correo antes de aceptar o rechazar la invitación',
  'Organization not found': 'No se encontró el equipo',
  'You are not allowed to access resource: team': 'No tienes acceso a los equipos',
  'The invitation email could not be sent. Please try again.':
    'No se pudo enviar el correo de invitación. Inténtalo de nuevo.',
  'Could not load the members': 'No se pudieron cargar los miembros',
  'Could not load the invitations': 'No se pudieron cargar las invitaciones',
  // admin
  'Enter a name': 'Escribe un nombre',
  'Use at most 500 characters': 'Usa como máximo 500 caracteres',
  'Use at most 200 characters': 'Usa como máximo 200 caracteres',
  'Choose a role': 'Elige un rol',
  'The users could not be loaded.': 'No se pudieron cargar los usuarios.',
  'The user could not be loaded.': 'No se pudo cargar el usuario.',
  'The sessions could not be loaded.': 'No se pudieron cargar las sesiones.',
  'You cannot ban yourself': 'No puedes bloquearte a ti mismo',
  'You cannot impersonate admins': 'No se puede suplantar a los administradores',
  'You cannot remove yourself': 'No puedes eliminarte a ti mismo',
  'User not found': 'No se encontró el usuario',
} satisfies Translation<typeof en>
