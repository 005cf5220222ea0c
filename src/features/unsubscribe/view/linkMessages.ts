import type { Locale } from '../../../i18n/languages';
import type { unsubscribeEn } from '../../../i18n/locales/domains/unsubscribe/en';

/**
 * The unsubscribe page's words: its own message domain only, loaded for the language shown. The
 * page draws itself without React (view/mountUnsubscribePage.ts), so it formats without
 * react-intl; its messages use plain `{name}` arguments only (tests/unit/i18n/unsubscribeMessages
 * holds every locale to that and to react-intl's output).
 */
export type LinkMessageId = keyof typeof unsubscribeEn;
export type LinkMessages = Record<LinkMessageId, string>;

/** Its own loaders (not the app's table of every domain, which this page does not need). */
const UNSUBSCRIBE_MESSAGES: Record<Locale, () => Promise<LinkMessages>> = {
  en: () => import('../../../i18n/locales/domains/unsubscribe/en').then((m) => m.unsubscribeEn),
  zh: () => import('../../../i18n/locales/domains/unsubscribe/zh').then((m) => m.unsubscribeZh),
  es: () => import('../../../i18n/locales/domains/unsubscribe/es').then((m) => m.unsubscribeEs),
  fr: () => import('../../../i18n/locales/domains/unsubscribe/fr').then((m) => m.unsubscribeFr),
  it: () => import('../../../i18n/locales/domains/unsubscribe/it').then((m) => m.unsubscribeIt),
};

export function loadLinkMessages(locale: Locale): Promise<LinkMessages> {
  return UNSUBSCRIBE_MESSAGES[locale]();
}

/** A literal (0) or an argument (1): the two kinds of ICU node that `{name}` messages parse to. */
interface MessageNode {
  type: number;
  value: string;
}

export type MessagePart = string | Node;

/**
 * One message with its arguments, as parts: an argument may be an element (the sender in bold).
 * A build ships each message parsed (build/precompileMessages.ts); tests and the dev server keep
 * the string, where `''` is ICU's quote.
 */
export function formatParts(
  message: string | readonly MessageNode[],
  values: Record<string, MessagePart> = {},
): MessagePart[] {
  const valueOf = (name: string): MessagePart => {
    const value = values[name];
    if (value === undefined) throw new Error(`The message needs a value for {${name}}`);
    return value;
  };
  if (typeof message !== 'string')
    return message.map((node) => {
      if (node.type === 0) return node.value;
      if (node.type === 1) return valueOf(node.value);
      throw new Error(
        `The unsubscribe page formats {name} arguments only (node type ${node.type})`,
      );
    });
  return message
    .split(/(\{\w+\})/)
    .filter((piece) => piece !== '')
    .map((piece) =>
      /^\{\w+\}$/.test(piece) ? valueOf(piece.slice(1, -1)) : piece.replaceAll("''", "'"),
    );
}

/** A message as text (a build's catalogue holds each message parsed: never show it as it is). */
export function formatText(
  message: string | readonly MessageNode[],
  values: Record<string, string> = {},
): string {
  return formatParts(message, values)
    .map((part) => (typeof part === 'string' ? part : (part.textContent ?? '')))
    .join('');
}
