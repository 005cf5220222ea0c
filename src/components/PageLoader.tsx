import { useIntl } from 'react-intl';

/** A light loader for lazy pages: plain CSS so it costs nothing on the first load. */
export function PageLoader() {
  const intl = useIntl();
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <span className="page-loader__spinner" aria-hidden="true" />
      <span className="visually-hidden">{intl.formatMessage({ id: 'app.loading' })}</span>
    </div>
  );
}
