import { type TextareaHTMLAttributes } from 'react';
import './controls.css';

/** A text area of the app's light controls (controls.css); `invalid` draws its error. */
export function TextArea({
  invalid = false,
  className,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { invalid?: boolean }) {
  return (
    <textarea
      {...props}
      aria-invalid={invalid || props['aria-invalid'] === true || undefined}
      className={['control control--area', className].filter(Boolean).join(' ')}
    />
  );
}
