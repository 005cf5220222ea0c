import { type InputHTMLAttributes, type Ref } from 'react';
import './controls.css';

/** A one-line text field of the app's light controls (controls.css); `invalid` draws its error. */
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
      aria-invalid={invalid || props['aria-invalid'] === true || undefined}
      className={['control', className].filter(Boolean).join(' ')}
    />
  );
}
