// German. The English file beside this one is the source: same keys, same variables.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  'footer.tagline': 'Parley: selbst gehostetes Feedback und Zusammenarbeit.',
  'language.label': 'Sprache',
  'language.change': 'Ändern',
  'language.menuLabel': 'Sprache wählen',
  'language.default': 'Wie im Browser',
  'language.orgDefault': 'Standardsprache der öffentlichen Seiten',
  'language.orgDefaultHint':
    'Besucher, deren Browser keine der Sprachen von Parley anfragt, sehen die öffentlichen Seiten und das Widget in dieser Sprache.',
  'language.accountHint': 'Die Seiten von Parley und deine E-Mails in dieser Sprache.',
  'language.saved': 'Sprache gespeichert',
  'language.save': 'Sprache speichern',
} satisfies Translation<typeof en>
