import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { PageProps } from '../../components/pageProps';
import { EmbeddedFrame } from '../layout/EmbeddedFrame';

/** /dashboard/iframe-loader?frame=help|zapier shows a configured embedded page. */
export default function EmbeddedFramePage({ titleId }: PageProps) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const frame = params.get('frame') === 'zapier' ? 'zapier' : 'help';
  return (
    <section aria-labelledby="embedded-frame-title">
      <h1 id="embedded-frame-title" className="visually-hidden">
        {intl.formatMessage({ id: titleId })}
      </h1>
      <EmbeddedFrame frame={frame} fullHeight />
    </section>
  );
}
