import { ConfigProvider } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { type ReactNode, useEffect, useState } from 'react';
import { selectPreferences } from '../../features/preferences';
import { ANTD_ENGLISH, loadAntdLocale } from '../../i18n/antdLocale';
import { MAIN_THEMES } from '../../theme/themes';
import { useAppSelector } from '../hooks';

/**
 * antd's provider: its strings follow the language and the main theme sets the primary colour.
 * Lazy-loaded around the screens that use antd, so the sign-in page never downloads antd.
 */
export default function AntdRoot({ children }: { children: ReactNode }) {
  const { locale, mainTheme } = useAppSelector(selectPreferences);
  const [antdLocale, setAntdLocale] = useState<AntdLocale>(ANTD_ENGLISH);

  useEffect(() => {
    let current = true;
    loadAntdLocale(locale)
      .then((loaded) => {
        if (current) setAntdLocale(loaded);
      })
      .catch(() => {
        // antd keeps its English strings if the locale fails to load.
      });
    return () => {
      current = false;
    };
  }, [locale]);

  const primary = MAIN_THEMES[mainTheme].buttonColor;
  return (
    <ConfigProvider
      locale={antdLocale}
      theme={{ token: { colorPrimary: primary, colorLink: primary } }}
    >
      {children}
    </ConfigProvider>
  );
}
