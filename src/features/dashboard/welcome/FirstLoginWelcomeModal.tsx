import './register';
import './welcome.css';
import { Button, Modal } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useFocusReturn } from '../../../components/useFocusReturn';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { selectProfile } from '../../auth';
import { firstLoginSeenCall } from './slice';
import { rememberWelcomeClosed } from './welcomeDue';
import { type WelcomeStep, welcomeStepsFor } from './welcomeSteps';

/**
 * The welcome a new user meets on the dashboard after their first sign-in (accounts-money §3
 * hideFirstLoginModal, §4 first-login flag): three first steps for their side, each a link. Closing
 * it (its button, a step, Escape) remembers it in this browser and tells the server once; the
 * dashboard's "Getting started" opens it again, which changes nothing.
 */
export default function FirstLoginWelcomeModal({ onClose }: { onClose: () => void }) {
  useFocusReturn();
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectProfile);
  if (!profile) return null;

  const close = () => {
    if (profile.firstlogin_status === 0) {
      rememberWelcomeClosed(profile);
      dispatch(firstLoginSeenCall.request({ firstlogin_status: 1 }));
    }
    onClose();
  };
  const stepLink = (step: WelcomeStep) => (
    <li key={step.titleId} className="welcome__step">
      <Link to={step.href} onClick={close} className="welcome__step-link">
        {intl.formatMessage({ id: step.titleId })}
      </Link>
      <span className="welcome__step-body">{intl.formatMessage({ id: step.bodyId })}</span>
    </li>
  );

  return (
    <Modal
      open
      title={intl.formatMessage({ id: 'welcome.title' }, { name: profile.fname || profile.email })}
      onCancel={close}
      footer={
        <Button type="primary" onClick={close}>
          {intl.formatMessage({ id: 'welcome.start' })}
        </Button>
      }
    >
      <p>{intl.formatMessage({ id: `welcome.intro.role${profile.role_id}` })}</p>
      <ol className="welcome__steps">{welcomeStepsFor(profile.role_id).map(stepLink)}</ol>
    </Modal>
  );
}
