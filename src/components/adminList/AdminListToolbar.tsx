import { Button, Flex, Input } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ClearIcon } from '../ClearIcon';
import type { MessageId } from '../../i18n/messageIds';

/** The row above a admin list: its search box, any extra filters, and the Add button. */
export function AdminListToolbar({
  searchLabelId,
  searchPlaceholderId,
  searchText,
  onSearchTextChange,
  addLabelId,
  onAdd,
  children,
}: {
  searchLabelId: MessageId;
  searchPlaceholderId: MessageId;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  addLabelId: MessageId;
  onAdd: () => void;
  children?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Flex gap="middle" wrap align="center" style={{ marginBottom: 16 }}>
      <Input
        allowClear={{ clearIcon: <ClearIcon /> }}
        style={{ maxWidth: 320 }}
        aria-label={intl.formatMessage({ id: searchLabelId })}
        placeholder={intl.formatMessage({ id: searchPlaceholderId })}
        value={searchText}
        onChange={(event) => onSearchTextChange(event.target.value)}
      />
      {children}
      <Button type="primary" onClick={onAdd} style={{ marginInlineStart: 'auto' }}>
        {intl.formatMessage({ id: addLabelId })}
      </Button>
    </Flex>
  );
}
