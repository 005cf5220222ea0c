// @vitest-environment node
import { matchPath } from 'react-router-dom';
import { dashboardRoutes } from '../../../src/app/routes';
import { ALL_ROLES, type Role } from '../../../src/config/constants';
import {
  FAQ_TOPICS,
  ROLE_TOPICS,
  answerId,
  questionId,
  topicTitleId,
  topicsFor,
} from '../../../src/features/support/faq/topics';
import { supportEn } from '../../../src/i18n/locales/domains/support/en';

const english: Record<string, string> = supportEn;

/** The route entry a link's address opens, if any (its query left out). */
function routeOf(href: string) {
  const pathname = href.split('?')[0]!;
  return dashboardRoutes.find(
    (route) => matchPath({ path: `/dashboard/${route.path}`, end: true }, pathname) !== null,
  );
}

describe('the FAQ topics', () => {
  it('give every question, answer and topic its words in the catalogue, and leave none unused', () => {
    const used = new Set<string>();
    for (const topic of FAQ_TOPICS) {
      used.add(topicTitleId(topic));
      for (const entry of topic.entries) used.add(questionId(entry)).add(answerId(entry));
    }
    expect([...used].filter((id) => !(id in english))).toEqual([]);
    const faqKeys = Object.keys(english).filter((id) => /^support\.(q|a|topic)\./.test(id));
    expect(faqKeys.filter((id) => !used.has(id))).toEqual([]);
  });

  it('use every topic for some role, and each entry id once', () => {
    const listed = new Set(Object.values(ROLE_TOPICS).flat());
    expect(FAQ_TOPICS.map((topic) => topic.id).filter((id) => !listed.has(id))).toEqual([]);
    const ids = FAQ_TOPICS.flatMap((topic) => topic.entries.map((entry) => entry.id));
    expect(ids.length).toBe(new Set(ids).size);
  });

  it.each(ALL_ROLES)('give role %i several topics of several questions each', (role: Role) => {
    const topics = topicsFor(role);
    expect(topics.length).toBeGreaterThanOrEqual(5);
    for (const topic of topics) expect(topic.entries.length, topic.id).toBeGreaterThanOrEqual(3);
  });

  it.each(ALL_ROLES)('link role %i only to screens it may open', (role: Role) => {
    const links = topicsFor(role).flatMap((topic) =>
      topic.entries.flatMap((entry) => (entry.links ?? []).map((link) => ({ entry, link }))),
    );
    expect(links.length).toBeGreaterThan(0);
    const refused = links.filter(({ link }) => !routeOf(link.href)?.roles.includes(role));
    expect(refused.map(({ entry, link }) => `${entry.id} → ${link.href}`)).toEqual([]);
  });
});
