import { Alert, Button, Typography } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import {
  UCS2_MULTI_SEGMENT,
  UCS2_SINGLE_SEGMENT,
  countSms,
  gsmReplacement,
  replaceWithGsm,
} from '../../../lib/smsSegments';

export interface SmsCounterProps {
  message: string;
  /** Receives the message with every replaceable character swapped for its GSM-7 stand-in. */
  onReplace: (next: string) => void;
  disabled?: boolean;
  /** Id of the summary line, for the message field's aria-describedby. */
  id?: string;
}

function codePointOf(character: string): string {
  const code = character.codePointAt(0) ?? 0;
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * The live counter under the message: characters (GSM-7 extension characters count two), segments
 * and encoding, what is left in the current segment, and the characters that force UCS-2, each by
 * name with its GSM-7 replacement when there is one.
 */
export function SmsCounter({ message, onReplace, disabled = false, id }: SmsCounterProps) {
  const intl = useIntl();
  const count = useMemo(() => countSms(message), [message]);
  const culprits = count.ucs2Characters.map((character) => ({
    character,
    code: codePointOf(character),
    replacement: gsmReplacement(character),
  }));
  const replaceable = culprits.some((item) => item.replacement !== undefined);

  return (
    <div>
      <Typography.Text id={id} data-testid="sms-counter">
        {intl.formatMessage(
          { id: 'smsEditor.counter.summary' },
          { characters: count.length, segments: count.segments, encoding: count.encoding },
        )}
      </Typography.Text>
      <br />
      <Typography.Text type="secondary" data-testid="sms-remaining">
        {intl.formatMessage({ id: 'smsEditor.counter.remaining' }, { remaining: count.remaining })}
      </Typography.Text>
      {count.encoding === 'UCS-2' ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 8 }}
          data-testid="sms-ucs2"
          title={intl.formatMessage(
            { id: 'smsEditor.ucs2.title' },
            { single: UCS2_SINGLE_SEGMENT, multi: UCS2_MULTI_SEGMENT },
          )}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {culprits.map((item) => (
                <li key={item.character}>
                  {item.replacement === undefined
                    ? intl.formatMessage(
                        { id: 'smsEditor.ucs2.noReplacement' },
                        { character: item.character, code: item.code },
                      )
                    : intl.formatMessage(
                        { id: 'smsEditor.ucs2.replaceable' },
                        {
                          character: item.character,
                          code: item.code,
                          replacement: item.replacement,
                        },
                      )}
                </li>
              ))}
            </ul>
          }
          action={
            replaceable ? (
              <Button
                size="small"
                disabled={disabled}
                onClick={() => onReplace(replaceWithGsm(message))}
              >
                {intl.formatMessage({ id: 'smsEditor.ucs2.replace' })}
              </Button>
            ) : undefined
          }
        />
      ) : null}
    </div>
  );
}
