import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import {
  smsOrEmailEditInfoEndpoint,
  updateTemplateEndpoint,
} from '../../../src/features/templates/api';
import { failCall } from '../../utils/overrides';
import { MailTemplateEditor } from '../../../src/features/templates/components/MailTemplateEditor';
import { db } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { atDesktopWidth, preloadAppModules } from '../../utils/appSetup';
import { renderWithApp } from '../../utils/renderWithStore';
import { settle } from '../../utils/settle';
import { type SeenRequest, recordRequests } from '../../utils/requests';

preloadAppModules();
atDesktopWidth();

/**
 * jsdom has no layout: ProseMirror asks for rectangles and hit-testing when it scrolls the caret
 * into view. Stubbed for this file only and put back afterwards, since files share a worker.
 */
const restorers: (() => void)[] = [];
function stub(target: object, name: string, value: unknown): void {
  const previous = Object.getOwnPropertyDescriptor(target, name);
  Object.defineProperty(target, name, { configurable: true, writable: true, value });
  restorers.push(() => {
    if (previous) Object.defineProperty(target, name, previous);
    else delete (target as Record<string, unknown>)[name];
  });
}
beforeAll(() => {
  stub(document, 'elementFromPoint', () => null);
  stub(Range.prototype, 'getClientRects', () => Object.assign([], { item: () => null }));
  stub(Range.prototype, 'getBoundingClientRect', () => new DOMRect(0, 0, 0, 0));
});
afterAll(() => {
  for (const restore of restorers.splice(0).reverse()) restore();
});
afterEach(() => {
  server.events.removeAllListeners('request:start');
});

const LIMIT_MESSAGE = 'Your template size can not be more than 10MB.';
const HOSTILE_BODY =
  '<p>Hello <b>friend</b></p><img src=x onerror=alert(1)><script>alert(2)</script><p onclick="alert(3)">Bye</p>';

function renderEditor(templateId: number | null = null) {
  const onClose = vi.fn();
  const view = renderWithApp(<MailTemplateEditor templateId={templateId} onClose={onClose} />, {
    as: 'studio',
  });
  return { ...view, onClose };
}

const body = () => screen.getByRole('textbox', { name: 'Email body' });
const titleInput = () => screen.getByLabelText('Title');
const subjectInput = () => screen.getByLabelText('Subject');

/**
 * Types into the editor a key at a time: ProseMirror reads each browser edit back from the DOM,
 * and user-event's fast `type` outruns it in jsdom.
 */
async function typeInBody(user: UserEvent, text: string): Promise<void> {
  await user.click(body());
  for (const key of text) await user.keyboard(key === ' ' ? ' ' : key);
}

/** Picks a tag from the "Insert merge tag" menu of a field (once the tags have loaded). */
async function insertTag(user: UserEvent, field: 'subject' | 'email body', name: RegExp) {
  const group = await screen.findByRole('group', { name: `Merge tags for the ${field}` });
  const menuButton = within(group).getByRole('button', { name: /insert merge tag/i });
  await waitFor(() => expect(menuButton).not.toHaveClass('ant-btn-loading'));
  await user.click(menuButton);
  await user.click(await screen.findByRole('menuitem', { name }));
}

const insertBodyTag = (user: UserEvent, name: RegExp) => insertTag(user, 'email body', name);

function pasteHtml(target: HTMLElement, html: string): void {
  fireEvent.paste(target, {
    clipboardData: {
      types: ['text/html', 'text/plain'],
      getData: (type: string) => (type === 'text/html' ? html : ''),
    },
  });
}

function sent(seen: SeenRequest[], path: string): Record<string, unknown>[] {
  return seen
    .filter((request) => new URL(request.url).pathname.endsWith(`/${path}`))
    .map((request) => request.body as Record<string, unknown>);
}

async function fillRequiredFields(user: UserEvent, title: string, subject: string): Promise<void> {
  await user.type(titleInput(), title);
  await user.type(subjectInput(), subject);
}

