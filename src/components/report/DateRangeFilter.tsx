import { useIntl } from 'react-intl';
import { FormField, TextInput, fieldProblemId } from '../controls';

/**
 * The report's date range: two day fields, both ends included. A range that ends before it
 * starts is named as the problem under the end, and the report is not asked for.
 */
export function DateRangeFilter({
  idPrefix,
  from,
  to,
  onChange,
}: {
  idPrefix: string;
  from: string;
  to: string;
  onChange: (range: { from?: string; to?: string }) => void;
}) {
  const intl = useIntl();
  const problem = rangeProblem(from, to)
    ? intl.formatMessage({ id: 'report.range.backwards' })
    : null;
  const toId = `${idPrefix}-to`;
  return (
    <>
      <FormField
        id={`${idPrefix}-from`}
        label={intl.formatMessage({ id: 'report.range.from' })}
        problem={null}
      >
        <TextInput
          id={`${idPrefix}-from`}
          type="date"
          value={from}
          max={to}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </FormField>
      <FormField id={toId} label={intl.formatMessage({ id: 'report.range.to' })} problem={problem}>
        <TextInput
          id={toId}
          type="date"
          value={to}
          min={from}
          invalid={problem !== null}
          aria-describedby={problem ? fieldProblemId(toId) : undefined}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </FormField>
    </>
  );
}

/** True when the range ends before it starts (days compare as text: YYYY-MM-DD). */
export const rangeProblem = (from: string, to: string) => to < from;
