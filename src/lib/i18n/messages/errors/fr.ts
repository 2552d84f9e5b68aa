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
  'Choose a board': 'Choisissez un tableau',
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
} satisfies Translation<typeof en>
