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
  // updates
  'Title must be at least 3 characters': 'Der Titel muss mindestens 3 Zeichen lang sein',
  'Title must be at most 140 characters': 'Der Titel darf höchstens 140 Zeichen lang sein',
  'The text must be at most 20,000 characters': 'Der Text darf höchstens 20.000 Zeichen lang sein',
  'Link at most 50 feedback items': 'Verknüpfe höchstens 50 Feedback-Einträge',
  'Choose when to publish it': 'Wähle, wann sie veröffentlicht werden soll',
  'Choose a time in the future': 'Wähle einen Zeitpunkt in der Zukunft',
  'Give the label a name': 'Gib dem Label einen Namen',
  'Label names are at most 30 characters': 'Label-Namen dürfen höchstens 30 Zeichen lang sein',
  'Update not found': 'Neuigkeit nicht gefunden',
  // widget
  'At most 20 origins': 'Höchstens 20 Origins',
  'Choose a colour as #rrggbb': 'Gib eine Farbe als #rrggbb an',
  'Show at least one tab': 'Zeige mindestens einen Tab',
  'The widget is already on': 'Das Widget ist bereits eingeschaltet',
  'The widget is off': 'Das Widget ist ausgeschaltet',
  // chat
  'Give the chat a name': 'Gib dem Chat einen Namen',
  'Chat names are at most 80 characters': 'Chat-Namen dürfen höchstens 80 Zeichen lang sein',
  'The topic can be at most 250 characters': 'Das Thema darf höchstens 250 Zeichen lang sein',
  'Write a message first': 'Schreib zuerst eine Nachricht',
  'Type something to search for': 'Gib einen Suchbegriff ein',
  'Search for at most 200 characters': 'Suche nach höchstens 200 Zeichen',
  'At most 200 members': 'Höchstens 200 Mitglieder',
  'At most 50 teams': 'Höchstens 50 Teams',
  'This chat is archived: unarchive it to post again':
    'Dieser Chat ist archiviert: Stelle ihn wieder her, um erneut zu posten',
  'This chat is archived: its messages can no longer be changed':
    'Dieser Chat ist archiviert: Seine Nachrichten können nicht mehr geändert werden',
  'The message you are replying to is not in this chat':
    'Die Nachricht, auf die du antwortest, ist nicht in diesem Chat',
  'A project keeps at least one chat open to all its members':
    'Ein Projekt behält mindestens einen Chat, der allen Mitgliedern offensteht',
  'You can only edit your own messages': 'Du kannst nur deine eigenen Nachrichten bearbeiten',
  'Chat not found': 'Chat nicht gefunden',
  'Message not found': 'Nachricht nicht gefunden',
} satisfies Translation<typeof en>
