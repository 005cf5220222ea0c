import type { unsubscribeEn } from './en';

export const unsubscribeEs: Record<keyof typeof unsubscribeEn, string> = {
  'unsubscribe.sms.subscribed': '{sender} envía mensajes de texto a {recipient}.',
  'unsubscribe.email.subscribed': '{sender} envía correos electrónicos a {recipient}.',
  'unsubscribe.sms.done':
    'Se ha dado de baja: {sender} no enviará más mensajes de texto a {recipient}.',
  'unsubscribe.email.done':
    'Se ha dado de baja: {sender} no enviará más correos electrónicos a {recipient}.',
  'unsubscribe.sms.already':
    'Ya se había dado de baja: {sender} no envía mensajes de texto a {recipient}.',
  'unsubscribe.email.already':
    'Ya se había dado de baja: {sender} no envía correos electrónicos a {recipient}.',
  'unsubscribe.sms.resubscribed':
    'Se ha vuelto a suscribir: {sender} puede enviar mensajes de texto a {recipient}.',
  'unsubscribe.email.resubscribed':
    'Se ha vuelto a suscribir: {sender} puede enviar correos electrónicos a {recipient}.',
  'unsubscribe.sms.yourNumber': 'su número',
  'unsubscribe.email.yourAddress': 'su dirección',
  'unsubscribe.unknownSender': 'El remitente',
  'unsubscribe.unsubscribe': 'Darse de baja',
  'unsubscribe.resubscribe': 'Volver a suscribirse',
  'unsubscribe.undo': '¿Se dio de baja por error? Puede volver a suscribirse hasta las {time}.',
  'unsubscribe.badLink':
    'Este enlace para darse de baja no es válido. Compruebe que abrió el enlace completo del mensaje.',
  'unsubscribe.sms.expired':
    'Este enlace para darse de baja ha caducado. Responda STOP a un mensaje de texto del remitente o use el enlace de un mensaje más reciente.',
  'unsubscribe.email.expired':
    'Este enlace para darse de baja ha caducado. Use el enlace para darse de baja de un correo más reciente del remitente.',
  'unsubscribe.resubscribeClosed':
    'Ya pasó el plazo para volver a suscribirse, así que la baja se mantiene.',
  'unsubscribe.failed': 'Algo salió mal, así que no ha cambiado nada. Inténtelo de nuevo.',
  'unsubscribe.sms.title': 'Darse de baja de los mensajes de texto',
  'unsubscribe.email.title': 'Darse de baja de los correos electrónicos',
  'unsubscribe.loading': 'Cargando…',
  'unsubscribe.retry': 'Reintentar',
  'unsubscribe.language': 'Idioma',
};