describe('MailTemplateEditor: a new template', () => {
  it('saves subject and body with a merge-tag chip through create_template, then closes', async () => {
    const seen = recordRequests();
    const { user, onClose } = renderEditor();
    await fillRequiredFields(user, 'Spring news', 'Hello from us');
    await typeInBody(user, 'Hi ');
    await insertBodyTag(user, /^First name/);

    const chip = body().querySelector('.merge-tag-chip');
    expect(chip).toHaveAttribute('data-merge-tag', '{{first_name}}');
    expect(chip).toHaveTextContent('First name');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Template is created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(sent(seen, 'create_template')).toHaveLength(1));
    const [request] = sent(seen, 'create_template');
    expect(request).toMatchObject({ type: 'mail', title: 'Spring news', subject: 'Hello from us' });
    expect(request!.content).toContain('Hi ');
    expect(request!.content).toContain(
      '<span data-merge-tag="{{first_name}}">{{first_name}}</span>',
    );
    // Saved: no draft is left behind.
    expect(Object.keys(window.localStorage).filter((key) => key.includes('draft'))).toEqual([]);
  });

  it('asks for title, subject and body, and sends nothing while they are missing', async () => {
    const seen = recordRequests();
    const { user, onClose } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Please enter a title.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a subject.')).toBeInTheDocument();
    expect(screen.getByText('Please write the email body.')).toBeInTheDocument();
    expect(subjectInput()).toHaveAttribute('aria-invalid', 'true');
    expect(body()).toHaveAttribute('aria-invalid', 'true');

    // Blank text is still no subject; an empty paragraph is still no body.
    await fillRequiredFields(user, 'Has a title', '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please enter a subject.')).toBeInTheDocument();
    expect(screen.getByText('Please write the email body.')).toBeInTheDocument();
    expect(screen.queryByText('Please enter a title.')).not.toBeInTheDocument();

    await settle();
    expect(sent(seen, 'create_template')).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('inserts merge tags into the subject as plain tokens, at the caret', async () => {
    const { user } = renderEditor();
    await user.type(subjectInput(), 'News for you');
    // Caret after "News for ".
    subjectInput().focus();
    (subjectInput() as HTMLInputElement).setSelectionRange(9, 9);
    await insertTag(user, 'subject', /^First name/);
    expect(subjectInput()).toHaveValue('News for {{first_name}}you');
  });

  it('removes a chip as one unit with Backspace', async () => {
    const { user } = renderEditor();
    await typeInBody(user, 'Dear ');
    await insertBodyTag(user, /\{\{city_state_zip\}\}$/);
    // The chip reads as the tag's translated name; its token is what is saved.
    expect(body().querySelector('.merge-tag-chip')).toHaveTextContent('City, state and zip');
    await user.keyboard('{Backspace}');
    expect(body().querySelector('.merge-tag-chip')).toBeNull();
    expect(body()).toHaveTextContent('Dear');
  });

  it('has a toolbar of named buttons, with pressed states and a link prompt that takes only web and mail links', async () => {
    const { user } = renderEditor();
    const toolbar = screen.getByRole('toolbar', { name: 'Text formatting' });
    for (const name of ['Bold', 'Italic', 'Underline', 'Strikethrough', 'Heading 1', 'Quote'])
      expect(within(toolbar).getByRole('button', { name })).toHaveAttribute(
        'aria-pressed',
        'false',
      );

    await typeInBody(user, 'Hi');
    await user.click(within(toolbar).getByRole('button', { name: 'Heading 1' }));
    expect(within(toolbar).getByRole('button', { name: 'Heading 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(body().querySelector('h1')).toHaveTextContent('Hi');

    await user.click(within(toolbar).getByRole('button', { name: 'Add link' }));
    const url = screen.getByLabelText('Link address');
    await user.type(url, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Apply link' }));
    expect(await screen.findByText(/Enter a full web address/)).toBeInTheDocument();
    expect(body().querySelector('a')).toBeNull();

    await user.clear(url);
    await user.type(url, 'https://example.com/offer');
    await user.click(screen.getByRole('button', { name: 'Apply link' }));
    await waitFor(() =>
      expect(body().querySelector('a')).toHaveAttribute('href', 'https://example.com/offer'),
    );
  });
});

describe('MailTemplateEditor: images (§5, at most 10MB)', () => {
  it('refuses an image that takes the template over 10MB and inserts one that fits', async () => {
    const { user } = renderEditor();
    const input = screen.getByLabelText('Image file');
    const large = new File([new Uint8Array(10.5 * 1024 * 1024)], 'large.png', {
      type: 'image/png',
    });
    await user.upload(input, large);
    expect(await screen.findByText(LIMIT_MESSAGE)).toBeInTheDocument();
    expect(body().querySelector('img')).toBeNull();

    const small = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3])], 's.png', {
      type: 'image/png',
    });
    await user.upload(input, small);
    await waitFor(() =>
      expect(body().querySelector('img')?.getAttribute('src')).toMatch(
        /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/,
      ),
    );
    expect(screen.queryByText(LIMIT_MESSAGE)).not.toBeInTheDocument();
  });
});

