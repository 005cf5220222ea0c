// @vitest-environment node
import {
  cardCreated,
  cardEditorSlice,
  cardOpened,
  completeStatusRead,
  idReserved,
  saveStarted,
} from '../../../src/features/cardEditor/state/slice';

const reduce = cardEditorSlice.reducer;
const opened = (templateId: number | null) => reduce(undefined, cardOpened({ templateId, now: 0 }));

describe('the card editor’s save state (answers that come after the author was told)', () => {
  it('takes a draft’s complete status for the save it follows, not once another save started', () => {
    const saving = reduce(opened(7), saveStarted({ publish: false }));
    expect(saving.saveCount).toBe(1);
    expect(
      reduce(saving, completeStatusRead({ templateId: 7, save: 1, complete: true })).complete,
    ).toBe(true);
    const next = reduce(saving, saveStarted({ publish: true }));
    expect(
      reduce(next, completeStatusRead({ templateId: 7, save: 1, complete: true })).complete,
    ).toBe(false);
    expect(
      reduce(next, completeStatusRead({ templateId: 8, save: 2, complete: true })).complete,
    ).toBe(false);
  });

  it('counts a create that went through, for the card it was made for only', () => {
    const reserved = reduce(reduce(opened(null), saveStarted({ publish: false })), idReserved(12));
    expect(reserved.created).toBe(false);
    expect(reduce(reserved, cardCreated(13)).created).toBe(false);
    expect(reduce(reserved, cardCreated(12)).created).toBe(true);
  });
});
