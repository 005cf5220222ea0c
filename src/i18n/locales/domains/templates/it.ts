import type { templatesEn } from './en';

export const templatesIt: Record<keyof typeof templatesEn, string> = {
  'templates.created': 'Il modello è stato creato correttamente!',
  'templates.updated': 'Il modello è stato aggiornato correttamente!',
  'templates.deleted': 'Il modello è stato eliminato correttamente!',
  'templates.deleteFailed': 'Impossibile eliminare il modello. Riprova.',
  'templates.duplicated': 'Modello duplicato come «{name}».',
  'templates.shared': 'Modello condiviso.',
  'templates.sent': 'Inviato. Il tuo numero d’ordine è {order}.',
  'templates.pdfFailed': 'Impossibile creare il PDF. Riprova.',
};
