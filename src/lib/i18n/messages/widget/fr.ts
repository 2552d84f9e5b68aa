// French. The English file beside this one is the source: same keys, same variables.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  'settings.heading': 'Widget',
  'settings.intro':
    'Les retours et les nouveautés dans votre propre produit : un lanceur sur votre site ouvre le widget de ce projet. Votre serveur signe l’identité de la personne, pour que ses votes et ses publications portent son nom.',
  'settings.loading': 'Chargement des paramètres du widget',
  'settings.loadFailed': 'Impossible de charger les paramètres du widget',
  'settings.somethingWrong': 'Une erreur s’est produite.',
  'settings.private':
    'Ce projet est privé : son widget ne se charge nulle part tant que le projet n’est pas public.',
  'secret.label': 'Secret du widget (affiché une seule fois : gardez-le sur votre serveur)',
  'secret.hint':
    'Signez avec lui les jetons d’identification (HS256) sur votre serveur. Il ne sera plus affiché ; renouvelez-le pour en obtenir un nouveau.',
  'secret.saved': 'Je l’ai enregistré',
  'off.status': 'Le widget est désactivé.',
  'off.turnOn': 'Activer le widget',
  'linkVerified.label': 'Associer les adresses e-mail vérifiées',
  'linkVerified.description':
    '{label} (toute l’équipe, tous les projets) : une personne que votre serveur connecte avec l’adresse vérifiée d’un compte Parley existant devient ce compte. Désactivé : chaque personne de votre produit est une personne Parley à part entière.',
  'turnOff.title': 'Désactiver le widget ?',
  'turnOff.description':
    'Le widget cesse immédiatement de se charger sur tous les sites, et toutes les personnes connectées sont déconnectées. Ce qui a été publié reste. Le réactiver génère un nouveau secret.',
  'turnOff.confirm': 'Désactiver',
  'turnOff.pending': 'Désactivation…',
  'failure.turnOn': 'Impossible d’activer le widget',
  'failure.turnOff': 'Impossible de désactiver le widget',
  'failure.setting': 'Impossible de modifier le paramètre',
  'failure.save': 'Impossible d’enregistrer les paramètres du widget',
  'failure.rotate': 'Impossible de renouveler le secret',
  'form.saved': 'Paramètres du widget enregistrés',
  'form.notAnOrigin': '« {line} » n’est pas une origine : écrivez scheme://host[:port], sans chemin',
  'form.tooManyOrigins': '{max} origines au maximum',
  'form.colourInvalid': 'Choisissez une couleur au format #rrggbb',
  'form.noTab': 'Affichez au moins un onglet',
  'form.snippet': 'Extrait de code : collez-le dans les pages de votre produit',
  'form.origins': 'Sites autorisés',
  'form.originsHelp':
    'Une origine par ligne (scheme://host[:port]), {max} au maximum. Le widget ne se charge que sur ces sites.',
  'form.position': 'Position du lanceur',
  'form.bottomRight': 'En bas à droite',
  'form.bottomLeft': 'En bas à gauche',
  'form.colour': 'Couleur du lanceur',
  'form.tabs': 'Onglets',
  'form.tabFeedback': 'Retours',
  'form.tabUpdates': 'Nouveautés',
  'form.save': 'Enregistrer',
  'form.rotate': 'Renouveler le secret',
  'form.previousSecret': 'L’ancien secret vérifie encore les jetons jusqu’au {date}.',
} as const satisfies Translation<typeof en>
