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
} satisfies Translation<typeof en>
