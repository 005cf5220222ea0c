import { ADDRESS_SIDE, type CardDocument, SIDE_NAMES, type SideName } from './document';
import { type CardGeometry, cardGeometry, type MailingZoneKind } from './geometry';
import type { PreflightMessageId } from './messages';
import { type PlacedLeaf, visibleLeaves } from './objectTree';
import {
  effectiveDpi,
  isImageMissing,
  isLowResolution,
  isOutsideSafeZone,
  mailingZonesHit,
  MIN_TEXT_SIZE_PT,
  type PreflightContext,
  printedText,
} from './preflightRules';

/**
 * Preflight: what stops a card from printing well or mailing at all. Blocking issues stop Publish;
 * Save as draft is always allowed. Each issue names its side and, for an object, its id (the
 * drawn object, which may sit inside a group: the `select` command selects its group).
 */

export type PreflightRule =
  | 'emptySide'
  | 'missingImage'
  | 'lowResolution'
  | 'outsideSafeZone'
  | 'inMailingZone'
  | 'textTooSmall'
  | 'textOverflow';

export interface PreflightIssue {
  rule: PreflightRule;
  side: SideName;
  objectId?: string;
  severity: 'block' | 'warn';
  messageId: PreflightMessageId;
  /** lowResolution: the image's effective DPI, for the message. */
  effectiveDpi?: number;
  /** inMailingZone: which zones the object reaches into. */
  zones?: MailingZoneKind[];
}

/** The issues of one drawn object: image, safe-zone, mailing-zone and text checks, in that order. */
function leafIssues(
  leaf: PlacedLeaf,
  side: SideName,
  geometry: CardGeometry,
  context: PreflightContext,
): PreflightIssue[] {
  const { object } = leaf;
  const issues: PreflightIssue[] = [];
  const found = (
    rule: PreflightRule,
    messageId: PreflightMessageId,
    extra: Partial<PreflightIssue> = {},
  ) => {
    issues.push({ rule, side, objectId: object.id, severity: 'block', messageId, ...extra });
  };
  if (object.kind === 'image') {
    if (isImageMissing(object, context)) {
      found('missingImage', 'cardEditor.preflight.missingImage');
    } else if (isLowResolution(object)) {
      const dpi = Math.floor(effectiveDpi(object));
      found('lowResolution', 'cardEditor.preflight.lowResolution', { effectiveDpi: dpi });
    }
  }
  if (isOutsideSafeZone(leaf, geometry)) {
    found('outsideSafeZone', 'cardEditor.preflight.outsideSafeZone');
  }
  const zones = side === ADDRESS_SIDE ? mailingZonesHit(leaf, geometry) : [];
  if (zones.length > 0) found('inMailingZone', 'cardEditor.preflight.inMailingZone', { zones });
  if (object.kind === 'text') {
    const printed = printedText(object, context);
    if (printed.fontSize < MIN_TEXT_SIZE_PT) {
      found('textTooSmall', 'cardEditor.preflight.textTooSmall');
    }
    if (printed.overflows) {
      found('textOverflow', 'cardEditor.preflight.textOverflow', { severity: 'warn' });
    }
  }
  return issues;
}

function sideIssues(
  document: CardDocument,
  side: SideName,
  context: PreflightContext,
): PreflightIssue[] {
  const geometry = cardGeometry(document.size);
  const leaves = visibleLeaves(document.sides[side].objects);
  if (leaves.length === 0) {
    const messageId = 'cardEditor.preflight.emptySide';
    return [{ rule: 'emptySide', side, severity: 'block', messageId }];
  }
  return leaves.flatMap((leaf) => leafIssues(leaf, side, geometry, context));
}

/** Every issue of both sides, front first, each side's in drawing order. */
export function preflight(
  document: CardDocument,
  context: PreflightContext = {},
): PreflightIssue[] {
  return SIDE_NAMES.flatMap((side) => sideIssues(document, side, context));
}

/** Publish is allowed only with no blocking issue (warnings do not stop it). */
export function canPublish(issues: readonly PreflightIssue[]): boolean {
  return issues.every((issue) => issue.severity !== 'block');
}
