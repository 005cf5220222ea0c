import type { ReactNode } from 'react';

/** What a field's control is given: its id, and its problem and hint as its description. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A labelled field in the sign-in pages' look (global.css `.field`): the label, the control, a
 * hint, then the problem, both tied to the control for screen readers. `extra` follows (the
 * email's "sign in or reset" links, a Check again button).
 */
export function Field({
  id,
  label,
  hint,
  problem,
  extra,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  problem: ReactNode;
  extra?: ReactNode;
  children: (control: ControlProps) => ReactNode;
}) {
  const described = [hint ? `${id}-hint` : null, problem ? `${id}-problem` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={problem ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': problem ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {hint ? (
        <p className="signup__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p className="field__error" id={`${id}-problem`}>
          {problem}
        </p>
      ) : null}
      {extra}
    </div>
  );
}
