// Spanish. The English file beside this one is the source: same keys.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  'Feature requests': 'Solicitudes de funciones',
  'Ideas for what we should build next.': 'Ideas sobre lo próximo que deberíamos construir.',
  Bugs: 'Errores',
  'Something does not work as it should.': 'Algo no funciona como debería.',
  Open: 'Abierto',
  'Under review': 'En revisión',
  Planned: 'Planificado',
  'In progress': 'En curso',
  Complete: 'Completado',
  Closed: 'Cerrado',
  New: 'Nuevo',
  Improved: 'Mejorado',
  Fixed: 'Corregido',
  General: 'General',
  'Everything about this project': 'Todo sobre este proyecto',
  'Anything about the project.': 'Cualquier cosa sobre el proyecto.',
  Announcements: 'Anuncios',
  'News from the team. Only owners and admins start threads here.':
    'Noticias del equipo. Solo los propietarios y administradores inician hilos aquí.',
  'Q&A': 'Preguntas y respuestas',
  'Ask the team; the best reply is marked as the answer.':
    'Pregunta al equipo; la mejor respuesta se marca como la respuesta.',
  Ideas: 'Ideas',
  'Ideas worth talking through.': 'Ideas que vale la pena hablar.',
} satisfies Translation<typeof en>
