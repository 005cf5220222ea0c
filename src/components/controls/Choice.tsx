import { type InputHTMLAttributes } from 'react';
import './choice.css';

/**
 * A checkbox or a radio of the app's light controls (choice.css): a 24 × 24 px target in the
 * theme's primary colour. Its words go in the label around it, or in aria-label.
 */
export function Choice({
  type,
  className,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { type: 'checkbox' | 'radio' }) {
  return (
    <input
      {...props}
      type={type}
      className={['control-choice', className].filter(Boolean).join(' ')}
    />
  );
}
