// French. The English file beside this one is the source: same keys, same variables.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  'footer.tagline': 'Parley : retours et collaboration, auto-hébergés.',
  'language.label': 'Langue',
  'language.change': 'Changer',
  'language.menuLabel': 'Choisir une langue',
  'language.default': 'Langue du navigateur',
  'language.orgDefault': 'Langue par défaut des pages publiques',
  'language.orgDefaultHint':
    'Les visiteurs dont le navigateur ne demande aucune des langues de Parley voient les pages publiques et le widget dans celle-ci.',
  'language.accountHint': 'Les pages de Parley et vos e-mails dans cette langue.',
  'language.saved': 'Langue enregistrée',
  'language.save': 'Enregistrer la langue',
} satisfies Translation<typeof en>
