import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Endpoint } from '../../../src/api';
import { en } from '../../../src/i18n/locales/en';
import { server } from '../../../src/mocks/node';
import { BLNS, XSS_PAYLOADS, chunksOf, sampleOf } from '../../fixtures/hostileStrings';
import { overrideCall } from '../../utils/overrides';
import { installSentinel, quoted, settle } from '../../utils/xssSentinel';

/**
 * Quality harness §3, form fields: every form field rejects or safely stores every hostile string.
 * For each string the suite fills the field (fireEvent.change: userEvent.type would read `{…}` and
 * `[…]` as key names), submits the form and checks that
 * - either the form refuses it with a visible validation message of that field, and sends nothing,
 * - or the server receives exactly the value and, where it keeps it, the mock database stores
 *   exactly that value (read back with db());
 * which of the two must happen is the field's documented rule (`accepts`); and that nothing
 * crashed (no error page, no console.error) and no script ran (window.__xss, dialogs).
 *
 * The one normalisation is the browser's, not ours: an <input>'s value sanitisation strips line
 * breaks (all single-line inputs) and, for type="email", surrounding ASCII whitespace. `held` says
 * what the input holds after the change; the suite asserts the input holds exactly that, and from
 * there on the value must travel untouched. (BLNS itself has no line breaks.)
 *
 * ADDING A FORM: template, campaign, contact, list and banner forms come in later issues. Each
 * gets its own test file (so vitest's two workers share them) that calls `describeHostileForm`
 * with ONE ENTRY: `open` renders the form once, with its other fields valid, and returns the
 * fields that take the string (several fields of one form may share a submission, as /settings'
 * first and last name do) with, for each, how to find the input, read its validation messages,
 * what the server received and (if it keeps it) what the mock database stored. A form must stay on
 * screen after a submission (the /settings entry makes the step after the save fail so it does).
 *
 * COST: every XSS payload always goes through the form. A plain form takes all 485 naughty strings
 * (~10 ms each); an antd form costs ~55 ms a string in jsdom (some 16 React commits per submission),
 * so it takes an even BLNS sample (`blns: 120`) and its file then checks every string against the
 * two things that decide its fate: the field's rule, a pure function the form's validator calls
 * (compared with the spec's rule written in the test), and the mock server's handler (stores it
 * exactly or refuses it), as tests/unit/xss/settingsForm.test.tsx does.
 */

/** One field of a form under test, filled with the hostile string. */
export interface FieldUnderTest {
  label: string;
  input: () => HTMLInputElement;
  /** The field's validation messages on screen now. */
  messages: () => string[];
  /** The messages the field may refuse a value with. */
  refusals: string[];
  /** The field's rule: whether a value (as the input holds it) is sent rather than refused. */
  accepts: (held: string) => boolean;
  /** What the input holds after the change: the browser's value sanitisation. */
  held: (typed: string) => string;
  /** What the client sends for a value it accepts: exactly the value unless said otherwise. */
  sentAs?: (held: string) => string;
  /** The field's value in each request the server received, oldest first. */
  sent: () => unknown[];
  /** What the mock database holds for the field, when the server keeps it. */
  stored?: () => unknown;
}

export interface FormSession {
  /** The fields that each take the string; the form's other fields hold valid values. */
  fields: FieldUnderTest[];
  submit: () => void;
  /** True when no submission is in flight. */
  idle: () => boolean;
}

export interface FormEntry {
  name: string;
  /** 'all' BLNS strings, or the size of an even sample (for forms that must remount). */
  blns: 'all' | number;
  /** Renders the form once. */
  open: () => Promise<FormSession>;
}

/** Single-line inputs drop CR and LF. */
export const withoutLineBreaks = (typed: string) => typed.replace(/[\r\n]/g, '');
/** type="email" also drops leading and trailing ASCII whitespace. */
export const asEmailInput = (typed: string) =>
  withoutLineBreaks(typed).replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '');

/** What the server received, by request, for a JSON body field; the real handler still answers. */
export function recordField(endpoint: Endpoint<never, unknown>, field: string): unknown[] {
  const seen: unknown[] = [];
  overrideCall(endpoint, async ({ request }) => {
    const body = (await request.clone().json()) as Record<string, unknown>;
    seen.push(body[field]);
    // Nothing returned: msw passes the request on to the mock backend's own handler.
  });
  return seen;
}

/**
 * The input labelled `label`, looked up once while it stays in the document: the harness reads it
 * several times per string (and on every poll), and a label query walks the whole document.
 */
export function inputLabelled(label: string): () => HTMLInputElement {
  let found: HTMLInputElement | undefined;
  return () => {
    if (!found?.isConnected) found = screen.getByLabelText<HTMLInputElement>(label);
    return found;
  };
}

