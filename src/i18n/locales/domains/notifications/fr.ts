import type { notificationsEn } from './en';

export const notificationsFr: Record<keyof typeof notificationsEn, string> = {
  'notifications.title': 'Notifications',
  'notifications.latest': 'Dernières notifications',
  'notifications.markAllRead': 'Tout marquer comme lu',
  'notifications.seeAll': 'Voir toutes les notifications',
  'notifications.empty': 'Aucune notification pour le moment.',
  'notifications.unread': 'Non lue',
  'notifications.behind':
    'Les notifications n’ont pas pu être actualisées. Elles seront vérifiées de nouveau sous peu.',
  'notifications.failed.summary':
    '{name} : échec de la vérification pour {failed, number} sur {total, number} adresses',
  'notifications.refund.summary':
    'Remboursement de {amount} pour la commande {order} : {failed, number} sur {total, number} adresses non distribuées',
  'notifications.batch.summary':
    'Remboursement de {amount} pour {orders, plural, one {# commande} other {# commandes}} : {failed, number} sur {total, number} adresses non distribuées',
  'notifications.batch.range': 'Du {start} au {end}',
  'notifications.shared.summary': '{sharedBy} a partagé la campagne « {name} » avec vous',
  'notifications.shared.accept': 'Accepter',
  'notifications.shared.reject': 'Refuser',
  'notifications.shared.acceptNamed': 'Accepter « {name} »',
  'notifications.shared.rejectNamed': 'Refuser « {name} »',
  'notifications.shared.acceptedState': 'Acceptée',
  'notifications.shared.rejectedState': 'Refusée',
  'notifications.shared.accepted': 'Acceptée avec succès. Consultez votre liste de campagnes !',
  'notifications.shared.rejected': 'Refusée avec succès !',
  'notifications.actionFailed': "Une erreur s'est produite. Veuillez réessayer plus tard.",
  'notifications.exportFailed':
    'Les contacts en échec n’ont pas pu être téléchargés. Veuillez réessayer.',
  'notifications.deleted': 'La notification a été supprimée.',
  'notifications.export': 'Télécharger les contacts en échec (CSV)',
  'notifications.viewFailed': 'Voir les adresses en échec',
  'notifications.markRead': 'Marquer comme lue',
  'notifications.delete': 'Supprimer',
  'notifications.filter.label': 'Afficher',
  'notifications.filter.all': 'Toutes',
  'notifications.kind.failedAddresses': 'Adresses en échec',
  'notifications.kind.refunds': 'Remboursements',
  'notifications.kind.sharedCampaigns': 'Campagnes partagées',
  'notifications.pager': 'Pages de notifications',
  'notifications.total': '{count, plural, one {# notification} other {# notifications}}',
  'notifications.page.intro':
    'Ce que la plateforme vous a signalé : les adresses qui ont échoué à la vérification après une importation, les remboursements pour les adresses qui n’ont pas pu être distribuées et les campagnes partagées avec vous.',
  'notifications.filteredEmpty': 'Aucune notification de ce type.',
};
