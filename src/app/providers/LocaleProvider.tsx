import { type ReactNode, useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { selectLocale } from '../../features/preferences';
import type { Locale } from '../../i18n/languages';
import { englishMessages, loadMessages } from '../../i18n/loadMessages';
import type { Messages } from '../../i18n/messageIds';
import { useAppSelector } from '../hooks';

/** react-intl follows the chosen language; English ships with the first load, the others load when chosen. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const locale = useAppSelector(selectLocale);
  const [loaded, setLoaded] = useState<{ locale: Locale; messages: Messages }>({
    locale: 'en',
    messages: englishMessages,
  });

  useEffect(() => {
    let current = true;
    loadMessages(locale)
      .then((messages) => {
        if (current) setLoaded({ locale, messages });
      })
      .catch(() => {
        // A catalogue that fails to load leaves the app in the language it already shows.
      });
    return () => {
      current = false;
    };
  }, [locale]);

  return (
    <IntlProvider locale={loaded.locale} messages={loaded.messages} defaultLocale="en">
      {children}
    </IntlProvider>
  );
}
