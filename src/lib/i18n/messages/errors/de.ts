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
  // feedbackAdmin and customers
  'Give the board a name': 'Gib dem Board einen Namen',
  'Board names are at most 50 characters': 'Board-Namen haben höchstens 50 Zeichen',
  'Descriptions are at most 300 characters': 'Beschreibungen haben höchstens 300 Zeichen',
  'A board with this name already exists': 'Ein Board mit diesem Namen gibt es schon',
  'Choose another board for the items': 'Wähle ein anderes Board für die Einträge',
  'Board not found': 'Board nicht gefunden',
  'The new order names boards that are not in this project':
    'Die neue Reihenfolge nennt Boards, die nicht zu diesem Projekt gehören',
  'Give the status a name': 'Gib dem Status einen Namen',
  'Status names are at most 30 characters': 'Status-Namen haben höchstens 30 Zeichen',
  'A status with this name already exists': 'Einen Status mit diesem Namen gibt es schon',
  'Status not found': 'Status nicht gefunden',
  'The new order names statuses that are not in this project':
    'Die neue Reihenfolge nennt Status, die nicht zu diesem Projekt gehören',
  'A project needs at least one status': 'Ein Projekt braucht mindestens einen Status',
  'Choose the status its items move to': 'Wähle den Status, in den seine Einträge verschoben werden',
  'This project has no statuses; an editor must add one first':
    'Dieses Projekt hat keine Status; jemand mit Bearbeitungsrechten muss zuerst einen hinzufügen',
  'Name the segment': 'Gib dem Segment einen Namen',
  'Use at most 60 characters': 'Höchstens 60 Zeichen',
  'Name the attribute': 'Gib dem Attribut einen Namen',
  'At most 10 attributes': 'Höchstens 10 Attribute',
  'There is no such segment': 'Dieses Segment gibt es nicht',
  'Choose a plan or an attribute: a segment of everyone filters nothing':
    'Wähle einen Tarif oder ein Attribut: Ein Segment aller filtert nichts',
  'At most 100 segments; delete one first': 'Höchstens 100 Segmente; lösche zuerst eines',
  'Attribute names have at most 40 characters': 'Attributnamen haben höchstens 40 Zeichen',
  'At most 30 attributes': 'Höchstens 30 Attribute',
  'Enter an amount': 'Gib einen Betrag ein',
  'Spend cannot be negative': 'Der Umsatz kann nicht negativ sein',
  'This amount is too large': 'Dieser Betrag ist zu hoch',
  'Enter the company’s name': 'Gib den Namen des Unternehmens ein',
  'Enter an email address': 'Gib eine E-Mail-Adresse ein',
  'Choose a file': 'Wähle eine Datei',
  'Enter a link starting with https://': 'Gib einen Link ein, der mit https:// beginnt',
  'Company not found': 'Unternehmen nicht gefunden',
  'Person not found': 'Person nicht gefunden',
  'No company has this external id': 'Kein Unternehmen hat diese externe ID',
  'Another company has this external id': 'Ein anderes Unternehmen hat diese externe ID',
  'This list position is not valid; reload the list': 'Diese Listenposition ist ungültig; lade die Liste neu',
  'At most 5000 companies per file': 'Höchstens 5000 Unternehmen pro Datei',
  'external_id is empty': 'external_id ist leer',
  'Choose a company': 'Wähle ein Unternehmen',
  'Use at most 1000 characters': 'Höchstens 1000 Zeichen',
  'Give the address of the person you spoke to': 'Gib die Adresse der Person an, mit der du gesprochen hast',
  'This company’s person has already voted for this':
    'Die Person dieses Unternehmens hat dafür schon gestimmt',
  'This person belongs to another company': 'Diese Person gehört zu einem anderen Unternehmen',
  'That comment is not on this item': 'Dieser Kommentar gehört nicht zu diesem Eintrag',
  'At most 3 quotes are pinned; unpin one first': 'Höchstens 3 Zitate werden angeheftet; löse zuerst eines',
  'Enter an email or a username': 'Gib eine E-Mail-Adresse oder einen Benutzernamen ein',
  'An item cannot be merged into itself': 'Ein Eintrag kann nicht mit sich selbst zusammengeführt werden',
  'The chosen item was itself merged into another; choose that one':
    'Der gewählte Eintrag wurde selbst mit einem anderen zusammengeführt; wähle diesen',
  'Feedback held for review is approved or rejected before any merge':
    'Zur Prüfung zurückgehaltenes Feedback wird vor jeder Zusammenführung freigegeben oder abgelehnt',
  'This feedback is not merged': 'Dieses Feedback ist nicht zusammengeführt',
  'This feedback was already approved': 'Dieses Feedback wurde bereits freigegeben',
  'This comment was already approved': 'Dieser Kommentar wurde bereits freigegeben',
  'Names are at most 50 characters': 'Namen haben höchstens 50 Zeichen',
} satisfies Translation<typeof en>
