import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Choice, TextInput } from '../../../../components/controls';
import { useMergeFill } from '../../../../components/mergePreview';
import { type Template, svgImageSource } from '../../../templates';

/** Below this many templates every one is in sight: no search box. */
const SEARCH_FROM = 9;

/**
 * The templates of a channel as tiles one can tell apart at a glance (a card's front, a mail's
 * subject, a text's words) instead of a long list of titles: native radios in one group, so the
 * arrow keys move between them, each named by its title. A search narrows a long library.
 */
export function BulkTemplatePicker({
  templates,
  chosenId,
  problemId,
  onChoose,
}: {
  templates: readonly Template[];
  chosenId: number | null;
  /** The id of the words under the picker when something is wrong with the choice. */
  problemId: string | null;
  onChoose: (id: number) => void;
}) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const wanted = search.trim().toLocaleLowerCase();
  const shown = wanted
    ? templates.filter((template) => template.title.toLocaleLowerCase().includes(wanted))
    : templates;
  return (
    <div className="bulk-picker">
      {templates.length >= SEARCH_FROM ? (
        <TextInput
          type="search"
          className="bulk-picker__search"
          aria-label={intl.formatMessage({ id: 'bulk.template.search' })}
          placeholder={intl.formatMessage({ id: 'bulk.template.search' })}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      ) : null}
      <div
        role="radiogroup"
        aria-labelledby="bulk-template-label"
        aria-describedby={problemId ?? undefined}
        aria-invalid={problemId !== null || undefined}
        className="bulk-tiles"
      >
        {shown.map((template) => (
          <label
            key={template.id}
            className={template.id === chosenId ? 'bulk-tile bulk-tile--chosen' : 'bulk-tile'}
          >
            <Choice
              type="radio"
              name="bulk-template"
              value={template.id}
              checked={template.id === chosenId}
              onChange={() => onChoose(template.id)}
              className="bulk-tile__radio"
            />
            <TemplateThumb template={template} />
            <span className="bulk-tile__title">{template.title}</span>
          </label>
        ))}
      </div>
      {wanted && shown.length === 0 ? (
        <p role="status">
          {intl.formatMessage({ id: 'bulk.template.noMatch' }, { search: search.trim() })}
        </p>
      ) : null}
    </div>
  );
}

/** What the template looks like, beside its title (which names it, so this is decoration). */
function TemplateThumb({ template }: { template: Template }) {
  // Sample values in place of the merge tags, as every preview shows them.
  const fill = useMergeFill();
  if (template.type === 'card') {
    const front = svgImageSource(fill(template.front_svg));
    return front ? (
      <img className="bulk-tile__art" src={front} alt="" loading="lazy" width={150} height={100} />
    ) : (
      <span className="bulk-tile__art" aria-hidden="true" />
    );
  }
  return (
    <span className="bulk-tile__words" aria-hidden="true">
      {fill(template.type === 'mail' ? template.subject : template.content)}
    </span>
  );
}
