import { screen, waitFor, within } from '@testing-library/react';
import type { Endpoint } from '../../../src/api';
import { allEnglish as en } from '../../../src/i18n/allEnglish';
import { db } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { atDesktopWidth, preloadAppModules } from '../../utils/appSetup';
import { renderApp } from '../../utils/renderApp';
import { failCall } from '../../utils/overrides';
import { recordRequests, sentTo, type SeenRequest } from '../../utils/requests';
import {
  convertPdfEndpoint,
  quickUpdateTemplateEndpoint,
  duplicateTemplateEndpoint,
  favouriteTemplateEndpoint,
  listTemplatesEndpoint,
  searchTemplatesEndpoint,
  shareTemplateEndpoint,
  singleSendEndpoint,
  templateNameExistsEndpoint,
} from '../../../src/features/templates/api';

preloadAppModules(
  () => import('../../../src/features/templates/pages/SmsTemplatesPage'),
  () => import('../../../src/features/templates/pages/TemplateGalleryPage'),
  () => import('../../../src/features/templates/pages/CardTemplatesPage'),
  () => import('../../../src/features/templates/pages/MailTemplatesPage'),
);
atDesktopWidth();

/** The bodies sent to one endpoint as they went, token included (what the spec's §5 lists). */
const bodiesTo = (seen: SeenRequest[], endpoint: Endpoint<never, unknown>) =>
  sentTo(seen, endpoint).map((request) => request.body as Record<string, unknown>);
const itemTitles = () =>
  screen.queryAllByRole('article').map((item) => item.getAttribute('aria-label'));
const itemNamed = (title: string) => screen.getByRole('article', { name: title });
/** A dialog's OK button: while its loading icon fades out antd names it "loading <label>". */
const okButton = (label: string) => new RegExp(`${label}$`);

/** As the super admin, who may change every template (the first page is all the admin's). */
async function openSmsLibrary() {
  const view = await renderApp('/dashboard/message', { as: 'admin' });
  await screen.findByRole('heading', { level: 1, name: en['screen.message'] });
  await waitFor(() => expect(itemTitles()).toHaveLength(10));
  return view;
}

