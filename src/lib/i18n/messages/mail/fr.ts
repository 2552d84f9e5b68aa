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
  signedInValidity: 'Vous devez être connecté pour ouvrir le lien. Il est valable {duration}.',
  'verifyEmail.subject': 'Vérifiez votre adresse e-mail pour Parley',
  'verifyEmail.heading': 'Vérifiez votre adresse e-mail',
  'verifyEmail.body':
    'Confirmez qu’il s’agit bien de votre adresse e-mail pour terminer la création de votre compte Parley.',
  'verifyEmail.validity': 'Le lien est valable {duration}.',
  'verifyEmail.action': 'Vérifier l’adresse e-mail',
  'verifyEmail.footer': 'Si vous n’avez pas créé de compte Parley, vous pouvez ignorer cet e-mail.',
  'changeEmail.subject': 'Confirmez votre nouvelle adresse e-mail pour Parley',
  'changeEmail.heading': 'Confirmez votre nouvelle adresse e-mail',
  'changeEmail.body':
    'Vous avez demandé à changer l’adresse e-mail de votre compte Parley de {currentEmail} à {newEmail}.',
  'changeEmail.validity':
    'Votre adresse change quand vous ouvrez le lien ci-dessous. Il est valable {duration}.',
  'changeEmail.action': 'Confirmer la nouvelle adresse',
  'changeEmail.footer':
    'Si vous n’êtes pas à l’origine de cette demande, vous pouvez ignorer cet e-mail : rien ne change.',
  'deleteAccount.subject': 'Confirmez la suppression de votre compte Parley',
  'deleteAccount.heading': 'Confirmer la suppression du compte',
  'deleteAccount.body':
    'Vous avez demandé à supprimer votre compte Parley. Le lien ci-dessous le supprime définitivement, avec vos sessions et vos méthodes de connexion. Cette action est irréversible.',
  'deleteAccount.organizations':
    'Ces organisations n’ont pas d’autres membres et seront supprimées avec leurs projets : {names}.',
  'deleteAccount.action': 'Supprimer mon compte',
  'deleteAccount.footer':
    'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail et pensez à changer votre mot de passe.',
  'invitation.subject': '{inviter} vous a invité à rejoindre {organization}',
  'invitation.heading': 'Rejoignez {organization} sur Parley',
  'invitation.body':
    '{inviter} vous a invité à rejoindre {organization} en tant que {role, select, admin {administrateur} owner {propriétaire} member {membre} other {{role}}}.',
  'invitation.validity': 'L’invitation est valable jusqu’au {date} (UTC).',
  'invitation.action': 'Voir l’invitation',
  'invitation.answer': 'Accepter ou refuser : {url}',
  'invitation.footer': 'Si vous n’attendiez pas cette invitation, vous pouvez ignorer cet e-mail.',
  'notification.digestSubject':
    'Votre résumé Parley : {count, plural, one {# notification} other {# notifications}}',
  'notification.immediateSubject':
    '{count, plural, one {# nouvelle notification} other {# nouvelles notifications}} sur Parley',
  'notification.digestHeading': 'Ce qui s’est passé depuis hier',
  'notification.immediateHeading': 'Du nouveau sur Parley',
  'notification.footer':
    'Vous recevez ces e-mails en raison de vos paramètres de notification. {change} ou {unsubscribe}.',
  'notification.change': 'Choisir ce que vous recevez',
  'notification.unsubscribe': 'se désabonner des e-mails de notification',
  'notification.changeText': 'Choisir ce que vous recevez : {url}',
  'notification.unsubscribeText': 'Se désabonner des e-mails de notification : {url}',
  'demandDigest.subject': '{organization} : la demande de la semaine',
  'demandDigest.byRevenue': 'Plus forte hausse de revenu',
  'demandDigest.byCompanies': 'Plus forte hausse d’entreprises',
  'demandDigest.biggestNew': 'Nouvelles demandes de vos plus gros clients',
  'demandDigest.detail': '{companies, plural, one {# entreprise} other {# entreprises}}, {money}/mois',
  'demandDigest.customerDetail': '{company} ({money}/mois)',
  'demandDigest.action': 'Ouvrir les clients',
  'demandDigest.customersText': 'Clients : {url}',
  'demandDigest.footer':
    'Vous avez choisi cet e-mail hebdomadaire dans vos paramètres de notification : {url}',
  'transfer.personalSubject': 'Vos données Parley sont prêtes à être téléchargées',
  'transfer.projectSubject': 'L’export de {project} est prêt à être téléchargé',
  'transfer.personalHeading': 'Vos données sont prêtes',
  'transfer.projectHeading': 'L’export de votre projet est prêt',
  'transfer.personalBody':
    'L’archive de vos données Parley que vous avez demandée est prête à être téléchargée.',
  'transfer.projectBody':
    'L’archive du projet {project} que vous avez demandée est prête à être téléchargée.',
  'transfer.someProject': 'votre projet',
  'transfer.action': 'Télécharger l’archive',
  'transfer.footer':
    'Si vous n’êtes pas à l’origine de cette demande, prévenez un administrateur de votre Parley.',
} satisfies Translation<typeof en>
