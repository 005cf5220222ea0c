import { type SelectHTMLAttributes } from 'react';
import { NativeSelect } from '../../../components/controls';
import { type CatalogOption, useCatalogOptions } from './useCatalogOptions';

/**
 * A form field's industry or category select. The caller names it (a <label htmlFor> to its id, or
 * aria-label) and styles it (className); it is the light NativeSelect, so a screen that did not
 * load antd's Select does not load it for this.
 */
export interface CatalogSelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'defaultValue' | 'onChange' | 'children' | 'multiple'
> {
  /** The chosen id; null is the empty choice. */
  value: number | null;
  onChange: (id: number | null) => void;
  /** The empty choice's words, which differ by place ("None", "No industry"). */
  emptyLabel: string;
}

export function IndustrySelect(props: CatalogSelectProps) {
  const { industries, industriesLoading } = useCatalogOptions();
  return <IdSelect {...props} options={industries} loading={industriesLoading} />;
}

export function CategorySelect(props: CatalogSelectProps) {
  const { categories, categoriesLoading } = useCatalogOptions();
  return <IdSelect {...props} options={categories} loading={categoriesLoading} />;
}

function IdSelect({
  value,
  onChange,
  emptyLabel,
  options,
  loading,
  ...select
}: CatalogSelectProps & { options: CatalogOption[]; loading: boolean }) {
  return (
    <NativeSelect
      {...select}
      aria-busy={loading || undefined}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
    >
      <option value="">{emptyLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect>
  );
}
