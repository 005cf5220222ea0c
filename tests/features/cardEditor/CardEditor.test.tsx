import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  editTimerEndpoint,
  reserveCardIdEndpoint,
  saveSvgFileEndpoint,
  svgStatusEndpoint,
} from '../../../src/features/cardEditor/api';
import {
  createTemplateEndpoint,
  listTemplatesEndpoint,
  notifyTemplatesInsertedEndpoint,
  templateCompleteStatusEndpoint,
  updateTemplateEndpoint,
} from '../../../src/features/templates/api';
import { getContactsEndpoint } from '../../../src/features/contacts/api';
import { db } from '../../../src/mocks/db';
import { emptyDocument } from '../../../src/features/cardEditor/model';
import { imageObject } from '../../unit/cardEditor/cardFixtures';
import { atDesktopWidth, preloadAppModules } from '../../utils/appSetup';
import { failCall } from '../../utils/overrides';
import { renderApp } from '../../utils/renderApp';
import { bodiesTo, recordRequests } from '../../utils/requests';
import { FIRST_CARD, openEditor } from './cardEditorTestKit';

preloadAppModules(() => import('../../../src/features/cardEditor/pages/CardEditorPage'));
atDesktopWidth();

const toolbar = () => screen.getByRole('toolbar', { name: 'Card editor tools' });

/** A region of the left panel, its tab chosen first (only the open tab's panel is drawn). */
function panel(tab: string, region: string) {
  const chooser = screen.getByRole('tab', { name: tab });
  if (chooser.getAttribute('aria-selected') !== 'true') fireEvent.click(chooser);
  return screen.getByRole('region', { name: region });
}
const layers = () => panel('Layers', 'Layers');
const properties = () => panel('Properties', 'Properties');
const preflightPanel = () => panel('Check', 'Preflight');
const mergePreview = () => panel('Check', 'Merge preview');

/** Adds an object from the left panel: a body text from Text, anything else from Elements. */
async function addFromPanel(user: { click: (element: Element) => Promise<void> }, tool: string) {
  const [tab, button] = tool === 'Text' ? ['Text', 'Add body text'] : ['Elements', tool];
  await user.click(
    within(panel(tab, tab === 'Text' ? 'Text' : 'Elements')).getByRole('button', {
      name: button,
    }),
  );
}

