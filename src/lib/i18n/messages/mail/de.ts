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
  signedInValidity: 'Du musst angemeldet sein, wenn du den Link öffnest. Er ist {duration} gültig.',
  'verifyEmail.subject': 'Bestätige deine E-Mail-Adresse für Parley',
  'verifyEmail.heading': 'Bestätige deine E-Mail-Adresse',
  'verifyEmail.body':
    'Bestätige, dass dies deine E-Mail-Adresse ist, um die Einrichtung deines Parley-Kontos abzuschließen.',
  'verifyEmail.validity': 'Der Link ist {duration} gültig.',
  'verifyEmail.action': 'E-Mail-Adresse bestätigen',
  'verifyEmail.footer': 'Wenn du kein Parley-Konto erstellt hast, kannst du diese E-Mail ignorieren.',
  'changeEmail.subject': 'Bestätige deine neue E-Mail-Adresse für Parley',
  'changeEmail.heading': 'Bestätige deine neue E-Mail-Adresse',
  'changeEmail.body':
    'Du möchtest die E-Mail-Adresse deines Parley-Kontos von {currentEmail} zu {newEmail} ändern.',
  'changeEmail.validity':
    'Deine Adresse ändert sich, sobald du den Link unten öffnest. Er ist {duration} gültig.',
  'changeEmail.action': 'Neue Adresse bestätigen',
  'changeEmail.footer':
    'Wenn du das nicht angefragt hast, kannst du diese E-Mail ignorieren: Es ändert sich nichts.',
  'deleteAccount.subject': 'Bestätige die Löschung deines Parley-Kontos',
  'deleteAccount.heading': 'Kontolöschung bestätigen',
  'deleteAccount.body':
    'Du möchtest dein Parley-Konto löschen. Der Link unten löscht es endgültig, mit deinen Sitzungen und Anmeldemethoden. Das kann nicht rückgängig gemacht werden.',
  'deleteAccount.organizations':
    'Diese Organisationen haben keine weiteren Mitglieder und werden mit ihren Projekten gelöscht: {names}.',
  'deleteAccount.action': 'Mein Konto löschen',
  'deleteAccount.footer':
    'Wenn du das nicht angefragt hast, ignoriere diese E-Mail und ändere am besten dein Passwort.',
  'invitation.subject': '{inviter} hat dich zu {organization} eingeladen',
  'invitation.heading': 'Tritt {organization} auf Parley bei',
  'invitation.body':
    '{inviter} hat dich eingeladen, {organization} als {role, select, admin {Admin} owner {Inhaber} member {Mitglied} other {{role}}} beizutreten.',
  'invitation.validity': 'Die Einladung ist gültig bis {date} (UTC).',
  'invitation.action': 'Einladung ansehen',
  'invitation.answer': 'Annehmen oder ablehnen: {url}',
  'invitation.footer': 'Wenn du diese Einladung nicht erwartet hast, kannst du diese E-Mail ignorieren.',
  'notification.digestSubject':
    'Deine Parley-Zusammenfassung: {count, plural, one {# Benachrichtigung} other {# Benachrichtigungen}}',
  'notification.immediateSubject':
    '{count, plural, one {# neue Benachrichtigung} other {# neue Benachrichtigungen}} auf Parley',
  'notification.digestHeading': 'Was seit gestern passiert ist',
  'notification.immediateHeading': 'Neu auf Parley',
  'notification.footer':
    'Du erhältst diese E-Mails wegen deiner Benachrichtigungseinstellungen. {change} oder {unsubscribe}.',
  'notification.change': 'Ändere, was du erhältst',
  'notification.unsubscribe': 'melde dich von Benachrichtigungs-E-Mails ab',
  'notification.changeText': 'Ändere, was du erhältst: {url}',
  'notification.unsubscribeText': 'Von Benachrichtigungs-E-Mails abmelden: {url}',
  'demandDigest.subject': '{organization}: die Nachfrage dieser Woche',
  'demandDigest.byRevenue': 'Größter Umsatzzuwachs',
  'demandDigest.byCompanies': 'Größter Zuwachs an Unternehmen',
  'demandDigest.biggestNew': 'Neue Anfragen deiner größten Kunden',
  'demandDigest.detail': '{companies, plural, one {# Unternehmen} other {# Unternehmen}}, {money}/Monat',
  'demandDigest.customerDetail': '{company} ({money}/Monat)',
  'demandDigest.action': 'Kunden öffnen',
  'demandDigest.customersText': 'Kunden: {url}',
  'demandDigest.footer':
    'Du hast diese wöchentliche E-Mail in deinen Benachrichtigungseinstellungen gewählt: {url}',
  'transfer.personalSubject': 'Deine Parley-Daten stehen zum Download bereit',
  'transfer.projectSubject': 'Der Export von {project} steht zum Download bereit',
  'transfer.personalHeading': 'Deine Daten sind bereit',
  'transfer.projectHeading': 'Dein Projektexport ist bereit',
  'transfer.personalBody': 'Das angeforderte Archiv deiner Parley-Daten steht zum Download bereit.',
  'transfer.projectBody': 'Das angeforderte Archiv des Projekts {project} steht zum Download bereit.',
  'transfer.someProject': 'dein Projekt',
  'transfer.action': 'Archiv herunterladen',
  'transfer.footer':
    'Wenn du das nicht angefragt hast, wende dich an eine Administratorin oder einen Administrator deines Parley.',
} satisfies Translation<typeof en>
