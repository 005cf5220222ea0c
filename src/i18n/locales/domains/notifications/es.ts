import type { notificationsEn } from './en';

export const notificationsEs: Record<keyof typeof notificationsEn, string> = {
  'notifications.title': 'Notificaciones',
  'notifications.latest': 'Últimas notificaciones',
  'notifications.markAllRead': 'Marcar todas como leídas',
  'notifications.seeAll': 'Ver todas las notificaciones',
  'notifications.empty': 'Todavía no hay notificaciones.',
  'notifications.unread': 'Sin leer',
  'notifications.behind':
    'No se pudieron actualizar las notificaciones. Se volverán a comprobar en breve.',
  'notifications.failed.summary':
    '{name}: {failed, number} de {total, number} direcciones no superaron la verificación',
  'notifications.refund.summary':
    'Reembolso de {amount} por el pedido {order}: {failed, number} de {total, number} direcciones no se pudieron entregar',
  'notifications.batch.summary':
    'Reembolso de {amount} por {orders, plural, one {# pedido} other {# pedidos}}: {failed, number} de {total, number} direcciones no se pudieron entregar',
  'notifications.batch.range': 'Desde {start} hasta {end}',
  'notifications.shared.summary': '{sharedBy} compartió contigo la campaña “{name}”',
  'notifications.shared.accept': 'Aceptar',
  'notifications.shared.reject': 'Rechazar',
  'notifications.shared.acceptNamed': 'Aceptar “{name}”',
  'notifications.shared.rejectNamed': 'Rechazar “{name}”',
  'notifications.shared.acceptedState': 'Aceptada',
  'notifications.shared.rejectedState': 'Rechazada',
  'notifications.shared.accepted': 'Aceptada correctamente. ¡Revisa tu lista de campañas!',
  'notifications.shared.rejected': '¡Rechazada correctamente!',
  'notifications.actionFailed': 'Algo salió mal. Inténtalo de nuevo más tarde.',
  'notifications.exportFailed':
    'No se pudieron descargar los contactos fallidos. Inténtalo de nuevo.',
  'notifications.deleted': 'Notificación eliminada.',
  'notifications.export': 'Descargar contactos fallidos (CSV)',
  'notifications.viewFailed': 'Ver direcciones fallidas',
  'notifications.markRead': 'Marcar como leída',
  'notifications.delete': 'Eliminar',
  'notifications.filter.label': 'Mostrar',
  'notifications.filter.all': 'Todas',
  'notifications.kind.failedAddresses': 'Direcciones fallidas',
  'notifications.kind.refunds': 'Reembolsos',
  'notifications.kind.sharedCampaigns': 'Campañas compartidas',
  'notifications.pager': 'Páginas de notificaciones',
  'notifications.total': '{count, plural, one {# notificación} other {# notificaciones}}',
  'notifications.page.intro':
    'Lo que te ha comunicado la plataforma: direcciones que no superaron la verificación tras una importación, reembolsos por direcciones a las que no se pudo entregar y campañas compartidas contigo.',
  'notifications.filteredEmpty': 'No hay notificaciones de este tipo.',
};
