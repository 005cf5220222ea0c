import type { integrationsEn } from './en';

export const integrationsEs: Record<keyof typeof integrationsEn, string> = {
  'integrations.intro':
    'Conecta Mailcraft con las herramientas que ya usas: envía los eventos de tus pedidos a tu propio servidor, automatiza con Zapier y elige qué notificaciones recibes.',
  'integrations.loading': 'Cargando…',

  'integrations.webhook.title': 'Webhook',
  'integrations.webhook.intro':
    'Cuando ocurre algo con uno de tus pedidos, enviamos el evento a esta dirección como JSON en una solicitud POST. Solo se aceptan direcciones https de la internet pública.',
  'integrations.webhook.current': 'Los eventos de pedidos se envían a',
  'integrations.webhook.savedAt': 'Guardado el {date}',
  'integrations.webhook.none':
    'Aún no hay webhook: los eventos de pedidos no se envían a ningún sitio.',
  'integrations.webhook.label': 'URI del webhook',
  'integrations.webhook.hint': 'Por ejemplo https://example.com/hooks/mailcraft',
  'integrations.webhook.save': 'Guardar webhook',
  'integrations.webhook.remove': 'Quitar webhook',
  'integrations.webhook.saved': 'Webhook guardado. Los eventos de pedidos se enviarán a él.',
  'integrations.webhook.removed': 'Webhook quitado. Los eventos de pedidos ya no se envían.',
  'integrations.webhook.loadFailed': 'No se pudo cargar tu webhook. Inténtalo de nuevo.',
  'integrations.webhook.saveFailed': 'No se pudo guardar el webhook. Inténtalo de nuevo.',
  'integrations.webhook.removeFailed': 'No se pudo quitar el webhook. Inténtalo de nuevo.',
  'integrations.webhook.problem.required': 'Introduce la URI del webhook.',
  'integrations.webhook.problem.tooLong': 'Usa como máximo {max} caracteres.',
  'integrations.webhook.problem.invalid':
    'Esta no es una dirección web completa. Debería parecerse a https://example.com/hooks.',
  'integrations.webhook.problem.notHttps':
    'Usa una dirección que empiece por https://: los eventos solo se envían por una conexión cifrada.',
  'integrations.webhook.problem.credentials':
    'No incluyas el nombre de usuario ni la contraseña en la dirección.',
  'integrations.webhook.problem.privateHost':
    'Esta dirección apunta a una red privada, local o de bucle invertido. Usa una que sea accesible desde internet.',

  'integrations.test.title': 'Eventos de prueba',
  'integrations.test.intro':
    'Un evento de prueba (de tipo "test") comprueba que tu servidor recibe lo que enviamos.',
  'integrations.test.send': 'Enviar un evento de prueba',
  'integrations.test.needsWebhook': 'Guarda primero un webhook para enviar un evento de prueba.',
  'integrations.test.sent': 'Evento de prueba {id} enviado.',
  'integrations.test.failed': 'No se pudo enviar el evento de prueba. Inténtalo de nuevo.',
  'integrations.test.listLabel': 'Eventos de prueba recientes',
  'integrations.test.none': 'Aún no hay eventos de prueba.',
  'integrations.test.status.sent': 'Enviado',
  'integrations.test.status.failed': 'Fallido',
  'integrations.test.to': 'a {uri}',

  'integrations.zapier.title': 'Zapier',
  'integrations.zapier.body':
    'Zapier conecta Mailcraft con miles de aplicaciones. Un Zap puede añadir nuevos contactos de tu CRM o de tus formularios web a una lista y lanzar una campaña Zap que les envía una tarjeta por correo, sin que tengas que hacer nada.',
  'integrations.zapier.apiKey': 'Zapier te pide tu clave de API cuando conectas Mailcraft.',
  'integrations.zapier.open': 'Abrir Zapier',
  'integrations.zapier.campaigns': 'Ver tus campañas Zap',
  'integrations.zapier.apiKeyLink': 'Buscar tu clave de API',

  'integrations.notifications.title': 'Configuración de notificaciones',
  'integrations.notifications.intro':
    'Elige qué notificaciones recibes: en la aplicación, bajo la campana de la parte superior, y por correo electrónico.',
  'integrations.notifications.kind': 'Notificación',
  'integrations.notifications.inApp': 'En la aplicación',
  'integrations.notifications.email': 'Por correo',
  'integrations.notifications.kind.failedAddresses': 'Direcciones fallidas',
  'integrations.notifications.kind.refunds': 'Reembolsos',
  'integrations.notifications.kind.sharedCampaigns': 'Campañas compartidas',
  'integrations.notifications.hint.failedAddresses':
    'Direcciones que no se pudieron verificar tras importar contactos.',
  'integrations.notifications.hint.refunds':
    'Dinero reembolsado por correo que no se pudo entregar, de un pedido o de un lote de pedidos.',
  'integrations.notifications.hint.sharedCampaigns':
    'Campañas que alguien comparte contigo, para aceptarlas o rechazarlas.',
  'integrations.notifications.inAppOf': '{kind} en la aplicación',
  'integrations.notifications.emailOf': '{kind} por correo',
  'integrations.notifications.save': 'Guardar la configuración de notificaciones',
  'integrations.notifications.saved': 'Configuración de notificaciones guardada.',
  'integrations.notifications.unsaved': 'Tienes cambios que aún no se han guardado.',
  'integrations.notifications.loadFailed':
    'No se pudo cargar tu configuración de notificaciones. Inténtalo de nuevo.',
  'integrations.notifications.saveFailed':
    'No se pudo guardar tu configuración de notificaciones. Inténtalo de nuevo.',
};
