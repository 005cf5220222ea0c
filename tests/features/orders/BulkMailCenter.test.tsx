import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import { paymentMethodsEndpoint } from '../../../src/features/billing/api';
import { listTemplatesEndpoint } from '../../../src/features/templates/api';
import { bulkPriceEndpoint, bulkSendEndpoint } from '../../../src/features/orders/bulk/api';
import { db } from '../../../src/mocks/db';
import { atDesktopWidth, preloadAppModules } from '../../utils/appSetup';
import { failCall } from '../../utils/overrides';
import { renderApp, type User } from '../../utils/renderApp';
import { bodiesTo, recordRequests, sentTo } from '../../utils/requests';
import { en, findPageHeading } from '../contacts/contactsTestKit';

preloadAppModules(
  () => import('../../../src/features/orders/pages/BulkMailCenterPage'),
  () => import('../../../src/features/billing/components/FundAccountModal'),
  () => import('../../../src/features/billing/plans/UpgradeNeededModal'),
);
atDesktopWidth();

const MAYA = 2;
/** Seeded SMS templates 3, 6, 9… (and the catalogue's texts) tell people how to opt out; 2, 4… do not. */
const OPT_OUT_SMS = 3;
const NO_OPT_OUT_SMS = 2;
const titleOf = (id: number) => db().templates.get(id)!.title;

async function openCenter(as: 'market' | 'tierzero' = 'market') {
  const view = await renderApp('/dashboard/bulk-mail-center', { as });
  await findPageHeading(en['screen.bulkMailCenter']);
  return view;
}

const templatePicker = () => screen.getByRole('radiogroup', { name: 'Template' });
/** A template's tile in the picker, once the channel's list is read. */
const templateTile = (id: number) =>
  within(templatePicker()).findByRole('radio', { name: titleOf(id) });

async function chooseTemplateAndList(
  user: User,
  channel: string,
  templateId: number,
  list: string,
) {
  await user.click(screen.getByRole('radio', { name: channel }));
  await user.click(await templateTile(templateId));
  await user.click(await screen.findByRole('checkbox', { name: new RegExp(`^${list}`) }));
  await screen.findByTestId('order-total');
}

async function proofAndApprove(user: User) {
  await user.click(screen.getByRole('button', { name: 'Get proof' }));
  await screen.findByTestId('proof-text');
  await user.click(
    screen.getByRole('checkbox', { name: 'I have checked the proof and it is ready to send.' }),
  );
}