/** Opens a template's "more actions" menu and picks an entry. */
async function chooseAction(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  title: string,
  action: string,
) {
  await user.click(
    within(itemNamed(title)).getByRole('button', {
      name: en['templates.actions'].replace('{name}', title),
    }),
  );
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

describe('the SMS template library', () => {
  it('lists 10 templates a page, newest first, with the total, and pages through them', async () => {
    const seen = recordRequests();
    const { user } = await openSmsLibrary();
    const newest = db().templates.get(36)!.title;
    expect(itemTitles()[0]).toBe(newest);
    expect(screen.getByText('36 templates')).toBeInTheDocument();
    expect(bodiesTo(seen, listTemplatesEndpoint)[0]).toMatchObject({
      type: 'sms',
      limit: 10,
      offset: 0,
    });
    // No empty filter goes to the server (§5).
    expect(Object.keys(bodiesTo(seen, listTemplatesEndpoint)[0]!).sort()).toEqual(
      ['api_token', 'limit', 'offset', 'type'].sort(),
    );

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(itemTitles()[0]).toBe(db().templates.get(26)!.title));
    expect(bodiesTo(seen, listTemplatesEndpoint).at(-1)).toMatchObject({ offset: 10, limit: 10 });
  });

  it('searches by title with search-template, sending only the filters that are set', async () => {
    const seen = recordRequests();
    const { user } = await openSmsLibrary();
    await user.type(
      screen.getByRole('searchbox', { name: en['templates.filter.title'] }),
      'open house',
    );
    await waitFor(() => expect(bodiesTo(seen, searchTemplatesEndpoint)).toHaveLength(1));
    expect(bodiesTo(seen, searchTemplatesEndpoint)[0]).toEqual(
      expect.objectContaining({ type: 'sms', title: 'open house', offset: 0 }),
    );
    expect(bodiesTo(seen, searchTemplatesEndpoint)[0]).not.toHaveProperty('category');
    await waitFor(() =>
      expect(itemTitles().every((title) => /open house/i.test(title ?? ''))).toBe(true),
    );
    expect(itemTitles().length).toBeGreaterThan(0);

    await user.clear(screen.getByRole('searchbox', { name: en['templates.filter.title'] }));
    await user.type(screen.getByRole('searchbox', { name: en['templates.filter.title'] }), 'zzz');
    expect(await screen.findByText(en['templates.empty.filtered'])).toBeInTheDocument();
  });

  it('filters by “my templates”', async () => {
    const seen = recordRequests();
    const { user } = await renderApp('/dashboard/message', { as: 'studio' });
    await screen.findByText('36 templates');
    await user.click(screen.getByRole('checkbox', { name: en['templates.filter.mine'] }));
    await waitFor(() => expect(screen.getByText('24 templates')).toBeInTheDocument());
    expect(bodiesTo(seen, searchTemplatesEndpoint).at(-1)).toMatchObject({ my_template: 1 });
  });

  it('empties the list and says so when the search fails, and Retry asks again', async () => {
    const { user } = await openSmsLibrary();
    failCall(searchTemplatesEndpoint, { message: 'Search is down' });
    await user.type(screen.getByRole('searchbox', { name: en['templates.filter.title'] }), 'x');
    expect(await screen.findByText('Search is down')).toBeInTheDocument();
    expect(itemTitles()).toHaveLength(0);
    expect(screen.queryByText('36 templates')).not.toBeInTheDocument();

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: en['templates.retry'] }));
    await waitFor(() => expect(screen.queryByText('Search is down')).not.toBeInTheDocument());
  });

  it('marks a template as favourite', async () => {
    const seen = recordRequests();
    const { user } = await openSmsLibrary();
    const title = db().templates.get(35)!.title;
    const star = within(itemNamed(title)).getByRole('button', {
      name: en['templates.favourite'].replace('{name}', title),
    });
    await user.click(star);
    await waitFor(() =>
      expect(
        within(itemNamed(title)).getByRole('button', {
          name: en['templates.unfavourite'].replace('{name}', title),
        }),
      ).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(bodiesTo(seen, favouriteTemplateEndpoint)[0]).toMatchObject({
      template_id: 35,
      favourite_status: 1,
    });
  });

  it('deletes after “Sure to delete?” and says so', async () => {
    const { user } = await openSmsLibrary();
    const title = db().templates.get(27)!.title;
    await user.click(
      within(itemNamed(title)).getByRole('button', {
        name: en['templates.delete'].replace('{name}', title),
      }),
    );
    expect(await screen.findByText('Sure to delete?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'DELETE' }));
    expect(await screen.findByText(en['templates.deleted'])).toBeInTheDocument();
    await waitFor(() => expect(itemTitles()).not.toContain(title));
    expect(db().templates.get(27)).toBeUndefined();
    // The page is asked for again, so the next template moves up into the gap.
    await waitFor(() => expect(itemTitles()).toHaveLength(10));
  });

  it('shows the server’s message when a template used by a campaign cannot be deleted', async () => {
    db().templates.update(1, { title: 'Spring drip text' });
    const { user } = await openSmsLibrary();
    await user.type(
      screen.getByRole('searchbox', { name: en['templates.filter.title'] }),
      'Spring drip',
    );
    await waitFor(() => expect(itemTitles()).toEqual(['Spring drip text']));
    await user.click(
      screen.getByRole('button', {
        name: en['templates.delete'].replace('{name}', 'Spring drip text'),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'DELETE' }));
    expect(
      await screen.findByText(
        'Template cannot be deleted as it is associated with a campaign or Zapier.',
      ),
    ).toBeInTheDocument();
    expect(db().templates.get(1)).toBeDefined();
  });

  it('duplicates under a new name checked first, and puts the copy at the top', async () => {
    const seen = recordRequests();
    const { user } = await openSmsLibrary();
    const title = db().templates.get(30)!.title;
    const taken = db().templates.get(29)!.title;
    await chooseAction(user, title, en['templates.action.duplicate']);
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByRole('textbox', { name: en['templates.duplicate.name'] });
    await user.clear(name);
    await user.type(name, taken);
    await user.click(
      within(dialog).getByRole('button', { name: okButton(en['templates.duplicate.ok']) }),
    );
    expect(
      await within(dialog).findByText(en['templates.duplicate.nameTaken']),
    ).toBeInTheDocument();
    expect(bodiesTo(seen, duplicateTemplateEndpoint)).toHaveLength(0);

    await user.clear(name);
    await user.type(name, 'Brand new copy');
    await user.click(
      within(dialog).getByRole('button', { name: okButton(en['templates.duplicate.ok']) }),
    );
    await waitFor(() => expect(itemTitles()[0]).toBe('Brand new copy'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodiesTo(seen, templateNameExistsEndpoint).at(-1)).toMatchObject({
      template_name: 'Brand new copy',
      template_type: 'sms',
    });
    expect(bodiesTo(seen, duplicateTemplateEndpoint)[0]).toMatchObject({
      template_id: 30,
      template_name: 'Brand new copy',
      template_type: 'sms',
    });
    expect(screen.getByText('37 templates')).toBeInTheDocument();
  });

  it('shares with another user and shows the server’s message when it fails', async () => {
    const seen = recordRequests();
    const { user } = await openSmsLibrary();
    const title = db().templates.get(34)!.title;
    await chooseAction(user, title, en['templates.action.share']);
    const dialog = await screen.findByRole('dialog');
    const recipient = within(dialog).getByRole('textbox', {
      name: en['templates.share.recipient'],
    });
    await user.type(recipient, 'nobody@example.com');
    await user.click(
      within(dialog).getByRole('button', { name: okButton(en['templates.share.ok']) }),
    );
    expect(
      await within(dialog).findByText('No user was found with that email or ID.'),
    ).toBeInTheDocument();

    await user.clear(recipient);
    await user.type(recipient, 'market@mailcraft.demo');
    await user.click(
      within(dialog).getByRole('button', { name: okButton(en['templates.share.ok']) }),
    );
    expect(await screen.findByText('Template shared with Maya Market.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesTo(seen, shareTemplateEndpoint).at(-1)).toMatchObject({
      template_id: 34,
      shareto_userid: 'market@mailcraft.demo',
      templete_name: title,
    });
  });

  it('changes the title and category in place with quick edit', async () => {
    const { user } = await openSmsLibrary();
    const title = db().templates.get(33)!.title;
    const position = itemTitles().indexOf(title);
    await chooseAction(user, title, en['templates.action.quickEdit']);
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByRole('textbox', { name: en['templates.field.title'] });
    await user.clear(field);
    await user.type(field, 'Renamed in place');
    await user.click(within(dialog).getByRole('button', { name: en['templates.quickEdit.ok'] }));
    await waitFor(() => expect(itemTitles()[position]).toBe('Renamed in place'));
    expect(db().templates.get(33)?.title).toBe('Renamed in place');
  });

  it('downloads the template as a PDF', async () => {
    const { user, services } = await openSmsLibrary();
    const title = db().templates.get(36)!.title;
    await chooseAction(user, title, en['templates.action.pdf']);
    await waitFor(() => expect(services.savedFiles).toHaveLength(1));
    const file = services.savedFiles[0]!;
    expect(file.type).toBe('application/pdf');
    expect(file.name).toMatch(/\.pdf$/);
    expect(new TextDecoder().decode(file.bytes.slice(0, 5))).toBe('%PDF-');
  });
});

describe('failure wording of the template actions', () => {
  it('favourite: the server’s message in a toast, the star unchanged', async () => {
    const { user } = await openSmsLibrary();
    failCall(favouriteTemplateEndpoint, { message: 'Favourites are full' });
    const title = db().templates.get(35)!.title;
    await user.click(
      within(itemNamed(title)).getByRole('button', {
        name: en['templates.favourite'].replace('{name}', title),
      }),
    );
    expect(await screen.findByText('Favourites are full')).toBeInTheDocument();
    expect(
      within(itemNamed(title)).getByRole('button', {
        name: en['templates.favourite'].replace('{name}', title),
      }),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  it('PDF: our wording when the server gives none, and no file', async () => {
    const { user, services } = await openSmsLibrary();
    failCall(convertPdfEndpoint, 'http500');
    await chooseAction(user, db().templates.get(36)!.title, en['templates.action.pdf']);
    expect(await screen.findByText(en['templates.pdfFailed'])).toBeInTheDocument();
    expect(services.savedFiles).toHaveLength(0);
  });

  it('quick edit: the server’s message in the dialog, which stays open', async () => {
    const { user } = await openSmsLibrary();
    failCall(quickUpdateTemplateEndpoint, { message: 'Titles are locked today' });
    await chooseAction(user, db().templates.get(33)!.title, en['templates.action.quickEdit']);
    const dialog = await screen.findByRole('dialog');
    await user.click(
      within(dialog).getByRole('button', { name: okButton(en['templates.quickEdit.ok']) }),
    );
    expect(await within(dialog).findByText('Titles are locked today')).toBeInTheDocument();
  });

  it('send: the server’s message in the dialog, and the network’s when it is down', async () => {
    const { user } = await renderApp('/dashboard/templates', { as: 'market' });
    await waitFor(() => expect(itemTitles()).toHaveLength(12));
    failCall(singleSendEndpoint, { message: 'Sending is paused' });
    await chooseAction(user, itemTitles()[0]!, en['templates.action.send']);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: en['templates.send.list'] }));
    await user.click(await screen.findByTitle('Portland homeowners (24 contacts)'));
    await user.click(
      within(dialog).getByRole('button', { name: okButton(en['templates.send.ok']) }),
    );
    expect(await within(dialog).findByText('Sending is paused')).toBeInTheDocument();

    failCall(singleSendEndpoint, 'network');
    await user.click(
      within(dialog).getByRole('button', { name: okButton(en['templates.send.ok']) }),
    );
    expect(await within(dialog).findByText(en['templates.send.networkFailed'])).toBeInTheDocument();
  });
});

describe('the Marketplace template gallery', () => {
  it('lists cards with the basic card query and filters by category', async () => {
    const seen = recordRequests();
    const { user } = await renderApp('/dashboard/templates', { as: 'market' });
    await screen.findByRole('heading', { level: 1, name: en['screen.templates'] });
    await waitFor(() => expect(itemTitles()).toHaveLength(12));
    expect(bodiesTo(seen, listTemplatesEndpoint)[0]).toEqual(
      expect.objectContaining({ type: 'card', limit: 12, offset: 0, apiused_bydesktop_status: 1 }),
    );
    // Card artwork: both sides as images; the 4th card of the seed has no back yet.
    expect(screen.getAllByRole('img', { name: /^Front of / }).length).toBe(12);

    await user.selectOptions(
      screen.getByRole('combobox', { name: en['templates.filter.category'] }),
      'Just Listed',
    );
    await waitFor(() =>
      expect(bodiesTo(seen, listTemplatesEndpoint).at(-1)).toMatchObject({ category: 1 }),
    );
    await waitFor(() =>
      expect(itemTitles().every((title) => title?.startsWith('Just Listed'))).toBe(true),
    );
    expect(
      screen.queryByRole('button', { name: en['templates.new.card'] }),
    ).not.toBeInTheDocument();
  });

  it('sends a template to a contact list and tells the order number', async () => {
    const seen = recordRequests();
    const { user } = await renderApp('/dashboard/templates', { as: 'market' });
    await waitFor(() => expect(itemTitles()).toHaveLength(12));
    const title = itemTitles()[0]!;
    await chooseAction(user, title, en['templates.action.send']);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: en['templates.send.list'] }));
    await user.click(await screen.findByTitle('Portland homeowners (24 contacts)'));
    await user.click(within(dialog).getByRole('button', { name: en['templates.send.ok'] }));
    // The seed's campaign orders come first in the orders table: the number is the row's.
    expect(await screen.findByText(/Sent\. Your order number is SS-\d{6}\./)).toBeInTheDocument();
    expect(bodiesTo(seen, singleSendEndpoint)[0]).toMatchObject({ contact_list_id: 1 });
  });
});

