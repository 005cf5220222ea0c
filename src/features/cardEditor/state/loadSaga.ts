import { type SagaIterator } from 'redux-saga';
import { put } from 'redux-saga/effects';
import { runCall } from '../../../state/callSaga';
import { callFailureMessage } from '../../../state/callState';
import { inParallel } from '../../../state/typedEffects';
import { emptyDocument, parseCardDocument } from '../model';
import { markCardEditor } from '../render/timing';
import { cardContentCall, cardDetailsCall } from './calls';
import { type cardOpened, cardLoaded, cardLoadFailed, NEW_CARD_SIZE } from './slice';

/** The stored design as a document, or null when it is not one this editor can read. */
function documentOf(content: string) {
  try {
    const parsed = parseCardDocument(JSON.parse(content));
    return parsed.ok ? parsed.document : null;
  } catch {
    return null;
  }
}

/** A server timestamp as ms epoch, or null when it is missing or not a date. */
function timeOf(stamp: string): number | null {
  const time = Date.parse(stamp);
  return Number.isFinite(time) ? time : null;
}

/**
 * Opens a card: its design and artwork (singletemplate-jsoncontentdata/) and its template fields
 * (single-templatedetails/), asked at once so opening waits for one round trip. A template that is not a card is refused; a design that cannot be read opens as an
 * empty card, said so above the canvas, so the author can start again rather than be stuck.
 */
export function* loadCard(action: ReturnType<typeof cardOpened>): SagaIterator {
  const templateId = action.payload.templateId;
  if (templateId === null) return;
  const [content, details] = yield* inParallel(
    () => runCall(cardContentCall, { template_id: templateId }),
    () => runCall(cardDetailsCall, { template_id: templateId }),
  );
  const failure = !content.ok ? content.failure : !details.ok ? details.failure : null;
  if (failure) {
    const message = callFailureMessage(cardContentCall, failure.error);
    yield put(cardLoadFailed({ templateId, message }));
    return;
  }
  if (!content.ok || !details.ok) return;
  markCardEditor('loaded');
  if (content.success.data.type !== 'card' || details.success.data.type !== 'card') {
    yield put(cardLoadFailed({ templateId, message: { id: 'cardEditor.load.notCard' } }));
    return;
  }
  const document = documentOf(content.success.data.content);
  const fields = details.success.data;
  yield put(
    cardLoaded({
      templateId,
      meta: { title: fields.title, category: fields.category, industry_id: fields.industry_id },
      document: document ?? emptyDocument(NEW_CARD_SIZE),
      unreadable: document === null,
      complete: fields.complete_status,
      savedAt: timeOf(fields.updated_at),
    }),
  );
}
