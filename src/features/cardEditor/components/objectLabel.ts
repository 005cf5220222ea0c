import type { IntlShape } from 'react-intl';
import type { CardObject } from '../model';

/** How an object is named in the layers list and preflight: its name, its text, or its kind. */
export function objectLabel(object: CardObject, intl: IntlShape): string {
  if (object.name.trim() !== '') return object.name;
  const kind = intl.formatMessage({ id: `cardEditor.kind.${object.kind}` });
  if (object.kind === 'text') {
    const text = object.text.replace(/\s+/g, ' ').trim();
    return text === '' ? kind : `${kind}: ${text.length > 32 ? `${text.slice(0, 31)}…` : text}`;
  }
  if (object.kind === 'qr') return `${kind}: ${object.value}`;
  return kind;
}
