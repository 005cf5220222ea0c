import type { welcomeEn } from './en';

export const welcomeFr: Record<keyof typeof welcomeEn, string> = {
  'welcome.title': 'Bienvenue sur Mailcraft, {name} !',
  'welcome.start': 'Commencer',
  'welcome.reopen': 'Premiers pas',
  'welcome.intro.role1': 'Vous gérez la plateforme. Voici par où commencer :',
  'welcome.intro.role2': 'Votre compte est prêt. Voici comment envoyer votre première campagne :',
  'welcome.intro.role3': 'Votre Design Studio est prêt. Voici par où commencer :',
  'welcome.step.fund': 'Approvisionnez votre compte',
  'welcome.step.fund.body': 'Ajoutez une carte et un solde : vos campagnes sont payées avec.',
  'welcome.step.contacts': 'Importez vos contacts',
  'welcome.step.contacts.body': 'Importez une liste CSV ; ses adresses sont vérifiées à l’arrivée.',
  'welcome.step.order': 'Commandez une campagne',
  'welcome.step.order.body':
    'Choisissez un modèle prêt à l’emploi dans la galerie et envoyez-le à votre liste.',
  'welcome.step.design': 'Créez une carte',
  'welcome.step.design.body': 'Réalisez une carte postale, recto et verso, dans le Design Studio.',
  'welcome.step.campaign': 'Montez une campagne',
  'welcome.step.campaign.body':
    'Réunissez des étapes SMS, e-mail et carte dans une campagne en plusieurs étapes.',
  'welcome.step.affiliate': 'Invitez vos clients',
  'welcome.step.affiliate.body':
    'Partagez votre lien de parrainage et gagnez 50 % de ce qu’ils paient.',
  'welcome.step.industries': 'Configurez les secteurs',
  'welcome.step.industries.body': 'Les secteurs décident des modèles que voit chaque utilisateur.',
  'welcome.step.categories': 'Organisez les catégories',
  'welcome.step.categories.body': 'Regroupez en catégories les modèles de chaque secteur.',
  'welcome.step.proTemplates': 'Partagez des modèles PRO',
  'welcome.step.proTemplates.body': 'Proposez des modèles de carte PRO à des secteurs entiers.',
  'home.title': 'Bonjour {name}',
  'home.intro':
    'Utilisez le menu pour accéder à vos modèles, campagnes, contacts et à votre compte.',
  'home.balance': 'Solde disponible',
  'home.agency.body':
    'Besoin de modèles faits pour vous ? Les Services d’agence les conçoivent à partir de 79 $ pièce.',
  'home.agency.open': 'Services d’agence',
};
