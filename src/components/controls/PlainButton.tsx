import { type ButtonHTMLAttributes, type Ref } from 'react';
import './button.css';

export type PlainButtonVariant = 'default' | 'primary' | 'link' | 'text';

/**
 * A button of the app's light controls (button.css): a native button (type="button" unless told
 * otherwise) drawn like antd's Button in its variant, where antd's Button would weigh too much.
 * `size="small"` makes it 24 px high; a className of the place adds to the look, or overrides it.
 */
export function PlainButton({
  variant = 'default',
  size = 'middle',
  type = 'button',
  className,
  ref,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: PlainButtonVariant;
  size?: 'small' | 'middle';
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={ref}
      {...props}
      type={type}
      className={[
        'control-button',
        `control-button--${variant}`,
        size === 'small' ? 'control-button--small' : null,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    />
  );
}
