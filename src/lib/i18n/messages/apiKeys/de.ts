// German. The English file beside this one is the source: same keys, same variables.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  'settings.title': 'API-Schlüssel',
  'settings.intro':
    'Schlüssel für Skripte und Dienste, die {org} über die API nutzen. Nur Eigentümer und Admins sehen sie.',
  'settings.create': 'API-Schlüssel erstellen',
  'settings.loading': 'API-Schlüssel werden geladen…',
  'settings.loadFailed': 'Die API-Schlüssel konnten nicht geladen werden.',
  'settings.tryAgain': 'Erneut versuchen',
  'settings.none': 'Noch keine API-Schlüssel',
  'settings.noneHelp':
    'Mit einem API-Schlüssel kann ein Skript oder ein anderer Dienst die API von Parley für dieses Team nutzen: Feedback lesen, Updates posten und mehr, im Rahmen der gewählten Berechtigungen. Was er schreibt, wird als über den Schlüssel geschrieben angezeigt. Erstelle einen mit „API-Schlüssel erstellen“.',
  'status.active': 'Aktiv',
  'status.revoked': 'Widerrufen',
  'status.expired': 'Abgelaufen',
  'row.revoked': '{name} wurde widerrufen',
  'row.revokeFailed': 'Der Schlüssel konnte nicht widerrufen werden',
  'row.scopesLabel': 'Berechtigungen von {name}',
  'row.project': 'Projekt',
  'row.allProjects': 'Alle Projekte',
  'row.created': 'Erstellt',
  'row.createdBy': '{time} von {name}',
  'row.deletedAccount': 'einem gelöschten Konto',
  'row.lastUsed': 'Zuletzt verwendet',
  'row.never': 'Nie',
  'row.expires': 'Läuft ab',
  'row.expiresAfter': 'nach dem {day}',
  'row.revokeLabel': '{name} widerrufen',
  'row.revoke': 'Widerrufen',
  'row.confirmTitle': '{name} widerrufen?',
  'row.confirmDescription':
    'Anfragen mit diesem Schlüssel werden ab sofort abgelehnt. Was er geschrieben hat, bleibt und wird als über den Schlüssel geschrieben angezeigt. Das kann nicht rückgängig gemacht werden: Ein neuer Schlüssel hat ein neues Geheimnis.',
  'row.confirmLabel': 'Schlüssel widerrufen',
  'row.revoking': 'Wird widerrufen…',
  'create.readyTitle': '{name} ist bereit',
  'create.description':
    'Der Schlüssel handelt für das Team mit den gewählten Berechtigungen. Anfragen senden ihn als „{header}“.',
  'create.failed': 'Der API-Schlüssel konnte nicht erstellt werden',
  'create.name': 'Name',
  'create.namePlaceholder': 'z. B. Release-Pipeline',
  'create.nameHelp':
    'Was den Schlüssel verwendet. Was er schreibt, wird als über diesen Namen geschrieben angezeigt.',
  'create.scopes': 'Berechtigungen',
  'create.scopesHelp': 'Was der Schlüssel tun darf. Wähle nur, was die Integration braucht.',
  'create.projectHelp': 'Den Schlüssel auf ein Projekt beschränken.',
  'create.expiresHelp': 'Optional. Er gilt bis einschließlich dieses Tages (UTC).',
  'create.cancel': 'Abbrechen',
  'create.creating': 'Wird erstellt…',
  'create.submit': 'Schlüssel erstellen',
  'secret.copied': 'API-Schlüssel kopiert',
  'secret.copyFailed': 'Kopieren nicht möglich: Der Schlüssel ist markiert, kopiere ihn mit der Tastatur',
  'secret.warning':
    'Kopiere den Schlüssel jetzt und bewahre ihn sicher auf. {strong}: Parley speichert nur einen Fingerabdruck davon.',
  'secret.wontSeeAgain': 'Du wirst ihn nicht noch einmal sehen',
  'secret.label': 'Dein neuer API-Schlüssel',
  'secret.copiedButton': 'Kopiert',
  'secret.copy': 'Kopieren',
  'secret.done': 'Fertig',
} satisfies Translation<typeof en>
