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
  'A board with this name already exists': 'Ein Board mit diesem Namen gibt es schon',
  'Choose another board for the items': 'Wähle ein anderes Board für die Einträge',
  'The new order names boards that are not in this project':
    'Die neue Reihenfolge nennt Boards, die nicht zu diesem Projekt gehören',
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
  'Choose a file': 'Wähle eine Datei',
  'Company not found': 'Unternehmen nicht gefunden',
  'Person not found': 'Person nicht gefunden',
  'No company has this external id': 'Kein Unternehmen hat diese externe ID',
  'Another company has this external id': 'Ein anderes Unternehmen hat diese externe ID',
  'At most 5000 companies per file': 'Höchstens 5000 Unternehmen pro Datei',
  'external_id is empty': 'external_id ist leer',
  'Give the address of the person you spoke to': 'Gib die Adresse der Person an, mit der du gesprochen hast',
  'This company’s person has already voted for this':
    'Die Person dieses Unternehmens hat dafür schon gestimmt',
  'This person belongs to another company': 'Diese Person gehört zu einem anderen Unternehmen',
  'That comment is not on this item': 'Dieser Kommentar gehört nicht zu diesem Eintrag',
  'At most 3 quotes are pinned; unpin one first': 'Höchstens 3 Zitate werden angeheftet; löse zuerst eines',
  'An item cannot be merged into itself': 'Ein Eintrag kann nicht mit sich selbst zusammengeführt werden',
  'The chosen item was itself merged into another; choose that one':
    'Der gewählte Eintrag wurde selbst mit einem anderen zusammengeführt; wähle diesen',
  'Feedback held for review is approved or rejected before any merge':
    'Zur Prüfung zurückgehaltenes Feedback wird vor jeder Zusammenführung freigegeben oder abgelehnt',
  'This feedback was already approved': 'Dieses Feedback wurde bereits freigegeben',
  'This comment was already approved': 'Dieser Kommentar wurde bereits freigegeben',
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
  'Use at most 80 characters': 'Verwende höchstens 80 Zeichen',
  'Use at most 2000 characters': 'Verwende höchstens 2000 Zeichen',
  'Use at most 280 characters': 'Verwende höchstens 280 Zeichen',
  'This address is already used by another project':
    'Diese Adresse wird bereits von einem anderen Projekt verwendet',
  'Choose an image file (PNG, JPEG, WebP or GIF).': 'Wähle eine Bilddatei (PNG, JPEG, WebP oder GIF).',
  'The image is empty.': 'Das Bild ist leer.',
  'Choose an image smaller than 1 MB.': 'Wähle ein Bild kleiner als 1 MB.',
  'Connection lost while action was in flight': 'Die Verbindung wurde unterbrochen, während die Aktion lief',
  'Are you sure you want to leave? Your changes may not be saved.':
    'Möchtest du die Seite wirklich verlassen? Deine Änderungen werden möglicherweise nicht gespeichert.',
  'Choose an image smaller than 5 MB.': 'Wähle ein Bild kleiner als 5 MB.',
  'This image could not be read. Try another file.':
    'Dieses Bild konnte nicht gelesen werden. Versuche eine andere Datei.',
  'This browser cannot resize images.': 'Dieser Browser kann keine Bilder verkleinern.',
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
  // notifications
  'Choose an hour': 'Wähle eine Stunde',
  'Choose a time zone': 'Wähle eine Zeitzone',
  'Choose a time zone from the list': 'Wähle eine Zeitzone aus der Liste',
  'Working hours must end after they start': 'Die Arbeitszeit muss nach ihrem Beginn enden',
  'Choose at least one working day': 'Wähle mindestens einen Arbeitstag',
  'Choose when the pause ends': 'Wähle, wann die Pause endet',
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
  // sign-in links
  'This sign-in link is invalid or has expired.': 'Dieser Anmeldelink ist ungültig oder abgelaufen.',
  // sentences that carry a value (matched as patterns: src/components/i18n/use-t.tsx, translateSentence)
  'You are the only owner of {names}. Make another member an owner (or remove the other members) before deleting your account.':
    'Du bist der einzige Eigentümer von {names}. Mache ein anderes Mitglied zum Eigentümer (oder entferne die anderen Mitglieder), bevor du dein Konto löschst.',
  'Team names are 1 to {max} characters': 'Teamnamen haben 1 bis {max} Zeichen',
  'You are not allowed to access resource: {resource}':
    'Du darfst nicht auf diese Ressource zugreifen: {resource}',
  '{name} has already voted for this': '{name} hat bereits dafür gestimmt',
  'At most {count} quotes are pinned; unpin one first':
    'Höchstens {count} Zitate können angeheftet sein; löse zuerst eines',
  'At most {count} segments; delete one first': 'Höchstens {count} Segmente; lösche zuerst eines',
  '{name} has no people yet': '{name} hat noch keine Personen',
  '{name} is not on the roadmap': '{name} steht nicht auf der Roadmap',
  'At most {count} companies per file': 'Höchstens {count} Firmen pro Datei',
  'This file is not a CSV file we can read: {reason}':
    'Diese Datei ist keine CSV-Datei, die wir lesen können: {reason}',
  'A folder named “{name}” is already there': 'Ein Ordner namens „{name}“ ist bereits vorhanden',
  'Discussions in {category} have no answers': 'Diskussionen in {category} haben keine Antworten',
  'A project can have at most {count} categories': 'Ein Projekt kann höchstens {count} Kategorien haben',
  'At most {count} discussions can be pinned; unpin one first':
    'Höchstens {count} Diskussionen können angeheftet sein; löse zuerst eine',
  'This discussion is locked: {reason}': 'Diese Diskussion ist gesperrt: {reason}',
  'Only owners and admins start discussions in {category}':
    'Nur Eigentümer und Admins beginnen Diskussionen in {category}',
  '“{origin}” is not an origin: write scheme://host[:port], with no path':
    '„{origin}“ ist kein Origin: Schreibe scheme://host[:port], ohne Pfad',
  'At most {count} origins': 'Höchstens {count} Origins',
  'Use at most {count} characters': 'Höchstens {count} Zeichen',
} satisfies Translation<typeof en>
