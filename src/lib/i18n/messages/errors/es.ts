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
  // notifications
  'Choose an hour': 'Elige una hora',
  'Choose a time zone': 'Elige una zona horaria',
  'Choose a time zone from the list': 'Elige una zona horaria de la lista',
  'Working hours must end after they start': 'El horario laboral debe terminar después de empezar',
  'Choose at least one working day': 'Elige al menos un día laboral',
  'Choose when the pause ends': 'Elige cuándo termina la pausa',
  'Choose a time in the future': 'Elige un momento en el futuro',
  // imports and transfers
  'This project has no statuses; an editor must add one first':
    'Este proyecto no tiene estados; alguien con permisos de edición debe añadir uno primero',
  'Wait for the runs already under way to finish first.':
    'Espera primero a que terminen las ejecuciones en curso.',
  'Sign in to import a project': 'Inicia sesión para importar un proyecto',
  'Choose a CSV file': 'Elige un archivo CSV',
  'Choose an archive to import': 'Elige un archivo para importar',
  'Choose the column that holds the titles': 'Elige la columna que contiene los títulos',
  'The API key of this import is gone: start it again':
    'La clave de API de esta importación ya no existe: iníciala de nuevo',
  'The archive is empty': 'El archivo está vacío',
  'The column mapping is not valid': 'La asignación de columnas no es válida',
  'The import has no file': 'La importación no tiene archivo',
  'The uploaded file is gone: upload it again': 'El archivo subido ya no existe: súbelo de nuevo',
} satisfies Translation<typeof en>
