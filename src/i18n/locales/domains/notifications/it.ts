import type { notificationsEn } from './en';

export const notificationsIt: Record<keyof typeof notificationsEn, string> = {
  'notifications.title': 'Notifiche',
  'notifications.latest': 'Ultime notifiche',
  'notifications.markAllRead': 'Segna tutte come lette',
  'notifications.seeAll': 'Vedi tutte le notifiche',
  'notifications.empty': 'Ancora nessuna notifica.',
  'notifications.unread': 'Non letta',
  'notifications.behind': 'Impossibile aggiornare le notifiche. Verranno ricontrollate a breve.',
  'notifications.failed.summary':
    '{name}: verifica non superata per {failed, number} su {total, number} indirizzi',
  'notifications.refund.summary':
    'Rimborso di {amount} per l’ordine {order}: {failed, number} su {total, number} indirizzi non recapitati',
  'notifications.batch.summary':
    'Rimborso di {amount} per {orders, plural, one {# ordine} other {# ordini}}: {failed, number} su {total, number} indirizzi non recapitati',
  'notifications.batch.range': 'Dal {start} al {end}',
  'notifications.shared.summary': '{sharedBy} ha condiviso con te la campagna “{name}”',
  'notifications.shared.accept': 'Accetta',
  'notifications.shared.reject': 'Rifiuta',
  'notifications.shared.acceptNamed': 'Accetta “{name}”',
  'notifications.shared.rejectNamed': 'Rifiuta “{name}”',
  'notifications.shared.acceptedState': 'Accettata',
  'notifications.shared.rejectedState': 'Rifiutata',
  'notifications.shared.accepted': 'Accettata correttamente. Controlla il tuo elenco di campagne!',
  'notifications.shared.rejected': 'Rifiutata correttamente!',
  'notifications.actionFailed': 'Si è verificato un errore. Riprova più tardi.',
  'notifications.exportFailed': 'Impossibile scaricare i contatti non validi. Riprova.',
  'notifications.deleted': 'La notifica è stata eliminata.',
  'notifications.export': 'Scarica i contatti non validi (CSV)',
  'notifications.viewFailed': 'Vedi gli indirizzi non validi',
  'notifications.markRead': 'Segna come letta',
  'notifications.delete': 'Elimina',
  'notifications.filter.label': 'Mostra',
  'notifications.filter.all': 'Tutte',
  'notifications.kind.failedAddresses': 'Indirizzi non validi',
  'notifications.kind.refunds': 'Rimborsi',
  'notifications.kind.sharedCampaigns': 'Campagne condivise',
  'notifications.pager': 'Pagine delle notifiche',
  'notifications.total': '{count, plural, one {# notifica} other {# notifiche}}',
  'notifications.page.intro':
    'Cosa ti ha segnalato la piattaforma: indirizzi che non hanno superato la verifica dopo un’importazione, rimborsi per gli indirizzi a cui non è stato possibile recapitare la posta e campagne condivise con te.',
  'notifications.filteredEmpty': 'Nessuna notifica di questo tipo.',
};