describe('MailTemplateEditor: hostile HTML', () => {
  it('sanitises a loaded body in the editor, the preview and the saved content', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    db().templates.update(102, { content: HOSTILE_BODY });
    const seen = recordRequests();
    const { user, onClose } = renderEditor(102);
    await waitFor(() => expect(body()).toHaveTextContent('Hello friend'));

    expect(body().querySelector('img, script, [onerror], [onclick]')).toBeNull();
    expect(document.querySelector('[onerror], [onclick]')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const frame = await screen.findByTitle('Preview of the email with sample contact data');
    const srcdoc = frame.getAttribute('srcdoc') ?? '';
    expect(srcdoc).toContain('Hello <b>friend</b>');
    expect(srcdoc).not.toMatch(/onerror|onclick|<script|alert/);

    await user.click(screen.getByRole('tab', { name: 'Write' }));
    await user.type(titleInput(), ' (safe)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [request] = sent(seen, 'update_template');
    expect(request!.content).toContain('Hello <b>friend</b>');
    expect(request!.content).not.toMatch(/onerror|onclick|<script|alert/);
    expect(alert).not.toHaveBeenCalled();
  });

  it('sanitises pasted HTML before it reaches the editor and the save', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const seen = recordRequests();
    const { user, onClose } = renderEditor();
    await fillRequiredFields(user, 'Pasted', 'Pasted subject');
    await user.click(body());
    pasteHtml(body(), HOSTILE_BODY);
    await waitFor(() => expect(body()).toHaveTextContent('Hello friend'));
    expect(body().querySelector('img, script, [onerror], [onclick]')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [request] = sent(seen, 'create_template');
    expect(request!.content).toContain('friend');
    expect(request!.content).not.toMatch(/onerror|onclick|<script|<img|alert/);
    expect(alert).not.toHaveBeenCalled();
  });
});

describe('MailTemplateEditor: preview and proof', () => {
  it('previews in a sandboxed frame with sample values, at desktop or mobile width', async () => {
    const { user } = renderEditor();
    await user.type(subjectInput(), 'Hello {{{{first_name}}');
    await typeInBody(user, 'Hi ');
    await insertBodyTag(user, /\{\{city\}\}$/);

    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const frame = await screen.findByTitle('Preview of the email with sample contact data');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    const srcdoc = frame.getAttribute('srcdoc') ?? '';
    expect(srcdoc).toContain('<title>Hello Jordan</title>');
    expect(srcdoc).toContain('Hi <span data-merge-tag="Portland">Portland</span>');
    expect(srcdoc).not.toContain('{{');
    expect(screen.getByText('Hello Jordan')).toBeInTheDocument();

    expect(frame).toHaveAttribute('data-width', 'desktop');
    await user.click(screen.getByText('Mobile'));
    expect(frame).toHaveAttribute('data-width', 'mobile');
  });

  it('gets an EMAIL-1 proof and shows its decoded HTML in a sandboxed frame', async () => {
    const seen = recordRequests();
    const { user } = renderEditor();
    await user.type(subjectInput(), 'Proof for {{{{first_name}}');
    await typeInBody(user, 'Proof body');

    await user.click(screen.getByRole('tab', { name: 'Proof' }));
    await user.click(screen.getByRole('button', { name: 'Get proof' }));
    const frame = await screen.findByTitle('Proof of the email');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('<title>Proof for Jordan</title>');
    expect(frame.getAttribute('srcdoc')).toContain('Proof body');
    expect(sent(seen, 'proof/pre-order/create')[0]).toMatchObject({
      sku: 'EMAIL-1',
      subject: 'Proof for {{first_name}}',
    });
  });
});

describe('MailTemplateEditor: an existing template', () => {
  it('loads mail template 102 (the studio’s) and saves it through update_template', async () => {
    const template = db().templates.get(102)!;
    const seen = recordRequests();
    const { user, onClose } = renderEditor(102);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the template…');

    expect(await screen.findByDisplayValue(template.title)).toBeInTheDocument();
    expect(subjectInput()).toHaveValue(template.subject);
    await waitFor(() =>
      expect(body().querySelector('[data-merge-tag="{{first_name}}"]')).not.toBeNull(),
    );

    await user.clear(subjectInput());
    await user.type(subjectInput(), 'A new subject');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [request] = sent(seen, 'update_template');
    expect(request).toMatchObject({ template_id: 102, subject: 'A new subject' });
    expect(sent(seen, 'create_template')).toEqual([]);
    expect(db().templates.get(102)!.subject).toBe('A new subject');
  });

  it('offers Retry when the template fails to load, and never shows a blank drawer', async () => {
    failCall(smsOrEmailEditInfoEndpoint, { message: 'Server busy' }, { once: true });
    const template = db().templates.get(102)!;
    const { user } = renderEditor(102);
    expect(await screen.findByText('Server busy')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByDisplayValue(template.title)).toBeInTheDocument();
    expect(screen.queryByText('Server busy')).not.toBeInTheDocument();
  });

  it('keeps everything and shows the server’s message when the save fails', async () => {
    failCall(updateTemplateEndpoint, { message: LIMIT_MESSAGE }, { once: true });
    const { user, onClose } = renderEditor(102);
    await screen.findByDisplayValue(db().templates.get(102)!.title);
    await user.clear(subjectInput());
    await user.type(subjectInput(), 'Kept subject');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(LIMIT_MESSAGE)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(subjectInput()).toHaveValue('Kept subject');
  });
});

describe('MailTemplateEditor: drafts', () => {
  it('restores a draft after the editor was closed without saving', async () => {
    const first = renderEditor();
    await fillRequiredFields(first.user, 'Draft title', 'Draft subject');
    await typeInBody(first.user, 'Draft body');
    first.unmount();

    const { user } = renderEditor();
    expect(await screen.findByText(/You have an unsaved draft from/)).toBeInTheDocument();
    expect(titleInput()).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Restore' }));

    expect(titleInput()).toHaveValue('Draft title');
    expect(subjectInput()).toHaveValue('Draft subject');
    await waitFor(() => expect(body()).toHaveTextContent('Draft body'));
    expect(screen.queryByText(/You have an unsaved draft from/)).not.toBeInTheDocument();
  });
});
