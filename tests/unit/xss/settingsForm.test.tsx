import { fireEvent, screen } from '@testing-library/react';
import {
  editBasicUserProfileEndpoint,
  updateProfileCompleteEndpoint,
} from '../../../src/features/auth/api';
import { nameProblem } from '../../../src/features/auth/profileValidation';
import { en } from '../../../src/i18n/locales/en';
import { db } from '../../../src/mocks/db';
import { endpointUrl } from '../../../src/mocks/kit/handle';
import { failCall } from '../../utils/overrides';
import { ALL_HOSTILE } from '../../fixtures/hostileStrings';
import { preloadAppModules } from '../../utils/appSetup';
import { renderApp } from '../../utils/renderApp';
import { quoted } from '../../utils/xssSentinel';
import {
  type FieldUnderTest,
  type FormEntry,
  describeHostileForm,
  errorsIn,
  inputLabelled,
  recordField,
  withoutLineBreaks,
} from './formHarness';

/**
 * Quality harness §3: the /settings form's name fields and every hostile string (formHarness).
 * An antd form costs ~55 ms a submitted string in jsdom, so the form itself takes every XSS
 * payload and an even sample of the naughty strings; the two things that decide what happens to
 * any string, the form's name rule (nameProblem, which its validator calls) and the server, then
 * take every string.
 */

/** The server's and the form's longest name, in characters. */
const NAME_MAX = 100;
/** The rule the spec and the server set, written here independently of the app's code. */
const nameAccepted = (name: string) => name.trim() !== '' && [...name].length <= NAME_MAX;

/** /settings: both names take the string (one submission checks both), the phone is valid. */
const settingsNames: FormEntry = {
  name: '/settings first name and last name',
  blns: 120,
  open: async () => {
    // The save's second step fails, so the form stays on screen for the next string; the first
    // step, edit-basicuser-profile, is the real mock backend, which stores the names.
    failCall(updateProfileCompleteEndpoint, { message: 'Try again.', status: 500 });
    const nameField = (which: 'fname' | 'lname'): FieldUnderTest => {
      const label = en[which === 'fname' ? 'settings.fname' : 'settings.lname'];
      const input = inputLabelled(label);
      const sent = recordField(editBasicUserProfileEndpoint, which);
      return {
        label,
        input,
        messages: () =>
          errorsIn(
            input().closest('.ant-form-item'),
            'ant-form-item-has-error',
            '.ant-form-item-explain-error',
          ),
        refusals: [
          en[which === 'fname' ? 'settings.fname.required' : 'settings.lname.required'],
          en['settings.name.tooLong'].replace('{max}', String(NAME_MAX)),
        ],
        // Refused when empty or only whitespace, or longer than 100 characters (code points).
        accepts: nameAccepted,
        held: withoutLineBreaks,
        sent: () => sent,
        stored: () => db().users.get(3)?.[which],
      };
    };
    const fields = [nameField('fname'), nameField('lname')];
    const { store } = await renderApp('/settings', { as: 'newcomer' });
    await screen.findByLabelText(en['settings.fname']);
    fireEvent.change(screen.getByLabelText(en['settings.phone']), {
      target: { value: '5551234567' },
    });
    const save = screen.getByRole('button', { name: new RegExp(`${en['settings.save']}$`) });
    return {
      fields,
      submit: () => fireEvent.click(save),
      idle: () => !store.getState().auth.completingProfile,
    };
  },
};

preloadAppModules();
describeHostileForm(settingsNames);

describe('the name rule of the /settings form (nameProblem)', () => {
  it(`refuses exactly the blank and too long among every hostile string (${ALL_HOSTILE.length})`, () => {
    const wrong = ALL_HOSTILE.filter(
      (name) => (nameProblem(name) === null) !== nameAccepted(name),
    ).map(quoted);
    expect(wrong).toEqual([]);
  });
});

describe('the mock server behind /settings (edit-basicuser-profile)', () => {
  it(`stores every hostile name exactly, or refuses it with a 422 (${ALL_HOSTILE.length})`, async () => {
    const problems: string[] = [];
    for (const name of ALL_HOSTILE) {
      const response = await fetch(endpointUrl(editBasicUserProfileEndpoint), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          fname: name,
          lname: name,
          phone_no: '5551234567',
          api_token: 'seed-token-newcomer',
        }),
      });
      const body = (await response.json()) as {
        data: { fname?: unknown } | null;
        errors?: Record<string, string[]>;
      };
      const refused = !nameAccepted(name);
      const stored = db().users.get(3);
      if (refused) {
        if (response.status !== 422 || !body.errors?.fname || !body.errors.lname)
          problems.push(`${quoted(name)}: not refused (${response.status})`);
      } else if (
        response.status !== 200 ||
        body.data?.fname !== name ||
        stored?.fname !== name ||
        stored.lname !== name
      ) {
        problems.push(`${quoted(name)}: stored as ${JSON.stringify(stored?.fname)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
