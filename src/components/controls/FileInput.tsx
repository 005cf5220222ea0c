import { type InputHTMLAttributes, type Ref } from 'react';
import './file.css';

/**
 * A file input of the app's light controls (file.css): the platform's own picker, its button
 * drawn like antd's default Button. Hidden ones (className="visually-hidden") are opened by a
 * button of their own through `ref`.
 */
export function FileInput({
  className,
  ref,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <input
      ref={ref}
      {...props}
      type="file"
      className={['control-file', className].filter(Boolean).join(' ')}
    />
  );
}
