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
  // feedback
  'Write a comment first': 'Escribe primero un comentario',
  'Comments must be at most 5,000 characters': 'Los comentarios pueden tener como máximo 5000 caracteres',
  'Title must be at least 3 characters': 'El título debe tener al menos 3 caracteres',
  'Title must be at most 140 characters': 'El título puede tener como máximo 140 caracteres',
  'Details must be at most 10,000 characters': 'Los detalles pueden tener como máximo 10 000 caracteres',
  'Choose a board': 'Elige un tablero',
  'Names are at most 50 characters': 'Los nombres pueden tener como máximo 50 caracteres',
  'Enter an email or a username': 'Escribe un correo o un nombre de usuario',
  'Give the board a name': 'Ponle un nombre al tablero',
  'Board names are at most 50 characters': 'Los nombres de tablero pueden tener como máximo 50 caracteres',
  'Descriptions are at most 300 characters': 'Las descripciones pueden tener como máximo 300 caracteres',
  'Give the status a name': 'Ponle un nombre al estado',
  'Status names are at most 30 characters': 'Los nombres de estado pueden tener como máximo 30 caracteres',
  'Choose a company': 'Elige una empresa',
  'Enter an email address': 'Escribe un correo electrónico',
  'Use at most 1000 characters': 'Usa como máximo 1000 caracteres',
  'Enter a link starting with https://': 'Escribe un enlace que empiece por https://',
  'Comments on this feedback are locked': 'Los comentarios de este feedback están bloqueados',
  'Only members of the team can write internal notes':
    'Solo los miembros del equipo pueden escribir notas internas',
  'Comment not found': 'No se encontró el comentario',
  'Only comments can be changed': 'Solo se pueden cambiar los comentarios',
  'You can only edit your own comments': 'Solo puedes editar tus propios comentarios',
  'Feedback not found': 'No se encontró el feedback',
  'Board not found': 'No se encontró el tablero',
  'Project not found': 'No se encontró el proyecto',
  'Choose a status of this project': 'Elige un estado de este proyecto',
  'Others have voted for this feedback, so it can no longer be deleted':
    'Otras personas han votado este feedback, así que ya no se puede eliminar',
  'This list position is not valid; reload the list':
    'Esta posición de la lista no es válida; vuelve a cargar la lista',
  'This list position is not valid; start the list again':
    'Esta posición de la lista no es válida; empieza la lista de nuevo',
  'This feedback was merged into another item; continue there':
    'Este feedback se fusionó con otro elemento; continúa allí',
  'This feedback is held for review: approve or reject it first':
    'Este feedback está pendiente de revisión: apruébalo o recházalo primero',
  'Not authorized': 'No autorizado',
  'You are not allowed to access resource: feedback': 'No tienes acceso al feedback',
  'Sign in to vote on this board': 'Inicia sesión para votar en este tablero',
  'You are signed in: vote as yourself': 'Has iniciado sesión: vota con tu cuenta',
  'This vote could not be accepted': 'No se pudo aceptar este voto',
  'Too many votes from your network: try again in a few minutes':
    'Demasiados votos desde tu red: inténtalo de nuevo en unos minutos',
  'Too many votes: try again in a few minutes': 'Demasiados votos: inténtalo de nuevo en unos minutos',
  'Too many new visitors from your network: sign in to vote, or try again later':
    'Demasiados visitantes nuevos desde tu red: inicia sesión para votar o inténtalo más tarde',
  'You are posting feedback too quickly. Please wait a few minutes and try again.':
    'Estás publicando feedback demasiado rápido. Espera unos minutos y vuelve a intentarlo.',
  'You are commenting too quickly. Please wait a few minutes and try again.':
    'Estás comentando demasiado rápido. Espera unos minutos y vuelve a intentarlo.',
  'This feedback is not merged': 'Este feedback no está fusionado',
  'This project has moved': 'Este proyecto se ha movido',
  'A board with this name already exists': 'Ya existe un tablero con este nombre',
  'Choose another board for the items': 'Elige otro tablero para los elementos',
  'The new order names boards that are not in this project':
    'El nuevo orden incluye tableros que no son de este proyecto',
  'A status with this name already exists': 'Ya existe un estado con este nombre',
  'Status not found': 'Estado no encontrado',
  'The new order names statuses that are not in this project':
    'El nuevo orden incluye estados que no son de este proyecto',
  'A project needs at least one status': 'Un proyecto necesita al menos un estado',
  'Choose the status its items move to': 'Elige el estado al que se mueven sus elementos',
  'This project has no statuses; an editor must add one first':
    'Este proyecto no tiene estados; un editor debe añadir uno primero',
  'Name the segment': 'Ponle un nombre al segmento',
  'Use at most 60 characters': 'Usa 60 caracteres como máximo',
  'Name the attribute': 'Ponle un nombre al atributo',
  'At most 10 attributes': '10 atributos como máximo',
  'There is no such segment': 'No existe ese segmento',
  'Choose a plan or an attribute: a segment of everyone filters nothing':
    'Elige un plan o un atributo: un segmento de todos no filtra nada',
  'At most 100 segments; delete one first': '100 segmentos como máximo; elimina uno primero',
  'Attribute names have at most 40 characters': 'Los nombres de atributo tienen 40 caracteres como máximo',
  'At most 30 attributes': '30 atributos como máximo',
  'Enter an amount': 'Introduce un importe',
  'Spend cannot be negative': 'El gasto no puede ser negativo',
  'This amount is too large': 'Este importe es demasiado alto',
  'Enter the company’s name': 'Introduce el nombre de la empresa',
  'Choose a file': 'Elige un archivo',
  'Company not found': 'Empresa no encontrada',
  'Person not found': 'Persona no encontrada',
  'No company has this external id': 'Ninguna empresa tiene este id externo',
  'Another company has this external id': 'Otra empresa tiene este id externo',
  'At most 5000 companies per file': '5000 empresas como máximo por archivo',
  'external_id is empty': 'external_id está vacío',
  'Give the address of the person you spoke to': 'Indica la dirección de la persona con la que hablaste',
  'This company’s person has already voted for this': 'La persona de esta empresa ya votó por esto',
  'This person belongs to another company': 'Esta persona pertenece a otra empresa',
  'That comment is not on this item': 'Ese comentario no es de este elemento',
  'At most 3 quotes are pinned; unpin one first': 'Se fijan 3 citas como máximo; quita una primero',
  'An item cannot be merged into itself': 'Un elemento no se puede fusionar consigo mismo',
  'The chosen item was itself merged into another; choose that one':
    'El elemento elegido ya se fusionó con otro; elige ese',
  'Feedback held for review is approved or rejected before any merge':
    'Las opiniones retenidas para revisión se aprueban o rechazan antes de cualquier fusión',
  'This feedback was already approved': 'Esta opinión ya se aprobó',
  'This comment was already approved': 'Este comentario ya se aprobó',
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
  'Use at most 80 characters': 'Usa como máximo 80 caracteres',
  'Use at most 2000 characters': 'Usa como máximo 2000 caracteres',
  'Use at most 280 characters': 'Usa como máximo 280 caracteres',
  'This address is already used by another project': 'Esta dirección ya la usa otro proyecto',
  'Choose an image file (PNG, JPEG, WebP or GIF).': 'Elige un archivo de imagen (PNG, JPEG, WebP o GIF).',
  'The image is empty.': 'La imagen está vacía.',
  'Choose an image smaller than 1 MB.': 'Elige una imagen de menos de 1 MB.',
  'Connection lost while action was in flight': 'Se perdió la conexión mientras se realizaba la acción',
  'Are you sure you want to leave? Your changes may not be saved.':
    '¿Seguro que quieres salir? Es posible que tus cambios no se guarden.',
  'Choose an image smaller than 5 MB.': 'Elige una imagen de menos de 5 MB.',
  'This image could not be read. Try another file.': 'No se pudo leer esta imagen. Prueba con otro archivo.',
  'This browser cannot resize images.': 'Este navegador no puede cambiar el tamaño de las imágenes.',
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
  // notifications
  'Choose an hour': 'Elige una hora',
  'Choose a time zone': 'Elige una zona horaria',
  'Choose a time zone from the list': 'Elige una zona horaria de la lista',
  'Working hours must end after they start': 'El horario laboral debe terminar después de empezar',
  'Choose at least one working day': 'Elige al menos un día laboral',
  'Choose when the pause ends': 'Elige cuándo termina la pausa',
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
  // sign-in links
  'This sign-in link is invalid or has expired.':
    'Este enlace de inicio de sesión no es válido o ha caducado.',
  // sentences that carry a value (matched as patterns: src/components/i18n/use-t.tsx, translateSentence)
  'You are the only owner of {names}. Make another member an owner (or remove the other members) before deleting your account.':
    'Eres el único propietario de {names}. Haz propietario a otro miembro (o quita a los demás miembros) antes de eliminar tu cuenta.',
  'Team names are 1 to {max} characters': 'Los nombres de equipo tienen de 1 a {max} caracteres',
  'You are not allowed to access resource: {resource}':
    'No tienes permiso para acceder a este recurso: {resource}',
  '{name} has already voted for this': '{name} ya votó por esto',
  'At most {count} quotes are pinned; unpin one first':
    'Como máximo se fijan {count} citas; desfija una primero',
  'At most {count} segments; delete one first': 'Como máximo {count} segmentos; elimina uno primero',
  '{name} has no people yet': '{name} aún no tiene personas',
  '{name} is not on the roadmap': '{name} no está en la hoja de ruta',
  'At most {count} companies per file': 'Como máximo {count} empresas por archivo',
  'This file is not a CSV file we can read: {reason}': 'Este archivo no es un CSV que podamos leer: {reason}',
  'A folder named “{name}” is already there': 'Ya hay una carpeta llamada «{name}»',
  'Discussions in {category} have no answers': 'Las discusiones de {category} no tienen respuestas',
  'A project can have at most {count} categories': 'Un proyecto puede tener como máximo {count} categorías',
  'At most {count} discussions can be pinned; unpin one first':
    'Como máximo se fijan {count} discusiones; desfija una primero',
  'This discussion is locked: {reason}': 'Esta discusión está bloqueada: {reason}',
  'Only owners and admins start discussions in {category}':
    'Solo los propietarios y administradores inician discusiones en {category}',
  '“{origin}” is not an origin: write scheme://host[:port], with no path':
    '«{origin}» no es un origen: escribe scheme://host[:port], sin ruta',
  'At most {count} origins': 'Como máximo {count} orígenes',
  'Use at most {count} characters': 'Usa como máximo {count} caracteres',
} satisfies Translation<typeof en>
