import { ConfigProvider } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { selectPreferences } from '../../features/preferences';
import { ANTD_ENGLISH, loadAntdLocale } from '../../i18n/antdLocale';
import { accessibleAntdTheme } from '../../theme/themes';
import { useAppSelector } from '../../state/hooks';
import { usePrefersReducedMotion } from '../../components/usePrefersReducedMotion';

/**
 * Where antd opens a popup (a select's list, a dropdown menu, a popover, a tooltip): inside the
 * dialog or the main landmark its trigger is in, rather than at the end of the page, outside every
 * landmark (axe's region rule) and far from its trigger in reading order. In a modal that is its
 * container (the dialog element itself takes no pointer events, so a list there could not be
 * clicked). A dialog's own container (no trigger) stays the page's body.
 */
const POPUP_HOSTS = '.ant-modal-container, [role="dialog"], main';

function popupContainer(trigger?: HTMLElement): HTMLElement {
  return trigger?.closest<HTMLElement>(POPUP_HOSTS) ?? document.body;
}

/**
 * antd's provider: its strings follow the language, and the main theme sets the primary colour
 * with the contrast fixes of accessibleAntdTheme, so every antd screen (the dashboard and the
 * profile-completion form alike) gets them; a user who asks for reduced motion gets no antd
 * animations. Lazy-loaded around the screens that use antd, so the sign-in page never downloads
 * antd.
 */
/**
 * No click ripple on buttons: a decoration whose clean-up (rc-util's deferred unmount) can run
 * twice when its timers fire together, throwing "reading '__rc_react_root__'" in the page (seen
 * under Playwright's fast-forwarded clock in the lost-answer upgrade journey); it also spares each
 * click a render.
 */
const NO_WAVE = { disabled: true } as const;

export default function AntdRoot({ children }: { children: ReactNode }) {
  const { locale, mainTheme } = useAppSelector(selectPreferences);
  const [antdLocale, setAntdLocale] = useState<AntdLocale>(ANTD_ENGLISH);
  const reducedMotion = usePrefersReducedMotion();
  // One theme object while the choice stands: a new one would re-render every antd component.
  const theme = useMemo(
    () => accessibleAntdTheme(mainTheme, reducedMotion),
    [mainTheme, reducedMotion],
  );

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
    <ConfigProvider
      locale={antdLocale}
      theme={theme}
      getPopupContainer={popupContainer}
      wave={NO_WAVE}
    >
      {children}
    </ConfigProvider>
  );
}
