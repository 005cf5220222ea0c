import { cardBrandOf, cardDigits } from '../../../lib/cardNumber';
import { useBrandName } from './CardSummary';

/** The brand of the number being typed, shown in the field as soon as its prefix tells it. */
export function CardBrandHint({ number }: { number: string }) {
  const brandName = useBrandName();
  const brand = cardBrandOf(cardDigits(number));
  return (
    <span className="card-brand-hint" aria-live="polite" data-testid="card-brand">
      {brand ? brandName(brand) : ''}
    </span>
  );
}
