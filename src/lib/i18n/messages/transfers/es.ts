// Spanish. The English file beside this one is the source: same keys, same variables.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  'status.queued': 'Esperando para empezar',
  'status.running': 'En curso',
  'status.done': 'Listo',
  'status.failed': 'Falló',
  'run.starting': 'Iniciando…',
  'run.counted': '{done, number} de {total, number}',
  'run.progress': 'Progreso',
  'run.latest': 'Últimas ejecuciones',
  'run.by': 'por {name}',
  'download.expired': 'Caducado',
  'download.action': 'Descargar',
  startFailure: 'No se pudo iniciar la exportación',
  'personal.pageTitle': 'Tus datos · Configuración · Parley',
  'personal.title': 'Tus datos',
  'personal.intro': 'Una copia de lo que Parley guarda sobre ti.',
  'personal.card': 'Descargar mis datos',
  'personal.description':
    'Un archivo JSON en un ZIP: tu perfil, tus membresías, los elementos, comentarios, publicaciones y mensajes que escribiste, tus votos y reacciones, lo que sigues y tu configuración de notificaciones. El enlace se te envía por correo y funciona durante 24 horas.',
  'personal.action': 'Descargar mis datos',
  'personal.started': 'Estamos reuniendo tus datos. Te enviaremos el enlace por correo.',
  'personal.loading': 'Cargando tus exportaciones',
  'personal.loadError': 'No se pudieron cargar tus exportaciones',
  'export.title': 'Exportar',
  'export.description':
    'Todo este proyecto en un archivo ZIP: tableros, elementos, votos, comentarios y notas internas, la hoja de ruta, actualizaciones, discusiones, chats, reacciones y archivos, con las personas implicadas. Se puede importar en cualquier organización de Parley. Los archivos se pueden descargar durante 7 días.',
  'export.action': 'Exportar proyecto',
  'export.started': 'Exportación iniciada. También te enviaremos el enlace por correo cuando esté lista.',
  'export.loading': 'Cargando las exportaciones',
  'export.loadError': 'No se pudieron cargar las exportaciones',
  'export.none': 'Aún no hay exportaciones.',
  'import.title': 'Importar un proyecto',
  'import.description':
    'Trae un proyecto exportado de Parley (de aquí o de otro sitio) como un proyecto nuevo de esta organización. Las personas se asocian por su correo electrónico; quienes no tienen cuenta aquí reciben una que pueden reclamar.',
  'import.file': 'Archivo del proyecto (ZIP)',
  'import.action': 'Importar',
  'import.uploading': 'Subiendo…',
  'import.uploaded': 'Archivo subido. La importación se ejecuta en segundo plano.',
  'import.uploadFailure': 'No se pudo subir el archivo',
  'import.loading': 'Cargando las importaciones',
  'import.loadError': 'No se pudieron cargar las importaciones',
  'import.open': 'Abrir el proyecto',
} satisfies Translation<typeof en>
