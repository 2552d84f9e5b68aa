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
  // updates
  'Title must be at least 3 characters': 'Le titre doit contenir au moins 3 caractères',
  'Title must be at most 140 characters': 'Le titre doit contenir au plus 140 caractères',
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
} satisfies Translation<typeof en>
