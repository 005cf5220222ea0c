import { type InputHTMLAttributes } from 'react';
import './colour.css';

/**
 * A colour well of the app's light controls (colour.css): the platform's own colour picker, which
 * only knows #rrggbb, in the frame of a field. Its words go in the label around it, or in
 * aria-label.
 */
export function ColourInput({
  className,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <input
      {...props}
      type="color"
      className={['control-colour', className].filter(Boolean).join(' ')}
    />
  );
}
