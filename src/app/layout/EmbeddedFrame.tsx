import { useIntl } from 'react-intl';
import { getConfig } from '../../config/env';
import { frameSandbox } from '../../lib/frameSandbox';
import type { FrameKey } from '../../features/shell';

const FRAME_TITLES = { help: 'nav.help', zapier: 'nav.zapier' } as const;

/** An embedded page whose URL comes from configuration (a local help page in demo mode). */
export function EmbeddedFrame({
  frame,
  fullHeight = false,
}: {
  frame: FrameKey;
  fullHeight?: boolean;
}) {
  const intl = useIntl();
  const url = getConfig().frames[frame];
  return (
    <iframe
      className={fullHeight ? 'embedded-frame embedded-frame--full' : 'embedded-frame'}
      src={url}
      title={intl.formatMessage({ id: FRAME_TITLES[frame] })}
      sandbox={frameSandbox(url, window.location.origin, ['forms', 'popups'])}
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
