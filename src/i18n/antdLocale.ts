import type { Locale as AntdLocale } from 'antd/es/locale';
import type { Locale } from './languages';

/** antd's own strings follow the chosen language; English is antd's built-in default. */
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<AntdLocale>> = {
  zh: () => import('antd/locale/zh_CN').then((module) => module.default),
  es: () => import('antd/locale/es_ES').then((module) => module.default),
  fr: () => import('antd/locale/fr_FR').then((module) => module.default),
  it: () => import('antd/locale/it_IT').then((module) => module.default),
};

export function loadAntdLocale(locale: Locale): Promise<AntdLocale | undefined> {
  return locale === 'en' ? Promise.resolve(undefined) : loaders[locale]();
}
