/**
 * A control's aria-invalid: set by its `invalid` prop or by the one it is given — as true, or as
 * 'true' the way antd's Form.Item gives it to the field it wraps. Never "false": absent instead.
 */
export function ariaInvalid(invalid: boolean, given: unknown): true | undefined {
  return invalid || given === true || given === 'true' || undefined;
}
