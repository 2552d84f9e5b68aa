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
  // account (account settings, sessions, API keys, OAuth, webhooks)
  'Enter your current password': 'Escribe tu contraseña actual',
  'This is already your email address': 'Esa ya es tu dirección de correo',
  'This is not your current password': 'Esa no es tu contraseña actual',
  'This is not your password': 'Esa no es tu contraseña',
  'For your security, sign in again before setting a password.':
    'Por tu seguridad, vuelve a iniciar sesión antes de establecer una contraseña.',
  'Your sessions could not be loaded.': 'No se pudieron cargar tus sesiones.',
  'Session expired. Re-authenticate to perform this action.':
    'La sesión caducó. Vuelve a iniciar sesión para realizar esta acción.',
  "You can't unlink your last account": 'No puedes desvincular tu última cuenta',
  'Enter a date like 2027-01-31': 'Escribe una fecha como 2027-01-31',
  'Choose today or a later day': 'Elige hoy o un día posterior',
  'Choose a day within the next five years': 'Elige un día dentro de los próximos cinco años',
  'Enter a name, such as the integration that will use the key':
    'Escribe un nombre, como la integración que usará la clave',
  'Use at most 80 characters': 'Usa como máximo 80 caracteres',
  'Choose from the listed scopes': 'Elige entre los permisos de la lista',
  'Choose at least one scope': 'Elige al menos un permiso',
  'Choose an expiry day from today to five years ahead':
    'Elige un día de caducidad entre hoy y dentro de cinco años',
  'Choose today or a later day, within the next five years':
    'Elige hoy o un día posterior, dentro de los próximos cinco años',
  'That project is not in this organization': 'Ese proyecto no pertenece a esta organización',
  'Choose one of the organization’s projects, or all projects':
    'Elige uno de los proyectos de la organización, o todos los proyectos',
  'An organization can have at most 50 working API keys. Revoke one you no longer use first.':
    'Una organización puede tener como máximo 50 claves de API válidas. Revoca primero una que ya no uses.',
  'API key not found': 'Clave de API no encontrada',
  'Connected app not found': 'Aplicación conectada no encontrada',
  'This app is not registered with Parley (unknown client_id).':
    'Esta aplicación no está registrada en Parley (client_id desconocido).',
  'The address this app asked to return to is not one it registered.':
    'La dirección a la que esta aplicación pidió volver no es una de las que registró.',
  'Apps cannot be connected while you are signed in as someone else.':
    'No se pueden conectar aplicaciones mientras tienes la sesión iniciada como otra persona.',
  'Enter the URL that should receive the events': 'Escribe la URL que debe recibir los eventos',
  'Use at most 2000 characters': 'Usa como máximo 2000 caracteres',
  'Enter a valid URL': 'Escribe una URL válida',
  'Enter a full URL, such as https://example.com/webhooks':
    'Escribe una URL completa, como https://example.com/webhooks',
  'Use an https:// or http:// URL': 'Usa una URL https:// o http://',
  'Use an https:// URL': 'Usa una URL https://',
  'Leave the user name and password out of the URL': 'Quita el nombre de usuario y la contraseña de la URL',
  'Use at most 300 characters': 'Usa como máximo 300 caracteres',
  'Choose from the listed events': 'Elige entre los eventos de la lista',
  'Choose Standard, Slack or Discord': 'Elige Estándar, Slack o Discord',
  'Choose at least one event, or all events': 'Elige al menos un evento, o todos los eventos',
  'A chosen project is not in this organization': 'Un proyecto elegido no pertenece a esta organización',
  'An organization can have at most 25 webhooks. Delete one you no longer use first.':
    'Una organización puede tener como máximo 25 webhooks. Elimina primero uno que ya no uses.',
  'Webhook not found': 'Webhook no encontrado',
  'Delivery not found': 'Entrega no encontrada',
} satisfies Translation<typeof en>
