import { useIntl } from 'react-intl';
import { NativeSelect, TextInput } from '../../../components/controls';
import { CategorySelect, IndustrySelect } from '../../catalog';
import { CARD_SIZE_IDS, type CardSizeId } from '../model';
import type { CardMeta } from '../state/slice';

/**
 * The card's template fields (title, category, industry: the existing template fields) and its
 * print size, as the app's light controls: the editor's route keeps its weight for the canvas.
 */
export function CardMetaFields({
  meta,
  size,
  titleProblem,
  onMeta,
  onSize,
}: {
  meta: CardMeta;
  size: CardSizeId;
  titleProblem: string | null;
  onMeta: (change: Partial<CardMeta>) => void;
  onSize: (size: CardSizeId) => void;
}) {
  const intl = useIntl();
  const word = (id: string) => intl.formatMessage({ id });

  return (
    <div className="card-meta">
      <div className="card-field card-field-title">
        <label htmlFor="card-title">{word('cardEditor.field.title')}</label>
        <TextInput
          id="card-title"
          value={meta.title}
          maxLength={200}
          invalid={titleProblem !== null}
          aria-describedby={titleProblem ? 'card-title-problem' : undefined}
          onChange={(event) => onMeta({ title: event.target.value })}
        />
        {titleProblem && (
          <span id="card-title-problem" className="card-field-problem" role="alert">
            {titleProblem}
          </span>
        )}
      </div>
      <div className="card-field">
        <label htmlFor="card-category">{word('cardEditor.field.category')}</label>
        <CategorySelect
          id="card-category"
          value={meta.category}
          emptyLabel={word('cardEditor.field.none')}
          onChange={(category) => onMeta({ category })}
        />
      </div>
      <div className="card-field">
        <label htmlFor="card-industry">{word('cardEditor.field.industry')}</label>
        <IndustrySelect
          id="card-industry"
          value={meta.industry_id}
          emptyLabel={word('cardEditor.field.none')}
          onChange={(industry_id) => onMeta({ industry_id })}
        />
      </div>
      <div className="card-field">
        <label htmlFor="card-size">{word('cardEditor.field.size')}</label>
        <NativeSelect
          id="card-size"
          value={size}
          onChange={(event) => onSize(event.target.value as CardSizeId)}
        >
          {CARD_SIZE_IDS.map((id) => (
            <option key={id} value={id}>
              {intl.formatMessage({ id: `cardEditor.size.${id}` })}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
