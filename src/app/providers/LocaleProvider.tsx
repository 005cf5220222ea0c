import { type ReactNode, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { IntlProvider } from 'react-intl';
import { selectLocale } from '../../features/preferences';
import {
  domainMessagesVersion,
  loadDomainsFor,
  setActiveLocale,
  subscribeDomainMessages,
  withLoadedDomains,
} from '../../i18n/domainMessages';
import type { Locale } from '../../i18n/languages';
import { englishMessages, loadMessages } from '../../i18n/loadMessages';
import type { Messages } from '../../i18n/messageIds';
import { useAppSelector } from '../../state/hooks';

/**
 * react-intl follows the chosen language. English ships with the first load, the other languages
 * load when chosen, and screens' own message domains load with them (src/i18n/domainMessages.ts).
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const locale = useAppSelector(selectLocale);
  const [loaded, setLoaded] = useState<{ locale: Locale; messages: Messages }>({
    locale: 'en',
    messages: englishMessages,
  });
  const domainVersion = useSyncExternalStore(subscribeDomainMessages, domainMessagesVersion);

  useEffect(() => {
    let current = true;
    Promise.all([loadMessages(locale), loadDomainsFor(locale)])
      .then(([messages]) => {
        if (!current) return;
        setActiveLocale(locale);
        setLoaded({ locale, messages });
      })
      .catch(() => {
        // A catalogue that fails to load leaves the app in the language it already shows.
      });
    return () => {
      current = false;
    };
  }, [locale]);

  const messages = useMemo(
    () => withLoadedDomains(loaded.messages, loaded.locale),
    // domainVersion: a domain that finished loading is merged in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [loaded, domainVersion],
  );

  return (
    <IntlProvider locale={loaded.locale} messages={messages} defaultLocale="en">
      {children}
    </IntlProvider>
  );
}
