import { Button, Flex } from 'antd';
import { useIntl } from 'react-intl';
import { ConfirmDelete } from '../ConfirmDelete';

/**
 * Edit and Delete for one row. Each button is named after its row ("Edit Just Listed") so a screen
 * reader's list of buttons is not a column of identical "Edit"s. Delete asks first (spec §5).
 */
export function RowActions({
  name,
  disabled,
  onEdit,
  onDelete,
}: {
  name: string;
  disabled: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const intl = useIntl();
  return (
    <Flex gap="small" wrap>
      <Button
        size="small"
        onClick={onEdit}
        disabled={disabled}
        aria-label={intl.formatMessage({ id: 'common.editNamed' }, { name })}
      >
        {intl.formatMessage({ id: 'common.edit' })}
      </Button>
      <ConfirmDelete onConfirm={onDelete}>
        <Button
          size="small"
          danger
          disabled={disabled}
          aria-label={intl.formatMessage({ id: 'common.deleteNamed' }, { name })}
        >
          {intl.formatMessage({ id: 'common.delete' })}
        </Button>
      </ConfirmDelete>
    </Flex>
  );
}
