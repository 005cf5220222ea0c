import { Button, Input } from 'antd';
import { type KeyboardEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { allowedLinkUrl } from './linkUrl';
import { InlinePanel } from './styles';

interface LinkFormProps {
  id: string;
  initialUrl: string;
  onApply: (url: string) => void;
  onCancel: () => void;
}

/**
 * The link prompt under the toolbar. Not a <form>: the editor sits inside the drawer's form, and
 * forms do not nest. Only http(s) and mailto URLs are accepted.
 */
export function LinkForm({ id, initialUrl, onApply, onCancel }: LinkFormProps) {
  const intl = useIntl();
  const inputId = useId();
  const errorId = useId();
  const [url, setUrl] = useState(initialUrl);
  const [invalid, setInvalid] = useState(false);

  const apply = () => {
    const allowed = allowedLinkUrl(url);
    if (allowed === null) setInvalid(true);
    else onApply(allowed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <InlinePanel id={id}>
      <label htmlFor={inputId}>{intl.formatMessage({ id: 'mailEditor.link.url' })}</label>
      <div style={{ flex: '1 1 240px' }}>
        <Input
          id={inputId}
          type="url"
          inputMode="url"
          autoFocus
          placeholder="https://"
          value={url}
          status={invalid ? 'error' : undefined}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => {
            setUrl(event.target.value);
            setInvalid(false);
          }}
          onKeyDown={onKeyDown}
        />
        {invalid && (
          <div id={errorId} role="alert" style={{ color: '#c4231c', marginTop: 4 }}>
            {intl.formatMessage({ id: 'mailEditor.link.invalid' })}
          </div>
        )}
      </div>
      <Button type="primary" onClick={apply}>
        {intl.formatMessage({ id: 'mailEditor.link.apply' })}
      </Button>
      <Button onClick={onCancel}>{intl.formatMessage({ id: 'mailEditor.link.cancel' })}</Button>
    </InlinePanel>
  );
}
