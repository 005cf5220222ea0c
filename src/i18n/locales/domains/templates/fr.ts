import type { templatesEn } from './en';

export const templatesFr: Record<keyof typeof templatesEn, string> = {
  'templates.created': 'Le modèle a été créé avec succès !',
  'templates.updated': 'Le modèle a été mis à jour avec succès !',
  'templates.deleted': 'Le modèle a été supprimé avec succès !',
  'templates.deleteFailed': "Le modèle n'a pas pu être supprimé. Veuillez réessayer.",
  'templates.duplicated': 'Modèle dupliqué sous le nom « {name} ».',
  'templates.shared': 'Modèle partagé.',
  'templates.sent': 'Envoyé. Votre numéro de commande est {order}.',
  'templates.pdfFailed': "Le PDF n'a pas pu être créé. Veuillez réessayer.",
};
