import type { Rule } from 'antd/es/form';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../../i18n/messageIds';

/** The server refuses category and industry names over 100 characters (mock: NAME_MAX). */
export const NAME_MAX_LENGTH = 100;

/**
 * Required and at most 100 characters, counted as the server counts them (code points, after
 * trimming). No maxLength on the input: the browser would cut a pasted name silently.
 */
export function nameRules(intl: IntlShape, requiredId: MessageId, tooLongId: MessageId): Rule[] {
  return [
    {
      validator: (_rule, value: string | undefined) => {
        const name = (value ?? '').trim();
        if (name === '') return Promise.reject(new Error(intl.formatMessage({ id: requiredId })));
        if ([...name].length > NAME_MAX_LENGTH)
          return Promise.reject(
            new Error(intl.formatMessage({ id: tooLongId }, { max: NAME_MAX_LENGTH })),
          );
        return Promise.resolve();
      },
    },
  ];
}
