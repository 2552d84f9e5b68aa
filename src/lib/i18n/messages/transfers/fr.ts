// French. The English file beside this one is the source: same keys, same variables.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  'status.queued': 'En attente de démarrage',
  'status.running': 'En cours',
  'status.done': 'Prêt',
  'status.failed': 'Échec',
  'run.starting': 'Démarrage…',
  'run.counted': '{done, number} sur {total, number}',
  'run.progress': 'Progression',
  'run.latest': 'Dernières exécutions',
  'run.by': 'par {name}',
  'download.expired': 'Expiré',
  'download.action': 'Télécharger',
  startFailure: 'L’export n’a pas pu être lancé',
  'personal.pageTitle': 'Vos données · Paramètres · Parley',
  'personal.title': 'Vos données',
  'personal.intro': 'Une copie de ce que Parley conserve à votre sujet.',
  'personal.card': 'Télécharger mes données',
  'personal.description':
    'Un fichier JSON dans un ZIP : votre profil, vos adhésions, les éléments, commentaires, publications et messages que vous avez écrits, vos votes et réactions, ce que vous suivez et vos paramètres de notification. Le lien vous est envoyé par e-mail et reste valable 24 heures.',
  'personal.action': 'Télécharger mes données',
  'personal.started': 'Nous rassemblons vos données. Nous vous enverrons le lien par e-mail.',
  'personal.loading': 'Chargement de vos exports',
  'personal.loadError': 'Vos exports n’ont pas pu être chargés',
  'export.title': 'Exporter',
  'export.description':
    'Tout ce projet dans une seule archive ZIP : tableaux, éléments, votes, commentaires et notes internes, la feuille de route, les mises à jour, discussions, chats, réactions et fichiers, avec les personnes concernées. Elle peut être importée dans n’importe quelle organisation Parley. Les archives sont téléchargeables pendant 7 jours.',
  'export.action': 'Exporter le projet',
  'export.started': 'Export lancé. Nous vous enverrons aussi le lien par e-mail quand il sera prêt.',
  'export.loading': 'Chargement des exports',
  'export.loadError': 'Les exports n’ont pas pu être chargés',
  'export.none': 'Aucun export pour l’instant.',
  'import.title': 'Importer un projet',
  'import.description':
    'Importez un projet exporté de Parley (d’ici ou d’ailleurs) comme nouveau projet de cette organisation. Les personnes sont associées par adresse e-mail ; celles qui n’ont pas de compte ici en reçoivent un qu’elles peuvent réclamer.',
  'import.file': 'Archive du projet (ZIP)',
  'import.action': 'Importer',
  'import.uploading': 'Envoi…',
  'import.uploaded': 'Archive envoyée. L’import s’exécute en arrière-plan.',
  'import.uploadFailure': 'L’archive n’a pas pu être envoyée',
  'import.loading': 'Chargement des imports',
  'import.loadError': 'Les imports n’ont pas pu être chargés',
  'import.open': 'Ouvrir le projet',
} satisfies Translation<typeof en>
