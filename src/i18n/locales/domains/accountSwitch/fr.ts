import type { accountSwitchEn } from './en';

export const accountSwitchFr: Record<keyof typeof accountSwitchEn, string> = {
  'switch.proAccess': 'Autoriser l’accès PRO',
  'switch.proAccess.on': 'Votre administrateur PRO peut désormais voir votre compte.',
  'switch.proAccess.off': 'Votre administrateur PRO ne peut plus voir votre compte.',
  'switch.toSuperAdmin': 'Passer en Super Admin',
  'switch.toProAdmin': 'Passer en administrateur PRO',
  'switch.viewAs': 'Voir en tant qu’utilisateur…',
  'switch.banner.label': 'Affichage en tant qu’un autre utilisateur',
  'switch.banner.title': 'Vous consultez le compte de {name}',
  'switch.banner.body':
    'Connecté en tant que {actor}. Ce que vous faites ici est fait en son nom et consigné dans le journal d’audit.',
  'switch.viewAs.title': 'Voir l’application en tant qu’utilisateur',
  'switch.viewAs.intro':
    'Vous voyez l’application comme cette personne la voit. Chaque appel que vous faites est enregistré à votre nom.',
  'switch.viewAs.proIntro':
    'Vos utilisateurs basiques qui autorisent l’accès PRO. Vous voyez l’application comme eux, et chaque appel est enregistré à votre nom.',
  'switch.viewAs.search': 'Rechercher par nom ou e-mail',
  'switch.viewAs.users': 'Utilisateurs',
  'switch.viewAs.audit': 'Journal d’audit',
  'switch.viewAs.name': 'Nom',
  'switch.viewAs.email': 'E-mail',
  'switch.viewAs.role': 'Côté',
  'switch.viewAs.action': 'Voir en tant que',
  'switch.viewAs.actionFor': 'Voir en tant que {name}',
  'switch.viewAs.empty': 'Aucun utilisateur ne correspond.',
  'switch.viewAs.pager': 'Pages d’utilisateurs',
  'switch.role.1': 'Super admin',
  'switch.role.2': 'Marketplace',
  'switch.role.3': 'Design Studio',
  'switch.audit.when': 'Quand',
  'switch.audit.actor': 'Administrateur',
  'switch.audit.user': 'Vu en tant que',
  'switch.audit.call': 'Appel',
  'switch.audit.empty': 'Aucun appel n’a encore été fait en tant qu’un utilisateur.',
  'switch.audit.pager': 'Pages du journal d’audit',
};
