import { Button, Spin, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { useUserMessage } from '../../../../components/useUserMessage';
import { type CallState, callFailureMessage } from '../../../../state/callState';
import type { PropertyCount } from '../api';
import { countCall } from '../slice';

const ROW: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 32,
  margin: '8px 0 16px',
};

interface MatchCountProps {
  count: CallState<PropertyCount>;
  stateChosen: boolean;
  onRetry: () => void;
}

/**
 * How many properties the selection matches, announced politely as it changes. The count is
 * "loading" from the first change on, through the debounce, so a stale number never shows.
 */
export function MatchCount({ count, stateChosen, onRetry }: MatchCountProps) {
  const intl = useIntl();
  const word = useUserMessage();
  let text: string;
  if (!stateChosen) text = intl.formatMessage({ id: 'listBuilder.count.prompt' });
  else if (count.loading) text = intl.formatMessage({ id: 'listBuilder.count.loading' });
  else if (count.error) text = word(callFailureMessage(countCall, count.error));
  else if (count.data && count.data.count > 0)
    text = intl.formatMessage({ id: 'listBuilder.count.result' }, { count: count.data.count });
  else if (count.data) text = intl.formatMessage({ id: 'listBuilder.count.none' });
  else text = intl.formatMessage({ id: 'listBuilder.count.loading' });
  const failed = stateChosen && !count.loading && count.error !== null;
  return (
    <div style={ROW}>
      {stateChosen && count.loading ? <Spin size="small" /> : null}
      <Typography.Text
        role="status"
        aria-live="polite"
        strong={Boolean(count.data && count.data.count > 0)}
      >
        {text}
      </Typography.Text>
      {failed ? (
        <Button size="small" onClick={onRetry}>
          {intl.formatMessage({ id: 'listBuilder.retry' })}
        </Button>
      ) : null}
    </div>
  );
}
