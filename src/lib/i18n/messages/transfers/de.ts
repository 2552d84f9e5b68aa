// German. The English file beside this one is the source: same keys, same variables.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  'status.queued': 'Wartet auf den Start',
  'status.running': 'Läuft',
  'status.done': 'Bereit',
  'status.failed': 'Fehlgeschlagen',
  'run.starting': 'Wird gestartet…',
  'run.counted': '{done, number} von {total, number}',
  'run.progress': 'Fortschritt',
  'run.latest': 'Letzte Durchläufe',
  'run.by': 'von {name}',
  'download.expired': 'Abgelaufen',
  'download.action': 'Herunterladen',
  startFailure: 'Der Export konnte nicht gestartet werden',
  'personal.pageTitle': 'Deine Daten · Einstellungen · Parley',
  'personal.title': 'Deine Daten',
  'personal.intro': 'Eine Kopie dessen, was Parley über dich speichert.',
  'personal.card': 'Meine Daten herunterladen',
  'personal.description':
    'Eine JSON-Datei in einem ZIP: dein Profil, deine Mitgliedschaften, die Einträge, Kommentare, Beiträge und Nachrichten, die du geschrieben hast, deine Stimmen und Reaktionen, was du abonniert hast, und deine Benachrichtigungseinstellungen. Der Link wird dir per E-Mail geschickt und gilt 24 Stunden.',
  'personal.action': 'Meine Daten herunterladen',
  'personal.started': 'Wir stellen deine Daten zusammen. Den Link schicken wir dir per E-Mail.',
  'personal.loading': 'Deine Exporte werden geladen',
  'personal.loadError': 'Deine Exporte konnten nicht geladen werden',
  'export.title': 'Export',
  'export.description':
    'Alles in diesem Projekt als ein ZIP-Archiv: Boards, Einträge, Stimmen, Kommentare und interne Notizen, die Roadmap, Updates, Diskussionen, Chats, Reaktionen und Dateien, mit den beteiligten Personen. Es lässt sich in jede Parley-Organisation importieren. Archive können 7 Tage lang heruntergeladen werden.',
  'export.action': 'Projekt exportieren',
  'export.started': 'Export gestartet. Wir schicken dir den Link auch per E-Mail, sobald er fertig ist.',
  'export.loading': 'Exporte werden geladen',
  'export.loadError': 'Die Exporte konnten nicht geladen werden',
  'export.none': 'Noch keine Exporte.',
  'import.title': 'Ein Projekt importieren',
  'import.description':
    'Übernimm ein aus Parley exportiertes Projekt (von hier oder anderswo) als neues Projekt dieser Organisation. Personen werden über ihre E-Mail-Adresse zugeordnet; wer hier kein Konto hat, bekommt eines, das er übernehmen kann.',
  'import.file': 'Projektarchiv (ZIP)',
  'import.action': 'Importieren',
  'import.uploading': 'Wird hochgeladen…',
  'import.uploaded': 'Archiv hochgeladen. Der Import läuft im Hintergrund.',
  'import.uploadFailure': 'Das Archiv konnte nicht hochgeladen werden',
  'import.loading': 'Importe werden geladen',
  'import.loadError': 'Die Importe konnten nicht geladen werden',
  'import.open': 'Projekt öffnen',
} satisfies Translation<typeof en>
