import { useEffect } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import { useUserMessage } from '../../components/useUserMessage';
import { noticeShown, selectPendingNotices } from '../../state/notices';
import { useAppDispatch, useAppSelector } from '../../state/hooks';

/** Shows the toasts sagas queue: top-right, no auto close unless the notice says so (spec §8). */
export default function ToastHost() {
  const pending = useAppSelector(selectPendingNotices);
  const dispatch = useAppDispatch();
  const word = useUserMessage();

  useEffect(() => {
    for (const notice of pending) {
      toast(word(notice.message), {
        type: notice.kind,
        autoClose: notice.autoClose,
        toastId: notice.key,
      });
      dispatch(noticeShown(notice.key));
    }
  }, [pending, dispatch, word]);

  return <ToastContainer position="top-right" autoClose={false} newestOnTop />;
}
