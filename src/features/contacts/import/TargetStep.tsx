import { Input } from 'antd';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { NativeSelect } from '../../../components/controls';
import type { MessageId } from '../../../i18n/messageIds';
import type { CallState } from '../../../state/callState';
import type { ContactListOption } from '../api';
import { LIST_NAME_MAX } from '../listNameRules';

/** Where the contacts go: a new list's name ("Create contact list"). */
export function NewListName({
  name,
  problem,
  disabled,
  onChange,
}: {
  name: string;
  problem: MessageId | null;
  disabled: boolean;
  onChange: (name: string) => void;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="import-step">
      <label htmlFor={id} className="import-label">
        {intl.formatMessage({ id: 'contacts.name.label' })}
        <span aria-hidden="true"> *</span>
      </label>
      <Input
        id={id}
        value={name}
        aria-required
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem ? (
        <p id={`${id}-error`} role="alert" className="import-error">
          {intl.formatMessage({ id: problem }, { max: LIST_NAME_MAX })}
        </p>
      ) : null}
    </div>
  );
}

/** Where the contacts go: one of the user's lists ("Upload contacts"). */
export function ExistingList({
  listId,
  options,
  missing,
  disabled,
  onChange,
}: {
  listId: number | null;
  options: CallState<ContactListOption[]>;
  missing: boolean;
  disabled: boolean;
  onChange: (listId: number | null) => void;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="import-step">
      <label htmlFor={id} className="import-label">
        {intl.formatMessage({ id: 'contacts.import.targetList' })}
        <span aria-hidden="true"> *</span>
      </label>
      <NativeSelect
        id={id}
        className="import-select"
        value={listId ?? ''}
        aria-required
        aria-invalid={missing ? true : undefined}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">
          {intl.formatMessage({ id: 'contacts.import.targetListPlaceholder' })}
        </option>
        {(options.data ?? []).map((list) => (
          <option key={list.id} value={list.id}>
            {list.name}
          </option>
        ))}
      </NativeSelect>
      {missing ? (
        <p role="alert" className="import-error">
          {intl.formatMessage({ id: 'contacts.import.targetRequired' })}
        </p>
      ) : null}
      {options.error ? (
        <p role="alert" className="import-error">
          {intl.formatMessage({ id: 'contacts.import.listsFailed' })}
        </p>
      ) : null}
      {options.data?.length === 0 ? (
        <p className="contacts-hint">{intl.formatMessage({ id: 'contacts.import.noLists' })}</p>
      ) : null}
    </div>
  );
}
