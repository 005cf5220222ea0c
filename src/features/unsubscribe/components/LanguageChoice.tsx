import { useIntl } from 'react-intl';
import { NativeSelect } from '../../../components/controls';
import { localeChosen, selectLocale } from '../../preferences';
import { LANGUAGES, type Locale } from '../../../i18n/languages';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';

/**
 * The page's language. A recipient is usually no user of the app and has no settings panel to
 * choose one from; the choice is kept as a user's would be (the preferences slice stores it).
 */
export function LanguageChoice() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  return (
    <p className="unsubscribe__language">
      <label htmlFor="unsubscribe-language">{intl.formatMessage({ id: 'prefs.language' })}</label>
      <NativeSelect
        id="unsubscribe-language"
        value={locale}
        onChange={(event) => dispatch(localeChosen(event.target.value as Locale))}
      >
        {LANGUAGES.map((language) => (
          <option key={language.locale} value={language.locale}>
            {intl.formatMessage({ id: language.text })}
          </option>
        ))}
      </NativeSelect>
    </p>
  );
}
