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
  // notifications
  'Choose an hour': 'Choisissez une heure',
  'Choose a time zone': 'Choisissez un fuseau horaire',
  'Choose a time zone from the list': 'Choisissez un fuseau horaire dans la liste',
  'Working hours must end after they start': 'Les heures de travail doivent finir après leur début',
  'Choose at least one working day': 'Choisissez au moins un jour de travail',
  'Choose when the pause ends': 'Choisissez quand la pause se termine',
  'Choose a time in the future': 'Choisissez un moment dans le futur',
  // imports and transfers
  'This project has no statuses; an editor must add one first':
    'Ce projet n’a aucun statut ; un éditeur doit d’abord en ajouter un',
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
} satisfies Translation<typeof en>
