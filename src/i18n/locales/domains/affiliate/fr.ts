import type { affiliateEn } from './en';

export const affiliateFr: Record<keyof typeof affiliateEn, string> = {
  'affiliate.intro':
    'Amenez des clients sur Mailcraft et gagnez {percent} % de ce qu’ils paient pour leur forfait.',
  'affiliate.how.share': 'Partagez votre lien de parrainage ou donnez votre code de parrainage.',
  'affiliate.how.join': 'Toute personne qui s’inscrit par ce biais devient l’un de vos abonnés.',
  'affiliate.how.earn':
    'Vous gagnez {percent} % de chaque paiement de forfait qu’ils effectuent, tant qu’ils restent abonnés.',
  'affiliate.how.payout':
    'Ce que vous avez gagné et qui ne vous a pas encore été versé vous est dû, et Mailcraft vous le verse.',

  'affiliate.referral.title': 'Votre lien de parrainage',
  'affiliate.referral.link': 'Lien de parrainage',
  'affiliate.referral.code': 'Code de parrainage',
  'affiliate.referral.copyLink': 'Copier le lien',
  'affiliate.referral.copyCode': 'Copier le code',
  'affiliate.referral.linkCopied': 'Lien de parrainage copié dans le presse-papiers.',
  'affiliate.referral.codeCopied': 'Code de parrainage copié dans le presse-papiers.',
  'affiliate.referral.copyFailed':
    'La copie a échoué. Sélectionnez le texte et copiez-le vous-même.',
  'affiliate.referral.noDomain':
    'Votre compte n’a pas encore de domaine de parrainage, il n’y a donc pas de lien à partager. Demandez au support d’en définir un ; votre code fonctionne en attendant.',
  'affiliate.details.loadFailed':
    'Votre lien de parrainage n’a pas pu être chargé. Veuillez réessayer.',

  'affiliate.totals.title': 'Vos gains',
  'affiliate.totals.earned': 'Gagné',
  'affiliate.totals.owed': 'Qui vous est dû',
  'affiliate.totals.paid': 'Versé',
  'affiliate.totals.lastPaid': 'Dernier versement le {date}.',
  'affiliate.totals.noPayout': 'Aucun versement pour l’instant.',
  'affiliate.totals.owedHint':
    'Le montant dû correspond à vos gains moins ce qui vous a déjà été versé.',
  'affiliate.totals.loadFailed': 'Vos gains n’ont pas pu être chargés. Veuillez réessayer.',

  'affiliate.subscribers.title': 'Abonnés',
  'affiliate.subscribers.name': 'Abonné',
  'affiliate.subscribers.plan': 'Forfait',
  'affiliate.subscribers.paid': 'Payé à ce jour',
  'affiliate.subscribers.earned': 'Votre commission',
  'affiliate.subscribers.lastPaid': 'Dernier paiement',
  'affiliate.subscribers.empty':
    'Personne parmi les inscrits par votre lien n’a encore payé de forfait.',
  'affiliate.subscribers.total': '{count, plural, one {# abonné} other {# abonnés}}',
  'affiliate.subscribers.loadFailed': 'Vos abonnés n’ont pas pu être chargés. Veuillez réessayer.',
  'affiliate.resellersLink': 'Voir toutes les personnes inscrites par votre lien',

  'affiliate.resellers.intro':
    'Toutes les personnes inscrites avec votre lien ou votre code de parrainage, des plus récentes aux plus anciennes, avec ce que chacune vous a rapporté.',
  'affiliate.resellers.back': 'Retour au programme d’affiliation',
  'affiliate.resellers.search': 'Rechercher par nom, e-mail ou entreprise',
  'affiliate.resellers.caption': 'Comptes que vous avez parrainés',
  'affiliate.resellers.name': 'Nom',
  'affiliate.resellers.business': 'Entreprise',
  'affiliate.resellers.plan': 'Forfait',
  'affiliate.resellers.joined': 'Inscription',
  'affiliate.resellers.status': 'Statut',
  'affiliate.resellers.earned': 'Vos gains',
  'affiliate.resellers.empty':
    'Personne ne s’est encore inscrit avec votre lien. Partagez-le depuis la page du programme d’affiliation.',
  'affiliate.resellers.noMatch': 'Aucun compte parrainé ne correspond à « {search} ».',
  'affiliate.resellers.total': '{count, plural, one {# compte} other {# comptes}}',
  'affiliate.resellers.loadFailed':
    'Les comptes que vous avez parrainés n’ont pas pu être chargés. Veuillez réessayer.',

  'affiliate.status.active': 'Actif',
  'affiliate.status.pastDue': 'Paiement en retard',
  'affiliate.status.cancelled': 'Résilié',
  'affiliate.status.free': 'Pas encore de forfait payant',
};
