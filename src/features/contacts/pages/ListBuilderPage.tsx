import { Button } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { PageProps } from '../../../components/pageProps';
import { paths } from '../../../config/paths';
import { useAppDispatch } from '../../../state/hooks';
import { modalOpened } from '../../shell';

/**
 * /dashboard/list-builder (Marketplace): the list builder is a modal (the sidebar opens it); this
 * route explains it and opens the same modal on request. It does not open it by itself: the
 * builder's selects would then weigh on the route's first load.
 */
export default function ListBuilderPage({ titleId }: PageProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const open = () => dispatch(modalOpened('listBuilder'));
  return (
    <section className="panel" aria-labelledby="list-builder-title">
      <h1 id="list-builder-title">{intl.formatMessage({ id: titleId })}</h1>
      <p>{intl.formatMessage({ id: 'contacts.builder.intro' })}</p>
      <p>
        <Button type="primary" onClick={open}>
          {intl.formatMessage({ id: 'contacts.builder.open' })}
        </Button>{' '}
        <Link to={paths.dashboard.mailing.getHref()}>
          {intl.formatMessage({ id: 'contacts.detail.back' })}
        </Link>
      </p>
    </section>
  );
}
