import type { Rule } from 'antd/es/form';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../i18n/messageIds';

/** The server refuses list names over 100 characters (counted after trimming). */
export const LIST_NAME_MAX = 100;

/** What is wrong with a list name, if anything; characters are counted as code points. */
export function listNameProblem(value: string | undefined): 'required' | 'tooLong' | null {
  const name = (value ?? '').trim();
  if (name === '') return 'required';
  return [...name].length > LIST_NAME_MAX ? 'tooLong' : null;
}

/**
 * The rule for an antd name field, worded by the screen's own messages (the list builder's
 * messages load without the contacts ones). No maxLength on inputs: a pasted name would be cut
 * silently.
 */
export function listNameRules(
  intl: IntlShape,
  messages: Record<'required' | 'tooLong', MessageId> = {
    required: 'contacts.name.required',
    tooLong: 'contacts.name.tooLong',
  },
): Rule[] {
  return [
    {
      validator: (_rule, value: string | undefined) => {
        const problem = listNameProblem(value);
        return problem
          ? Promise.reject(
              new Error(intl.formatMessage({ id: messages[problem] }, { max: LIST_NAME_MAX })),
            )
          : Promise.resolve();
      },
    },
  ];
}
