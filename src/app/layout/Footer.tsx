import { useIntl } from 'react-intl';
import { APP_VERSION } from '../../config/constants';

export function Footer() {
  const intl = useIntl();
  return (
    <footer className="app-footer">
      {intl.formatMessage(
        { id: 'app.footer' },
        {
          product: intl.formatMessage({ id: 'app.name' }),
          year: new Date().getFullYear(),
          version: APP_VERSION,
        },
      )}
    </footer>
  );
}