/**
 * A field's validation messages: the texts under `selector` while the field's container is marked
 * invalid (`invalidClass`). antd leaves a message on screen while it fades out; the mark is what
 * says the field is refused now.
 */
export function errorsIn(
  container: Element | null,
  invalidClass: string,
  selector: string,
): string[] {
  if (!container?.classList.contains(invalidClass)) return [];
  return [...container.querySelectorAll(selector)]
    .filter((node) => !node.closest('[class*="-leave"]'))
    .map((node) => node.textContent ?? '');
}

/**
 * The end of a submission (the request answered, the saga done) often changes nothing on screen,
 * so waitFor would wait for its next 50 ms poll; polling every millisecond saves ~40 ms a string.
 */
const POLL = { interval: 1 };

/** Submits each string in turn and lists every failed check (empty when all pass). */
async function problemsOf(form: FormEntry, strings: readonly string[]): Promise<string[]> {
  const sentinel = installSentinel();
  const { fields, submit, idle } = await form.open();
  const problems = sentinel().map((call) => `opening: ${call}`);

  for (const typed of strings) {
    const text = quoted(typed);
    try {
      const before = fields.map((field) => field.sent().length);
      const held = fields.map((field) => {
        fireEvent.change(field.input(), { target: { value: typed } });
        const value = field.input().value;
        if (value !== field.held(typed))
          problems.push(`${text} ${field.label}: the input holds ${quoted(value)}`);
        return value;
      });
      const accepted = fields.map((field, index) => field.accepts(held[index]!));
      submit();

      if (accepted.every(Boolean)) {
        await waitFor(() => {
          fields.forEach((field, index) =>
            expect(field.sent().length).toBeGreaterThan(before[index]!),
          );
          expect(idle()).toBe(true);
        }, POLL);
      } else {
        await waitFor(
          () =>
            fields.forEach((field, index) => {
              if (!accepted[index]) expect(field.messages().length).toBeGreaterThan(0);
            }),
          POLL,
        );
        await settle();
      }
      fields.forEach((field, index) => {
        const value = held[index]!;
        const shown = field.messages();
        if (accepted.every(Boolean)) {
          const expected = (field.sentAs ?? ((same: string) => same))(value);
          const received = field.sent().at(-1);
          if (received !== expected)
            problems.push(
              `${text} ${field.label}: the server received ${JSON.stringify(received)}`,
            );
          if (field.stored && field.stored() !== expected)
            problems.push(`${text} ${field.label}: stored as ${JSON.stringify(field.stored())}`);
          if (shown.length > 0)
            problems.push(`${text} ${field.label}: sent, yet shows ${shown.join(' / ')}`);
        } else {
          if (field.sent().length !== before[index])
            problems.push(`${text} ${field.label}: refused, yet sent`);
          const foreign = shown.filter((message) => !field.refusals.includes(message));
          if (foreign.length > 0)
            problems.push(`${text} ${field.label}: refused with ${foreign.join(' / ')}`);
          if (!accepted[index] && shown.length === 0)
            problems.push(`${text} ${field.label}: refused without a message`);
        }
      });
    } catch (error) {
      problems.push(
        `${text}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
      );
    }
    if ((document.body.textContent ?? '').includes(en['error.boundary.title']))
      problems.push(`${text}: the error page is shown`);
    for (const call of sentinel()) problems.push(`${text}: sentinel saw ${call}`);
  }
  return problems;
}

/** A form submission per string is slow: the naughty strings go in runs of this many per test. */
const RUN = 100;
/** Generous: a submission costs some 16 React commits, and CI machines are shared. */
const RUN_TIMEOUT = 300_000;

/** Declares the suite of one form: every XSS payload, then the naughty strings in runs of RUN. */
export function describeHostileForm(form: FormEntry): void {
  describe(form.name, () => {
    afterEach(() => server.events.removeAllListeners());

    it(
      `refuses or stores exactly every XSS payload (${XSS_PAYLOADS.length})`,
      async () => {
        expect(await problemsOf(form, XSS_PAYLOADS)).toEqual([]);
      },
      RUN_TIMEOUT,
    );

    const blns = form.blns === 'all' ? BLNS : sampleOf(BLNS, form.blns);
    const which = form.blns === 'all' ? 'naughty strings' : 'sampled naughty strings';
    for (const run of chunksOf(blns, RUN)) {
      it(
        `refuses or stores exactly ${which} ${run.first}–${run.last} of ${blns.length}`,
        async () => {
          expect(await problemsOf(form, run.items)).toEqual([]);
        },
        RUN_TIMEOUT,
      );
    }
  });
}
