import { Choice } from '../../../components/controls';
import { useCatalogOptions } from './useCatalogOptions';

/**
 * One light checkbox per category, for a choice of several. Only the choices: the caller wraps them
 * in its own fieldset and legend, which name the group, and shows any problem with the choice.
 */
export function CategoryChoices({
  value,
  onChange,
  choiceClassName,
}: {
  /** The chosen ids, in the order they were ticked. */
  value: readonly number[];
  onChange: (ids: number[]) => void;
  /** Added to each choice's label (its layout in the caller's group). */
  choiceClassName?: string;
}) {
  const { categories } = useCatalogOptions();
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...value, id] : value.filter((chosen) => chosen !== id));
  return (
    <>
      {categories.map((category) => (
        <label
          key={category.value}
          className={[choiceClassName, 'control-choice-label'].filter(Boolean).join(' ')}
        >
          <Choice
            type="checkbox"
            checked={value.includes(category.value)}
            onChange={(event) => toggle(category.value, event.target.checked)}
          />
          {category.label}
        </label>
      ))}
    </>
  );
}
