import { type ReactNode } from 'react';
import './formField.css';

/**
 * A labelled field of the light controls, laid out as antd's vertical Form.Item: the label, the
 * control (given `id`, and `aria-describedby={errorId}` while there is a problem), then the
 * problem in the error colour. For forms whose route cannot carry antd's Form.
 */
export function FormField({
  id,
  label,
  required = false,
  problem,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  problem: string | null;
  children: ReactNode;
}) {
  return (
    <div className={problem ? 'control-field control-field--invalid' : 'control-field'}>
      {/* The required mark is drawn by CSS, as antd's, so it is not part of the label's name. */}
      <label
        className={
          required ? 'control-field__label control-field__label--required' : 'control-field__label'
        }
        htmlFor={id}
      >
        {label}
      </label>
      {children}
      {problem ? (
        <p className="control-field__problem" id={fieldProblemId(id)}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** The id of a field's problem text, for the control's aria-describedby. */
export const fieldProblemId = (id: string) => `${id}-problem`;
