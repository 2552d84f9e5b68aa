// German. The English file beside this one is the source: same keys, same variables.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  'settings.heading': 'Widget',
  'settings.intro':
    'Feedback und Neuigkeiten direkt in deinem eigenen Produkt: Ein Launcher auf deiner Website öffnet das Widget dieses Projekts. Dein Server bestätigt per Signatur, wer die Person ist, damit ihre Stimmen und Beiträge ihren Namen tragen.',
  'settings.loading': 'Widget-Einstellungen werden geladen',
  'settings.loadFailed': 'Die Widget-Einstellungen konnten nicht geladen werden',
  'settings.somethingWrong': 'Etwas ist schiefgelaufen.',
  'settings.private':
    'Dieses Projekt ist privat: Sein Widget wird nirgends geladen, bis das Projekt öffentlich ist.',
  'secret.label': 'Widget-Secret (nur einmal angezeigt: bewahre es auf deinem Server auf)',
  'secret.hint':
    'Signiere damit Identify-Tokens (HS256) auf deinem Server. Es wird nicht noch einmal angezeigt; erneuere es, um ein neues zu erhalten.',
  'secret.saved': 'Ich habe es gespeichert',
  'off.status': 'Das Widget ist ausgeschaltet.',
  'off.turnOn': 'Widget einschalten',
  'linkVerified.label': 'Verifizierte E-Mail-Adressen verknüpfen',
  'linkVerified.description':
    '{label} (das ganze Team, alle Projekte): Eine Person, die dein Server mit der verifizierten Adresse eines bestehenden Parley-Kontos anmeldet, wird zu diesem Konto. Aus: Jede Person deines Produkts ist eine eigene Parley-Person.',
  'turnOff.title': 'Widget ausschalten?',
  'turnOff.description':
    'Das Widget wird auf allen Websites sofort nicht mehr geladen, und alle, die darin angemeldet sind, werden abgemeldet. Was gepostet wurde, bleibt. Beim erneuten Einschalten wird ein neues Secret erzeugt.',
  'turnOff.confirm': 'Ausschalten',
  'turnOff.pending': 'Wird ausgeschaltet…',
  'failure.turnOn': 'Das Widget konnte nicht eingeschaltet werden',
  'failure.turnOff': 'Das Widget konnte nicht ausgeschaltet werden',
  'failure.setting': 'Die Einstellung konnte nicht geändert werden',
  'failure.save': 'Die Widget-Einstellungen konnten nicht gespeichert werden',
  'failure.rotate': 'Das Secret konnte nicht erneuert werden',
  'form.saved': 'Widget-Einstellungen gespeichert',
  'form.notAnOrigin': '„{line}“ ist kein Origin: Schreibe scheme://host[:port], ohne Pfad',
  'form.tooManyOrigins': 'Höchstens {max} Origins',
  'form.colourInvalid': 'Gib eine Farbe als #rrggbb an',
  'form.noTab': 'Zeige mindestens einen Tab',
  'form.snippet': 'Snippet: Füge es in die Seiten deines Produkts ein',
  'form.origins': 'Erlaubte Websites',
  'form.originsHelp':
    'Ein Origin pro Zeile (scheme://host[:port]), höchstens {max}. Das Widget wird nur auf diesen Websites geladen.',
  'form.position': 'Position des Launchers',
  'form.bottomRight': 'Unten rechts',
  'form.bottomLeft': 'Unten links',
  'form.colour': 'Farbe des Launchers',
  'form.tabs': 'Tabs',
  'form.tabFeedback': 'Feedback',
  'form.tabUpdates': 'Neuigkeiten',
  'form.save': 'Speichern',
  'form.rotate': 'Secret erneuern',
  'form.previousSecret': 'Das vorherige Secret bestätigt Tokens noch bis {date}.',
} as const satisfies Translation<typeof en>