describe('page sizes (§9: 10 sms, 10 mail, 12 card)', () => {
  it('the mail library asks for 10 a page and shows them', async () => {
    const seen = recordRequests();
    await renderApp('/dashboard/mail', { as: 'admin' });
    await screen.findByRole('heading', { level: 1, name: 'Mail Templates' });
    await waitFor(() => expect(itemTitles()).toHaveLength(10));
    expect(bodiesTo(seen, listTemplatesEndpoint)[0]).toMatchObject({
      type: 'mail',
      limit: 10,
      offset: 0,
    });
  });

  it('the card library asks for 12 a page', async () => {
    const seen = recordRequests();
    await renderApp('/dashboard/card', { as: 'studio' });
    await waitFor(() => expect(itemTitles()).toHaveLength(12));
    expect(bodiesTo(seen, listTemplatesEndpoint)[0]).toMatchObject({
      type: 'card',
      limit: 12,
      offset: 0,
    });
  });
});

describe('the card library', () => {
  it('shows complete and incomplete cards and sends create and edit to the card editor', async () => {
    const { user, router } = await renderApp('/dashboard/card', { as: 'studio' });
    await waitFor(() => expect(itemTitles()).toHaveLength(12));
    expect(screen.getAllByText(en['templates.complete']).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: en['templates.new.card'] }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/cardeditor'));
  });
});
