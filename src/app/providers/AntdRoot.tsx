import { ConfigProvider } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { type ReactNode, useEffect, useState } from 'react';
import { selectPreferences } from '../../features/preferences';
import { ANTD_ENGLISH, loadAntdLocale } from '../../i18n/antdLocale';
import { accessibleAntdTheme } from '../../theme/themes';
import { useAppSelector } from '../../state/hooks';

/**
 * antd's provider: its strings follow the language, and the main theme sets the primary colour
 * with the contrast fixes of accessibleAntdTheme, so every antd screen (the dashboard and the
 * profile-completion form alike) gets them. Lazy-loaded around the screens that use antd, so the sign-in page never downloads antd.
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

  return (
    <ConfigProvider locale={antdLocale} theme={accessibleAntdTheme(mainTheme)}>
      {children}
    </ConfigProvider>
  );
}
