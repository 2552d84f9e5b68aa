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
  // feedback
  'Write a comment first': 'Schreib zuerst einen Kommentar',
  'Comments must be at most 5,000 characters': 'Kommentare dürfen höchstens 5.000 Zeichen lang sein',
  'Title must be at least 3 characters': 'Der Titel muss mindestens 3 Zeichen lang sein',
  'Title must be at most 140 characters': 'Der Titel darf höchstens 140 Zeichen lang sein',
  'Details must be at most 10,000 characters': 'Die Details dürfen höchstens 10.000 Zeichen lang sein',
  'Choose a board': 'Wähle ein Board',
  'Names are at most 50 characters': 'Namen dürfen höchstens 50 Zeichen lang sein',
  'Enter an email or a username': 'Gib eine E-Mail-Adresse oder einen Benutzernamen ein',
  'Give the board a name': 'Gib dem Board einen Namen',
  'Board names are at most 50 characters': 'Board-Namen dürfen höchstens 50 Zeichen lang sein',
  'Descriptions are at most 300 characters': 'Beschreibungen dürfen höchstens 300 Zeichen lang sein',
  'Give the status a name': 'Gib dem Status einen Namen',
  'Status names are at most 30 characters': 'Statusnamen dürfen höchstens 30 Zeichen lang sein',
  'Choose a company': 'Wähle ein Unternehmen',
  'Enter an email address': 'Gib eine E-Mail-Adresse ein',
  'Use at most 1000 characters': 'Verwende höchstens 1000 Zeichen',
  'Enter a link starting with https://': 'Gib einen Link ein, der mit https:// beginnt',
  'Comments on this feedback are locked': 'Die Kommentare zu diesem Feedback sind gesperrt',
  'Only members of the team can write internal notes':
    'Nur Mitglieder des Teams können interne Notizen schreiben',
  'Comment not found': 'Kommentar nicht gefunden',
  'Only comments can be changed': 'Nur Kommentare können geändert werden',
  'You can only edit your own comments': 'Du kannst nur deine eigenen Kommentare bearbeiten',
  'Feedback not found': 'Feedback nicht gefunden',
  'Board not found': 'Board nicht gefunden',
  'Project not found': 'Projekt nicht gefunden',
  'Choose a status of this project': 'Wähle einen Status dieses Projekts',
  'Others have voted for this feedback, so it can no longer be deleted':
    'Andere haben für dieses Feedback gestimmt, daher kann es nicht mehr gelöscht werden',
  'This list position is not valid; reload the list': 'Diese Listenposition ist ungültig; lade die Liste neu',
  'This list position is not valid; start the list again':
    'Diese Listenposition ist ungültig; beginne die Liste von vorn',
  'This feedback was merged into another item; continue there':
    'Dieses Feedback wurde mit einem anderen Eintrag zusammengeführt; mach dort weiter',
  'This feedback is held for review: approve or reject it first':
    'Dieses Feedback wartet auf Prüfung: gib es zuerst frei oder lehne es ab',
  'Not authorized': 'Nicht berechtigt',
  'You are not allowed to access resource: feedback': 'Du hast keinen Zugriff auf Feedback',
  'Sign in to vote on this board': 'Melde dich an, um auf diesem Board abzustimmen',
  'You are signed in: vote as yourself': 'Du bist angemeldet: stimme mit deinem Konto ab',
  'This vote could not be accepted': 'Diese Stimme konnte nicht angenommen werden',
  'Too many votes from your network: try again in a few minutes':
    'Zu viele Stimmen aus deinem Netzwerk: versuch es in ein paar Minuten noch einmal',
  'Too many votes: try again in a few minutes':
    'Zu viele Stimmen: versuch es in ein paar Minuten noch einmal',
  'Too many new visitors from your network: sign in to vote, or try again later':
    'Zu viele neue Besucher aus deinem Netzwerk: melde dich zum Abstimmen an oder versuch es später noch einmal',
  'You are posting feedback too quickly. Please wait a few minutes and try again.':
    'Du veröffentlichst zu schnell Feedback. Warte ein paar Minuten und versuch es noch einmal.',
  'You are commenting too quickly. Please wait a few minutes and try again.':
    'Du kommentierst zu schnell. Warte ein paar Minuten und versuch es noch einmal.',
  'This feedback is not merged': 'Dieses Feedback ist nicht zusammengeführt',
  'This project has moved': 'Dieses Projekt ist umgezogen',
} satisfies Translation<typeof en>