describe('/dashboard/bulk-mail-center', () => {
  it('says what is missing before anything is sent, with Pay and send disabled until then', async () => {
    const seen = recordRequests();
    await openCenter();
    // Its steps are numbered 1 to 4 from the start, the proof waiting for a template.
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent?.[0]),
    ).toEqual(['1', '2', '3', '4']);
    expect(screen.getByText('Choose a template first: its proof shows here.')).toBeInTheDocument();
    const pay = screen.getByRole('button', { name: 'Pay and send' });
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription(
      'Choose a template and at least one list, and approve the proof, to pay and send.',
    );
    expect(sentTo(seen, bulkSendEndpoint)).toHaveLength(0);
  });

  it('proofs, prices and sends once however often Pay and send is pressed', async () => {
    const before = db().users.get(MAYA)!.total_creditpoints;
    const seen = recordRequests();
    const { user, router } = await openCenter();
    await chooseTemplateAndList(user, 'Text message', OPT_OUT_SMS, 'Past clients');
    expect(bodiesTo(seen, bulkPriceEndpoint).at(-1)).toEqual({
      template_id: OPT_OUT_SMS,
      contact_list_ids: [2],
    });
    // The approval waits for the proof.
    const approve = screen.getByRole('checkbox', {
      name: 'I have checked the proof and it is ready to send.',
    });
    expect(approve).toBeDisabled();
    await proofAndApprove(user);
    expect(screen.getByTestId('proof-text')).toHaveTextContent('Text STOP to opt out.');
    const send = screen.getByRole('button', { name: 'Pay and send' });
    for (let press = 0; press < 5; press += 1) await user.click(send);
    expect(
      await screen.findByText(
        /^Your bulk send to \d+ contacts? is on its way \(order MC-\d{6}\)\.$/,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/order-history'));
    const sends = sentTo(seen, bulkSendEndpoint);
    expect(new Set(sends.map((request) => request.headers['idempotency-key'])).size).toBe(1);
    expect(bodiesTo(seen, bulkSendEndpoint)[0]).toMatchObject({
      template_id: OPT_OUT_SMS,
      contact_list_ids: [2],
      proof_approved: 1,
    });
    const orders = db().orders.filter((row) => row.user_id === MAYA && row.kind === 'bulk-mail');
    expect(orders).toHaveLength(1);
    expect(db().users.get(MAYA)!.total_creditpoints).toBeCloseTo(
      before - orders[0]!.amount_cents! / 100,
      2,
    );
  });

  it('shows a card’s two sides as its proof, and offers no card still without its artwork', async () => {
    const { user } = await openCenter();
    await chooseTemplateAndList(user, 'Postcard', 201, 'Past clients');
    expect(screen.getByRole('img', { name: `Front of ${titleOf(201)}` })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `Back of ${titleOf(201)}` })).toBeInTheDocument();
    // A postcard-only send says nothing of quiet hours, which govern texts.
    await screen.findByTestId('order-total');
    expect(screen.queryByText(/quiet-hour|quiet hours/)).not.toBeInTheDocument();
    // 204 is a draft without its back.
    expect(
      within(templatePicker()).queryByRole('radio', { name: titleOf(204) }),
    ).not.toBeInTheDocument();
  });

  it('offers every template of the channel, read a hundred at a time', async () => {
    const model = db().templates.get(OPT_OUT_SMS)!;
    for (let index = 0; index < 130; index += 1)
      db().templates.insert({ ...model, title: `Extra text ${index}` });
    const total = db().templates.filter((row) => row.type === 'sms').length;
    const seen = recordRequests();
    await openCenter();
    await waitFor(() => expect(within(templatePicker()).getAllByRole('radio')).toHaveLength(total));
    expect(bodiesTo(seen, listTemplatesEndpoint)).toEqual([
      { type: 'sms', limit: 100, offset: 0 },
      { type: 'sms', limit: 100, offset: 100 },
    ]);
    // A long library is searched by title, and a search that finds nothing says so.
    const user = userEvent.setup();
    const search = screen.getByRole('searchbox', { name: 'Search templates' });
    await user.type(search, 'extra text 12');
    expect(
      within(templatePicker())
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toHaveLength(11);
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(within(templatePicker()).queryAllByRole('radio')).toEqual([]);
    expect(screen.getByText('No template matches “zzz”.')).toHaveAttribute('role', 'status');
  });

  it('shows the server’s refusal in its words', async () => {
    const seen = recordRequests();
    const { user } = await openCenter();
    await chooseTemplateAndList(user, 'Text message', NO_OPT_OUT_SMS, 'Past clients');
    await proofAndApprove(user);
    await user.click(screen.getByRole('button', { name: 'Pay and send' }));
    const dialog = await screen.findByRole('dialog', { name: 'The bulk send did not go out' });
    expect(dialog).toHaveTextContent(
      'A text must tell people how to opt out, e.g. "Reply STOP to opt out".',
    );
    expect(sentTo(seen, bulkSendEndpoint)).toHaveLength(1);
    expect(db().orders.filter((row) => row.kind === 'bulk-mail')).toHaveLength(0);
  });

  it('sends a user without a card to Cards with the spec’s words', async () => {
    db()
      .cards.filter((card) => card.user_id === MAYA)
      .forEach((card) => db().cards.remove(card.id));
    const seen = recordRequests();
    const { user, router } = await openCenter();
    await chooseTemplateAndList(user, 'Text message', OPT_OUT_SMS, 'Past clients');
    await proofAndApprove(user);
    await user.click(screen.getByRole('button', { name: 'Pay and send' }));
    expect(
      await screen.findByText('You must have a valid card on file before placing the order'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/membership'));
    expect(sentTo(seen, paymentMethodsEndpoint)).not.toHaveLength(0);
    expect(sentTo(seen, bulkSendEndpoint)).toHaveLength(0);
  });

  it('opens Fund Account when the balance is too low', async () => {
    db().users.update(MAYA, { total_creditpoints: 0 });
    const seen = recordRequests();
    const { user } = await openCenter();
    await chooseTemplateAndList(user, 'Text message', OPT_OUT_SMS, 'Past clients');
    await proofAndApprove(user);
    await user.click(screen.getByRole('button', { name: 'Pay and send' }));
    expect(
      await screen.findByRole('dialog', { name: en['screen.fundAccount'] }),
    ).toBeInTheDocument();
    expect(sentTo(seen, bulkSendEndpoint)).toHaveLength(0);
  });

  it('says when the price cannot be worked out', async () => {
    failCall(bulkPriceEndpoint, 'http500', { once: true });
    const { user } = await openCenter();
    await user.click(screen.getByRole('radio', { name: 'Text message' }));
    await user.click(await templateTile(OPT_OUT_SMS));
    await user.click(await screen.findByRole('checkbox', { name: /^Past clients/ }));
    expect(
      await screen.findByText('The price of this send could not be worked out.'),
    ).toBeInTheDocument();
  });
});
