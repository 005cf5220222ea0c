import type { Locale as AntdLocale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import type { Locale } from './languages';

/**
 * antd's own strings follow the chosen language. English is always passed explicitly: antd's
 * ConfigProvider adds a wrapper only when it has a locale, so switching between "none" and a
 * locale would remount every screen under it (and close the settings panel).
 */
export const ANTD_ENGLISH: AntdLocale = enUS;

const loaders: Record<Exclude<Locale, 'en'>, () => Promise<AntdLocale>> = {
  zh: () => import('antd/locale/zh_CN').then((module) => module.default),
  es: () => import('antd/locale/es_ES').then((module) => module.default),
  fr: () => import('antd/locale/fr_FR').then((module) => module.default),
  it: () => import('antd/locale/it_IT').then((module) => module.default),
};

export function loadAntdLocale(locale: Locale): Promise<AntdLocale> {
  return locale === 'en' ? Promise.resolve(enUS) : loaders[locale]();
}
