import { fireEvent, screen } from '@testing-library/react';
import { loginEndpoint } from '../../../src/features/auth/api';
import { emailProblem } from '../../../src/features/auth/signInValidation';
import { en } from '../../../src/i18n/locales/en';
import { preloadAppModules } from '../../utils/appSetup';
import { renderApp } from '../../utils/renderApp';
import {
  type FieldUnderTest,
  type FormEntry,
  asEmailInput,
  describeHostileForm,
  errorsIn,
  inputLabelled,
  recordField,
  withoutLineBreaks,
} from './formHarness';

/** Quality harness §3: the sign-in form's fields take every hostile string (formHarness). */

/** The sign-in form: one field takes the string, the other holds a valid value. */
function signInField(which: 'email' | 'password'): FormEntry {
  const label = en[which === 'email' ? 'auth.email' : 'auth.password'];
  return {
    name: `sign-in ${label.toLowerCase()}`,
    blns: 'all',
    open: async () => {
      const sent = recordField(loginEndpoint, which);
      const { store } = await renderApp('/signin');
      await screen.findByRole('heading', { level: 1 });
      const input = inputLabelled(label);
      const other = which === 'email' ? en['auth.password'] : en['auth.email'];
      fireEvent.change(screen.getByLabelText(other), {
        target: { value: which === 'email' ? 'not-the-password' : 'nobody@mailcraft.demo' },
      });
      const signIn = screen.getByRole('button', { name: en['auth.submit'] });
      const field: FieldUnderTest = {
        label,
        input,
        messages: () => errorsIn(input().closest('.field'), 'field--invalid', '.field__error'),
        refusals:
          which === 'email'
            ? [en['auth.email.required'], en['auth.email.invalid']]
            : [en['auth.password.required']],
        accepts: (held) => (which === 'email' ? emailProblem(held) === null : held !== ''),
        held: which === 'email' ? asEmailInput : withoutLineBreaks,
        // The sign-in saga trims the email before sending it (a pasted address often has spaces).
        ...(which === 'email' ? { sentAs: (held: string) => held.trim() } : {}),
        sent: () => sent,
      };
      return {
        fields: [field],
        submit: () => fireEvent.click(signIn),
        idle: () => !store.getState().auth.login.loading,
      };
    },
  };
}

preloadAppModules();
describeHostileForm(signInField('email'));
describeHostileForm(signInField('password'));
