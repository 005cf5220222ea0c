/** English messages of the templates screens (the source of their keys). */
export const templatesEn = {
  'templates.created': 'Template is created successfully!',
  'templates.updated': 'Template is updated successfully!',
  'templates.deleted': 'Template is deleted successfully!',
  'templates.deleteFailed': 'The template could not be deleted. Please try again.',
  'templates.duplicated': 'Template duplicated as “{name}”.',
  'templates.shared': 'Template shared.',
  'templates.sent': 'Sent. Your order number is {order}.',
  'templates.pdfFailed': 'The PDF could not be made. Please try again.',
} as const;
