import { useId } from 'react';
import { useIntl } from 'react-intl';
import { NativeSelect } from '../../../components/controls';
import { CONTACT_FIELDS } from '../csv/fieldMapping';
import type { FieldKey, FieldMapping } from '../csv/types';

/**
 * Step 2: which column fills each contact field. Columns were matched by name and synonyms; a
 * column chosen for one field leaves the field it had (one column is never mapped twice).
 */
export function MappingStep({
  header,
  mapping,
  missing,
  disabled,
  onAssign,
}: {
  header: readonly string[];
  mapping: FieldMapping;
  missing: readonly FieldKey[];
  disabled: boolean;
  onAssign: (field: FieldKey, column: number | null) => void;
}) {
  const intl = useIntl();
  const idBase = useId();
  const required = intl.formatMessage({ id: 'contacts.import.required' });
  return (
    <fieldset className="import-step import-mapping" disabled={disabled}>
      <legend>{intl.formatMessage({ id: 'contacts.import.mapTitle' })}</legend>
      <p className="contacts-hint">{intl.formatMessage({ id: 'contacts.import.mapIntro' })}</p>
      <div className="import-mapping__grid">
        {CONTACT_FIELDS.map(({ key, required: isRequired }) => {
          const id = `${idBase}-${key}`;
          const label = intl.formatMessage({ id: `contacts.field.${key}` });
          return (
            <div key={key} className="import-mapping__field">
              <label htmlFor={id}>
                {label}
                {isRequired ? (
                  <span className="import-required">
                    {' '}
                    <span aria-hidden="true">*</span>
                    <span className="visually-hidden">({required})</span>
                  </span>
                ) : null}
              </label>
              <NativeSelect
                id={id}
                value={mapping[key] === null ? '' : String(mapping[key])}
                aria-required={isRequired}
                aria-invalid={missing.includes(key) ? true : undefined}
                onChange={(event) =>
                  onAssign(key, event.target.value === '' ? null : Number(event.target.value))
                }
              >
                <option value="">{intl.formatMessage({ id: 'contacts.import.notMapped' })}</option>
                {header.map((name, index) => (
                  <option key={index} value={index}>
                    {name || `${intl.formatMessage({ id: 'contacts.import.column' })} ${index + 1}`}
                  </option>
                ))}
              </NativeSelect>
            </div>
          );
        })}
      </div>
      {missing.length > 0 ? (
        <p role="alert" className="import-error">
          {intl.formatMessage(
            { id: 'contacts.import.missingRequired' },
            {
              fields: intl.formatList(
                missing.map((key) => intl.formatMessage({ id: `contacts.field.${key}` })),
              ),
            },
          )}
        </p>
      ) : null}
    </fieldset>
  );
}
