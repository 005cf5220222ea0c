import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Choice, PlainButton } from '../../../components/controls';
import { useUserMessage } from '../../../components/useUserMessage';
import { callFailureMessage } from '../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { DEMO_PEOPLE } from '../demoPeople';
import { authorizeCall, demoSignInRequested, selectAuthorize } from '../slice';

/**
 * Demo mode's simulated provider: the visitor picks who the provider says they are (a person
 * with an account, or a new one) and continues; the app then asks the mock provider for a code
 * and runs the same callback as a real provider's.
 */
export function DemoProvider() {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const authorize = useAppSelector(selectAuthorize);
  const [person, setPerson] = useState(DEMO_PEOPLE[0]!.id);
  return (
    <section className="external-signin__demo" aria-labelledby="external-signin-demo-title">
      <h2 id="external-signin-demo-title" className="external-signin__demo-title">
        {intl.formatMessage({ id: 'externalSignIn.demo.title' })}
      </h2>
      <fieldset className="external-signin__people">
        <legend>{intl.formatMessage({ id: 'externalSignIn.demo.intro' })}</legend>
        {DEMO_PEOPLE.map(({ id, socialite, hasAccount }) => (
          <label key={id} className="external-signin__person">
            <Choice
              type="radio"
              name="demo-person"
              value={id}
              checked={person === id}
              onChange={() => setPerson(id)}
            />
            <span className="external-signin__who">
              <strong>{socialite.fname}</strong>
              <span>{socialite.email}</span>
              <span className="external-signin__tag">
                {intl.formatMessage({
                  id: hasAccount ? 'externalSignIn.demo.known' : 'externalSignIn.demo.new',
                })}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {authorize.error ? (
        <p className="notice notice--error external-signin__failure" role="alert">
          {word(callFailureMessage(authorizeCall, authorize.error))}
        </p>
      ) : null}
      <PlainButton
        variant="primary"
        className="button-primary external-signin__continue"
        onClick={() => dispatch(demoSignInRequested({ person }))}
        disabled={authorize.loading}
        aria-busy={authorize.loading}
      >
        {intl.formatMessage({ id: 'externalSignIn.demo.continue' })}
      </PlainButton>
    </section>
  );
}
