import { Button } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useAppDispatch } from '../../../state/hooks';
import { frameOpened } from '../../shell';
import { PanelSection } from '../../../components/PanelSection';

/**
 * Zapier (issue 29): what it does here, and the configured Zapier page in the shell's frame (the
 * same frame the sidebar's Zapier entry opens, VITE_ZAPIER_URL).
 */
export function ZapierSection() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  return (
    <PanelSection title={intl.formatMessage({ id: 'integrations.zapier.title' })}>
      <p>{intl.formatMessage({ id: 'integrations.zapier.body' })}</p>
      <p className="integrations-hint">
        {intl.formatMessage({ id: 'integrations.zapier.apiKey' })}
      </p>
      <div className="integrations-actions">
        <Button type="primary" onClick={() => dispatch(frameOpened('zapier'))}>
          {intl.formatMessage({ id: 'integrations.zapier.open' })}
        </Button>
        <Link to={paths.dashboard.zapCampaigns.getHref()}>
          {intl.formatMessage({ id: 'integrations.zapier.campaigns' })}
        </Link>
        <Link to={paths.dashboard.apiKey.getHref()}>
          {intl.formatMessage({ id: 'integrations.zapier.apiKeyLink' })}
        </Link>
      </div>
    </PanelSection>
  );
}
