import '../../register';
import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../../state/hooks';
import { mergeTagsWanted, selectMergeTags } from '../../slice';

export interface MergeTagMenuProps {
  /** Receives the chosen tag's token, e.g. `{{first_name}}`, for the editor to insert. */
  onInsert: (token: string) => void;
  disabled?: boolean;
}

/**
 * "Insert merge tag": the merge tags the server offers (get-merge-tags, loaded once a session),
 * by name, with a loader while they load and a Retry when they failed.
 */
export function MergeTagMenu({ onInsert, disabled = false }: MergeTagMenuProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const tags = useAppSelector(selectMergeTags);

  useEffect(() => {
    dispatch(mergeTagsWanted());
  }, [dispatch]);

  const items = useMemo(
    () =>
      (tags.data ?? []).map((tag) => ({
        key: tag.value,
        label: (
          <Space size={8}>
            <span>{tag.name || tag.value}</span>
            <Typography.Text type="secondary">{tag.value}</Typography.Text>
          </Space>
        ),
      })),
    [tags.data],
  );

  if (tags.error && !tags.loading) {
    return (
      <Space size={8} wrap>
        <Typography.Text type="danger">
          {intl.formatMessage({ id: 'editor.mergeTags.failed' })}
        </Typography.Text>
        <Button size="small" onClick={() => dispatch(mergeTagsWanted())}>
          {intl.formatMessage({ id: 'editor.retry' })}
        </Button>
      </Space>
    );
  }

  const empty = !tags.loading && items.length === 0;
  return (
    <Dropdown
      trigger={['click']}
      disabled={disabled || tags.loading || empty}
      menu={{ items, onClick: ({ key }) => onInsert(key) }}
    >
      <Button
        loading={tags.loading}
        disabled={disabled || empty}
        title={empty ? intl.formatMessage({ id: 'editor.mergeTags.empty' }) : undefined}
      >
        <Space size={4}>
          {intl.formatMessage({ id: 'editor.mergeTags.insert' })}
          <DownOutlined aria-hidden />
        </Space>
      </Button>
    </Dropdown>
  );
}
