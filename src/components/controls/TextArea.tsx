import { type TextareaHTMLAttributes } from 'react';
import { ariaInvalid } from './ariaInvalid';
import './fields.css';

/** A text area of the app's light controls (fields.css); `invalid` draws its error. */
export function TextArea({
  invalid = false,
  className,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { invalid?: boolean }) {
  return (
    <textarea
      {...props}
      aria-invalid={ariaInvalid(invalid, props['aria-invalid'])}
      className={['control control--area', className].filter(Boolean).join(' ')}
    />
  );
}
