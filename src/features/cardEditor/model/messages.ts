/**
 * The English text of every message id the model hands out (command labels, preflight issues, the
 * 10 MB rule). The model only names messages; the screens show them through react-intl, and their
 * catalogues take these as the English source. Kept as one table so no id is invented twice.
 */
export const CARD_EDITOR_MODEL_MESSAGES = {
  'cardEditor.command.select': 'Select',
  'cardEditor.command.selectAll': 'Select all',
  'cardEditor.command.clearSelection': 'Clear selection',
  'cardEditor.command.addObject': 'Add',
  'cardEditor.command.updateObjects': 'Edit',
  'cardEditor.command.deleteSelection': 'Delete',
  'cardEditor.command.duplicateSelection': 'Duplicate',
  'cardEditor.command.paste': 'Paste',
  'cardEditor.command.reorder': 'Change layer order',
  'cardEditor.command.setLocked': 'Lock or unlock',
  'cardEditor.command.setHidden': 'Hide or show',
  'cardEditor.command.group': 'Group',
  'cardEditor.command.ungroup': 'Ungroup',
  'cardEditor.command.align': 'Align',
  'cardEditor.command.distribute': 'Distribute',
  'cardEditor.command.nudge': 'Nudge',

  'cardEditor.preflight.emptySide': 'This side is empty.',
  'cardEditor.preflight.missingImage': 'This image is missing or cannot be printed.',
  'cardEditor.preflight.lowResolution':
    'This image is below 300 DPI at its size and will print blurry. Make it smaller or use a larger image.',
  'cardEditor.preflight.outsideSafeZone':
    'This is outside the safe zone and may be cut off. Keep it 1/8 in inside the trim line.',
  'cardEditor.preflight.inMailingZone':
    'The address side must leave the address, postage and barcode areas empty.',
  'cardEditor.preflight.textTooSmall':
    'This text is smaller than 6 pt and cannot be read in print.',
  'cardEditor.preflight.textOverflow': 'This text does not fit its box and will be cut off.',

  // The spec's wording, exactly (templates-campaigns-contacts §8).
  'cardEditor.image.tooLarge': 'Your template size can not be more than 10MB.',
} as const;

export type CardEditorModelMessageId = keyof typeof CARD_EDITOR_MODEL_MESSAGES;
export type CommandMessageId = Extract<CardEditorModelMessageId, `cardEditor.command.${string}`>;
export type PreflightMessageId = Extract<
  CardEditorModelMessageId,
  `cardEditor.preflight.${string}`
>;
