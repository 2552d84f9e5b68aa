// French. The English file beside this one is the source: same keys, same variables.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  'hero.badge': 'Espace de travail ouvert pour les équipes produit',
  'hero.title': 'Écoutez vos utilisateurs. Décidez ensemble. Livrez ce qui compte.',
  'hero.intro':
    'Parley réunit tableaux de retours, feuille de route publique, annonces de versions, fichiers, discussions et chat dans un seul espace de travail pour chacune de vos équipes et chacun de vos projets.',
  'hero.goToTeams': 'Aller à vos équipes',
  'hero.getStarted': 'Commencer gratuitement',
  'hero.signIn': 'Se connecter',
  'features.heading': 'Tout ce dont un projet a besoin pour écouter et répondre',
  'features.feedback.title': 'Des retours qui se trient tout seuls',
  'features.feedback.text':
    'Des tableaux pour les idées et les bugs. Chacun vote et commente, les doublons sont fusionnés et les demandes les plus attendues remontent en tête.',
  'features.roadmap.title': 'Une feuille de route digne de confiance',
  'features.roadmap.text':
    'Faites passer les demandes de prévu à en cours puis à terminé. Chaque personne qui a demandé voit où en est son idée.',
  'features.updates.title': 'Des annonces qui bouclent la boucle',
  'features.updates.text':
    'Publiez une entrée de journal des modifications quand une nouveauté sort, liée aux retours auxquels elle répond.',
  'features.discussions.title': 'Discussions et chat en direct',
  'features.discussions.text':
    'Des fils détaillés pour les décisions, le chat pour tout ce qui est rapide. Ce qu’une personne écrit, tout le monde le voit aussitôt.',
  'features.files.title': 'Les fichiers à côté du travail',
  'features.files.text':
    'Spécifications, captures d’écran et exports vivent dans le projet auquel ils appartiennent, pas dans la boîte de réception de quelqu’un.',
  'features.hosting.title': 'Hébergé chez vous',
  'features.hosting.text':
    'Une seule commande lance Parley sur une base de données intégrée. Branchez-le sur PostgreSQL pour faire tourner autant de nœuds que nécessaire.',
  'teams.heading': 'Organisations, projets, personnes',
  'teams.text':
    'Créez une équipe, invitez des membres comme propriétaires, administrateurs ou membres, et donnez à chaque produit son propre projet. Gardez un projet privé pour votre équipe, ou ouvrez ses retours et sa feuille de route à tous.',
  'teams.create': 'Créer votre espace de travail',
} satisfies Translation<typeof en>
