import { CARD_EDITOR_MODEL_MESSAGES } from '../../../src/features/cardEditor/model';
import { cardEditorEn } from '../../../src/i18n/locales/domains/cardEditor/en';

describe('the card editor’s English', () => {
  it('repeats every message the model names, word for word', () => {
    for (const [id, english] of Object.entries(CARD_EDITOR_MODEL_MESSAGES))
      expect(cardEditorEn[id as keyof typeof cardEditorEn], id).toBe(english);
  });

  it('has the spec’s 10 MB wording (templates-campaigns-contacts §8)', () => {
    expect(cardEditorEn['cardEditor.image.tooLarge']).toBe(
      'Your template size can not be more than 10MB.',
    );
  });
});
