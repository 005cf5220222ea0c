import type { Rule } from 'antd/es/form';
import type { IntlShape } from 'react-intl';

/** The longest template name the server takes (create_template's title rule). */
export const TEMPLATE_NAME_MAX = 150;

/** A template name's form rules: not blank, at most 150 characters. */
export function templateNameRules(intl: IntlShape): Rule[] {
  return [
    {
      required: true,
      whitespace: true,
      message: intl.formatMessage({ id: 'templates.name.required' }),
    },
    {
      max: TEMPLATE_NAME_MAX,
      message: intl.formatMessage({ id: 'templates.name.tooLong' }, { max: TEMPLATE_NAME_MAX }),
    },
  ];
}
