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
  // shell
  'Enter a name': 'Escribe un nombre',
  'Use at most 80 characters': 'Usa como máximo 80 caracteres',
  'Use at most 2000 characters': 'Usa como máximo 2000 caracteres',
  'Use at most 280 characters': 'Usa como máximo 280 caracteres',
  'Use at least 2 characters': 'Usa al menos 2 caracteres',
  'Use at most 48 characters': 'Usa como máximo 48 caracteres',
  'Use lowercase letters, digits and single dashes between them':
    'Usa letras minúsculas, dígitos y guiones simples entre ellos',
  'This address is reserved': 'Esta dirección está reservada',
  'This address is already used by another project': 'Esta dirección ya la usa otro proyecto',
  'Project not found': 'Proyecto no encontrado',
  'Choose an image file (PNG, JPEG, WebP or GIF).': 'Elige un archivo de imagen (PNG, JPEG, WebP o GIF).',
  'The image is empty.': 'La imagen está vacía.',
  'Choose an image smaller than 1 MB.': 'Elige una imagen de menos de 1 MB.',
  'Connection lost while action was in flight': 'Se perdió la conexión mientras se realizaba la acción',
  'Are you sure you want to leave? Your changes may not be saved.':
    '¿Seguro que quieres salir? Es posible que tus cambios no se guarden.',
  'Choose an image smaller than 5 MB.': 'Elige una imagen de menos de 5 MB.',
  'This image could not be read. Try another file.': 'No se pudo leer esta imagen. Prueba con otro archivo.',
  'This browser cannot resize images.': 'Este navegador no puede cambiar el tamaño de las imágenes.',
} satisfies Translation<typeof en>
