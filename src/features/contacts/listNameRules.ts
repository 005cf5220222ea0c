import type { IntlShape } from 'react-intl';

/** A list name: required, trimmed, at most 100 characters (the server's rule too). */
export const LIST_NAME_MAX = 100;

export function listNameRules(intl: IntlShape) {
  return [
    {
      required: true,
      whitespace: true,
      message: intl.formatMessage({ id: 'contacts.name.required' }),
    },
    {
      max: LIST_NAME_MAX,
      message: intl.formatMessage({ id: 'contacts.name.tooLong' }, { max: LIST_NAME_MAX }),
    },
  ];
}
