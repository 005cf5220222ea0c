import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  createTemplateEndpoint,
  mergeTagsEndpoint,
  smsOrEmailEditInfoEndpoint,
} from '../../../src/features/templates/api';
import { SmsTemplateEditor } from '../../../src/features/templates/components/SmsTemplateEditor';
import { allEnglish as en } from '../../../src/i18n/allEnglish';
import { draftKey } from '../../../src/lib/drafts';
import { db } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { atDesktopWidth, preloadAppModules } from '../../utils/appSetup';
import { seededUser } from '../../utils/mockServer';
import { failCall } from '../../utils/overrides';
import { renderWithApp } from '../../utils/renderWithStore';
import { settle } from '../../utils/settle';

preloadAppModules();
atDesktopWidth();

interface SeenRequest {
  path: string;
  body: Record<string, unknown>;
}

/** What the mock server receives during a test; the listener goes with the test. */
let seen: SeenRequest[] = [];
const onRequest = ({ request }: { request: Request }) => {
  void request
    .clone()
    .text()
    .then((text) => {
      seen.push({
        path: new URL(request.url).pathname,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      });
    });
};
beforeEach(() => {
  seen = [];
  server.events.on('request:start', onRequest);
});
afterEach(() => {
  server.events.removeListener('request:start', onRequest);
});

const sent = (path: string) => seen.filter((request) => request.path.endsWith(`/${path}`));

function openEditor(templateId: number | null = null) {
  const onClose = vi.fn<() => void>();
  const view = renderWithApp(<SmsTemplateEditor templateId={templateId} onClose={onClose} />, {
    as: 'studio',
  });
  return { ...view, onClose };
}

const messageBox = () =>
  screen.getByRole<HTMLTextAreaElement>('textbox', { name: en['smsEditor.message.label'] });
const titleBox = () => screen.getByRole('textbox', { name: en['editor.title.label'] });
// antd keeps a finished loader's icon (and its "loading" label) while its exit motion runs.
const saveButton = () => screen.getByRole('button', { name: /^(loading )?Save$/ });
const counter = () => screen.getByTestId('sms-counter');
const remaining = () => screen.getByTestId('sms-remaining');
const setMessage = (value: string) => fireEvent.change(messageBox(), { target: { value } });

const newDraftKey = () =>
  draftKey({ userId: seededUser('studio').id, templateType: 'sms', templateId: null });

