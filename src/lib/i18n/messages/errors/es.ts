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
  // updates
  'Title must be at least 3 characters': 'El título debe tener al menos 3 caracteres',
  'Title must be at most 140 characters': 'El título debe tener como máximo 140 caracteres',
  'The text must be at most 20,000 characters': 'El texto debe tener como máximo 20.000 caracteres',
  'Link at most 50 feedback items': 'Vincula como máximo 50 comentarios',
  'Choose when to publish it': 'Elige cuándo publicarla',
  'Choose a time in the future': 'Elige un momento en el futuro',
  'Give the label a name': 'Ponle un nombre a la etiqueta',
  'Label names are at most 30 characters': 'Los nombres de etiqueta tienen como máximo 30 caracteres',
  'Update not found': 'Novedad no encontrada',
  // widget
  'At most 20 origins': 'Como máximo 20 orígenes',
  'Choose a colour as #rrggbb': 'Elige un color con el formato #rrggbb',
  'Show at least one tab': 'Muestra al menos una pestaña',
  'The widget is already on': 'El widget ya está activado',
  'The widget is off': 'El widget está desactivado',
  // chat
  'Give the chat a name': 'Ponle un nombre al chat',
  'Chat names are at most 80 characters': 'Los nombres de chat tienen como máximo 80 caracteres',
  'The topic can be at most 250 characters': 'El tema puede tener como máximo 250 caracteres',
  'Write a message first': 'Escribe un mensaje primero',
  'Type something to search for': 'Escribe algo para buscar',
  'Search for at most 200 characters': 'Busca como máximo 200 caracteres',
  'At most 200 members': 'Como máximo 200 miembros',
  'At most 50 teams': 'Como máximo 50 equipos',
  'This chat is archived: unarchive it to post again':
    'Este chat está archivado: desarchívalo para volver a publicar',
  'This chat is archived: its messages can no longer be changed':
    'Este chat está archivado: sus mensajes ya no se pueden cambiar',
  'The message you are replying to is not in this chat': 'El mensaje al que respondes no está en este chat',
  'A project keeps at least one chat open to all its members':
    'Un proyecto mantiene al menos un chat abierto a todos sus miembros',
  'You can only edit your own messages': 'Solo puedes editar tus propios mensajes',
  'Chat not found': 'Chat no encontrado',
  'Message not found': 'Mensaje no encontrado',
} satisfies Translation<typeof en>
