// French. The English file beside this one is the source: same keys, same variables.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  'page.greeting': 'Bonjour {name}',
  'page.greetingAnonymous': 'Bonjour',
  'page.intro': 'Vos équipes et ce sur quoi elles travaillent.',
  'page.newTeam': 'Nouvelle équipe',
  'teams.heading': 'Vos équipes',
  'teams.meta':
    '@{slug} · {role, select, owner {propriétaire} admin {administrateur} member {membre} other {{role}}} · {members, plural, one {# membre} other {# membres}}',
  'recent.heading': 'Projets récents',
  'recent.updated': 'mis à jour {time}',
  'empty.title': 'Vous ne faites encore partie d’aucune équipe',
  'empty.text':
    'Une équipe regroupe vos projets : tableaux de retours, feuille de route, annonces, fichiers, discussions et chat. Créez-en une et invitez les personnes avec qui vous travaillez.',
  'empty.create': 'Créer une équipe',
} satisfies Translation<typeof en>
