import { Modal } from 'antd';
import { useIntl } from 'react-intl';
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
      footer={null}
      width="min(1100px, 94vw)"
      destroyOnHidden
    >
      {frame ? <EmbeddedFrame frame={frame} /> : null}
    </Modal>
  );
}
