import { Flex, Form, Input } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { FieldHelp } from './editor/FieldHelp';
import { MergeTagMenu } from './editor/MergeTagMenu';
import type { FieldProblem } from './editor/templateMeta';
import { SmsCounter } from './SmsCounter';

export interface SmsMessageFieldProps {
  value: string;
  onChange: (next: string) => void;
  problem?: FieldProblem | undefined;
  disabled?: boolean;
  id?: string;
}

/** `token` in place of the selection [start, end), and where the caret goes after it. */
export function insertAt(
  text: string,
  token: string,
  start: number,
  end: number,
): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + token + text.slice(to), caret: from + token.length };
}

/** The message: merge tags go in at the caret, and the live counter sits under it. */
export function SmsMessageField({
  value,
  onChange,
  problem,
  disabled = false,
  id = 'sms-message',
}: SmsMessageFieldProps) {
  const intl = useIntl();
  const textArea = useRef<TextAreaRef>(null);
  const caretAfterInsert = useRef<number | null>(null);

  // Once the inserted token is on screen, the caret goes right after it and typing carries on.
  useLayoutEffect(() => {
    const caret = caretAfterInsert.current;
    const element = textArea.current?.resizableTextArea?.textArea;
    if (caret === null || !element) return;
    caretAfterInsert.current = null;
    element.focus();
    element.setSelectionRange(caret, caret);
  }, [value]);

  const insert = (token: string) => {
    const element = textArea.current?.resizableTextArea?.textArea;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? start;
    const next = insertAt(value, token, start, end);
    caretAfterInsert.current = next.caret;
    onChange(next.text);
  };

  const problemText = problem ? intl.formatMessage({ id: problem.id }, problem.values) : null;
  const helpId = `${id}-help`;
  const counterId = `${id}-counter`;

  return (
    <Form.Item
      label={intl.formatMessage({ id: 'smsEditor.message.label' })}
      htmlFor={id}
      required
      validateStatus={problemText ? 'error' : undefined}
      help={problemText ? <FieldHelp id={helpId}>{problemText}</FieldHelp> : null}
      extra={<SmsCounter message={value} onReplace={onChange} disabled={disabled} id={counterId} />}
    >
      <Flex vertical gap={8}>
        <div>
          <MergeTagMenu onInsert={insert} disabled={disabled} />
        </div>
        <Input.TextArea
          ref={textArea}
          id={id}
          value={value}
          disabled={disabled}
          autoSize={{ minRows: 5, maxRows: 14 }}
          placeholder={intl.formatMessage({ id: 'smsEditor.message.placeholder' })}
          aria-invalid={problemText ? true : undefined}
          aria-describedby={problemText ? `${helpId} ${counterId}` : counterId}
          onChange={(event) => onChange(event.target.value)}
        />
      </Flex>
    </Form.Item>
  );
}
