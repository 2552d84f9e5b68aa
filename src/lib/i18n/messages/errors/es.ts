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
  // discussions
  'Titles need at least 3 characters': 'Los títulos necesitan al menos 3 caracteres',
  'Titles can be at most 200 characters': 'Los títulos pueden tener como máximo 200 caracteres',
  'Write something first': 'Escribe algo primero',
  'Posts can be at most 20,000 characters': 'Las publicaciones pueden tener como máximo 20.000 caracteres',
  'Choose a category': 'Elige una categoría',
  'The reason can be at most 200 characters': 'El motivo puede tener como máximo 200 caracteres',
  'Give the category a name': 'Ponle un nombre a la categoría',
  'Names are at most 40 characters': 'Los nombres tienen como máximo 40 caracteres',
  'Descriptions are at most 200 characters': 'Las descripciones tienen como máximo 200 caracteres',
  'Pick an emoji': 'Elige un emoji',
  'A category with this name already exists': 'Ya existe una categoría con este nombre',
  'Category not found': 'No se encontró la categoría',
  'Choose a board': 'Elige un tablero',
  'Choose a reply as the answer, not the question': 'Elige una respuesta como la respuesta, no la pregunta',
  'Choose another category for its discussions': 'Elige otra categoría para sus conversaciones',
  'Discussion not found': 'No se encontró la conversación',
  'Only the opening post carries the title': 'Solo la publicación inicial lleva el título',
  'Only the person who asked, an owner or an admin can choose the answer':
    'Solo quien preguntó, un propietario o un admin puede elegir la respuesta',
  'Others have replied: only owners and admins can delete it now':
    'Otros ya respondieron: ahora solo los propietarios y los admins pueden eliminarla',
  'Post not found': 'No se encontró la publicación',
  'This discussion was already converted to feedback': 'Esta conversación ya se convirtió en feedback',
  'Type the title of the discussion to confirm': 'Escribe el título de la conversación para confirmar',
  'This discussion is locked': 'Esta conversación está bloqueada',
  'You can only edit your own posts': 'Solo puedes editar tus propias publicaciones',
  // files
  'Give it a name': 'Ponle un nombre',
  'Names can be at most 255 characters': 'Los nombres pueden tener como máximo 255 caracteres',
  'Names can be at most 100 characters': 'Los nombres pueden tener como máximo 100 caracteres',
  'That name is reserved': 'Ese nombre está reservado',
  'Names cannot contain / or \\': 'Los nombres no pueden contener / ni \\',
  'Names cannot contain control characters': 'Los nombres no pueden contener caracteres de control',
  'A folder cannot go inside itself': 'Una carpeta no puede ir dentro de sí misma',
  'File not found': 'No se encontró el archivo',
  'Folder not found': 'No se encontró la carpeta',
  'Only empty folders can be deleted: move or delete what is inside first':
    'Solo se pueden eliminar carpetas vacías: primero mueve o elimina lo que hay dentro',
  'The Attachments folder keeps the files attached to posts and messages':
    'La carpeta Adjuntos guarda los archivos adjuntos a publicaciones y mensajes',
  'You cannot add files to this project': 'No puedes añadir archivos a este proyecto',
  'Only the person who uploaded this file or an admin can add a version':
    'Solo quien subió este archivo o un admin puede añadir una versión',
  'Already taken here': 'Ya está en uso aquí',
} satisfies Translation<typeof en>
