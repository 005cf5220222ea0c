import type Konva from 'konva';
import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useUserMessage } from '../../../components/useUserMessage';
import { fillMergeTags } from '../../../lib/mergeTags';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { selectSessionUserId } from '../../../state/session';
import type { NodeLook } from '../canvas/CardNode';
import type { ZoomSetting } from '../canvas/viewport';
import {
  canPublish,
  cardGeometry,
  type CardObject,
  type ObjectPatch,
  preflight,
  type PreflightIssue,
  redoCommandName,
  undoCommandName,
} from '../model';
import { measureText } from '../render/textLayout';
import { readImageFile } from '../tools/imageUpload';
import { newImage } from '../tools/newObjects';
import {
  draftRestored,
  metaChanged,
  redone,
  saveRequested,
  selectCardEditor,
  sideChosen,
  sizeChosen,
  undone,
} from '../state/slice';
import { AddTools } from './AddTools';
import { ArrangeTools } from './ArrangeTools';
import { CardDraftBanner } from './CardDraftBanner';
import { CardMetaFields } from './CardMetaFields';
import { ExportTools } from './ExportTools';
import { HistoryViewTools } from './HistoryViewTools';
import { LayersPanel } from './LayersPanel';
import { MergePreviewPanel, type PreviewChoice } from './MergePreviewPanel';
import { PreflightPanel } from './PreflightPanel';
import { PropertiesPanel } from './PropertiesPanel';
import { SaveBar } from './SaveBar';
import { isMacPlatform } from './shortcutLabels';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { useCardDraft } from './useCardDraft';
import { useCommand } from './useCommand';
import { useEditorKeys } from './useEditorKeys';
import { Workspace } from './Workspace';
import './cardEditor.css';

const PLAIN_LOOK: NodeLook = { fill: (text) => text, editingId: null };
const NO_PREVIEW: PreviewChoice = { listId: null, mode: 'off', index: 0 };

/**
 * The card Design Studio (issue 13): the card's fields and save buttons, the toolbars, the layers
 * list, the canvas, and the properties, preflight and export panels. Everything it shows is the
 * store's card editor state; every change is a command.
 */
