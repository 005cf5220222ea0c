import { type InputHTMLAttributes, type Ref } from 'react';
import { ariaInvalid } from './ariaInvalid';
import './fields.css';

/** A one-line text field of the app's light controls (fields.css); `invalid` draws its error. */
export function TextInput({
  invalid = false,
  className,
  ref,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean; ref?: Ref<HTMLInputElement> }) {
  return (
    <input
      ref={ref}
      {...props}
      aria-invalid={ariaInvalid(invalid, props['aria-invalid'])}
      className={['control', className].filter(Boolean).join(' ')}
    />
  );
}
