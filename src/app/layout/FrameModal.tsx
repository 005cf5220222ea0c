import { Modal } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { frameClosed, selectOpenFrame } from '../../features/shell';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { EmbeddedFrame } from './EmbeddedFrame';

const TITLES = { help: 'nav.help', zapier: 'nav.zapier' } as const;

export function FrameModal() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const frame = useAppSelector(selectOpenFrame);
  return (
    <Modal
      open={frame !== null}
      title={frame ? intl.formatMessage({ id: TITLES[frame] }) : undefined}
      onCancel={() => dispatch(frameClosed())}
      // Help leads on to our own questions and answers (/dashboard/faq-support, every role).
      footer={
        frame === 'help' ? (
          <Link to={paths.dashboard.faqSupport.getHref()} onClick={() => dispatch(frameClosed())}>
            {intl.formatMessage({ id: 'nav.faqSupportLink' })}
          </Link>
        ) : null
      }
      width="min(1100px, 94vw)"
      destroyOnHidden
    >
      {frame ? <EmbeddedFrame frame={frame} /> : null}
    </Modal>
  );
}
