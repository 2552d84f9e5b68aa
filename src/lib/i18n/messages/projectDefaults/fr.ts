// French. The English file beside this one is the source: same keys.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  'Feature requests': 'Demandes de fonctionnalités',
  'Ideas for what we should build next.': 'Des idées de ce que nous devrions construire ensuite.',
  Bugs: 'Bogues',
  'Something does not work as it should.': 'Quelque chose ne fonctionne pas comme prévu.',
  Open: 'Ouvert',
  'Under review': 'En cours d’examen',
  Planned: 'Prévu',
  'In progress': 'En cours',
  Complete: 'Terminé',
  Closed: 'Fermé',
  New: 'Nouveau',
  Improved: 'Amélioré',
  Fixed: 'Corrigé',
  General: 'Général',
  'Everything about this project': 'Tout ce qui concerne ce projet',
  'Anything about the project.': 'Tout ce qui concerne le projet.',
  Announcements: 'Annonces',
  'News from the team. Only owners and admins start threads here.':
    'Les nouvelles de l’équipe. Seuls les propriétaires et les admins lancent des discussions ici.',
  'Q&A': 'Questions-réponses',
  'Ask the team; the best reply is marked as the answer.':
    'Posez vos questions à l’équipe ; la meilleure réponse est marquée comme telle.',
  Ideas: 'Idées',
  'Ideas worth talking through.': 'Des idées qui méritent d’être discutées.',
} satisfies Translation<typeof en>
