import '../components/faqSupport.css';
import { useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { PlainButton, TextInput } from '../../../components/controls';
import type { PageProps } from '../../../components/pageProps';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { useAppSelector } from '../../../state/hooks';
import { selectRole } from '../../auth';
import { FaqItem } from '../components/FaqItem';
import { CloseIcon } from '../components/icons';
import { faqViewFor, filterTopics, opensForSearch } from '../components/faqView';
import { SupportContact } from '../components/SupportContact';
import { searchTerms } from '../faq/textSearch';

/** How long the typing must pause before the result count is announced. */
const ANNOUNCE_AFTER_MS = 400;

/**
 * /dashboard/faq-support (every role; issue 29): the questions and answers of the user's role by
 * topic, searched as the user types, and how to reach support.
 */
export default function FaqSupportPage({ titleId }: PageProps) {
  const intl = useIntl();
  const role = useAppSelector(selectRole);
  const topics = useMemo(() => (role === null ? [] : faqViewFor(role, intl)), [role, intl]);
  const [query, setQuery] = useState('');
  // Questions the user opened or closed; the rest follow the search (opensForSearch).
  const [toggled, setToggled] = useState<Readonly<Record<string, boolean>>>({});
  const searchField = useRef<HTMLInputElement>(null);

  const terms = useMemo(() => searchTerms(query), [query]);
  const shown = useMemo(() => filterTopics(topics, terms), [topics, terms]);
  const count = shown.reduce((sum, topic) => sum + topic.items.length, 0);
  const trimmed = query.trim();
  const searching = terms.length > 0;
  const summary = !searching
    ? intl.formatMessage({ id: 'support.search.all' }, { count, topics: shown.length })
    : count === 0
      ? intl.formatMessage({ id: 'support.search.none' }, { query: trimmed })
      : intl.formatMessage({ id: 'support.search.matches' }, { count, query: trimmed });
  // Announced once the typing pauses, rather than at every key.
  const announced = useDebouncedValue(summary, ANNOUNCE_AFTER_MS);

  const clear = () => {
    setQuery('');
    searchField.current?.focus();
  };

  return (
    <section className="panel faq-support" aria-labelledby="faq-support-title">
      <h1 id="faq-support-title">{intl.formatMessage({ id: titleId })}</h1>
      {role === null ? null : (
        <p className="faq-support__intro">
          {intl.formatMessage({ id: `support.intro.role${role}` })}
        </p>
      )}
      <div className="faq-support__layout">
        <div className="faq-support__main">
          <div role="search" className="faq-search">
            <label className="faq-search__label" htmlFor="faq-search">
              {intl.formatMessage({ id: 'support.search.label' })}
            </label>
            <div className="faq-search__row">
              <TextInput
                ref={searchField}
                id="faq-search"
                type="search"
                className="faq-search__input"
                value={query}
                placeholder={intl.formatMessage({ id: 'support.search.placeholder' })}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => setQuery(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Escape' && query !== '') {
                    event.preventDefault();
                    setQuery('');
                  }
                }}
              />
              {query === '' ? null : (
                <PlainButton className="faq-search__clear" onClick={clear}>
                  <CloseIcon />
                  {/* On a phone the words are for screen readers only: the field keeps its room. */}
                  <span className="faq-search__clear-words">
                    {intl.formatMessage({ id: 'support.search.clear' })}
                  </span>
                </PlainButton>
              )}
            </div>
            {/* Seen at once; heard once the typing pauses (the same words, in the status). */}
            {searching && count === 0 ? null : (
              <p className="faq-search__count" aria-hidden="true">
                {summary}
              </p>
            )}
            <p className="visually-hidden" role="status">
              {announced}
            </p>
          </div>

          {shown.map((topic) => (
            <section key={topic.id} className="faq-topic" aria-labelledby={`faq-topic-${topic.id}`}>
              <h2 id={`faq-topic-${topic.id}`}>{topic.title}</h2>
              <ul className="faq-topic__list">
                {topic.items.map((item) => (
                  <FaqItem
                    key={item.id}
                    item={item}
                    terms={terms}
                    open={toggled[item.id] ?? opensForSearch(item, terms)}
                    onToggle={(id, open) => setToggled((now) => ({ ...now, [id]: open }))}
                  />
                ))}
              </ul>
            </section>
          ))}

          {searching && count === 0 ? (
            <div className="faq-empty">
              <p className="faq-empty__title">
                {intl.formatMessage({ id: 'support.search.none' }, { query: trimmed })}
              </p>
              <p>{intl.formatMessage({ id: 'support.empty.hint' })}</p>
              <PlainButton onClick={clear}>
                {intl.formatMessage({ id: 'support.search.clear' })}
              </PlainButton>
            </div>
          ) : null}
        </div>
        <SupportContact />
      </div>
    </section>
  );
}
