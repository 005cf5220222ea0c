import { type SagaIterator } from 'redux-saga';
import { all, call, put } from 'redux-saga/effects';
import type { UserMessage } from '../../../api';
import { type CallOutcome, runCall } from '../../../state/callSaga';
import { successRaised } from '../../../state/notices';
import { awaited, inParallel, selected } from '../../../state/typedEffects';
import { sideSvg } from '../export/svgFile';
import {
  canPublish,
  type CardDocument,
  checkImageBudget,
  IMAGE_BUDGET_MESSAGE_ID,
  preflight,
  SIDE_NAMES,
  type SideName,
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
  cardCreated,
  completeStatusRead,
  idReserved,
  saveFailed,
  saveFollowUp,
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

/** Calls at once, each one's outcome in its place (redux-saga's `all`, typed). */
function* atOnce<T>(jobs: readonly (() => SagaIterator<T>)[]): SagaIterator<T[]> {
  return (yield all(jobs.map((job) => call(job)))) as T[];
}

/** Both sides' print SVGs, by side. */
async function sideFiles(document: CardDocument): Promise<Record<SideName, string>> {
  const [front, back] = await Promise.all(SIDE_NAMES.map((side) => sideSvg(document, side, {})));
  return { front: front!, back: back! };
}

/** The card's id: the one it has, or a new card's, reserved now (with its industry, if chosen). */
function* cardId(
  known: number | null,
  industry: number | null,
): SagaIterator<{ ok: true; id: number } | { ok: false; outcome: CallOutcome<unknown, unknown> }> {
  if (known !== null) return { ok: true, id: known };
  const reserved = yield* runCall(
    reserveIdCall,
    industry === null ? {} : { industry_id: industry },
  );
  return reserved.ok
    ? { ok: true, id: reserved.success.data.id }
    : { ok: false, outcome: reserved };
}

/** A draft's complete status as the server reports it; null when it did not answer. */
function* completeStatus(templateId: number): SagaIterator<boolean | null> {
  const checked = yield* runCall(completeStatusCall, { template_id: templateId });
  return checked.ok ? checked.success.data.complete_status : null;
}

/**
 * What follows a save the author has been told of, answers they do not wait for: the complete
 * status of a draft (the templates rule: checked after every create or edit), the edit timer
 * (silent) and the announcement of a complete card. Its own task (sagas.ts), so the next save
 * need not wait for it.
 */
export function* afterSave(action: ReturnType<typeof saveFollowUp>): SagaIterator {
  const follow = action.payload;
  const { templateId } = follow;
  const timer = () => runCall(editTimerCall, follow.timer);
  const announce = () => runCall(notifyCompleteCall, { templateid_array: [templateId] });
  if (follow.complete !== null) {
    yield all(follow.complete ? [call(timer), call(announce)] : [call(timer)]);
    return;
  }
  const [complete] = yield* inParallel(() => completeStatus(templateId), timer);
  if (complete === null) return;
  yield put(completeStatusRead({ templateId, save: follow.save, complete }));
  if (complete) yield* announce();
}

/**
 * Saves the card (spec §4 and §7). A new card reserves its id while both sides' SVGs are written
 * (they do not need it); then, at once, the SVGs are stored, their status set (final when
 * publishing) and the template created or updated with the document as its JSON content: one
 * round trip. A publish reads the server's complete status before saying so; a draft's artwork is
 * not final, so the draft is incomplete and "Draft saved." is said at once, the status read after.
 * The edit timer and a complete card's announcement follow without being waited for (afterSave).
 * Any step's failure stops the save with the server's words; the document stays in the editor (and
 * in the local draft). A create that went through while another step failed still counts: the
 * next save updates the card.
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
  const save = state.saveCount + 1;

  const [id, files] = yield* inParallel(
    () => cardId(state.templateId, meta.industry_id),
    () => awaited(sideFiles, document),
  );
  if (!id.ok) {
    yield* stopped(publish, id.outcome);
    return;
  }
  const templateId = id.id;
  if (state.templateId === null) yield put(idReserved(templateId));

  const fields = { ...meta, content: JSON.stringify(document) };
  const writes = yield* atOnce<CallOutcome<unknown, unknown>>([
    ...SIDE_NAMES.map(
      (side) => () => runCall(saveSvgCall, { template_id: templateId, side, svg: files[side] }),
    ),
    () => runCall(svgStatusCall, { template_id: templateId, svg_status: publish ? 1 : 0 }),
    () =>
      state.created
        ? runCall(updateCardCall, { ...fields, template_id: templateId })
        : runCall(createCardCall, { ...fields, type: 'card', template_id: templateId }),
  ]);
  if (!state.created && writes.at(-1)!.ok) yield put(cardCreated(templateId));
  const failed = writes.find((outcome) => !outcome.ok);
  if (failed) {
    yield* stopped(publish, failed);
    return;
  }

  let complete: boolean | null = null;
  if (publish) {
    const checked = yield* runCall(completeStatusCall, { template_id: templateId });
    if (!checked.ok) {
      yield* stopped(publish, checked);
      return;
    }
    complete = checked.success.data.complete_status;
  }

  const now = Date.now();
  const timer = {
    template_id: templateId,
    started_at: new Date(state.timerStartedAt).toISOString(),
    seconds: Math.max(0, Math.round((now - state.timerStartedAt) / 1000)),
  };
  // Sent before the author is told, in the order they always went; answered after.
  yield put(saveFollowUp({ templateId, timer, save, complete }));
  // A draft's artwork is not final (svg_status 0), which leaves the card incomplete.
  yield put(saveSucceeded({ publish, complete: complete ?? false, document, meta, now }));
  yield put(successRaised({ id: publish ? 'cardEditor.published' : 'cardEditor.draftSaved' }));
}
