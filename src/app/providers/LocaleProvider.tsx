import { ConfigProvider } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { type ReactNode, useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { selectPreferences } from '../../features/preferences';
import { loadAntdLocale } from '../../i18n/antdLocale';
import type { Locale } from '../../i18n/languages';
import { englishMessages, loadMessages } from '../../i18n/loadMessages';
import type { Messages } from '../../i18n/messageIds';
import { MAIN_THEMES } from '../../theme/themes';
import { useAppSelector } from '../hooks';

interface Loaded {
  locale: Locale;
  messages: Messages;
  antdLocale: AntdLocale | undefined;
}

/** react-intl and antd follow the chosen language; the main theme sets antd's primary colour. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const { locale, mainTheme } = useAppSelector(selectPreferences);
  const [loaded, setLoaded] = useState<Loaded>({
    locale: 'en',
    messages: englishMessages,
    antdLocale: undefined,
  });

  useEffect(() => {
    let current = true;
    Promise.all([loadMessages(locale), loadAntdLocale(locale)])
      .then(([messages, antdLocale]) => {
        if (current) setLoaded({ locale, messages, antdLocale });
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
      <ConfigProvider
        locale={loaded.antdLocale}
        theme={{
          token: {
            colorPrimary: MAIN_THEMES[mainTheme].buttonColor,
            colorLink: MAIN_THEMES[mainTheme].buttonColor,
          },
        }}
      >
        {children}
      </ConfigProvider>
    </IntlProvider>
  );
}
