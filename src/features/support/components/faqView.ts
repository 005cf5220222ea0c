import type { IntlShape } from 'react-intl';
import type { Role } from '../../../config/constants';
import { faqValues } from '../faq/faqValues';
import { foldText, matchesAll } from '../faq/textSearch';
import { type FaqLink, answerId, questionId, topicTitleId, topicsFor } from '../faq/topics';

/** One question as the page shows and searches it, in the language shown. */
export interface FaqItemView {
  id: string;
  question: string;
  answer: string;
  links: readonly FaqLink[];
  /** The question alone, and question and answer together, as the search compares them. */
  foldedQuestion: string;
  foldedAll: string;
}

export interface FaqTopicView {
  id: string;
  title: string;
  items: readonly FaqItemView[];
}

/** A role's topics with their words formatted once per language. */
export function faqViewFor(role: Role, intl: IntlShape): FaqTopicView[] {
  const values = faqValues(intl);
  return topicsFor(role).map((topic) => ({
    id: topic.id,
    title: intl.formatMessage({ id: topicTitleId(topic) }),
    items: topic.entries.map((entry) => {
      const question = intl.formatMessage({ id: questionId(entry) }, values);
      const answer = intl.formatMessage({ id: answerId(entry) }, values);
      return {
        id: entry.id,
        question,
        answer,
        links: entry.links ?? [],
        foldedQuestion: foldText(question).folded,
        foldedAll: foldText(`${question}\n${answer}`).folded,
      };
    }),
  }));
}

/** The topics with only the questions every term occurs in; topics left empty are dropped. */
export function filterTopics(
  topics: readonly FaqTopicView[],
  terms: readonly string[],
): FaqTopicView[] {
  if (terms.length === 0) return [...topics];
  return topics
    .map((topic) => ({
      ...topic,
      items: topic.items.filter((item) => matchesAll(item.foldedAll, terms)),
    }))
    .filter((topic) => topic.items.length > 0);
}

/** While searching, an answer opens by itself when the question alone does not explain the match. */
export function opensForSearch(item: FaqItemView, terms: readonly string[]): boolean {
  return terms.length > 0 && !matchesAll(item.foldedQuestion, terms);
}
