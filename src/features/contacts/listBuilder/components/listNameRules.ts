import type { Rule } from 'antd/es/form';
import type { IntlShape } from 'react-intl';

/** The server refuses list names over 100 characters (mock: LIST_NAME_MAX). */
export const LIST_NAME_MAX_LENGTH = 100;

/**
 * Required and at most 100 characters, counted as the server counts them (code points, after
 * trimming). No maxLength on the input: the browser would cut a pasted name silently.
 */
export function listNameRules(intl: IntlShape): Rule[] {
  return [
    {
      validator: (_rule, value: string | undefined) => {
        const name = (value ?? '').trim();
        if (name === '')
          return Promise.reject(new Error(intl.formatMessage({ id: 'listBuilder.name.required' })));
        if ([...name].length > LIST_NAME_MAX_LENGTH)
          return Promise.reject(
            new Error(
              intl.formatMessage({ id: 'listBuilder.name.tooLong' }, { max: LIST_NAME_MAX_LENGTH }),
            ),
          );
        return Promise.resolve();
      },
    },
  ];
}
