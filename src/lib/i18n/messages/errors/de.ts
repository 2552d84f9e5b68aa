// German. The English file beside this one is the source: same keys, same variables.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  'Enter your email or username': 'Gib deine E-Mail-Adresse oder deinen Benutzernamen ein',
  'Enter your password': 'Gib dein Passwort ein',
  'Enter a valid email address': 'Gib eine gültige E-Mail-Adresse ein',
  'Enter your name': 'Gib deinen Namen ein',
  'Use at most 100 characters': 'Höchstens 100 Zeichen',
  'Use at least 8 characters': 'Mindestens 8 Zeichen',
  'Use at most 128 characters': 'Höchstens 128 Zeichen',
  'Use at least 3 characters': 'Mindestens 3 Zeichen',
  'Use at most 30 characters': 'Höchstens 30 Zeichen',
  'Use lowercase letters, digits, _ and - only': 'Nur Kleinbuchstaben, Ziffern, _ und -',
  'This username is reserved': 'Dieser Benutzername ist reserviert',
  'The passwords do not match': 'Die Passwörter stimmen nicht überein',
  'Enter your email address or username': 'Gib deine E-Mail-Adresse oder deinen Benutzernamen ein',
  'Enter your name (at most 100 characters)': 'Gib deinen Namen ein (höchstens 100 Zeichen)',
  'Use 3–30 lowercase letters, digits, _ and -, not a reserved name':
    '3–30 Kleinbuchstaben, Ziffern, _ und -, kein reservierter Name',
  'Use 8–128 characters': '8–128 Zeichen',
  'Invalid email or password': 'E-Mail-Adresse oder Passwort ist falsch',
  'Invalid username or password': 'Benutzername oder Passwort ist falsch',
  'You have been banned from this application. Please contact support if you believe this is an error.':
    'Du wurdest für diese Anwendung gesperrt. Wende dich an den Support, wenn du das für einen Fehler hältst.',
  'Your email address is not verified yet. We sent you a new link: check your inbox.':
    'Deine E-Mail-Adresse ist noch nicht bestätigt. Wir haben dir einen neuen Link geschickt: Sieh in dein Postfach.',
  'User already exists.': 'Dieses Konto gibt es schon.',
  'User already exists. Use another email.':
    'Dieses Konto gibt es schon. Verwende eine andere E-Mail-Adresse.',
  'Username is already taken. Please try another.':
    'Dieser Benutzername ist vergeben. Bitte wähle einen anderen.',
  'Password too short': 'Passwort zu kurz',
  'Password too long': 'Passwort zu lang',
  'Invalid email': 'Ungültige E-Mail-Adresse',
  'Username is invalid': 'Ungültiger Benutzername',
  'Username is too short': 'Benutzername zu kurz',
  'Username is too long': 'Benutzername zu lang',
  'Too many attempts. Please wait a moment and try again.':
    'Zu viele Versuche. Bitte warte einen Moment und versuche es noch einmal.',
  'Something went wrong!': 'Etwas ist schiefgegangen!',
  'Could not reach Parley. Check your connection and try again.':
    'Parley ist nicht erreichbar. Prüfe deine Verbindung und versuche es noch einmal.',
  // account (account settings, sessions, API keys, OAuth, webhooks)
  'Enter your current password': 'Gib dein aktuelles Passwort ein',
  'This is already your email address': 'Das ist bereits deine E-Mail-Adresse',
  'This is not your current password': 'Das ist nicht dein aktuelles Passwort',
  'This is not your password': 'Das ist nicht dein Passwort',
  'For your security, sign in again before setting a password.':
    'Melde dich zu deiner Sicherheit erneut an, bevor du ein Passwort festlegst.',
  'Your sessions could not be loaded.': 'Deine Sitzungen konnten nicht geladen werden.',
  'Session expired. Re-authenticate to perform this action.':
    'Sitzung abgelaufen. Melde dich erneut an, um diese Aktion auszuführen.',
  "You can't unlink your last account": 'Du kannst dein letztes Konto nicht trennen',
  'Enter a date like 2027-01-31': 'Gib ein Datum wie 2027-01-31 ein',
  'Choose today or a later day': 'Wähle heute oder einen späteren Tag',
  'Choose a day within the next five years': 'Wähle einen Tag innerhalb der nächsten fünf Jahre',
  'Enter a name, such as the integration that will use the key':
    'Gib einen Namen ein, etwa die Integration, die den Schlüssel verwendet',
  'Use at most 80 characters': 'Verwende höchstens 80 Zeichen',
  'Choose from the listed scopes': 'Wähle aus den aufgeführten Berechtigungen',
  'Choose at least one scope': 'Wähle mindestens eine Berechtigung',
  'Choose an expiry day from today to five years ahead':
    'Wähle einen Ablauftag zwischen heute und fünf Jahren im Voraus',
  'Choose today or a later day, within the next five years':
    'Wähle heute oder einen späteren Tag innerhalb der nächsten fünf Jahre',
  'That project is not in this organization': 'Dieses Projekt gehört nicht zu dieser Organisation',
  'Choose one of the organization’s projects, or all projects':
    'Wähle eines der Projekte der Organisation oder alle Projekte',
  'An organization can have at most 50 working API keys. Revoke one you no longer use first.':
    'Eine Organisation kann höchstens 50 gültige API-Schlüssel haben. Widerrufe zuerst einen, den du nicht mehr brauchst.',
  'API key not found': 'API-Schlüssel nicht gefunden',
  'Connected app not found': 'Verbundene App nicht gefunden',
  'This app is not registered with Parley (unknown client_id).':
    'Diese App ist bei Parley nicht registriert (unbekannte client_id).',
  'The address this app asked to return to is not one it registered.':
    'Die Adresse, zu der diese App zurückkehren möchte, hat sie nicht registriert.',
  'Apps cannot be connected while you are signed in as someone else.':
    'Apps können nicht verbunden werden, während du als jemand anderes angemeldet bist.',
  'Enter the URL that should receive the events': 'Gib die URL ein, die die Ereignisse empfangen soll',
  'Use at most 2000 characters': 'Verwende höchstens 2000 Zeichen',
  'Enter a valid URL': 'Gib eine gültige URL ein',
  'Enter a full URL, such as https://example.com/webhooks':
    'Gib eine vollständige URL ein, etwa https://example.com/webhooks',
  'Use an https:// or http:// URL': 'Verwende eine https://- oder http://-URL',
  'Use an https:// URL': 'Verwende eine https://-URL',
  'Leave the user name and password out of the URL': 'Lass Benutzername und Passwort aus der URL weg',
  'Use at most 300 characters': 'Verwende höchstens 300 Zeichen',
  'Choose from the listed events': 'Wähle aus den aufgeführten Ereignissen',
  'Choose Standard, Slack or Discord': 'Wähle Standard, Slack oder Discord',
  'Choose at least one event, or all events': 'Wähle mindestens ein Ereignis oder alle Ereignisse',
  'A chosen project is not in this organization': 'Ein gewähltes Projekt gehört nicht zu dieser Organisation',
  'An organization can have at most 25 webhooks. Delete one you no longer use first.':
    'Eine Organisation kann höchstens 25 Webhooks haben. Lösche zuerst einen, den du nicht mehr brauchst.',
  'Webhook not found': 'Webhook nicht gefunden',
  'Delivery not found': 'Zustellung nicht gefunden',
} satisfies Translation<typeof en>
