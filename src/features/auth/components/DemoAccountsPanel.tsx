import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { PlainButton } from '../../../components/controls';
import { type DemoAccount, useDemo } from '../../../components/demo';

/** Demo mode lists its seeded accounts so a newcomer can sign in as each role. */
export function DemoAccountsPanel({
  onUse,
}: {
  onUse: (account: DemoAccount, password: string) => void;
}) {
  const demo = useDemo();
  const [resetting, setResetting] = useState(false);
  if (!demo) return null;

  const reset = async () => {
    setResetting(true);
    try {
      await demo.reset();
    } finally {
      setResetting(false);
    }
  };

  return (
    <section className="demo-accounts" aria-labelledby="demo-accounts-title">
      <h2 id="demo-accounts-title" className="demo-accounts__title">
        <FormattedMessage id="auth.demo.title" />
      </h2>
      <p className="demo-accounts__intro">
        <FormattedMessage
          id="auth.demo.intro"
          values={{ password: <code>{demo.password}</code> }}
        />
      </p>
      <ul className="demo-accounts__list">
        {demo.accounts.map((account) => (
          <li key={account.email} className="demo-accounts__item">
            <span className="demo-accounts__who">
              <strong>
                <FormattedMessage id={account.roleLabelId} />
              </strong>
              <span>{account.email}</span>
            </span>
            <PlainButton className="button-secondary" onClick={() => onUse(account, demo.password)}>
              <FormattedMessage id="auth.demo.use" values={{ name: account.name }} />
            </PlainButton>
          </li>
        ))}
      </ul>
      <PlainButton
        variant="link"
        className="button-text"
        onClick={() => void reset()}
        disabled={resetting}
      >
        <FormattedMessage id="auth.demo.reset" />
      </PlainButton>
    </section>
  );
}
