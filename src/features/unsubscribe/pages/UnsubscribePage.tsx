import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import type { PageProps } from '../../../components/pageProps';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { localeChosen, selectLocale } from '../../preferences';
import type { UnsubscribeChannel } from '../api';
import {
  type MountedUnsubscribePage,
  mountUnsubscribePage,
} from '../view/mountUnsubscribePage';

/**
 * The unsubscribe routes inside the app, for a link followed without a reload: they host the same
 * view the page of its own draws (view/mountUnsubscribePage.ts), in the app's language, and a
 * language chosen there becomes the app's.
 */
function UnsubscribePage({ channel }: PageProps & { channel: UnsubscribeChannel }) {
  const { token = '' } = useParams();
  const locale = useAppSelector(selectLocale);
  const dispatch = useAppDispatch();
  const host = useRef<HTMLDivElement>(null);
  const page = useRef<MountedUnsubscribePage | null>(null);
  const firstLocale = useRef(locale);

  useEffect(() => {
    if (!host.current) return undefined;
    const mounted = mountUnsubscribePage(host.current, {
      channel,
      token,
      locale: firstLocale.current,
      onLocaleChosen: (chosen) => dispatch(localeChosen(chosen)),
    });
    page.current = mounted;
    return () => {
      mounted.unmount();
      page.current = null;
    };
  }, [channel, dispatch, token]);

  useEffect(() => {
    firstLocale.current = locale;
    page.current?.setLocale(locale);
  }, [locale]);

  return <div ref={host} />;
}

/** /phone-unsubs/{token}: a text's unsubscribe link. */
export function PhoneUnsubscribePage(props: PageProps) {
  return <UnsubscribePage {...props} channel="sms" />;
}

/** /email-unsubs/{token}: an email's unsubscribe link. */
export function EmailUnsubscribePage(props: PageProps) {
  return <UnsubscribePage {...props} channel="email" />;
}
