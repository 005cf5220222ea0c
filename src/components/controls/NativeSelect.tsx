import { type SelectHTMLAttributes } from 'react';
import { ariaInvalid } from './ariaInvalid';
import './fields.css';

/**
 * A select of the app's light controls (fields.css): the platform's own list, drawn like antd's
 * Select, for short fixed lists where antd's Select would weigh too much on the route.
 */
export function NativeSelect({
  invalid = false,
  className,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { invalid?: boolean }) {
  return (
    <select
      {...props}
      aria-invalid={ariaInvalid(invalid, props['aria-invalid'])}
      className={['control control--select', className].filter(Boolean).join(' ')}
    />
  );
}
