import { useId, useState } from 'react';
import {
  Choice,
  ColourInput,
  NativeSelect,
  TextArea,
  TextInput,
} from '../../../components/controls';

/**
 * Property fields that commit when the author is done (Enter or leaving the field), so typing
 * "120" is one undo step rather than three, and a half-typed number never reaches the document.
 */

export function NumberField({
  label,
  value,
  onCommit,
  step = 1,
  min,
  max,
  disabled,
}: {
  label: string;
  value: number;
  onCommit: (value: number) => void;
  step?: number;
  min?: number;
  max?: number;
  disabled?: boolean;
}) {
  const id = useId();
  const shown = String(Math.round(value * 100) / 100);
  const [typed, setTyped] = useState<{ base: string; text: string } | null>(null);
  const text = typed && typed.base === shown ? typed.text : shown;
  const commit = () => {
    setTyped(null);
    const number = Number(text);
    if (text.trim() === '' || !Number.isFinite(number)) return;
    const clamped = Math.min(max ?? Infinity, Math.max(min ?? -Infinity, number));
    if (clamped !== value) onCommit(clamped);
  };
  return (
    <div className="card-field card-field-number">
      <label htmlFor={id}>{label}</label>
      <TextInput
        id={id}
        type="number"
        inputMode="decimal"
        step={step}
        min={min}
        max={max}
        value={text}
        disabled={disabled}
        onChange={(event) => setTyped({ base: shown, text: event.target.value })}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </div>
  );
}

/** A text field's typed value, kept until it is committed (Enter or leaving) or the value moves. */
function useCommittedText(value: string, onCommit: (value: string) => void) {
  const [typed, setTyped] = useState<{ base: string; text: string } | null>(null);
  const text = typed && typed.base === value ? typed.text : value;
  const commit = () => {
    setTyped(null);
    if (text !== value) onCommit(text);
  };
  const type = (next: string) => setTyped({ base: value, text: next });
  return { text, type, commit };
}

export function TextAreaField({
  label,
  value,
  onCommit,
  disabled,
}: {
  label: string;
  value: string;
  onCommit: (value: string) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const { text, type, commit } = useCommittedText(value, onCommit);
  return (
    <div className="card-field">
      <label htmlFor={id}>{label}</label>
      <TextArea
        id={id}
        rows={3}
        value={text}
        disabled={disabled}
        onChange={(event) => type(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) commit();
        }}
      />
    </div>
  );
}

export function TextField({
  label,
  value,
  onCommit,
  disabled,
}: {
  label: string;
  value: string;
  onCommit: (value: string) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const { text, type, commit } = useCommittedText(value, onCommit);
  return (
    <div className="card-field">
      <label htmlFor={id}>{label}</label>
      <TextInput
        id={id}
        value={text}
        disabled={disabled}
        onChange={(event) => type(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </div>
  );
}

/** A colour, or none; the native colour picker only knows #rrggbb. */
export function ColourField({
  label,
  value,
  allowNone,
  noneLabel,
  onCommit,
  disabled,
}: {
  label: string;
  value: string;
  allowNone?: boolean;
  noneLabel?: string;
  onCommit: (value: string) => void;
  disabled?: boolean;
}) {
  const none = value === 'none';
  return (
    <div className="card-field card-field-colour">
      <label>
        <span>{label}</span>
        <ColourInput
          value={none ? '#ffffff' : value}
          disabled={disabled || none}
          onChange={(event) => onCommit(event.target.value.toLowerCase())}
        />
      </label>
      {allowNone && (
        <label className="card-field-check">
          <Choice
            type="checkbox"
            checked={none}
            disabled={disabled}
            onChange={(event) => onCommit(event.target.checked ? 'none' : '#000000')}
          />
          {noneLabel}
        </label>
      )}
    </div>
  );
}

export function SelectField<T extends string | number>({
  label,
  value,
  options,
  onCommit,
  disabled,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onCommit: (value: T) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="card-field">
      <label htmlFor={id}>{label}</label>
      <NativeSelect
        id={id}
        value={String(value)}
        disabled={disabled}
        onChange={(event) => {
          const picked = options.find((option) => String(option.value) === event.target.value);
          if (picked) onCommit(picked.value);
        }}
      >
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
