import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../state/hooks';
import {
  editInfoCall,
  editorClosed,
  selectTemplateEditing,
  selectTemplateSaving,
} from '../../slice';

/**
 * An editor's session with the store: on open it forgets what an earlier editor left (a loaded
 * template, a save result, a proof) and loads the template being edited; on close it forgets again.
 * `load` retries the load after a failure.
 */
export function useEditedTemplate(templateId: number | null) {
  const dispatch = useAppDispatch();
  const editing = useAppSelector(selectTemplateEditing);
  const saving = useAppSelector(selectTemplateSaving);

  const load = useCallback(() => {
    if (templateId !== null) dispatch(editInfoCall.request({ template_id: templateId }));
  }, [dispatch, templateId]);

  useEffect(() => {
    dispatch(editorClosed());
    load();
    return () => {
      dispatch(editorClosed());
    };
  }, [dispatch, load]);

  return { editing, saving, load };
}
