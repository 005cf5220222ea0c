import { type SagaIterator } from 'redux-saga';
import { put } from 'redux-saga/effects';
import type { UserMessage } from '../../../api';
import { type CallOutcome, runCall } from '../../../state/callSaga';
import { successRaised } from '../../../state/notices';
import { awaited, selected } from '../../../state/typedEffects';
import { sideSvg } from '../export/svgFile';
import {
  canPublish,
  checkImageBudget,
  IMAGE_BUDGET_MESSAGE_ID,
  preflight,
  SIDE_NAMES,
} from '../model';
import { measureText } from '../render/textLayout';
import {
  completeStatusCall,
  createCardCall,
  editTimerCall,
  notifyCompleteCall,
  reserveIdCall,
  saveSvgCall,
  svgStatusCall,
  updateCardCall,
} from './calls';
import {
  idReserved,
  saveFailed,
  type saveRequested,
  saveStarted,
  saveSucceeded,
  selectCardEditor,
} from './slice';

/** The longest title the server takes (create_template's rule, as the other editors). */
export const CARD_TITLE_MAX = 150;

/** Why a save cannot start, before anything is sent; null when it can. */
export function saveRefusal(
  state: ReturnType<typeof selectCardEditor>,
  publish: boolean,
): UserMessage | null {
  const title = state.meta.title.trim();
  if (title === '') return { id: 'cardEditor.title.required' };
  if ([...title].length > CARD_TITLE_MAX)
    return { id: 'cardEditor.title.tooLong', values: { max: CARD_TITLE_MAX } };
  if (!checkImageBudget(state.editor.document).ok) return { id: IMAGE_BUDGET_MESSAGE_ID };
  if (publish && !canPublish(preflight(state.editor.document, { measureText })))
    return { id: 'cardEditor.publish.blocked' };
  return null;
}

function* stopped(publish: boolean, outcome: CallOutcome<unknown, unknown>): SagaIterator {
  if (outcome.ok) return;
  const message: UserMessage = outcome.shown.message ?? { id: 'cardEditor.save.failed' };
  yield put(saveFailed({ publish, message }));
}

/**
 * Saves the card (spec §4 and §7): a new card first reserves its id, then both sides' SVGs are
 * stored, their status set (final when publishing), the template created or updated with the
 * document as its JSON content, and the server's complete status read back. Editing time is
 * reported, and a complete card announced. Any step's failure stops the save with the server's
 * words; the document stays in the editor (and in the local draft).
 */
export function* saveCard(action: ReturnType<typeof saveRequested>): SagaIterator {
  const { publish } = action.payload;
  const state = yield* selected(selectCardEditor);
  const refusal = saveRefusal(state, publish);
  if (refusal) {
    yield put(saveFailed({ publish, message: refusal }));
    return;
  }
  const { document } = state.editor;
  const meta = { ...state.meta, title: state.meta.title.trim() };
  yield put(saveStarted({ publish }));

  let templateId = state.templateId;
  if (templateId === null) {
    const reserved = yield* runCall(
      reserveIdCall,
      meta.industry_id === null ? {} : { industry_id: meta.industry_id },
    );
    if (!reserved.ok) {
      yield* stopped(publish, reserved);
      return;
    }
    templateId = reserved.success.data.id;
    yield put(idReserved(templateId));
  }

  for (const side of SIDE_NAMES) {
    const svg = yield* awaited(sideSvg, document, side, {});
    const stored = yield* runCall(saveSvgCall, { template_id: templateId, side, svg });
    if (!stored.ok) {
      yield* stopped(publish, stored);
      return;
    }
  }
  const status = yield* runCall(svgStatusCall, {
    template_id: templateId,
    svg_status: publish ? 1 : 0,
  });
  if (!status.ok) {
    yield* stopped(publish, status);
    return;
  }

  const fields = { ...meta, content: JSON.stringify(document) };
  const written = state.created
    ? yield* runCall(updateCardCall, { ...fields, template_id: templateId })
    : yield* runCall(createCardCall, { ...fields, type: 'card', template_id: templateId });
  if (!written.ok) {
    yield* stopped(publish, written);
    return;
  }

  const checked = yield* runCall(completeStatusCall, { template_id: templateId });
  if (!checked.ok) {
    yield* stopped(publish, checked);
    return;
  }
  const complete = checked.success.data.complete_status;

  const now = Date.now();
  const seconds = Math.max(0, Math.round((now - state.timerStartedAt) / 1000));
  yield* runCall(editTimerCall, {
    template_id: templateId,
    started_at: new Date(state.timerStartedAt).toISOString(),
    seconds,
  });
  if (complete) yield* runCall(notifyCompleteCall, { templateid_array: [templateId] });

  yield put(saveSucceeded({ publish, complete, document, meta, now }));
  yield put(successRaised({ id: publish ? 'cardEditor.published' : 'cardEditor.draftSaved' }));
}
