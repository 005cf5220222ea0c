import { useIntl } from 'react-intl';
import { PlainButton } from '../../../components/controls';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { selectSessionActor } from '../../../state/session';
import { selectProfile } from '../../auth';
import { selectSwitching, switchBackRequested } from '../slice';
import { ReturnIcon } from './icons';
import './impersonationBanner.css';

/**
 * Shown on every dashboard page while an admin views the app as someone else (issue 29): whose
 * account this is, who is acting, and the way back. A solid bar above the top bar, so it cannot be
 * mistaken for the page's own content or scrolled out of the way.
 */
export function ImpersonationBanner() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const actor = useAppSelector(selectSessionActor);
  const profile = useAppSelector(selectProfile);
  const switching = useAppSelector(selectSwitching);
  if (!actor || !profile) return null;
  const name = `${profile.fname} ${profile.lname}`.trim() || profile.email;
  return (
    <section
      className="impersonation-banner"
      aria-label={intl.formatMessage({ id: 'switch.banner.label' })}
    >
      <p className="impersonation-banner__text">
        <strong>{intl.formatMessage({ id: 'switch.banner.title' }, { name })}</strong>{' '}
        <span className="impersonation-banner__email">({profile.email})</span>{' '}
        <span>{intl.formatMessage({ id: 'switch.banner.body' }, { actor: actor.name })}</span>
      </p>
      <PlainButton
        size="small"
        className="impersonation-banner__back"
        disabled={switching}
        onClick={() => dispatch(switchBackRequested(actor.kind))}
      >
        <ReturnIcon />
        {intl.formatMessage({
          id: actor.kind === 'superAdmin' ? 'switch.toSuperAdmin' : 'switch.toProAdmin',
        })}
      </PlainButton>
    </section>
  );
}
