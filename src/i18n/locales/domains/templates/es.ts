import type { templatesEn } from './en';

export const templatesEs: Record<keyof typeof templatesEn, string> = {
  'templates.created': '¡La plantilla se ha creado correctamente!',
  'templates.updated': '¡La plantilla se ha actualizado correctamente!',
  'templates.deleted': '¡La plantilla se ha eliminado correctamente!',
  'templates.deleteFailed': 'No se pudo eliminar la plantilla. Inténtalo de nuevo.',
  'templates.duplicated': 'Plantilla duplicada como «{name}».',
  'templates.shared': 'Plantilla compartida.',
  'templates.sent': 'Enviado. Tu número de pedido es {order}.',
  'templates.pdfFailed': 'No se pudo generar el PDF. Inténtalo de nuevo.',
};
