// French. The English file beside this one is the source: same keys, same variables.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  greeting: 'Bonjour {name},',
  greetingNoName: 'Bonjour,',
  openLink: 'Ou ouvrez ce lien :',
  'duration.minutes': '{count, plural, one {# minute} other {# minutes}}',
  'duration.hours': '{count, plural, one {# heure} other {# heures}}',
  'duration.days': '{count, plural, one {# jour} other {# jours}}',
  'resetPassword.subject': 'Réinitialisez votre mot de passe Parley',
  'resetPassword.heading': 'Réinitialiser votre mot de passe',
  'resetPassword.body':
    'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Parley. Choisissez un nouveau mot de passe avec le lien ci-dessous.',
  'resetPassword.validity': 'Le lien ne peut servir qu’une fois et reste valable {duration}.',
  'resetPassword.action': 'Choisir un nouveau mot de passe',
  'resetPassword.footer':
    'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
} satisfies Translation<typeof en>
