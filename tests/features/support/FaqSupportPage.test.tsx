import { screen, waitFor, within } from '@testing-library/react';
import { supportFr } from '../../../src/i18n/locales/domains/support/fr';
import { APP_STORAGE_KEYS } from '../../../src/lib/storageKeys';
import { atDesktopWidth, preloadAppModules } from '../../utils/appSetup';
import { renderApp } from '../../utils/renderApp';
import type { DemoUser } from '../../utils/session';

preloadAppModules(
  () => import('../../../src/features/support/pages/FaqSupportPage'),
  () => import('antd/locale/fr_FR'),
);
atDesktopWidth();

const PATH = '/dashboard/faq-support';

async function openFaq(as: DemoUser) {
  const view = await renderApp(PATH, { as });
  await screen.findByRole('heading', { level: 1, name: 'FAQ & Support' });
  return view;
}

/** A question's button (the question is a heading holding it). */
const question = (name: string) => screen.queryByRole('button', { name });
const topic = (name: string) => screen.queryByRole('heading', { level: 2, name });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search the questions' });
/** The polite status of the search: the count, announced once the typing pauses. */
const status = () => within(screen.getByRole('search')).getByRole('status');

describe('/dashboard/faq-support', () => {
  it('gives a Marketplace user the questions of ordering, funding, cards, templates, lists and refunds', async () => {
    await openFaq('market');
    expect(
      screen.getByText(
        'Answers for your Marketplace account: ordering, funding, cards, templates, contact lists and refunds.',
      ),
    ).toBeVisible();
    for (const name of [
      'Ordering campaigns',
      'Funding your balance',
      'Cards, plans and billing',
      'Templates and sends',
      'Contact lists and imports',
      'Refunds and cancellations',
      'Your account',
    ])
      expect(topic(name)).toBeInTheDocument();
    expect(question('How do I order a campaign?')).toBeInTheDocument();
    expect(question('Which amounts can I add?')).toBeInTheDocument();
    expect(question('Why can’t I add or change cards?')).toBeInTheDocument();
    // Another role's topics and questions are not there.
    expect(topic('The card Design Studio')).not.toBeInTheDocument();
    expect(topic('Industries and categories')).not.toBeInTheDocument();
    expect(question('How does the reseller program pay?')).not.toBeInTheDocument();
    expect(question('What does my Pro plan include?')).not.toBeInTheDocument();
    expect(status()).toHaveTextContent('50 questions in 7 topics');
  });

  it('gives a Design Studio user templates, the card studio, campaigns, the affiliate program and billing', async () => {
    await openFaq('studio');
    for (const name of [
      'Designing templates',
      'The card Design Studio',
      'Multi-step campaigns',
      'Affiliate program',
      'Cards, plans and billing',
    ])
      expect(topic(name)).toBeInTheDocument();
    expect(question('How does the reseller program pay?')).toBeInTheDocument();
    expect(question('What does my Pro plan include?')).toBeInTheDocument();
    expect(question('How do I add a card?')).toBeInTheDocument();
    // The Marketplace's own questions (and its coach's cards) are not.
    expect(topic('Funding your balance')).not.toBeInTheDocument();
    expect(question('Which amounts can I add?')).not.toBeInTheDocument();
    expect(question('Why can’t I add or change cards?')).not.toBeInTheDocument();
    expect(question('What are industries for?')).not.toBeInTheDocument();
  });

  it('gives a super admin the admin questions, without billing or the affiliate program', async () => {
    await openFaq('admin');
    for (const name of [
      'Industries and categories',
      'Designing templates',
      'The card Design Studio',
      'Templates, reports and lists',
    ])
      expect(topic(name)).toBeInTheDocument();
    expect(question('What does the Vendor Report show?')).toBeInTheDocument();
    expect(question('Can I see every contact list?')).toBeInTheDocument();
    expect(topic('Cards, plans and billing')).not.toBeInTheDocument();
    expect(topic('Affiliate program')).not.toBeInTheDocument();
    expect(question('Which amounts can I add?')).not.toBeInTheDocument();
  });

  it('opens and closes an answer, whose figures come from the spec constants', async () => {
    const { user } = await openFaq('market');
    const amounts = question('Which amounts can I add?')!;
    expect(amounts).toHaveAttribute('aria-expanded', 'false');
    const answer = document.getElementById(amounts.getAttribute('aria-controls')!)!;
    expect(answer).not.toBeVisible();
    await user.click(amounts);
    expect(amounts).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent(
      '$10, any amount from $50 to $1,000 in steps of $50, or $1,500, $2,000, $2,500, or $3,000.',
    );
    await user.click(amounts);
    expect(answer).not.toBeVisible();
  });

  it('links an answer to the screen it names', async () => {
    const { user } = await openFaq('market');
    await user.click(question('Why am I sent to Membership and Cards when I try to order?')!);
    await user.click(screen.getByRole('link', { name: 'Membership and Cards' }));
    await screen.findByRole('heading', { level: 1, name: 'Membership and Cards' });
  });

  it('narrows the questions as the user types, ignoring case and accents, and marks the words', async () => {
    const { user } = await openFaq('market');
    await user.type(searchBox(), 'REFÚND');
    // Topics without a match are gone; the ones left hold only matching questions.
    expect(topic('Contact lists and imports')).not.toBeInTheDocument();
    expect(topic('Refunds and cancellations')).toBeInTheDocument();
    expect(question('Where do I see my refunds?')).toBeInTheDocument();
    expect(question('How do I upload my contacts?')).not.toBeInTheDocument();
    const marks = [...document.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks.length).toBeGreaterThan(0);
    expect(new Set(marks.map((text) => text?.toLowerCase()))).toEqual(new Set(['refund']));
    // A match in the answer only opens that answer, to show why it matched.
    const track = question('Where do I follow a campaign I launched?')!;
    expect(track).toHaveAttribute('aria-expanded', 'true');
    expect(question('Where do I see my refunds?')).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(status()).toHaveTextContent(/^\d+ questions match “REFÚND”$/));
    const count = Number(/^(\d+)/.exec(status().textContent ?? '')![1]);
    expect(count).toBe(document.querySelectorAll('.faq-item').length);
    expect(count).toBeLessThan(50);

    // Every word must be found: a second word narrows further.
    await user.type(searchBox(), ' balance card');
    await waitFor(() =>
      expect(status()).toHaveTextContent(/^\d+ questions? match(es)? “REFÚND balance card”$/),
    );
    expect(document.querySelectorAll('.faq-item').length).toBeLessThan(count);
  });

  it('says when no question matches, and clears the search', async () => {
    const { user } = await openFaq('studio');
    await user.type(searchBox(), 'xylophone');
    expect(
      screen.getByText('No questions match “xylophone”.', { selector: '.faq-empty p' }),
    ).toBeVisible();
    expect(screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Still need help?',
    ]);
    await waitFor(() => expect(status()).toHaveTextContent('No questions match “xylophone”.'));
    const search = screen.getByRole('search');
    await user.click(within(search).getByRole('button', { name: 'Clear search' }));
    expect(searchBox()).toHaveValue('');
    expect(searchBox()).toHaveFocus();
    expect(topic('The card Design Studio')).toBeInTheDocument();
    // Escape clears it too.
    await user.type(searchBox(), 'draft{Escape}');
    expect(searchBox()).toHaveValue('');
  });

  it('offers the support address as a mail link and the Help page', async () => {
    await openFaq('admin');
    const contact = screen.getByRole('complementary', { name: 'Still need help?' });
    expect(
      within(contact).getByRole('link', { name: 'support@mailcraft.example' }),
    ).toHaveAttribute('href', 'mailto:support@mailcraft.example');
    expect(within(contact).getByRole('link', { name: 'Open Help' })).toHaveAttribute(
      'href',
      '/dashboard/iframe-loader?frame=help',
    );
  });

  it('speaks the language chosen, and searches in it', async () => {
    window.localStorage.setItem(APP_STORAGE_KEYS.preferences, JSON.stringify({ locale: 'fr' }));
    const { user } = await renderApp(PATH, { as: 'market' });
    await screen.findByRole('heading', { level: 1, name: 'FAQ et assistance' });
    expect(screen.getByRole('button', { name: supportFr['support.q.fundAmounts'] })).toBeVisible();
    await user.type(
      screen.getByRole('searchbox', { name: supportFr['support.search.label'] }),
      'etape ANNULER',
    );
    // “étape” is found without its accent; the topics without both words are gone.
    expect(
      screen.getByRole('button', { name: supportFr['support.q.refundCancel'] }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { level: 2, name: supportFr['support.topic.lists'] }),
    ).not.toBeInTheDocument();
  });
});
