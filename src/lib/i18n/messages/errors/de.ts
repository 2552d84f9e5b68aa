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
  // discussions
  'Titles need at least 3 characters': 'Titel brauchen mindestens 3 Zeichen',
  'Titles can be at most 200 characters': 'Titel dürfen höchstens 200 Zeichen lang sein',
  'Write something first': 'Schreib zuerst etwas',
  'Posts can be at most 20,000 characters': 'Beiträge dürfen höchstens 20.000 Zeichen lang sein',
  'Choose a category': 'Wähle eine Kategorie',
  'The reason can be at most 200 characters': 'Der Grund darf höchstens 200 Zeichen lang sein',
  'Give the category a name': 'Gib der Kategorie einen Namen',
  'Names are at most 40 characters': 'Namen sind höchstens 40 Zeichen lang',
  'Descriptions are at most 200 characters': 'Beschreibungen sind höchstens 200 Zeichen lang',
  'Pick an emoji': 'Wähle ein Emoji',
  'A category with this name already exists': 'Eine Kategorie mit diesem Namen gibt es schon',
  'Category not found': 'Kategorie nicht gefunden',
  'Choose a board': 'Wähle ein Board',
  'Choose a reply as the answer, not the question': 'Wähle eine Antwort als die Antwort, nicht die Frage',
  'Choose another category for its discussions': 'Wähle eine andere Kategorie für ihre Diskussionen',
  'Discussion not found': 'Diskussion nicht gefunden',
  'Only the opening post carries the title': 'Nur der erste Beitrag trägt den Titel',
  'Only the person who asked, an owner or an admin can choose the answer':
    'Nur die fragende Person, ein Inhaber oder ein Admin kann die Antwort wählen',
  'Others have replied: only owners and admins can delete it now':
    'Andere haben geantwortet: Jetzt können nur noch Inhaber und Admins sie löschen',
  'Post not found': 'Beitrag nicht gefunden',
  'This discussion was already converted to feedback':
    'Diese Diskussion wurde bereits in Feedback umgewandelt',
  'Type the title of the discussion to confirm': 'Gib zur Bestätigung den Titel der Diskussion ein',
  'This discussion is locked': 'Diese Diskussion ist gesperrt',
  'You can only edit your own posts': 'Du kannst nur deine eigenen Beiträge bearbeiten',
  // files
  'Give it a name': 'Gib einen Namen ein',
  'Names can be at most 255 characters': 'Namen dürfen höchstens 255 Zeichen lang sein',
  'Names can be at most 100 characters': 'Namen dürfen höchstens 100 Zeichen lang sein',
  'That name is reserved': 'Dieser Name ist reserviert',
  'Names cannot contain / or \\': 'Namen dürfen weder / noch \\ enthalten',
  'Names cannot contain control characters': 'Namen dürfen keine Steuerzeichen enthalten',
  'A folder cannot go inside itself': 'Ein Ordner kann nicht in sich selbst liegen',
  'File not found': 'Datei nicht gefunden',
  'Folder not found': 'Ordner nicht gefunden',
  'Only empty folders can be deleted: move or delete what is inside first':
    'Nur leere Ordner können gelöscht werden: Verschiebe oder lösche zuerst den Inhalt',
  'The Attachments folder keeps the files attached to posts and messages':
    'Der Ordner „Anhänge“ enthält die Dateien, die an Beiträge und Nachrichten angehängt sind',
  'You cannot add files to this project': 'Du kannst diesem Projekt keine Dateien hinzufügen',
  'Only the person who uploaded this file or an admin can add a version':
    'Nur die Person, die diese Datei hochgeladen hat, oder ein Admin kann eine Version hinzufügen',
  'Already taken here': 'Hier schon vergeben',
} satisfies Translation<typeof en>
