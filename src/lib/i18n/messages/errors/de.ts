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
  // notifications
  'Choose an hour': 'Wähle eine Stunde',
  'Choose a time zone': 'Wähle eine Zeitzone',
  'Choose a time zone from the list': 'Wähle eine Zeitzone aus der Liste',
  'Working hours must end after they start': 'Die Arbeitszeit muss nach ihrem Beginn enden',
  'Choose at least one working day': 'Wähle mindestens einen Arbeitstag',
  'Choose when the pause ends': 'Wähle, wann die Pause endet',
  'Choose a time in the future': 'Wähle einen Zeitpunkt in der Zukunft',
  // imports and transfers
  'This project has no statuses; an editor must add one first':
    'Dieses Projekt hat keine Status; jemand mit Bearbeitungsrechten muss zuerst einen anlegen',
  'Wait for the runs already under way to finish first.':
    'Warte zuerst, bis die laufenden Durchläufe fertig sind.',
  'Sign in to import a project': 'Melde dich an, um ein Projekt zu importieren',
  'Choose a CSV file': 'Wähle eine CSV-Datei',
  'Choose an archive to import': 'Wähle ein Archiv zum Importieren',
  'Choose the column that holds the titles': 'Wähle die Spalte mit den Titeln',
  'The API key of this import is gone: start it again':
    'Der API-Schlüssel dieses Imports ist nicht mehr da: Starte ihn neu',
  'The archive is empty': 'Das Archiv ist leer',
  'The column mapping is not valid': 'Die Spaltenzuordnung ist nicht gültig',
  'The import has no file': 'Der Import hat keine Datei',
  'The uploaded file is gone: upload it again':
    'Die hochgeladene Datei ist nicht mehr da: Lade sie erneut hoch',
} satisfies Translation<typeof en>
