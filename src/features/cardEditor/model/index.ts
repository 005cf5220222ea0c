/**
 * The card editor's document model: plain data, pure functions, no React, Konva or DOM. The store
 * holds an EditorState; the canvas renders its document and runs commands; export and preflight
 * read the document alone.
 */
export { type Box, unionOfBoxes } from './box';
export {
  ALIGN_EDGES,
  type AlignEdge,
  type AlignTarget,
  type DistributeAxis,
  NUDGE_LARGE_STEP_PT,
  NUDGE_STEP_PT,
} from './arrange';
export {
  type Command,
  type CommandArgsByName,
  type CommandContext,
  type CommandName,
  COMMANDS,
} from './commands';
export { isDataUrl, parseImageDataUrl } from './dataUrl';
export {
  ADDRESS_SIDE,
  CARD_FONTS,
  type CardDocument,
  type CardFont,
  type CardObject,
  type CardObjectKind,
  COLOUR_PATTERN,
  DOCUMENT_VERSION,
  emptyDocument,
  type EllipseObject,
  FONT_WEIGHTS,
  type GroupObject,
  IMAGE_MIME_TYPES,
  type ImageMime,
  type ImageObject,
  type LineObject,
  type QrObject,
  type RectObject,
  type Side,
  SIDE_NAMES,
  type SideName,
  TEXT_ALIGNS,
  TEXT_OVERFLOWS,
  type TextObject,
  type TextStyle,
} from './document';
export {
  createEditorState,
  type EditorState,
  type HistoryEntry,
  setActiveSide,
  type SideEditorState,
  type SideSnapshot,
  snapshotOf,
} from './editorState';
export {
  BLEED_IN,
  CARD_SIZE_IDS,
  CARD_SIZES,
  type CardGeometry,
  cardGeometry,
  type CardSizeId,
  exportPixelSize,
  mailingZones,
  type MailingZoneKind,
  SAFE_MARGIN_IN,
} from './geometry';
export { HISTORY_LIMIT, redo, redoCommandName, runCommand, undo, undoCommandName } from './history';
export { idAllocator } from './ids';
export {
  checkImageBudget,
  documentImageBytes,
  IMAGE_BUDGET_BYTES,
  IMAGE_BUDGET_MESSAGE,
  IMAGE_BUDGET_MESSAGE_ID,
  type ImageBudgetCheck,
  imageBytes,
} from './imageBudget';
export { type KeyBinding, type KeyPress, matchesBinding } from './keyBindings';
export {
  CARD_EDITOR_MODEL_MESSAGES,
  type CardEditorModelMessageId,
  type PreflightMessageId,
} from './messages';
export { copySelected, type ObjectChange, type ObjectPatch, PASTE_OFFSET_PT } from './objectEdits';
export { topLevelIdOf, visibleLeaves } from './objectTree';
export { type ParseDocumentResult, parseCardDocument } from './parseDocument';
export { canPublish, preflight, type PreflightIssue, type PreflightRule } from './preflight';
export {
  effectiveDpi,
  MIN_IMAGE_DPI,
  MIN_TEXT_SIZE_PT,
  type PreflightContext,
} from './preflightRules';
export { REORDER_DIRECTIONS, type ReorderDirection } from './ordering';
export { type ShortcutAction, shortcutFor } from './shortcuts';
export {
  type GuideLine,
  type GuideSource,
  type SnapLine,
  snapBox,
  snapLines,
  type SnapResult,
} from './snapping';
export {
  type QrPath,
  type QrPathHook,
  type SerializeOptions,
  serializeSide,
  type TextLayout,
} from './svg';
export {
  fitText,
  type MeasureText,
  type TextFit,
  type TextMeasureRequest,
  type TextMeasurement,
} from './textFit';
export { boundsOf, cornersOf, type Placement, type Point } from './transform';
export {
  inchesToPoints,
  POINTS_PER_INCH,
  pointsToInches,
  pointsToPixels,
  PRINT_DPI,
} from './units';
export { CASCADE_OFFSET_PT, placeNewBox, PLACEMENT_STEP_PT, type PlacementArea } from './placement';