function commitField(label: string, value: string) {
  const field = within(properties()).getByLabelText(label);
  // Focus moves to the field as a click would (ending any on-canvas text editing).
  act(() => field.focus());
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

describe('/dashboard/cardeditor', () => {
  it('saves a new card as a draft: id first, both SVGs, draft status, then the template', async () => {
    const seen = recordRequests();
    const { user } = await openEditor();
    await user.type(screen.getByLabelText('Title'), 'Harbour flyer');
    await addFromPanel(user, 'Text');
    commitField('Text', 'Hi {{first_name}} & <friends>');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();

    expect(bodiesTo(seen, reserveCardIdEndpoint)).toEqual([{}]);
    const id = Number(bodiesTo(seen, createTemplateEndpoint)[0]!.template_id);
    const svgs = bodiesTo(seen, saveSvgFileEndpoint);
    expect(svgs.map((body) => [body.template_id, body.side])).toEqual([
      [id, 'front'],
      [id, 'back'],
    ]);
    // The text is escaped in the file; the merge tag stays for the mail house to fill.
    expect(svgs[0]!.svg).toContain('Hi {{first_name}} &amp; &lt;friends&gt;');
    expect(bodiesTo(seen, svgStatusEndpoint)).toEqual([{ template_id: id, svg_status: 0 }]);
    const created = bodiesTo(seen, createTemplateEndpoint)[0]!;
    expect(created).toMatchObject({ type: 'card', title: 'Harbour flyer', template_id: id });
    const document = JSON.parse(String(created.content)) as {
      size: string;
      sides: { front: { objects: { kind: string; text: string }[] } };
    };
    expect(document.size).toBe('6x9');
    expect(document.sides.front.objects).toEqual([
      expect.objectContaining({ kind: 'text', text: 'Hi {{first_name}} & <friends>' }),
    ]);
    expect(bodiesTo(seen, templateCompleteStatusEndpoint)).toEqual([{ template_id: id }]);
    const [timer] = bodiesTo(seen, editTimerEndpoint);
    expect(timer).toMatchObject({ template_id: id });
    expect(typeof timer!.seconds).toBe('number');
    // A draft is incomplete: nothing is announced.
    expect(bodiesTo(seen, notifyTemplatesInsertedEndpoint)).toEqual([]);
    expect(screen.getByText('Incomplete')).toBeInTheDocument();
    expect(db().templates.get(id)!.title).toBe('Harbour flyer');
  });

  it('asks for a title before anything is sent', async () => {
    const seen = recordRequests();
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findAllByText('Please enter a title.')).not.toHaveLength(0);
    expect(bodiesTo(seen, reserveCardIdEndpoint)).toEqual([]);
    expect(bodiesTo(seen, createTemplateEndpoint)).toEqual([]);
  });

  it('opens a seeded card as its document and updates it in place', async () => {
    const seen = recordRequests();
    const { user } = await openEditor(`/dashboard/cardeditor?id=${FIRST_CARD}`);
    const title = db().templates.get(FIRST_CARD)!.title;
    expect(screen.getByLabelText('Title')).toHaveValue(title);
    expect(within(layers()).getByRole('button', { name: 'Title' })).toBeInTheDocument();
    expect(within(layers()).getByRole('button', { name: 'Background' })).toBeInTheDocument();
    await addFromPanel(user, 'Ellipse');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    expect(bodiesTo(seen, reserveCardIdEndpoint)).toEqual([]);
    expect(bodiesTo(seen, updateTemplateEndpoint)).toEqual([
      expect.objectContaining({ template_id: FIRST_CARD, title }),
    ]);
  });

  it('shows what the server returned when an update fails, and keeps the work', async () => {
    failCall(updateTemplateEndpoint, {
      message: 'The given data was invalid.',
      status: 422,
      errors: { title: ['You already have a template with this name.'] },
    });
    const { user } = await openEditor(`/dashboard/cardeditor?id=${FIRST_CARD}`);
    await addFromPanel(user, 'Rectangle');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(
      await screen.findByText('You already have a template with this name.'),
    ).toBeInTheDocument();
    expect(within(layers()).getByRole('button', { name: 'Rectangle' })).toBeInTheDocument();
    expect(screen.getByText(/Unsaved changes/)).toBeInTheDocument();
  });

  it('blocks Publish while preflight finds a blocking issue, and choosing it selects the object', async () => {
    const { user } = await openEditor();
    await user.type(screen.getByLabelText('Title'), 'Zone test');
    expect(within(preflightPanel()).getByText('2 issues block publishing.')).toBeInTheDocument();
    expect(within(preflightPanel()).getAllByText('This side is empty.')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    await user.click(within(toolbar()).getByRole('button', { name: 'Back' }));
    await addFromPanel(user, 'Text');
    commitField('X (in)', '5.2');
    commitField('Y (in)', '4.2');
    const issue = await within(preflightPanel()).findByRole('button', {
      name: /Back · Text: Your text here/,
    });
    expect(issue).toHaveTextContent(
      'The address side must leave the address, postage and barcode areas empty.',
    );
    await user.click(within(toolbar()).getByRole('button', { name: 'Front' }));
    await user.click(issue);
    expect(within(toolbar()).getByRole('button', { name: 'Back' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(layers()).getByRole('button', { name: 'Text: Your text here' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('refuses an image over the 10 MB the card may hold, with the spec’s words', async () => {
    const { user } = await openEditor();
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await user.upload(within(panel('Images', 'Images')).getByTestId('card-image-input'), big);
    expect(
      await screen.findByText('Your template size can not be more than 10MB.'),
    ).toBeInTheDocument();
    expect(within(layers()).queryByRole('button', { name: 'Image' })).not.toBeInTheDocument();
  });

  it('undoes and redoes from the keyboard, naming the step', async () => {
    const { user } = await openEditor();
    await addFromPanel(user, 'Rectangle');
    expect(within(toolbar()).getByRole('button', { name: 'Undo Add' })).toBeEnabled();
    const canvas = screen.getByRole('region', { name: 'Card canvas, Front' });
    canvas.focus();
    await user.keyboard('{Control>}z{/Control}');
    expect(within(layers()).queryByRole('button', { name: 'Rectangle' })).not.toBeInTheDocument();
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(within(layers()).getByRole('button', { name: 'Rectangle' })).toBeInTheDocument();
    await user.keyboard('{Delete}');
    expect(within(layers()).queryByRole('button', { name: 'Rectangle' })).not.toBeInTheDocument();
  });

  it('offers the draft after a reload, per user, and Discard forgets it', async () => {
    const first = await openEditor();
    await addFromPanel(first.user, 'Line');
    first.unmount();
    // Another user has no draft of this card.
    const admin = await openEditor('/dashboard/cardeditor', 'admin');
    expect(screen.queryByText(/You have an unsaved draft/)).not.toBeInTheDocument();
    admin.unmount();
    const again = await openEditor();
    expect(await screen.findByText(/You have an unsaved draft from/)).toBeInTheDocument();
    expect(within(layers()).queryByRole('button', { name: 'Line' })).not.toBeInTheDocument();
    await again.user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(within(layers()).getByRole('button', { name: 'Line' })).toBeInTheDocument();
    again.unmount();
    const third = await openEditor();
    await third.user.click(await screen.findByRole('button', { name: 'Discard' }));
    third.unmount();
    await openEditor();
    expect(screen.queryByText(/You have an unsaved draft/)).not.toBeInTheDocument();
  });

  it('keeps no draft once the card is saved as a draft, so reopening it offers none', async () => {
    const seen = recordRequests();
    const first = await openEditor();
    await first.user.type(screen.getByLabelText('Title'), 'Saved, not published');
    await addFromPanel(first.user, 'Text');
    await waitFor(() => expect(localStorage.length).toBeGreaterThan(0), { timeout: 2000 });
    await first.user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    const id = Number(bodiesTo(seen, createTemplateEndpoint)[0]!.template_id);
    expect(Object.keys(localStorage).filter((key) => key.includes('.card.'))).toEqual([]);
    first.unmount();
    await openEditor(`/dashboard/cardeditor?id=${id}`);
    expect(await within(layers()).findByRole('button', { name: /^Text/ })).toBeInTheDocument();
    expect(screen.queryByText(/You have an unsaved draft/)).not.toBeInTheDocument();
  });

  it('offers a saved card’s draft only while it is newer than the server’s copy', async () => {
    const first = await openEditor(`/dashboard/cardeditor?id=${FIRST_CARD}`);
    await addFromPanel(first.user, 'Line');
    await waitFor(() => expect(localStorage.length).toBeGreaterThan(0), { timeout: 2000 });
    first.unmount();
    const newer = await openEditor(`/dashboard/cardeditor?id=${FIRST_CARD}`);
    expect(await screen.findByText(/You have an unsaved draft from/)).toBeInTheDocument();
    newer.unmount();
    // The card is saved elsewhere (another tab or device) after the draft was written.
    db().templates.update(FIRST_CARD, { updated_at: new Date(Date.now() + 60_000).toISOString() });
    await openEditor(`/dashboard/cardeditor?id=${FIRST_CARD}`);
    expect(screen.queryByText(/You have an unsaved draft/)).not.toBeInTheDocument();
    expect(within(layers()).queryByRole('button', { name: 'Line' })).not.toBeInTheDocument();
  });

  it('says so when the template is not a card', async () => {
    await renderApp('/dashboard/cardeditor?id=1', { as: 'studio' });
    expect(
      await screen.findByText(
        'This template is not a card, so it cannot be opened in the card editor.',
      ),
    ).toBeInTheDocument();
  });
});

describe('the card editor’s text and keyboard (issue 27)', () => {
  const canvas = () => screen.getByRole('region', { name: /^Card canvas/ });

  it('opens a new heading for typing, and Escape keeps what was typed and gives the canvas the keys', async () => {
    const { user } = await openEditor();
    await user.click(within(panel('Text', 'Text')).getByRole('button', { name: 'Add a heading' }));
    const typing = screen.getByRole('textbox', { name: 'Edit text' });
    expect(typing).toHaveFocus();
    // The sample is selected, so typing replaces it.
    await user.keyboard('Open house Sunday');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Edit text' })).not.toBeInTheDocument();
    expect(canvas()).toHaveFocus();
    expect(
      within(layers()).getByRole('button', { name: 'Text: Open house Sunday' }),
    ).toBeInTheDocument();
    // Enter on the selected text edits it again.
    canvas().focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Edit text' })).toHaveValue('Open house Sunday');
  });

  it('selects every object with Ctrl+A on the canvas, and pastes each copy further off', async () => {
    const { user } = await openEditor();
    await addFromPanel(user, 'Rectangle');
    await addFromPanel(user, 'Ellipse');
    expect(canvas()).toHaveFocus();
    await user.keyboard('{Control>}a{/Control}');
    for (const name of ['Rectangle', 'Ellipse'])
      expect(within(layers()).getByRole('button', { name })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    await user.click(within(layers()).getByRole('button', { name: 'Ellipse' }));
    const x = () => Number(within(properties()).getByLabelText<HTMLInputElement>('X (in)').value);
    const original = x();
    canvas().focus();
    await user.keyboard('{Control>}c{/Control}{Control>}v{/Control}');
    const first = x();
    await user.keyboard('{Control>}v{/Control}');
    const second = x();
    expect(first).toBeGreaterThan(original);
    expect(second).toBeGreaterThan(first);
    expect(within(layers()).getAllByRole('button', { name: 'Ellipse' })).toHaveLength(3);
  });

  it('lists the shortcuts on ?, from the commands themselves', async () => {
    const { user } = await openEditor();
    canvas().focus();
    await user.keyboard('?');
    const sheet = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    const row = within(sheet).getByRole('row', { name: /Duplicate/ });
    expect(row).toHaveTextContent('Ctrl+D');
    expect(within(sheet).getByRole('row', { name: /Select all/ })).toHaveTextContent('Ctrl+A');
    await user.click(within(sheet).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument();
  });
});

describe('the card editor’s image library (issue 27)', () => {
  it('offers the images of the author’s other cards, and adds one with a click', async () => {
    const document = emptyDocument('6x9');
    document.sides.front.objects.push(
      imageObject('photo', { naturalWidth: 600, naturalHeight: 400 }),
    );
    db().templates.update(FIRST_CARD, { content: JSON.stringify(document) });
    const seen = recordRequests();
    const { user } = await openEditor();
    const images = panel('Images', 'Images');
    await user.click(
      await within(images).findByRole('button', { name: 'Add this image (600 × 400 px)' }),
    );
    expect(bodiesTo(seen, listTemplatesEndpoint)).toEqual([
      { type: 'card', limit: 50, offset: 0, my_template: 1 },
    ]);
    expect(within(layers()).getByRole('button', { name: 'Image' })).toBeInTheDocument();
  });

  it('says when the other cards cannot be read, and reads them again on Try again', async () => {
    failCall(listTemplatesEndpoint, 'http500');
    const { user } = await openEditor();
    const images = panel('Images', 'Images');
    expect(
      await within(images).findByText('The images of your other cards could not be loaded.'),
    ).toBeInTheDocument();
    const seen = recordRequests();
    await user.click(within(images).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(bodiesTo(seen, listTemplatesEndpoint)).toHaveLength(1));
  });
});

describe('the card editor’s merge preview', () => {
  it('steps through a list’s contacts and reports the worst case', async () => {
    const { user } = await openEditor();
    await addFromPanel(user, 'Text');
    commitField('Text', 'Dear {{first_name}} {{last_name}}');
    const preview = mergePreview();
    const listSelect = within(preview).getByLabelText('Contact list');
    await within(listSelect).findByRole('option', { name: 'Proof readers' });
    await user.selectOptions(listSelect, 'Proof readers');
    const contacts = db()
      .contacts.all()
      .filter((row) => row.contact_list_id === 3);
    const record = (index: number) => {
      const row = contacts[index]!;
      return `Record ${index + 1} of ${contacts.length}: ${row.first_name} ${row.last_name}`;
    };
    expect(await within(preview).findByText(record(0))).toBeInTheDocument();
    await user.click(within(preview).getByRole('button', { name: 'Next contact' }));
    expect(within(preview).getByText(record(1))).toBeInTheDocument();
    await user.click(within(preview).getByRole('radio', { name: 'Worst case' }));
    expect(
      within(preview).getByText('Every merge field holds the longest value in this list.'),
    ).toBeInTheDocument();
    expect(
      within(preview).getByText(
        new RegExp(
          `^(All ${contacts.length} records fit\\.|\\d+ of ${contacts.length} records overflows?)`,
        ),
      ),
    ).toBeInTheDocument();
  });

  it('says when the contacts cannot be loaded', async () => {
    failCall(getContactsEndpoint, 'http500');
    const { user } = await openEditor();
    const preview = mergePreview();
    const listSelect = within(preview).getByLabelText('Contact list');
    await within(listSelect).findByRole('option', { name: 'Proof readers' });
    await user.selectOptions(listSelect, 'Proof readers');
    expect(
      await within(preview).findByText('The contacts of this list could not be loaded.'),
    ).toBeInTheDocument();
  });
});

describe('the card editor’s publish', () => {
  it('marks the card complete, announces it and clears the draft', async () => {
    const seen = recordRequests();
    const { user } = await openEditor(`/dashboard/cardeditor?id=${FIRST_CARD}`);
    await addFromPanel(user, 'Ellipse');
    await waitFor(() => expect(localStorage.length).toBeGreaterThan(0), { timeout: 2000 });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText('Card published: it is complete and ready to order.'),
    ).toBeInTheDocument();
    expect(bodiesTo(seen, svgStatusEndpoint)).toEqual([{ template_id: FIRST_CARD, svg_status: 1 }]);
    expect(bodiesTo(seen, notifyTemplatesInsertedEndpoint)).toEqual([
      { templateid_array: [FIRST_CARD] },
    ]);
    expect(screen.getByText('Complete')).toBeInTheDocument();
    expect(Object.keys(localStorage).filter((key) => key.includes('.card.'))).toEqual([]);
  });
});
