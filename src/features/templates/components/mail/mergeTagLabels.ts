import type { IntlShape } from 'react-intl';
import { defaultMergeTagLabel } from './mergeTagNode';

/**
 * The chip label of a token in the user's language: `mailEditor.tag.<name>` for the spec's merge
 * tags, a readable form of the token for any other tag the server offers.
 */
export function mergeTagLabel(intl: IntlShape, token: string): string {
  const id = `mailEditor.tag.${token.replace(/[{}\s]/g, '')}`;
  return id in intl.messages ? intl.formatMessage({ id }) : defaultMergeTagLabel(token);
}
