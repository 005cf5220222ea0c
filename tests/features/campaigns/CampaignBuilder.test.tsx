import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import {
  createCampaignEndpoint,
  getCampaignEndpoint,
  updateCampaignEndpoint,
} from '../../../src/features/campaigns/api';
import { db } from '../../../src/mocks/db';
import { atDesktopWidth, preloadAppModules } from '../../utils/appSetup';
import { failCall, overrideCall } from '../../utils/overrides';
import { categoryFilterEndpoint } from '../../../src/features/templates/api';
import { renderApp, type User } from '../../utils/renderApp';
import { bodiesTo, recordRequests } from '../../utils/requests';
import { en, findPageHeading } from '../contacts/contactsTestKit';

preloadAppModules(() => import('../../../src/features/campaigns/pages/CampaignBuilderPage'));
atDesktopWidth();

async function openBuilder(path = '/dashboard/Create-campaign') {
  const view = await renderApp(path, { as: 'studio' });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const titleOf = (id: number) => db().templates.get(id)!.title;
const stepItem = (number: number) =>
  screen.getByRole('listitem', { name: new RegExp(`^Step ${number}: `) });

async function addStep(
  user: User,
  channel: 'SMS' | 'Postcard' | 'Email',
  template: string,
  wait?: string,
) {
  await user.click(screen.getByRole('button', { name: `Add ${channel} step` }));
  const steps = within(screen.getByRole('region', { name: /^Steps/ })).getAllByRole('listitem', {
    name: /^Step \d+: /,
  });
  const step = steps.at(-1)!;
  const picker = within(step).getByRole('combobox', { name: 'Template' });
  await waitFor(() =>
    expect(within(picker).getByRole('option', { name: template })).toBeInTheDocument(),
  );
  await user.selectOptions(picker, template);
  if (wait !== undefined) {
    const box = within(step).getByRole('spinbutton');
    await user.clear(box);
    await user.type(box, wait);
  }
}

describe('/dashboard/Create-campaign', () => {
  it('names what is missing and sends nothing', async () => {
    const seen = recordRequests();
    const { user } = await openBuilder();
    await findPageHeading(en['screen.createCampaign']);
    await user.click(screen.getByRole('button', { name: 'Save campaign' }));
    expect(screen.getByText('Please enter the campaign name.')).toBeInTheDocument();
    expect(screen.getByText('Add at least one step.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Campaign name/), 'Drip');
    await user.click(screen.getByRole('button', { name: 'Add SMS step' }));
    await user.click(screen.getByRole('button', { name: 'Save campaign' }));
    expect(screen.getByText('Choose a template for this step.')).toBeInTheDocument();
    expect(bodiesTo(seen, createCampaignEndpoint)).toEqual([]);
  });

  it('builds an sms → postcard → email campaign, shows it on the timeline and saves it', async () => {
    const seen = recordRequests();
    const { user, router } = await openBuilder();
    await user.type(screen.getByLabelText(/Campaign name/), 'Three touches');
    await user.type(screen.getByLabelText('Tags'), 'buyers, spring');
    const categories = db().categories.all();
    const withTemplates = categories.find((category) =>
      db()
        .templates.all()
        .some((t) => t.category === category.id),
    )!;
    await user.click(await screen.findByRole('checkbox', { name: withTemplates.category_name }));
    await addStep(user, 'SMS', titleOf(1));
    await addStep(user, 'Postcard', titleOf(201), '3');
    await addStep(user, 'Email', titleOf(101));
    within(stepItem(3)).getByRole('combobox', { name: 'Unit of the wait of step 3' });
    await user.selectOptions(
      within(stepItem(3)).getByRole('combobox', { name: 'Unit of the wait of step 3' }),
      'weeks',
    );

    const timeline = screen.getByRole('region', { name: 'Timeline' });
    const entries = within(timeline).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      `Step 1 · SMS · ${titleOf(1)} · sent on day 0`,
      `Step 2 · Postcard · ${titleOf(201)} · sent on day 3 · in homes on days 7–9`,
      `Step 3 · Email · ${titleOf(101)} · sent on day 10`,
    ]);
    // The SMS step shows its text with its segment count.
    expect(within(stepItem(1)).getByText(/segments? · \d+ characters/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save campaign' }));
    expect(await screen.findByText('Campaign is created successfully!')).toBeInTheDocument();
    const [body] = bodiesTo(seen, createCampaignEndpoint);
    expect(body).toMatchObject({
      name: 'Three touches',
      tags: 'buyers,spring',
      category_id: String(withTemplates.id),
      type: 'Online',
      step: 'Multiple',
      industry_id: null,
      agent_type: 'any',
    });
    expect(JSON.parse(String(body!.content))).toEqual([
      { type: 'sms', template: 1, duration: { id: 1, type: 'days', value: 0 } },
      { type: 'card', template: 201, duration: { id: 2, type: 'days', value: 3 } },
      { type: 'mail', template: 101, duration: { id: 3, type: 'weeks', value: 1 } },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/campaigns'));
    expect(
      db()
        .campaigns.all()
        .some((row) => row.name === 'Three touches' && row.user_id === 4),
    ).toBe(true);
  });

  it('moves, copies and removes steps', async () => {
    const { user } = await openBuilder();
    await addStep(user, 'SMS', titleOf(1));
    await addStep(user, 'Postcard', titleOf(201));
    await user.click(screen.getByRole('button', { name: 'Move step 2 up' }));
    expect(stepItem(1)).toHaveAccessibleName('Step 1: Postcard');
    await user.click(screen.getByRole('button', { name: 'Duplicate step 1' }));
    expect(stepItem(2)).toHaveAccessibleName('Step 2: Postcard');
    await user.click(screen.getByRole('button', { name: 'Remove step 1' }));
    expect(screen.getAllByRole('listitem', { name: /^Step \d+: / })).toHaveLength(2);
    expect(stepItem(2)).toHaveAccessibleName('Step 2: SMS');
  });

  it('moves a step dragged by its grip onto another, and ignores other drops', async () => {
    const { user } = await openBuilder();
    await addStep(user, 'SMS', titleOf(1));
    await addStep(user, 'Email', titleOf(101));
    await addStep(user, 'Postcard', titleOf(201));
    // What the browser's drag and drop carries between dragstart and drop.
    const carried = new Map<string, string>();
    const dataTransfer = {
      get types() {
        return [...carried.keys()];
      },
      setData: (type: string, value: string) => carried.set(type, value),
      getData: (type: string) => carried.get(type) ?? '',
      setDragImage: () => undefined,
      dropEffect: 'none',
      effectAllowed: 'all',
    };
    const grip = stepItem(3).querySelector('.step-drag')!;
    expect(grip).toHaveAttribute('title', 'Drag to move step 3');
    fireEvent.dragStart(grip, { dataTransfer });
    fireEvent.dragOver(stepItem(1), { dataTransfer });
    fireEvent.drop(stepItem(1), { dataTransfer });
    expect(stepItem(1)).toHaveAccessibleName('Step 1: Postcard');
    expect(stepItem(2)).toHaveAccessibleName('Step 2: SMS');
    expect(stepItem(3)).toHaveAccessibleName('Step 3: Email');
    // A drop that carries no step (a file, some text) changes nothing.
    carried.clear();
    carried.set('text/plain', 'hello');
    fireEvent.drop(stepItem(3), { dataTransfer });
    expect(stepItem(3)).toHaveAccessibleName('Step 3: Email');
  });

  it('asks category-filter first and says in the catalogue’s words that the categories have no template', async () => {
    const { id: _id, ...model } = db().categories.all()[0]!;
    const empty = db().categories.insert({
      ...model,
      category_name: 'Unused category',
      category_slug: 'unused-category',
    });
    const seen = recordRequests();
    const { user } = await openBuilder();
    await user.type(screen.getByLabelText(/Campaign name/), 'Lonely');
    const box = await screen.findByRole('checkbox', { name: empty.category_name });
    await user.click(box);
    await addStep(user, 'SMS', titleOf(1));
    // A real server may word its refusal otherwise: the words are the catalogue's.
    failCall(categoryFilterEndpoint, { message: 'No templates.' }, { once: true });
    await user.click(screen.getByRole('button', { name: 'Save campaign' }));
    const categories = screen.getByRole('group', { name: 'Categories' });
    expect(categories).toHaveAccessibleDescription(
      'Selected categories are not associated with any template. Please select other categories.',
    );
    expect(screen.queryByText('No templates.')).not.toBeInTheDocument();
    expect(bodiesTo(seen, categoryFilterEndpoint)).toEqual([
      { categories: String(empty.id), limit: 1, offset: 0 },
    ]);
    expect(bodiesTo(seen, createCampaignEndpoint)).toEqual([]);
    // Another choice clears the words; a category with templates saves.
    await user.click(box);
    expect(categories).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('checkbox', { name: db().categories.get(1)!.category_name }));
    await user.click(screen.getByRole('button', { name: 'Save campaign' }));
    await waitFor(() => expect(bodiesTo(seen, categoryFilterEndpoint)).toHaveLength(2));
    await waitFor(() => expect(bodiesTo(seen, createCampaignEndpoint)).toHaveLength(1));
    expect(await screen.findByText('Campaign is created successfully!')).toBeInTheDocument();
  });

  it('edits a campaign: loads it, sends update_campaign with its id, and says so in the spec’s words', async () => {
    const seen = recordRequests();
    const { user } = await openBuilder('/dashboard/Create-campaign/5');
    const name = await screen.findByLabelText(/Campaign name/);
    await waitFor(() => expect(name).toHaveValue('Spring listing drip'));
    expect(screen.getAllByRole('listitem', { name: /^Step \d+: / })).toHaveLength(3);
    expect(bodiesTo(seen, getCampaignEndpoint)).toEqual([{ id: 5 }]);
    await user.clear(name);
    await user.type(name, 'Spring listing drip 2');
    await user.click(screen.getByRole('button', { name: 'Save campaign' }));
    expect(await screen.findByText('Campaign is updated successfully!')).toBeInTheDocument();
    expect(bodiesTo(seen, updateCampaignEndpoint)[0]).toMatchObject({
      campaign_id: 5,
      name: 'Spring listing drip 2',
    });
  });

  it('does not break on a campaign whose content is malformed', async () => {
    overrideCall(getCampaignEndpoint, () =>
      HttpResponse.json({
        status: true,
        data: { id: 5, name: 'Broken', content: '{oops', category_id: 'x,,7' },
      }),
    );
    await openBuilder('/dashboard/Create-campaign/5');
    await waitFor(() => expect(screen.getByLabelText(/Campaign name/)).toHaveValue('Broken'));
    expect(screen.getByText('Add steps to see them on the timeline.')).toBeInTheDocument();
  });

  it('keeps a draft after a reload and restores it', async () => {
    const first = await openBuilder();
    await first.user.type(screen.getByLabelText(/Campaign name/), 'Half built');
    await addStep(first.user, 'SMS', titleOf(1));
    await waitFor(() =>
      expect(Object.keys(window.localStorage).some((key) => key.endsWith('.campaign.new'))).toBe(
        true,
      ),
    );
    first.unmount();

    const second = await openBuilder();
    expect(
      await screen.findByText(/^You have an unsaved draft from .+\. Restore it\?$/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Campaign name/)).toHaveValue('');
    await second.user.click(screen.getByRole('button', { name: en['editor.draft.restore'] }));
    expect(screen.getByLabelText(/Campaign name/)).toHaveValue('Half built');
    expect(screen.getAllByRole('listitem', { name: /^Step \d+: / })).toHaveLength(1);
    await act(async () => {});
  });
});
