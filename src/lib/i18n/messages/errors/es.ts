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
} satisfies Translation<typeof en>
