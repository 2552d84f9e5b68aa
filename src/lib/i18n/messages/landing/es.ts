// Spanish. The English file beside this one is the source: same keys, same variables.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  'hero.badge': 'Espacio de trabajo abierto para equipos de producto',
  'hero.title': 'Escucha a tus usuarios. Decidid juntos. Lanza lo que importa.',
  'hero.intro':
    'Parley reúne tableros de comentarios, una hoja de ruta pública, novedades de versiones, archivos, debates y chat en un solo espacio de trabajo para cada uno de tus equipos y proyectos.',
  'hero.goToTeams': 'Ir a tus equipos',
  'hero.getStarted': 'Empieza gratis',
  'hero.signIn': 'Iniciar sesión',
  'features.heading': 'Todo lo que un proyecto necesita para escuchar y responder',
  'features.feedback.title': 'Comentarios que se ordenan solos',
  'features.feedback.text':
    'Tableros para ideas y errores. La gente vota y comenta, los duplicados se fusionan y lo más pedido sube a lo más alto.',
  'features.roadmap.title': 'Una hoja de ruta en la que confiar',
  'features.roadmap.text':
    'Mueve las solicitudes de planificado a en curso y a hecho. Quien lo pidió ve en qué punto está su idea.',
  'features.updates.title': 'Novedades que cierran el círculo',
  'features.updates.text':
    'Publica una entrada en el registro de cambios cuando algo se lanza, enlazada a los comentarios que responde.',
  'features.discussions.title': 'Debates y chat en directo',
  'features.discussions.text':
    'Hilos extensos para las decisiones, chat para todo lo rápido. Lo que una persona escribe, todos lo ven al instante.',
  'features.files.title': 'Archivos junto al trabajo',
  'features.files.text':
    'Especificaciones, capturas de pantalla y exportaciones viven en el proyecto al que pertenecen, no en la bandeja de entrada de alguien.',
  'features.hosting.title': 'Alójalo tú mismo',
  'features.hosting.text':
    'Un solo comando ejecuta Parley con una base de datos integrada. Apúntalo a PostgreSQL para ejecutar tantos nodos como necesites.',
  'teams.heading': 'Organizaciones, proyectos, personas',
  'teams.text':
    'Crea un equipo, invita a miembros como propietarios, administradores o miembros y dale a cada producto su propio proyecto. Mantén un proyecto privado para tu equipo o abre sus comentarios y su hoja de ruta a todo el mundo.',
  'teams.create': 'Crea tu espacio de trabajo',
} satisfies Translation<typeof en>
