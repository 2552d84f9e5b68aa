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
  // shell
  'Enter a name': 'Saisissez un nom',
  'Use at most 80 characters': 'Utilisez 80 caractères au maximum',
  'Use at most 2000 characters': 'Utilisez 2000 caractères au maximum',
  'Use at most 280 characters': 'Utilisez 280 caractères au maximum',
  'Use at least 2 characters': 'Utilisez au moins 2 caractères',
  'Use at most 48 characters': 'Utilisez 48 caractères au maximum',
  'Use lowercase letters, digits and single dashes between them':
    'Utilisez des lettres minuscules, des chiffres et des tirets simples entre eux',
  'This address is reserved': 'Cette adresse est réservée',
  'This address is already used by another project': 'Cette adresse est déjà utilisée par un autre projet',
  'Project not found': 'Projet introuvable',
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
} satisfies Translation<typeof en>
