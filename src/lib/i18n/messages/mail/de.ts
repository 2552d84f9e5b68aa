// German. The English file beside this one is the source: same keys, same variables.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  greeting: 'Hallo {name},',
  greetingNoName: 'Hallo,',
  openLink: 'Oder öffne diesen Link:',
  'duration.minutes': '{count, plural, one {# Minute} other {# Minuten}}',
  'duration.hours': '{count, plural, one {# Stunde} other {# Stunden}}',
  'duration.days': '{count, plural, one {# Tag} other {# Tage}}',
  'resetPassword.subject': 'Setze dein Parley-Passwort zurück',
  'resetPassword.heading': 'Passwort zurücksetzen',
  'resetPassword.body':
    'Jemand hat angefragt, das Passwort deines Parley-Kontos zurückzusetzen. Wähle mit dem Link unten ein neues Passwort.',
  'resetPassword.validity': 'Der Link kann einmal verwendet werden und ist {duration} gültig.',
  'resetPassword.action': 'Neues Passwort wählen',
  'resetPassword.footer':
    'Wenn du das nicht angefragt hast, kannst du diese E-Mail ignorieren: Dein Passwort bleibt, wie es ist.',
} satisfies Translation<typeof en>
