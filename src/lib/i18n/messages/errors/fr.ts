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
  'Use at most 80 characters': 'Utilisez au plus 80 caractères',
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
  'Use at most 2000 characters': 'Utilisez au plus 2000 caractères',
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
} satisfies Translation<typeof en>
