// French. The English file beside this one is the source: same keys, same variables.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  'Enter your email or username': 'Saisissez votre e-mail ou nom d’utilisateur',
  'Enter your password': 'Saisissez votre mot de passe',
  'Enter a valid email address': 'Saisissez une adresse e-mail valide',
  'Enter your name': 'Saisissez votre nom',
  'Use at most 100 characters': '100 caractères au plus',
  'Use at least 8 characters': '8 caractères au moins',
  'Use at most 128 characters': '128 caractères au plus',
  'Use at least 3 characters': '3 caractères au moins',
  'Use at most 30 characters': '30 caractères au plus',
  'Use lowercase letters, digits, _ and - only': 'Lettres minuscules, chiffres, _ et - uniquement',
  'This username is reserved': 'Ce nom d’utilisateur est réservé',
  'The passwords do not match': 'Les mots de passe ne correspondent pas',
  'Enter your email address or username': 'Saisissez votre adresse e-mail ou nom d’utilisateur',
  'Enter your name (at most 100 characters)': 'Saisissez votre nom (100 caractères au plus)',
  'Use 3–30 lowercase letters, digits, _ and -, not a reserved name':
    'De 3 à 30 lettres minuscules, chiffres, _ et -, hors noms réservés',
  'Use 8–128 characters': 'De 8 à 128 caractères',
  'Invalid email or password': 'E-mail ou mot de passe incorrect',
  'Invalid username or password': 'Nom d’utilisateur ou mot de passe incorrect',
  'You have been banned from this application. Please contact support if you believe this is an error.':
    'Vous avez été banni de cette application. Contactez le support si vous pensez qu’il s’agit d’une erreur.',
  'Your email address is not verified yet. We sent you a new link: check your inbox.':
    'Votre adresse e-mail n’est pas encore vérifiée. Nous vous avons envoyé un nouveau lien : consultez votre boîte de réception.',
  'User already exists.': 'Ce compte existe déjà.',
  'User already exists. Use another email.': 'Ce compte existe déjà. Utilisez une autre adresse e-mail.',
  'Username is already taken. Please try another.':
    'Ce nom d’utilisateur est déjà pris. Essayez-en un autre.',
  'Password too short': 'Mot de passe trop court',
  'Password too long': 'Mot de passe trop long',
  'Invalid email': 'E-mail invalide',
  'Username is invalid': 'Nom d’utilisateur invalide',
  'Username is too short': 'Nom d’utilisateur trop court',
  'Username is too long': 'Nom d’utilisateur trop long',
  'Too many attempts. Please wait a moment and try again.':
    'Trop de tentatives. Patientez un instant puis réessayez.',
  'Something went wrong!': 'Un problème est survenu !',
  'Could not reach Parley. Check your connection and try again.':
    'Impossible de joindre Parley. Vérifiez votre connexion et réessayez.',
  // feedback
  'Write a comment first': 'Écrivez d’abord un commentaire',
  'Comments must be at most 5,000 characters': 'Les commentaires font au plus 5 000 caractères',
  'Title must be at least 3 characters': 'Le titre doit comporter au moins 3 caractères',
  'Title must be at most 140 characters': 'Le titre doit comporter au plus 140 caractères',
  'Details must be at most 10,000 characters': 'Les détails font au plus 10 000 caractères',
  'Choose a board': 'Choisissez un tableau',
  'Names are at most 50 characters': 'Les noms font au plus 50 caractères',
  'Enter an email or a username': 'Saisissez un e-mail ou un nom d’utilisateur',
  'Give the board a name': 'Donnez un nom au tableau',
  'Board names are at most 50 characters': 'Les noms de tableau font au plus 50 caractères',
  'Descriptions are at most 300 characters': 'Les descriptions font au plus 300 caractères',
  'Give the status a name': 'Donnez un nom au statut',
  'Status names are at most 30 characters': 'Les noms de statut font au plus 30 caractères',
  'Choose a company': 'Choisissez une entreprise',
  'Enter an email address': 'Saisissez une adresse e-mail',
  'Use at most 1000 characters': 'Utilisez au plus 1000 caractères',
  'Enter a link starting with https://': 'Saisissez un lien commençant par https://',
  'Comments on this feedback are locked': 'Les commentaires de ce retour sont verrouillés',
  'Only members of the team can write internal notes':
    'Seuls les membres de l’équipe peuvent écrire des notes internes',
  'Comment not found': 'Commentaire introuvable',
  'Only comments can be changed': 'Seuls les commentaires peuvent être modifiés',
  'You can only edit your own comments': 'Vous ne pouvez modifier que vos propres commentaires',
  'Feedback not found': 'Retour introuvable',
  'Board not found': 'Tableau introuvable',
  'Project not found': 'Projet introuvable',
  'Choose a status of this project': 'Choisissez un statut de ce projet',
  'Others have voted for this feedback, so it can no longer be deleted':
    'D’autres personnes ont voté pour ce retour : il ne peut plus être supprimé',
  'This list position is not valid; reload the list':
    'Cette position dans la liste n’est pas valide ; rechargez la liste',
  'This list position is not valid; start the list again':
    'Cette position dans la liste n’est pas valide ; reprenez la liste depuis le début',
  'This feedback was merged into another item; continue there':
    'Ce retour a été fusionné avec un autre élément ; continuez là-bas',
  'This feedback is held for review: approve or reject it first':
    'Ce retour est en attente de modération : approuvez-le ou refusez-le d’abord',
  'Not authorized': 'Non autorisé',
  'You are not allowed to access resource: feedback': 'Vous n’avez pas accès aux retours',
  'Sign in to vote on this board': 'Connectez-vous pour voter sur ce tableau',
  'You are signed in: vote as yourself': 'Vous êtes connecté : votez avec votre compte',
  'This vote could not be accepted': 'Ce vote n’a pas pu être accepté',
  'Too many votes from your network: try again in a few minutes':
    'Trop de votes depuis votre réseau : réessayez dans quelques minutes',
  'Too many votes: try again in a few minutes': 'Trop de votes : réessayez dans quelques minutes',
  'Too many new visitors from your network: sign in to vote, or try again later':
    'Trop de nouveaux visiteurs depuis votre réseau : connectez-vous pour voter, ou réessayez plus tard',
  'You are posting feedback too quickly. Please wait a few minutes and try again.':
    'Vous publiez des retours trop vite. Patientez quelques minutes et réessayez.',
  'You are commenting too quickly. Please wait a few minutes and try again.':
    'Vous commentez trop vite. Patientez quelques minutes et réessayez.',
  'This feedback is not merged': 'Ce retour n’est pas fusionné',
  'This project has moved': 'Ce projet a été déplacé',
  'A board with this name already exists': 'Un tableau porte déjà ce nom',
  'Choose another board for the items': 'Choisissez un autre tableau pour les éléments',
  'The new order names boards that are not in this project':
    'Le nouvel ordre cite des tableaux qui ne sont pas dans ce projet',
  'A status with this name already exists': 'Un statut porte déjà ce nom',
  'Status not found': 'Statut introuvable',
  'The new order names statuses that are not in this project':
    'Le nouvel ordre cite des statuts qui ne sont pas dans ce projet',
  'A project needs at least one status': 'Un projet a besoin d’au moins un statut',
  'Choose the status its items move to': 'Choisissez le statut vers lequel déplacer ses éléments',
  'This project has no statuses; an editor must add one first':
    'Ce projet n’a aucun statut ; un éditeur doit d’abord en ajouter un',
  'Name the segment': 'Donnez un nom au segment',
  'Use at most 60 characters': '60 caractères au plus',
  'Name the attribute': 'Donnez un nom à l’attribut',
  'At most 10 attributes': '10 attributs au plus',
  'There is no such segment': 'Ce segment n’existe pas',
  'Choose a plan or an attribute: a segment of everyone filters nothing':
    'Choisissez une offre ou un attribut : un segment de tout le monde ne filtre rien',
  'At most 100 segments; delete one first': '100 segments au plus ; supprimez-en un d’abord',
  'Attribute names have at most 40 characters': 'Les noms d’attribut font 40 caractères au plus',
  'At most 30 attributes': '30 attributs au plus',
  'Enter an amount': 'Saisissez un montant',
  'Spend cannot be negative': 'La dépense ne peut pas être négative',
  'This amount is too large': 'Ce montant est trop élevé',
  'Enter the company’s name': 'Saisissez le nom de l’entreprise',
  'Choose a file': 'Choisissez un fichier',
  'Company not found': 'Entreprise introuvable',
  'Person not found': 'Personne introuvable',
  'No company has this external id': 'Aucune entreprise n’a cet identifiant externe',
  'Another company has this external id': 'Une autre entreprise a cet identifiant externe',
  'At most 5000 companies per file': '5000 entreprises au plus par fichier',
  'external_id is empty': 'external_id est vide',
  'Give the address of the person you spoke to': 'Indiquez l’adresse de la personne à qui vous avez parlé',
  'This company’s person has already voted for this': 'La personne de cette entreprise a déjà voté pour cela',
  'This person belongs to another company': 'Cette personne appartient à une autre entreprise',
  'That comment is not on this item': 'Ce commentaire n’est pas sur cet élément',
  'At most 3 quotes are pinned; unpin one first':
    '3 citations au plus sont épinglées ; désépinglez-en une d’abord',
  'An item cannot be merged into itself': 'Un élément ne peut pas être fusionné dans lui-même',
  'The chosen item was itself merged into another; choose that one':
    'L’élément choisi a lui-même été fusionné dans un autre ; choisissez celui-là',
  'Feedback held for review is approved or rejected before any merge':
    'Un retour retenu pour vérification est approuvé ou refusé avant toute fusion',
  'This feedback was already approved': 'Ce retour a déjà été approuvé',
  'This comment was already approved': 'Ce commentaire a déjà été approuvé',
  // orgs
  'Enter a name for the team': 'Saisissez un nom pour l’équipe',
  'Use at least 2 characters': 'Au moins 2 caractères',
  'Use at most 48 characters': '48 caractères au maximum',
  'Use lowercase letters, digits and single dashes between them':
    'Uniquement des minuscules, des chiffres et des tirets simples entre eux',
  'This address is reserved': 'Cette adresse est réservée',
  'This address is taken': 'Cette adresse est déjà prise',
  'Invalid slug: Use at least 2 characters': 'Adresse non valide : au moins 2 caractères',
  'Invalid slug: Use at most 48 characters': 'Adresse non valide : 48 caractères au maximum',
  'Invalid slug: Use lowercase letters, digits and single dashes between them':
    'Adresse non valide : uniquement des minuscules, des chiffres et des tirets simples entre eux',
  'Invalid slug: This address is reserved': 'Adresse non valide : cette adresse est réservée',
  'Organization slug already taken': 'Cette adresse est déjà prise',
  'Enter an email address like name@example.com': 'Saisissez une adresse e-mail comme name@example.com',
  'Team names are 1 to 50 characters': 'Les noms d’équipe comptent de 1 à 50 caractères',
  'Team names need at least one letter or digit':
    'Les noms d’équipe doivent contenir au moins une lettre ou un chiffre',
  'A team with this name already exists': 'Une équipe porte déjà ce nom',
  'You have reached the maximum number of organizations': 'Vous avez atteint le nombre maximal d’équipes',
  'User is already a member of this organization': 'Cette personne est déjà membre de cette équipe',
  'User is already invited to this organization': 'Cette personne est déjà invitée dans cette équipe',
  'You are not allowed to invite a user with this role':
    'Vous n’êtes pas autorisé à inviter quelqu’un avec ce rôle',
  'You are not allowed to invite users to this organization':
    'Vous n’êtes pas autorisé à inviter des personnes dans cette équipe',
  'The last owner cannot leave or be removed. Make someone else an owner first.':
    'Le dernier propriétaire ne peut ni partir ni être retiré. Nommez d’abord quelqu’un d’autre propriétaire.',
  'The last owner cannot be demoted. Make someone else an owner first.':
    'Le dernier propriétaire ne peut pas être rétrogradé. Nommez d’abord quelqu’un d’autre propriétaire.',
  'You cannot leave the organization as the only owner':
    'Vous ne pouvez pas quitter l’équipe en tant que seul propriétaire',
  'Invitation not found': 'Invitation introuvable',
  'You are not the recipient of the invitation': 'Vous n’êtes pas le destinataire de cette invitation',
  'Inviter is no longer a member of the organization':
    'La personne qui vous a invité ne fait plus partie de l’équipe',
  'Email verification required before accepting or rejecting invitation':
    'Confirmez votre adresse e-mail avant d’accepter ou de refuser l’invitation',
  'Organization not found': 'Équipe introuvable',
  'You are not allowed to access resource: team': 'Vous n’avez pas accès aux équipes',
  'The invitation email could not be sent. Please try again.':
    'L’e-mail d’invitation n’a pas pu être envoyé. Veuillez réessayer.',
  'Could not load the members': 'Impossible de charger les membres',
  'Could not load the invitations': 'Impossible de charger les invitations',
  // admin
  'Enter a name': 'Saisissez un nom',
  'Use at most 500 characters': '500 caractères au maximum',
  'Use at most 200 characters': '200 caractères au maximum',
  'Choose a role': 'Choisissez un rôle',
  'The users could not be loaded.': 'Impossible de charger les utilisateurs.',
  'The user could not be loaded.': 'Impossible de charger l’utilisateur.',
  'The sessions could not be loaded.': 'Impossible de charger les sessions.',
  'You cannot ban yourself': 'Vous ne pouvez pas vous bannir vous-même',
  'You cannot impersonate admins': 'Impossible d’emprunter l’identité d’un admin',
  'You cannot remove yourself': 'Vous ne pouvez pas vous supprimer vous-même',
  'User not found': 'Utilisateur introuvable',
  'The text must be at most 20,000 characters': 'Le texte doit contenir au plus 20 000 caractères',
  'Link at most 50 feedback items': 'Liez au plus 50 retours',
  'Choose when to publish it': 'Choisissez quand la publier',
  'Choose a time in the future': 'Choisissez un moment dans le futur',
  'Give the label a name': 'Donnez un nom à l’étiquette',
  'Label names are at most 30 characters': 'Les noms d’étiquette contiennent au plus 30 caractères',
  'Update not found': 'Annonce introuvable',
  // widget
  'At most 20 origins': '20 origines au maximum',
  'Choose a colour as #rrggbb': 'Choisissez une couleur au format #rrggbb',
  'Show at least one tab': 'Affichez au moins un onglet',
  'The widget is already on': 'Le widget est déjà activé',
  'The widget is off': 'Le widget est désactivé',
  // chat
  'Give the chat a name': 'Donnez un nom au salon',
  'Chat names are at most 80 characters': 'Les noms de salon contiennent au plus 80 caractères',
  'The topic can be at most 250 characters': 'Le sujet peut contenir au plus 250 caractères',
  'Write a message first': 'Écrivez d’abord un message',
  'Type something to search for': 'Saisissez quelque chose à rechercher',
  'Search for at most 200 characters': 'Recherchez au plus 200 caractères',
  'At most 200 members': '200 membres au maximum',
  'At most 50 teams': '50 équipes au maximum',
  'This chat is archived: unarchive it to post again':
    'Ce salon est archivé : désarchivez-le pour publier à nouveau',
  'This chat is archived: its messages can no longer be changed':
    'Ce salon est archivé : ses messages ne peuvent plus être modifiés',
  'The message you are replying to is not in this chat':
    'Le message auquel vous répondez n’est pas dans ce salon',
  'A project keeps at least one chat open to all its members':
    'Un projet garde au moins un salon ouvert à tous ses membres',
  'You can only edit your own messages': 'Vous ne pouvez modifier que vos propres messages',
  'Chat not found': 'Salon introuvable',
  'Message not found': 'Message introuvable',
  // discussions
  'Titles need at least 3 characters': 'Les titres doivent compter au moins 3 caractères',
  'Titles can be at most 200 characters': 'Les titres ne peuvent pas dépasser 200 caractères',
  'Write something first': 'Écrivez d’abord quelque chose',
  'Posts can be at most 20,000 characters': 'Les messages ne peuvent pas dépasser 20 000 caractères',
  'Choose a category': 'Choisissez une catégorie',
  'The reason can be at most 200 characters': 'Le motif ne peut pas dépasser 200 caractères',
  'Give the category a name': 'Donnez un nom à la catégorie',
  'Names are at most 40 characters': 'Les noms ne dépassent pas 40 caractères',
  'Descriptions are at most 200 characters': 'Les descriptions ne dépassent pas 200 caractères',
  'Pick an emoji': 'Choisissez un émoji',
  'A category with this name already exists': 'Une catégorie porte déjà ce nom',
  'Category not found': 'Catégorie introuvable',
  'Choose a reply as the answer, not the question': 'Choisissez une réponse comme réponse, pas la question',
  'Choose another category for its discussions': 'Choisissez une autre catégorie pour ses discussions',
  'Discussion not found': 'Discussion introuvable',
  'Only the opening post carries the title': 'Seul le premier message porte le titre',
  'Only the person who asked, an owner or an admin can choose the answer':
    'Seuls l’auteur de la question, un propriétaire ou un admin peuvent choisir la réponse',
  'Others have replied: only owners and admins can delete it now':
    'D’autres ont répondu : seuls les propriétaires et les admins peuvent désormais la supprimer',
  'Post not found': 'Message introuvable',
  'This discussion was already converted to feedback': 'Cette discussion a déjà été convertie en retour',
  'Type the title of the discussion to confirm': 'Saisissez le titre de la discussion pour confirmer',
  'This discussion is locked': 'Cette discussion est verrouillée',
  'You can only edit your own posts': 'Vous ne pouvez modifier que vos propres messages',
  // files
  'Give it a name': 'Donnez-lui un nom',
  'Names can be at most 255 characters': 'Les noms ne peuvent pas dépasser 255 caractères',
  'Names can be at most 100 characters': 'Les noms ne peuvent pas dépasser 100 caractères',
  'That name is reserved': 'Ce nom est réservé',
  'Names cannot contain / or \\': 'Les noms ne peuvent pas contenir / ni \\',
  'Names cannot contain control characters': 'Les noms ne peuvent pas contenir de caractères de contrôle',
  'A folder cannot go inside itself': 'Un dossier ne peut pas aller dans lui-même',
  'File not found': 'Fichier introuvable',
  'Folder not found': 'Dossier introuvable',
  'Only empty folders can be deleted: move or delete what is inside first':
    'Seuls les dossiers vides peuvent être supprimés : déplacez ou supprimez d’abord leur contenu',
  'The Attachments folder keeps the files attached to posts and messages':
    'Le dossier Pièces jointes conserve les fichiers joints aux messages et aux publications',
  'You cannot add files to this project': 'Vous ne pouvez pas ajouter de fichiers à ce projet',
  'Only the person who uploaded this file or an admin can add a version':
    'Seuls la personne qui a envoyé ce fichier ou un admin peuvent ajouter une version',
  'Already taken here': 'Déjà pris ici',
  'Use at most 80 characters': 'Utilisez 80 caractères au maximum',
  'Use at most 2000 characters': 'Utilisez 2000 caractères au maximum',
  'Use at most 280 characters': 'Utilisez 280 caractères au maximum',
  'This address is already used by another project': 'Cette adresse est déjà utilisée par un autre projet',
  'Choose an image file (PNG, JPEG, WebP or GIF).': 'Choisissez un fichier image (PNG, JPEG, WebP ou GIF).',
  'The image is empty.': 'L’image est vide.',
  'Choose an image smaller than 1 MB.': 'Choisissez une image de moins de 1 Mo.',
  'Connection lost while action was in flight': 'Connexion perdue pendant l’exécution de l’action',
  'Are you sure you want to leave? Your changes may not be saved.':
    'Voulez-vous vraiment quitter la page ? Vos modifications risquent de ne pas être enregistrées.',
  'Choose an image smaller than 5 MB.': 'Choisissez une image de moins de 5 Mo.',
  'This image could not be read. Try another file.':
    'Cette image n’a pas pu être lue. Essayez un autre fichier.',
  'This browser cannot resize images.': 'Ce navigateur ne peut pas redimensionner les images.',
  // account (account settings, sessions, API keys, OAuth, webhooks)
  'Enter your current password': 'Saisissez votre mot de passe actuel',
  'This is already your email address': 'C’est déjà votre adresse e-mail',
  'This is not your current password': 'Ce n’est pas votre mot de passe actuel',
  'This is not your password': 'Ce n’est pas votre mot de passe',
  'For your security, sign in again before setting a password.':
    'Pour votre sécurité, reconnectez-vous avant de définir un mot de passe.',
  'Your sessions could not be loaded.': 'Vos sessions n’ont pas pu être chargées.',
  'Session expired. Re-authenticate to perform this action.':
    'Session expirée. Reconnectez-vous pour effectuer cette action.',
  "You can't unlink your last account": 'Vous ne pouvez pas dissocier votre dernier compte',
  'Enter a date like 2027-01-31': 'Saisissez une date comme 2027-01-31',
  'Choose today or a later day': 'Choisissez aujourd’hui ou un jour ultérieur',
  'Choose a day within the next five years': 'Choisissez un jour dans les cinq prochaines années',
  'Enter a name, such as the integration that will use the key':
    'Saisissez un nom, par exemple l’intégration qui utilisera la clé',
  'Choose from the listed scopes': 'Choisissez parmi les autorisations proposées',
  'Choose at least one scope': 'Choisissez au moins une autorisation',
  'Choose an expiry day from today to five years ahead':
    'Choisissez un jour d’expiration entre aujourd’hui et dans cinq ans',
  'Choose today or a later day, within the next five years':
    'Choisissez aujourd’hui ou un jour ultérieur, dans les cinq prochaines années',
  'That project is not in this organization': 'Ce projet n’appartient pas à cette organisation',
  'Choose one of the organization’s projects, or all projects':
    'Choisissez l’un des projets de l’organisation, ou tous les projets',
  'An organization can have at most 50 working API keys. Revoke one you no longer use first.':
    'Une organisation peut avoir au plus 50 clés d’API valides. Révoquez d’abord une clé que vous n’utilisez plus.',
  'API key not found': 'Clé d’API introuvable',
  'Connected app not found': 'Application connectée introuvable',
  'This app is not registered with Parley (unknown client_id).':
    'Cette application n’est pas enregistrée auprès de Parley (client_id inconnu).',
  'The address this app asked to return to is not one it registered.':
    'L’adresse vers laquelle cette application veut revenir ne fait pas partie de celles qu’elle a enregistrées.',
  'Apps cannot be connected while you are signed in as someone else.':
    'Impossible de connecter des applications lorsque vous êtes connecté en tant que quelqu’un d’autre.',
  'Enter the URL that should receive the events': 'Saisissez l’URL qui doit recevoir les événements',
  'Enter a valid URL': 'Saisissez une URL valide',
  'Enter a full URL, such as https://example.com/webhooks':
    'Saisissez une URL complète, comme https://example.com/webhooks',
  'Use an https:// or http:// URL': 'Utilisez une URL https:// ou http://',
  'Use an https:// URL': 'Utilisez une URL https://',
  'Leave the user name and password out of the URL':
    'Retirez le nom d’utilisateur et le mot de passe de l’URL',
  'Use at most 300 characters': 'Utilisez au plus 300 caractères',
  'Choose from the listed events': 'Choisissez parmi les événements proposés',
  'Choose Standard, Slack or Discord': 'Choisissez Standard, Slack ou Discord',
  'Choose at least one event, or all events': 'Choisissez au moins un événement, ou tous les événements',
  'A chosen project is not in this organization': 'Un projet choisi n’appartient pas à cette organisation',
  'An organization can have at most 25 webhooks. Delete one you no longer use first.':
    'Une organisation peut avoir au plus 25 webhooks. Supprimez d’abord un webhook que vous n’utilisez plus.',
  'Webhook not found': 'Webhook introuvable',
  'Delivery not found': 'Livraison introuvable',
  // notifications
  'Choose an hour': 'Choisissez une heure',
  'Choose a time zone': 'Choisissez un fuseau horaire',
  'Choose a time zone from the list': 'Choisissez un fuseau horaire dans la liste',
  'Working hours must end after they start': 'Les heures de travail doivent finir après leur début',
  'Choose at least one working day': 'Choisissez au moins un jour de travail',
  'Choose when the pause ends': 'Choisissez quand la pause se termine',
  'Wait for the runs already under way to finish first.': 'Attendez d’abord la fin des exécutions en cours.',
  'Sign in to import a project': 'Connectez-vous pour importer un projet',
  'Choose a CSV file': 'Choisissez un fichier CSV',
  'Choose an archive to import': 'Choisissez une archive à importer',
  'Choose the column that holds the titles': 'Choisissez la colonne qui contient les titres',
  'The API key of this import is gone: start it again':
    'La clé d’API de cet import n’existe plus : relancez-le',
  'The archive is empty': 'L’archive est vide',
  'The column mapping is not valid': 'L’association des colonnes n’est pas valide',
  'The import has no file': 'L’import n’a pas de fichier',
  'The uploaded file is gone: upload it again': 'Le fichier envoyé n’existe plus : envoyez-le à nouveau',
  // sign-in links
  'This sign-in link is invalid or has expired.': 'Ce lien de connexion n’est pas valide ou a expiré.',
  // sentences that carry a value (matched as patterns: src/components/i18n/use-t.tsx, translateSentence)
  'You are the only owner of {names}. Make another member an owner (or remove the other members) before deleting your account.':
    'Vous êtes le seul propriétaire de {names}. Nommez un autre membre propriétaire (ou retirez les autres membres) avant de supprimer votre compte.',
  'Team names are 1 to {max} characters': 'Les noms d’équipe comptent de 1 à {max} caractères',
  'You are not allowed to access resource: {resource}':
    'Vous n’avez pas accès à cette ressource : {resource}',
  '{name} has already voted for this': '{name} a déjà voté pour ceci',
  'At most {count} quotes are pinned; unpin one first':
    '{count} citations épinglées au plus ; désépinglez-en une d’abord',
  'At most {count} segments; delete one first': '{count} segments au plus ; supprimez-en un d’abord',
  '{name} has no people yet': '{name} n’a encore personne',
  '{name} is not on the roadmap': '{name} n’est pas sur la feuille de route',
  'At most {count} companies per file': '{count} entreprises par fichier au plus',
  'This file is not a CSV file we can read: {reason}':
    'Ce fichier n’est pas un fichier CSV lisible : {reason}',
  'A folder named “{name}” is already there': 'Un dossier nommé « {name} » existe déjà',
  'Discussions in {category} have no answers': 'Les discussions de {category} n’ont pas de réponse',
  'A project can have at most {count} categories': 'Un projet peut avoir {count} catégories au plus',
  'At most {count} discussions can be pinned; unpin one first':
    '{count} discussions épinglées au plus ; désépinglez-en une d’abord',
  'This discussion is locked: {reason}': 'Cette discussion est verrouillée : {reason}',
  'Only owners and admins start discussions in {category}':
    'Seuls les propriétaires et les admins lancent des discussions dans {category}',
  '“{origin}” is not an origin: write scheme://host[:port], with no path':
    '« {origin} » n’est pas une origine : écrivez scheme://host[:port], sans chemin',
  'At most {count} origins': '{count} origines au plus',
  'Use at most {count} characters': 'Utilisez {count} caractères au plus',
} satisfies Translation<typeof en>
