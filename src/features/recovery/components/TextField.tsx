import type { InputHTMLAttributes, Ref } from 'react';
import { TextInput } from '../../../components/controls';

/**
 * A labelled field drawn as the sign-in form's (global.css `.field`): large target, 16 px text,
 * and its problem tied to the input for screen readers.
 */
export function TextField({
  id,
  label,
  problem,
  hint,
  describedBy,
  ref,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-describedby'> & {
  id: string;
  label: string;
  problem: string | null;
  hint?: string;
  /** Another element that describes the field (the password rules). */
  describedBy?: string;
  ref?: Ref<HTMLInputElement>;
}) {
  const problemId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describing = [hint ? hintId : null, describedBy, problem ? problemId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={problem ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="recovery__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <TextInput
        ref={ref}
        id={id}
        className="field__input"
        {...input}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describing || undefined}
      />
      {problem ? (
        <p className="field__error" id={problemId}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
