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
  // orgs
  'Enter a name for the team': 'Gib einen Namen für das Team ein',
  'Use at least 2 characters': 'Mindestens 2 Zeichen',
  'Use at most 48 characters': 'Höchstens 48 Zeichen',
  'Use lowercase letters, digits and single dashes between them':
    'Nur Kleinbuchstaben, Ziffern und einzelne Bindestriche dazwischen',
  'This address is reserved': 'Diese Adresse ist reserviert',
  'This address is taken': 'Diese Adresse ist schon vergeben',
  'Invalid slug: Use at least 2 characters': 'Ungültige Adresse: Mindestens 2 Zeichen',
  'Invalid slug: Use at most 48 characters': 'Ungültige Adresse: Höchstens 48 Zeichen',
  'Invalid slug: Use lowercase letters, digits and single dashes between them':
    'Ungültige Adresse: Nur Kleinbuchstaben, Ziffern und einzelne Bindestriche dazwischen',
  'Invalid slug: This address is reserved': 'Ungültige Adresse: Diese Adresse ist reserviert',
  'Organization slug already taken': 'Diese Adresse ist schon vergeben',
  'Enter an email address like name@example.com': 'Gib eine E-Mail-Adresse wie name@example.com ein',
  'Team names are 1 to 50 characters': 'Teamnamen haben 1 bis 50 Zeichen',
  'Team names need at least one letter or digit':
    'Teamnamen brauchen mindestens einen Buchstaben oder eine Ziffer',
  'A team with this name already exists': 'Ein Team mit diesem Namen gibt es schon',
  'You have reached the maximum number of organizations': 'Du hast die Höchstzahl an Teams erreicht',
  'User is already a member of this organization': 'Diese Person ist bereits Mitglied dieses Teams',
  'User is already invited to this organization': 'Diese Person ist bereits zu diesem Team eingeladen',
  'You are not allowed to invite a user with this role': 'Du darfst niemanden mit dieser Rolle einladen',
  'You are not allowed to invite users to this organization': 'Du darfst niemanden in dieses Team einladen',
  'The last owner cannot leave or be removed. Make someone else an owner first.':
    'Der letzte Inhaber kann das Team nicht verlassen und nicht entfernt werden. Mach zuerst jemand anderen zum Inhaber.',
  'The last owner cannot be demoted. Make someone else an owner first.':
    'Der letzte Inhaber kann nicht herabgestuft werden. Mach zuerst jemand anderen zum Inhaber.',
  'You cannot leave the organization as the only owner':
    'Als einziger Inhaber kannst du das Team nicht verlassen',
  'Invitation not found': 'Einladung nicht gefunden',
  'You are not the recipient of the invitation': 'Diese Einladung ist nicht an dich gerichtet',
  'Inviter is no longer a member of the organization':
    'Die einladende Person ist nicht mehr Mitglied des Teams',
  'Email verification required before accepting or rejecting invitation':
    'Bestätige deine E-Mail-Adresse, bevor du die Einladung annimmst oder ablehnst',
  'Organization not found': 'Team nicht gefunden',
  'You are not allowed to access resource: team': 'Du hast keinen Zugriff auf die Teams',
  'The invitation email could not be sent. Please try again.':
    'Die Einladungs-E-Mail konnte nicht gesendet werden. Bitte versuche es noch einmal.',
  'Could not load the members': 'Die Mitglieder konnten nicht geladen werden',
  'Could not load the invitations': 'Die Einladungen konnten nicht geladen werden',
  // admin
  'Enter a name': 'Gib einen Namen ein',
  'Use at most 500 characters': 'Höchstens 500 Zeichen',
  'Use at most 200 characters': 'Höchstens 200 Zeichen',
  'Choose a role': 'Wähle eine Rolle',
  'The users could not be loaded.': 'Die Benutzer konnten nicht geladen werden.',
  'The user could not be loaded.': 'Der Benutzer konnte nicht geladen werden.',
  'The sessions could not be loaded.': 'Die Sitzungen konnten nicht geladen werden.',
  'You cannot ban yourself': 'Du kannst dich nicht selbst sperren',
  'You cannot impersonate admins': 'Für Admins ist kein Identitätswechsel möglich',
  'You cannot remove yourself': 'Du kannst dich nicht selbst entfernen',
  'User not found': 'Benutzer nicht gefunden',
} satisfies Translation<typeof en>
