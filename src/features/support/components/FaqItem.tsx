import { ChevronIcon } from './icons';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PlainButton } from '../../../components/controls';
import type { FaqItemView } from './faqView';
import { Highlighted } from './Highlighted';

/**
 * One question and its answer: the ARIA accordion pattern (a heading holding a button that says
 * whether its panel is expanded and which panel it controls), so a question is also a heading a
 * screen reader can jump to.
 */
export function FaqItem({
  item,
  terms,
  open,
  onToggle,
}: {
  item: FaqItemView;
  terms: readonly string[];
  open: boolean;
  onToggle: (id: string, open: boolean) => void;
}) {
  const intl = useIntl();
  const buttonId = `faq-question-${item.id}`;
  const panelId = `faq-answer-${item.id}`;
  return (
    <li className={open ? 'faq-item faq-item--open' : 'faq-item'}>
      <h3 className="faq-item__heading">
        <PlainButton
          id={buttonId}
          variant="text"
          className="faq-item__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => onToggle(item.id, !open)}
        >
          <span className="faq-item__question">
            <Highlighted text={item.question} terms={terms} />
          </span>
          <ChevronIcon className="faq-item__chevron" />
        </PlainButton>
      </h3>
      <div id={panelId} className="faq-item__answer" hidden={!open}>
        <p>
          <Highlighted text={item.answer} terms={terms} />
        </p>
        {item.links.length > 0 ? (
          <p className="faq-item__links">
            <span>{intl.formatMessage({ id: 'support.links' })}</span>
            {item.links.map((link) => (
              <Link key={link.href} to={link.href}>
                {intl.formatMessage({ id: link.labelId })}
              </Link>
            ))}
          </p>
        ) : null}
      </div>
    </li>
  );
}
