import { Button } from 'antd';
import { useIntl } from 'react-intl';
import { outcomeUnknown } from '../../../../api';
import { formatCents } from '../../../../lib/money';
import { RefusedDialog } from '../../../../components/RefusedDialog';
import { useUserMessage } from '../../../../components/useUserMessage';
import { callFailureMessage } from '../../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../../state/hooks';
import type { ComplianceProblem } from '../compliance';
import { launchCall, launchErrorDismissed, selectLaunchError, selectLaunching } from '../slice';

/**
 * Launch: the button says what still stops the order (each compliance problem with the way to its
 * step); a refusal shows the server's words in a dialog.
 */
export function LaunchBar({
  problems,
  ready,
  onLaunch,
  onAddOptOut,
  totalCents,
}: {
  problems: readonly ComplianceProblem[];
  /** The order's price, shown beside Launch once it is known. */
  totalCents: number | null;
  /** Adds the standard opt-out line to a text step, in one click (as SMS platforms offer). */
  onAddOptOut: (stepId: number) => void;
  /** A campaign, a name, lists and a price: there is something to launch. */
  ready: boolean;
  onLaunch: () => void;
}) {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const launching = useAppSelector(selectLaunching);
  const error = useAppSelector(selectLaunchError);
  const goTo = (stepId: number) => {
    const target = document.getElementById(`order-step-${stepId}`);
    target?.scrollIntoView({ block: 'center' });
    target?.focus();
  };
  return (
    <section className="order-launch" aria-label={intl.formatMessage({ id: 'ordering.launch' })}>
      {problems.length > 0 ? (
        <div className="order-launch__problems" role="status">
          <p>{intl.formatMessage({ id: 'ordering.launch.blocked' })}</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem.stepId}>
                {intl.formatMessage(
                  {
                    id:
                      problem.kind === 'sms'
                        ? 'ordering.compliance.sms'
                        : 'ordering.compliance.email',
                  },
                  { number: problem.number },
                )}{' '}
                {problem.kind === 'sms' ? (
                  <Button size="small" onClick={() => onAddOptOut(problem.stepId)}>
                    {intl.formatMessage(
                      { id: 'ordering.compliance.addOptOut' },
                      { number: problem.number },
                    )}
                  </Button>
                ) : null}{' '}
                <Button type="link" size="small" onClick={() => goTo(problem.stepId)}>
                  {intl.formatMessage({ id: 'ordering.compliance.go' }, { number: problem.number })}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="order-launch__summary">
        <p className="order-launch__total">
          {totalCents === null ? null : (
            <>
              {intl.formatMessage({ id: 'ordering.price.total' })}:{' '}
              <strong>{formatCents(totalCents, intl.locale)}</strong>
            </>
          )}
        </p>
        <Button
          type="primary"
          size="large"
          loading={launching}
          disabled={!ready || problems.length > 0}
          onClick={() => {
            if (!launching) onLaunch();
          }}
        >
          {intl.formatMessage({ id: 'ordering.launch' })}
        </Button>
      </div>
      <RefusedDialog
        title={intl.formatMessage({
          id: error && outcomeUnknown(error) ? 'money.unknownTitle' : 'ordering.launch.failedTitle',
        })}
        message={error ? word(callFailureMessage(launchCall, error)) : null}
        onClose={() => dispatch(launchErrorDismissed())}
      />
    </section>
  );
}
