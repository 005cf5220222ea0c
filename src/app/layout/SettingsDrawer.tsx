import { Button, Drawer, Radio, Select } from 'antd';
import { useIntl } from 'react-intl';
import { useDemo } from '../../components/demo';
import { localeChosen, selectPreferences, themeChosen } from '../../features/preferences';
import { LANGUAGES, type Locale } from '../../i18n/languages';
import type { MessageId } from '../../i18n/messageIds';
import { type ThemeOption, THEME_FAMILIES, THEME_FAMILY_KEYS } from '../../theme/themes';
import { useAppDispatch, useAppSelector } from '../../state/hooks';

function ThemeSwatches({
  labelId,
  options,
  value,
  onChange,
}: {
  labelId: MessageId;
  options: Record<string, ThemeOption>;
  value: string;
  onChange: (name: string) => void;
}) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: labelId });
  return (
    <fieldset className="settings-panel__group">
      <legend>{label}</legend>
      <Radio.Group
        value={value}
        onChange={(event) => onChange(String(event.target.value))}
        className="theme-swatches"
      >
        {Object.values(options).map((option) => (
          <Radio.Button
            key={option.themeName}
            value={option.themeName}
            aria-label={`${label}: ${intl.formatMessage({ id: `prefs.theme.${option.themeName}` as MessageId })}`}
            className="theme-swatch"
          >
            <span
              className="theme-swatch__colour"
              style={{ background: option.backgroundColor }}
              aria-hidden="true"
            />
          </Radio.Button>
        ))}
      </Radio.Group>
    </fieldset>
  );
}

/** The settings panel's contents: language, the theme families and the demo reset. */
export default function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const demo = useDemo();
  const preferences = useAppSelector(selectPreferences);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={intl.formatMessage({ id: 'prefs.title' })}
      size={320}
    >
      <label className="settings-panel__label" htmlFor="settings-language">
        {intl.formatMessage({ id: 'prefs.language' })}
      </label>
      <Select<Locale>
        id="settings-language"
        className="settings-panel__select"
        value={preferences.locale}
        // The list opens inside the panel (its dialog) rather than at the end of the page.
        getPopupContainer={(trigger: HTMLElement) => trigger.parentElement ?? document.body}
        onChange={(locale) => dispatch(localeChosen(locale))}
        options={LANGUAGES.map((language) => ({
          value: language.locale,
          label: `${language.icon} · ${intl.formatMessage({ id: language.text })}`,
        }))}
      />
      {THEME_FAMILY_KEYS.map((family) => (
        <ThemeSwatches
          key={family}
          labelId={THEME_FAMILIES[family].labelId}
          options={THEME_FAMILIES[family].options}
          value={preferences[family]}
          onChange={(name) => dispatch(themeChosen({ family, name }))}
        />
      ))}
      {demo ? (
        <fieldset className="settings-panel__group">
          <legend>{intl.formatMessage({ id: 'prefs.demo' })}</legend>
          <Button danger onClick={() => void demo.reset()}>
            {intl.formatMessage({ id: 'prefs.demoReset' })}
          </Button>
        </fieldset>
      ) : null}
    </Drawer>
  );
}