export function CardEditorScreen() {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const run = useCommand();
  const state = useAppSelector(selectCardEditor);
  const userId = useAppSelector(selectSessionUserId);
  const { editor, meta } = state;
  const { document, activeSide } = editor;
  const objects = document.sides[activeSide].objects;
  const selection = editor.sides[activeSide].selection;
  const geometry = useMemo(() => cardGeometry(document.size), [document.size]);
  const isMac = useMemo(() => isMacPlatform(), []);
  const stageRef = useRef<Konva.Stage>(null);

  const [zoom, setZoom] = useState<ZoomSetting>('fit');
  const [zoomShown, setZoomShown] = useState(1);
  const [snap, setSnap] = useState(true);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [imageProblem, setImageProblem] = useState<string | null>(null);
  const [titleTouched, setTitleTouched] = useState(false);

  // Preflight measures every text: it runs after the card is on screen, not before its first frame
  // (null until then, and Publish waits for it).
  const checkedDocument = useDeferredValue(document, null);
  const issues = useMemo(
    () => (checkedDocument ? preflight(checkedDocument, { measureText }) : null),
    [checkedDocument],
  );
  const publishable = issues !== null && checkedDocument === document && canPublish(issues);
  const selected = useMemo(
    () => objects.filter((object) => selection.includes(object.id)),
    [objects, selection],
  );

  const savedDocument = state.saved.document;
  const metaDirty = JSON.stringify(state.saved.meta) !== JSON.stringify(meta);
  const dirty =
    (savedDocument === null
      ? Object.values(document.sides).some((side) => side.objects.length > 0)
      : savedDocument !== document) || metaDirty;
  const ready = state.load.phase === 'ready';
  const draftContent = useMemo(() => ({ meta, document }), [meta, document]);
  const savedContent = useMemo(
    () => (savedDocument ? { meta: state.saved.meta, document: savedDocument } : null),
    [savedDocument, state.saved.meta],
  );
  const draft = useCardDraft({
    userId,
    templateId: state.templateId,
    ready,
    content: draftContent,
    saved: savedContent,
    savedAt: state.saved.savedAt,
    dirty,
    save: state.save,
  });

  const keys = useEditorKeys(objects, selection, isMac, setEditingId);
  const [preview, setPreview] = useState<PreviewChoice>(NO_PREVIEW);
  const [previewValues, setPreviewValues] = useState<Record<string, string> | null>(null);
  const look = useMemo<NodeLook>(
    () => ({
      fill: previewValues ? (text) => fillMergeTags(text, previewValues) : PLAIN_LOOK.fill,
      editingId,
    }),
    [editingId, previewValues],
  );

  const select = useCallback(
    (ids: string[], mode: 'replace' | 'toggle') =>
      ids.length === 0 ? run('clearSelection', {}) : run('select', { ids, mode }),
    [run],
  );
  const patch = (id: string, change: ObjectPatch) =>
    run('updateObjects', { changes: [{ id, patch: change }] });
  const add = (object: CardObject) => run('addObject', { object });

  const addImage = async (file: File) => {
    setImageProblem(null);
    const result = await readImageFile(file, document);
    if (!result.ok) {
      setImageProblem(intl.formatMessage({ id: result.messageId }));
      return;
    }
    add(newImage(geometry, result.image));
  };

  const pickIssue = (issue: PreflightIssue) => {
    dispatch(sideChosen(issue.side));
    // The store has switched sides by now, so the selection lands on the issue's side.
    if (issue.objectId) run('select', { ids: [issue.objectId] });
  };

  const titleProblem =
    titleTouched || state.save.phase === 'failed'
      ? meta.title.trim() === ''
        ? intl.formatMessage({ id: 'cardEditor.title.required' })
        : null
      : null;

  if (state.load.phase === 'loading')
    return (
      <p className="card-loading" role="status">
        {intl.formatMessage({ id: 'cardEditor.loading' })}
      </p>
    );
  if (state.load.phase === 'failed')
    return (
      <div className="card-load-failed" role="alert">
        {word(state.load.message)}
      </div>
    );

  return (
    <div className="card-editor">
      <UnsavedChangesGuard dirty={dirty && state.save.phase !== 'saving'} />
      {draft.offer && (
        <CardDraftBanner
          savedAt={draft.offer.savedAt}
          onRestore={() => {
            const content = draft.restore();
            if (content) dispatch(draftRestored(content));
          }}
          onDiscard={draft.discard}
        />
      )}
      {draft.draftRefused && (
        <p className="card-notice" role="status">
          {intl.formatMessage({ id: 'cardEditor.draft.refused' })}
        </p>
      )}
      {state.unreadable && (
        <p className="card-notice" role="alert">
          {intl.formatMessage({ id: 'cardEditor.load.unreadable' })}
        </p>
      )}
      <div className="card-header">
        <CardMetaFields
          meta={meta}
          size={document.size}
          titleProblem={titleProblem}
          onMeta={(change) => {
            if ('title' in change) setTitleTouched(true);
            dispatch(metaChanged(change));
          }}
          onSize={(size) => dispatch(sizeChosen(size))}
        />
        <SaveBar
          status={state.save}
          publishable={publishable}
          checking={issues === null || checkedDocument !== document}
          complete={state.complete}
          dirty={dirty}
          onSave={(publish) => {
            setTitleTouched(true);
            dispatch(saveRequested({ publish }));
          }}
        />
      </div>
      <div
        className="card-toolbar"
        role="toolbar"
        aria-label={intl.formatMessage({ id: 'cardEditor.tools.label' })}
      >
        <AddTools geometry={geometry} onAdd={add} onImageFile={(file) => void addImage(file)} />
        <HistoryViewTools
          undoName={undoCommandName(editor)}
          redoName={redoCommandName(editor)}
          onUndo={() => dispatch(undone())}
          onRedo={() => dispatch(redone())}
          side={activeSide}
          onSide={(side) => {
            setEditingId(null);
            dispatch(sideChosen(side));
          }}
          zoomShown={zoomShown}
          onZoom={setZoom}
          snap={snap}
          onSnap={setSnap}
          isMac={isMac}
        />
        <ArrangeTools selected={selected} isMac={isMac} />
      </div>
      {imageProblem && (
        <p className="card-field-problem card-image-problem" role="alert">
          {imageProblem}
        </p>
      )}
      <div className="card-body">
        <aside className="card-side-panels">
          <LayersPanel
            objects={objects}
            selection={selection}
            onSelect={(id, mode) => select([id], mode)}
            onToggle={(id, what) => {
              run('select', { ids: [id] });
              if (what === 'locked') run('setLocked', {});
              else run('setHidden', {});
            }}
          />
        </aside>
        <Workspace
          objects={objects}
          selection={selection}
          side={activeSide}
          geometry={geometry}
          zoom={zoom}
          look={look}
          snap={snap}
          editingId={editingId}
          stageRef={stageRef}
          onKeyDown={keys}
          onSelect={select}
          onChange={(changes) => run('updateObjects', { changes })}
          onEditText={setEditingId}
          onTextDone={(id, text) => {
            setEditingId(null);
            if (text !== null) patch(id, { text });
          }}
          onViewport={setZoomShown}
        />
        <aside className="card-side-panels">
          <PropertiesPanel selected={selected} onPatch={patch} />
          <PreflightPanel
            document={checkedDocument ?? document}
            issues={issues}
            onPick={pickIssue}
          />
          <MergePreviewPanel
            document={document}
            choice={preview}
            onChoice={setPreview}
            onValues={setPreviewValues}
          />
          <ExportTools document={document} title={meta.title} />
        </aside>
      </div>
    </div>
  );
}
