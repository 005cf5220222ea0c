import { HelpIcon, MailIcon } from './icons';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { getConfig } from '../../../config/env';
import { paths } from '../../../config/paths';

/** The embedded help page, as the sidebar's Help item shows it, as a page of its own. */
const HELP_PAGE = `${paths.dashboard.iframeLoader.getHref()}?frame=help`;

/** How to reach a person: the configured support address, and the help guides. */
export function SupportContact() {
  const intl = useIntl();
  const email = getConfig().supportEmail;
  return (
    <aside className="faq-contact" aria-labelledby="faq-contact-title">
      <h2 id="faq-contact-title">{intl.formatMessage({ id: 'support.contact.title' })}</h2>
      <p>{intl.formatMessage({ id: 'support.contact.body' })}</p>
      <p className="faq-contact__line">
        <MailIcon className="faq-contact__icon" />
        <span>
          <span className="faq-contact__label">
            {intl.formatMessage({ id: 'support.contact.emailLabel' })}
          </span>
          <a className="faq-contact__email" href={`mailto:${email}`}>
            {email}
          </a>
        </span>
      </p>
      <p className="faq-contact__tip">{intl.formatMessage({ id: 'support.contact.tip' })}</p>
      <p className="faq-contact__line">
        <HelpIcon className="faq-contact__icon" />
        <span>
          {intl.formatMessage({ id: 'support.contact.helpIntro' })}{' '}
          <Link to={HELP_PAGE}>{intl.formatMessage({ id: 'support.contact.helpLink' })}</Link>
        </span>
      </p>
    </aside>
  );
}
