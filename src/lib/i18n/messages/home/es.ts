// Spanish. The English file beside this one is the source: same keys, same variables.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  'page.greeting': 'Hola, {name}',
  'page.greetingAnonymous': 'Hola',
  'page.intro': 'Tus equipos y en qué están trabajando.',
  'page.newTeam': 'Nuevo equipo',
  'teams.heading': 'Tus equipos',
  'teams.meta':
    '@{slug} · {role, select, owner {propietario} admin {administrador} member {miembro} other {{role}}} · {members, plural, one {# miembro} other {# miembros}}',
  'recent.heading': 'Proyectos recientes',
  'recent.updated': 'actualizado {time}',
  'empty.title': 'Todavía no estás en ningún equipo',
  'empty.text':
    'Un equipo reúne tus proyectos: tableros de comentarios, una hoja de ruta, novedades, archivos, debates y chat. Crea uno e invita a las personas con las que trabajas.',
  'empty.create': 'Crear un equipo',
} satisfies Translation<typeof en>
