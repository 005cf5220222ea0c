import { type SelectHTMLAttributes } from 'react';
import './controls.css';

/**
 * A select of the app's light controls (controls.css): the platform's own list, drawn like antd's
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
      aria-invalid={invalid || props['aria-invalid'] === true || undefined}
      className={['control control--select', className].filter(Boolean).join(' ')}
    />
  );
}
