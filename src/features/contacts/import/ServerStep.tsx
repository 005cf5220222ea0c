import { Alert, Button } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useUserMessage } from '../../../components/useUserMessage';
import { paths } from '../../../config/paths';
import type { ImportState } from './importSlice';

/** Step 4: the upload's progress, the mapping, the server's work, then the ready list. */
export function ServerStep({
  state,
  listName,
  onRetry,
  onOpenList,
}: {
  state: ImportState;
  listName: string;
  onRetry: () => void;
  onOpenList: () => void;
}) {
  const intl = useIntl();
  const word = useUserMessage();
  const percent =
    state.totalBytes > 0 ? Math.floor((state.uploadedBytes / state.totalBytes) * 100) : 0;
  if (state.phase === 'failed' && state.error)
    return (
      <Alert
        type="error"
        showIcon
        title={word(state.error)}
        action={
          <Button size="small" onClick={onRetry}>
            {intl.formatMessage({ id: 'contacts.import.retry' })}
          </Button>
        }
      />
    );
  if (state.phase === 'ready')
    return (
      <div role="status" className="import-step">
        <p>
          <strong>
            {intl.formatMessage(
              { id: 'contacts.import.ready' },
              { name: listName, count: state.total },
            )}
          </strong>
        </p>
        {state.dpvFailed > 0 ? (
          <p>
            {intl.formatMessage({ id: 'contacts.import.readyFailed' }, { count: state.dpvFailed })}
          </p>
        ) : null}
        {state.listId ? (
          <Link to={paths.dashboard.mailingList.getHref(state.listId)} onClick={onOpenList}>
            {intl.formatMessage({ id: 'contacts.import.openList' })}
          </Link>
        ) : null}
      </div>
    );
  const uploading = state.phase === 'upload' || state.phase === 'create';
  return (
    <div className="import-step">
      {uploading ? (
        <>
          <label className="import-label" htmlFor="import-upload-progress">
            {intl.formatMessage({ id: 'contacts.import.uploading' }, { percent })}
          </label>
          <progress
            id="import-upload-progress"
            max={100}
            value={percent}
            className="import-progress"
          />
        </>
      ) : null}
      <p role="status">
        {state.phase === 'map' ? intl.formatMessage({ id: 'contacts.import.mapping' }) : null}
        {state.phase === 'poll'
          ? intl.formatMessage(
              { id: 'contacts.import.polling' },
              {
                status: intl.formatMessage({
                  id: `contacts.status.${state.status ?? 'processing'}`,
                }),
              },
            )
          : null}
      </p>
    </div>
  );
}
