import { type Ref, type TextareaHTMLAttributes } from 'react';
import { ariaInvalid } from './ariaInvalid';
import './fields.css';

/** A text area of the app's light controls (fields.css); `invalid` draws its error. */
export function TextArea({
  invalid = false,
  className,
  ref,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  invalid?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  return (
    <textarea
      ref={ref}
      {...props}
      aria-invalid={ariaInvalid(invalid, props['aria-invalid'])}
      className={['control control--area', className].filter(Boolean).join(' ')}
    />
  );
}