// Whichever test runs first pays for antd's first drawer, selects and dropdown (~9 s on 2 busy cores).
describe('SmsTemplateEditor', { timeout: 30_000 }, () => {
  it('creates a template with a merge tag inserted at the caret', async () => {
    const { user, onClose, store } = openEditor();
    expect(await screen.findByText(en['smsEditor.newTitle'])).toBeInTheDocument();

    await user.type(
      await screen.findByRole('textbox', { name: en['editor.title.label'] }),
      'Spring',
    );
    await user.click(messageBox());
    await user.paste('Hi , spring is here!');
    // Caret after "Hi ": the tag goes there, not at the end.
    messageBox().setSelectionRange(3, 3);
    await waitFor(() => expect(store.getState().templates?.mergeTags.data).toBeTruthy());
    await user.click(screen.getByRole('button', { name: /Insert merge tag$/ }));
    await user.click(await screen.findByRole('menuitem', { name: /^First name/ }));
    expect(messageBox()).toHaveValue('Hi {{first_name}}, spring is here!');

    await user.click(saveButton());

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(sent('create_template')).toHaveLength(1));
    expect(sent('create_template')[0]!.body).toMatchObject({
      type: 'sms',
      title: 'Spring',
      content: 'Hi {{first_name}}, spring is here!',
      category: null,
      industry_id: null,
    });
    expect(await screen.findByText(en['templates.created'])).toBeInTheDocument();
  });

  it('asks for the title and the message, and sends nothing without them', async () => {
    const { user, onClose } = openEditor();
    await screen.findByRole('textbox', { name: en['editor.title.label'] });

    await user.click(saveButton());

    expect(await screen.findByText(en['editor.title.required'])).toBeInTheDocument();
    expect(screen.getByText(en['smsEditor.message.required'])).toBeInTheDocument();
    expect(titleBox()).toHaveAttribute('aria-invalid', 'true');

    setMessage('x'.repeat(1601));
    expect(
      screen.getByText('The message can be at most 1600 characters; it has 1601.'),
    ).toBeInTheDocument();
    await user.click(saveButton());

    await settle();
    expect(sent('create_template')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('counts characters and segments by encoding, and replaces what forces UCS-2', async () => {
    const { user } = openEditor();
    await screen.findByRole('textbox', { name: en['editor.title.label'] });
    expect(counter()).toHaveTextContent('0 characters · 0 segments · GSM-7');

    setMessage('a'.repeat(160));
    expect(counter()).toHaveTextContent('160 characters · 1 segment · GSM-7');
    expect(remaining()).toHaveTextContent('0 left in this segment');

    setMessage('a'.repeat(161));
    expect(counter()).toHaveTextContent('161 characters · 2 segments · GSM-7');
    expect(remaining()).toHaveTextContent('145 left in this segment');

    // The euro sign is an extension character: it costs two.
    setMessage('a'.repeat(158) + '€');
    expect(counter()).toHaveTextContent('160 characters · 1 segment · GSM-7');

    setMessage('Say “hello” 😀');
    expect(counter()).toHaveTextContent('14 characters · 1 segment · UCS-2');
    expect(remaining()).toHaveTextContent('56 left in this segment');
    const warning = screen.getByTestId('sms-ucs2');
    expect(within(warning).getByText('“ (U+201C) can become "')).toBeInTheDocument();
    expect(within(warning).getByText('” (U+201D) can become "')).toBeInTheDocument();
    expect(within(warning).getByText('😀 (U+1F600) has no GSM replacement')).toBeInTheDocument();

    await user.click(within(warning).getByRole('button', { name: en['smsEditor.ucs2.replace'] }));

    expect(messageBox()).toHaveValue('Say "hello" 😀');
    // The emoji has no stand-in: still UCS-2, and the button is gone.
    expect(counter()).toHaveTextContent('UCS-2');
    expect(
      within(screen.getByTestId('sms-ucs2')).queryByRole('button', {
        name: en['smsEditor.ucs2.replace'],
      }),
    ).not.toBeInTheDocument();

    setMessage('Say “hello”');
    await user.click(screen.getByRole('button', { name: en['smsEditor.ucs2.replace'] }));
    expect(messageBox()).toHaveValue('Say "hello"');
    expect(counter()).toHaveTextContent('11 characters · 1 segment · GSM-7');
    expect(screen.queryByTestId('sms-ucs2')).not.toBeInTheDocument();
  });

  it('previews the message with sample contact data, as text', async () => {
    openEditor();
    await screen.findByRole('textbox', { name: en['editor.title.label'] });
    expect(screen.getByText(en['smsEditor.preview.empty'])).toBeInTheDocument();

    setMessage('Hi {{first_name}} from {{business_name}} <b>now</b>');

    expect(screen.getByTestId('sms-preview')).toHaveTextContent(
      'Hi Jordan from Lee Roofing LLC <b>now</b>',
    );
    expect(screen.getByTestId('sms-preview').querySelector('b')).toBeNull();
  });

  it('shows the decoded proof from proof/pre-order/create', async () => {
    const { user } = openEditor();
    await screen.findByRole('textbox', { name: en['editor.title.label'] });
    expect(screen.getByRole('button', { name: en['editor.proof.get'] })).toBeDisabled();

    setMessage('Hello {{first_name}} — café');
    await user.click(screen.getByRole('button', { name: en['editor.proof.get'] }));

    expect(await screen.findByTestId('proof-text')).toHaveTextContent('Hello Jordan — café');
    expect(sent('proof/pre-order/create')[0]?.body).toMatchObject({
      sku: 'SMS-1',
      content: 'Hello {{first_name}} — café',
    });

    setMessage('Changed');
    expect(screen.getByText(en['editor.proof.stale'])).toBeInTheDocument();
  });

  it('loads template 2 and saves it with update_template', async () => {
    const template = db().templates.get(2)!;
    const { user, onClose } = openEditor(2);
    expect(screen.getByText(en['smsEditor.editTitle'])).toBeInTheDocument();
    expect(screen.getByText(en['editor.loading'])).toBeInTheDocument();

    expect(await screen.findByDisplayValue(template.title)).toBe(titleBox());
    expect(messageBox()).toHaveValue(template.content);
    expect(sent('singlesmsoremailtemplate-editinfo/')[0]?.body).toMatchObject({ template_id: 2 });

    setMessage('New words for {{first_name}}');
    await user.click(saveButton());

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(sent('update_template')).toHaveLength(1));
    expect(sent('update_template')[0]!.body).toMatchObject({
      template_id: 2,
      title: template.title,
      content: 'New words for {{first_name}}',
      category: template.category,
      industry_id: template.industry_id,
    });
    expect(db().templates.get(2)!.content).toBe('New words for {{first_name}}');
    expect(sent('create_template')).toHaveLength(0);
  });

  it('shows a load failure with Retry rather than a blank drawer', async () => {
    failCall(
      smsOrEmailEditInfoEndpoint,
      { message: 'Template is busy', status: 500 },
      { once: true },
    );
    const { user } = openEditor(2);

    expect(await screen.findByText('Template is busy')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: en['editor.retry'] }));

    expect(await screen.findByDisplayValue(db().templates.get(2)!.title)).toBeInTheDocument();
  });

  it('offers Retry when the merge tags fail to load', async () => {
    failCall(mergeTagsEndpoint, { message: '', status: 500 }, { once: true });
    const { user } = openEditor();

    expect(await screen.findByText(en['editor.mergeTags.failed'])).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en['editor.retry'] }));

    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Insert merge tag$/ })).toBeEnabled(),
    );
    expect(screen.queryByText(en['editor.mergeTags.failed'])).not.toBeInTheDocument();
  });

  it('keeps everything and shows the server message when the save fails', async () => {
    failCall(createTemplateEndpoint, { message: 'Nope', status: 500 });
    const { user, onClose } = openEditor();
    await user.click(await screen.findByRole('textbox', { name: en['editor.title.label'] }));
    await user.paste('Will fail');
    setMessage('Keep me');

    await user.click(saveButton());

    expect(await screen.findByText('Nope')).toBeInTheDocument();
    expect(messageBox()).toHaveValue('Keep me');
    expect(titleBox()).toHaveValue('Will fail');
    expect(saveButton()).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the server’s field errors when it refuses the fields', async () => {
    const { user, onClose } = openEditor();
    // Seeded titles are taken: the server answers 422 with a field error.
    await user.click(await screen.findByRole('textbox', { name: en['editor.title.label'] }));
    await user.paste(db().templates.get(2)!.title);
    setMessage('Hello');

    await user.click(saveButton());

    expect(
      await screen.findByText('You already have a template with this name.'),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks before closing with changes, and closes at once without', async () => {
    const first = openEditor();
    await screen.findByRole('textbox', { name: en['editor.title.label'] });
    await first.user.click(screen.getByRole('button', { name: en['editor.cancel'] }));
    expect(first.onClose).toHaveBeenCalledTimes(1);
    first.unmount();

    const second = openEditor();
    await screen.findByRole('textbox', { name: en['editor.title.label'] });
    setMessage('Half written');
    await second.user.click(screen.getByRole('button', { name: en['editor.cancel'] }));
    // antd gives every labelled dialog the id "test-id" under test, so find it by its words.
    const confirm = (await screen.findByText(en['editor.discard.body'])).closest<HTMLElement>(
      '[role="dialog"]',
    )!;
    expect(within(confirm).getByText(en['editor.discard.title'])).toBeInTheDocument();
    await second.user.click(
      within(confirm).getByRole('button', { name: en['editor.discard.keep'] }),
    );
    expect(second.onClose).not.toHaveBeenCalled();
    expect(messageBox()).toHaveValue('Half written');

    await second.user.click(screen.getByRole('button', { name: en['editor.cancel'] }));
    await second.user.click(
      await screen.findByRole('button', { name: en['editor.discard.confirm'] }),
    );
    expect(second.onClose).toHaveBeenCalledTimes(1);
  });

  it('autosaves a draft, offers it after a reload, restores it, and clears it on save', async () => {
    const first = openEditor();
    await first.user.click(await screen.findByRole('textbox', { name: en['editor.title.label'] }));
    await first.user.paste('Draft title');
    setMessage('Unsaved words for {{first_name}}');
    await waitFor(() => expect(window.localStorage.getItem(newDraftKey())).not.toBeNull());
    first.unmount();

    // A fresh store: as after a reload.
    const second = openEditor();
    expect(
      await screen.findByText(/^You have an unsaved draft from .+\. Restore it\?$/),
    ).toBeInTheDocument();
    expect(messageBox()).toHaveValue('');

    await second.user.click(screen.getByRole('button', { name: en['editor.draft.restore'] }));

    expect(messageBox()).toHaveValue('Unsaved words for {{first_name}}');
    expect(titleBox()).toHaveValue('Draft title');
    expect(screen.queryByText(/You have an unsaved draft/)).not.toBeInTheDocument();

    await second.user.click(saveButton());

    await waitFor(() => expect(second.onClose).toHaveBeenCalledTimes(1));
    expect(window.localStorage.getItem(newDraftKey())).toBeNull();
    expect(sent('create_template')[0]?.body).toMatchObject({
      title: 'Draft title',
      content: 'Unsaved words for {{first_name}}',
    });
  });

  it('forgets a discarded draft', async () => {
    const first = openEditor(2);
    await screen.findByDisplayValue(db().templates.get(2)!.title);
    setMessage('Edited offline');
    first.unmount(); // Unmounting writes the pending draft at once.
    const key = draftKey({ userId: seededUser('studio').id, templateType: 'sms', templateId: 2 });
    expect(window.localStorage.getItem(key)).toContain('Edited offline');

    const second = openEditor(2);
    await screen.findByText(/You have an unsaved draft/);
    await second.user.click(screen.getByRole('button', { name: en['editor.draft.discard'] }));

    expect(screen.queryByText(/You have an unsaved draft/)).not.toBeInTheDocument();
    expect(messageBox()).toHaveValue(db().templates.get(2)!.content);
    expect(window.localStorage.getItem(key)).toBeNull();
  });
});
