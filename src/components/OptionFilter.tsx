import './optionFilter.css';
import { NativeSelect } from './controls';
/**
 * A filter of a few dozen options as a native select: light (antd's Select would add ~25 KB to
 * every library's first load), keyboard- and screen-reader-friendly as it is.
 */
export function OptionFilter({
  id,
  label,
  allLabel,
  value,
  loading,
  options,
  onChange,
}: {
  id?: string;
  label: string;
  allLabel: string;
  value: number | null;
  loading: boolean;
  options: { value: number; label: string }[];
  onChange: (value: number | null) => void;
}) {
  return (
    <NativeSelect
      id={id}
      className="option-filter"
      aria-label={label}
      aria-busy={loading}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
    >
      <option value="">{allLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect>
  );
}
