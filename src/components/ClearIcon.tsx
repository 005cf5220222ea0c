import { CloseCircleFilled } from '@ant-design/icons';
import { useIntl } from 'react-intl';

/**
 * The clear control of antd inputs (`allowClear={{ clearIcon: <ClearIcon /> }}`): antd's own has no
 * name for assistive tech; this one is named "Clear" and sized by the global CSS to 24×24.
 */
export function ClearIcon() {
  const intl = useIntl();
  return <CloseCircleFilled aria-label={intl.formatMessage({ id: 'common.clear' })} />;
}
