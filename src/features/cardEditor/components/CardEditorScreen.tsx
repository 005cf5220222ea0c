import {
  AppstoreOutlined,
  BarsOutlined,
  ControlOutlined,
  DownloadOutlined,
  FontSizeOutlined,
  PictureOutlined,
  QuestionOutlined,
  SafetyCertificateOutlined,
  TagsOutlined,
} from '@ant-design/icons';
import type Konva from 'konva';
import { type ReactNode, useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNarrowScreen } from '../../../components/report/useNarrowScreen';
import { useUserMessage } from '../../../components/useUserMessage';
import { fillMergeTags } from '../../../lib/mergeTags';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { selectSessionUserId } from '../../../state/session';
import type { NodeLook } from '../canvas/CardNode';
import type { ZoomSetting } from '../canvas/viewport';
import {
  canPublish,
  cardGeometry,
  type ObjectPatch,
  preflight,
  type PreflightIssue,
  redoCommandName,
  undoCommandName,
} from '../model';
import { measureText } from '../render/textLayout';
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
import { ElementsPanel, ImagesPanel, MergeFieldsPanel, TextPanel } from './AddPanels';
import { ArrangeTools } from './ArrangeTools';
import { CardDraftBanner } from './CardDraftBanner';
import { CardMetaFields } from './CardMetaFields';
import { type EditorPanel, EditorPanels } from './EditorPanels';
import { ExportTools } from './ExportTools';
import { HistoryViewTools } from './HistoryViewTools';
import { LayersPanel } from './LayersPanel';
import { MergePreviewPanel, type PreviewChoice } from './MergePreviewPanel';
import { PreflightPanel } from './PreflightPanel';
import { PropertiesPanel } from './PropertiesPanel';
import { SaveBar } from './SaveBar';
import { SelectionTools } from './SelectionTools';
import { ShortcutSheet } from './ShortcutSheet';
import { isMacPlatform } from './shortcutLabels';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { useCardDraft } from './useCardDraft';
import { useCommand } from './useCommand';
import { useEditorKeys } from './useEditorKeys';
import { useObjectAdding } from './useObjectAdding';
import { ViewTools } from './ViewTools';
import { ToolButton } from './ToolButton';
import { Workspace, type WorkspaceHandle } from './Workspace';
import './cardEditor.css';

const PLAIN_LOOK: NodeLook = { fill: (text) => text, editingId: null };
const NO_PREVIEW: PreviewChoice = { listId: null, mode: 'off', index: 0 };

type PanelKey =
  'text' | 'elements' | 'images' | 'merge' | 'layers' | 'properties' | 'check' | 'download';

/**
 * The card Design Studio (issues 13 and 27), laid out as Canva's and Polotno's: the card's fields
 * and save buttons in one row, a left panel of tabs (text styles, elements, images, merge fields,
 * layers, properties, checks, downloads), a toolbar for the view and the selection, and the canvas
 * taking the rest. Everything it shows is the store's card editor state; every change is a command.
 */
export function CardEditorScreen({
  heading,
  fontsReady,
}: {
  heading: ReactNode;
  /** The bundled fonts are loaded: text is not measured (nor the canvas drawn) before. */
  fontsReady: boolean;
}) {
  const intl = useIntl();
  const word = useUserMessage();
  const say = (id: string) => intl.formatMessage({ id });
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
  const narrow = useNarrowScreen();
  // On a phone the panels are a bottom sheet, closed at first so the canvas has the screen.
  const [openPanel, setOpenPanel] = useState<PanelKey | null>(narrow ? null : 'text');
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const [titleTouched, setTitleTouched] = useState(false);

  // Preflight measures every text: it runs after the card is on screen, not before its first frame
  // (null until then, and Publish waits for it).
  const checkedDocument = useDeferredValue(document, null);
  const issues = useMemo(
    () => (checkedDocument && fontsReady ? preflight(checkedDocument, { measureText }) : null),
    [checkedDocument, fontsReady],
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

  const workspace = useRef<WorkspaceHandle>(null);
  const keys = useEditorKeys(objects, selection, isMac, setEditingId, () => setShortcutsOpen(true));
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
  const adding = useObjectAdding({
    userId,
    document,
    side: activeSide,
    geometry,
    workspace,
    onEditText: setEditingId,
  });
  const single = selected.length === 1 ? selected[0]! : null;
  // On a phone the sheet closes once something is added, so the author sees it on the card.
  const add: typeof adding.add = (object, options) => {
    adding.add(object, options);
    if (narrow) setOpenPanel(null);
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

  // Waiting and failing keep the heading where the editor has it (the same element, not a new
  // one), so the page's heading does not change under a screen reader as the editor arrives.
  if (!fontsReady || state.load.phase !== 'ready')
    return (
      <div className="card-editor">
        <div className="card-header">{heading}</div>
        {state.load.phase === 'failed' ? (
          <div className="card-load-failed" role="alert">
            {word(state.load.message)}
          </div>
        ) : (
          <p className="card-loading" role="status">
            {intl.formatMessage({ id: 'cardEditor.loading' })}
          </p>
        )}
      </div>
    );

  const panels: EditorPanel<PanelKey>[] = [
    {
      key: 'text',
      label: say('cardEditor.panel.text'),
      icon: <FontSizeOutlined />,
      render: () => <TextPanel geometry={geometry} onAdd={add} />,
    },
    {
      key: 'elements',
      label: say('cardEditor.panel.elements'),
      icon: <AppstoreOutlined />,
      render: () => <ElementsPanel geometry={geometry} onAdd={add} />,
    },
    {
      key: 'images',
      label: say('cardEditor.panel.images'),
      icon: <PictureOutlined />,
      render: () => (
        <ImagesPanel
          library={adding.library}
          openCardId={state.templateId}
          problem={adding.imageProblem}
          onImageFile={(file) => void adding.addImageFile(file)}
          onReuse={adding.reuseImage}
        />
      ),
    },
    {
      key: 'merge',
      label: say('cardEditor.panel.mergeFields'),
      icon: <TagsOutlined />,
      render: () => (
        <MergeFieldsPanel
          geometry={geometry}
          onAdd={add}
          selectedText={single?.kind === 'text' && !single.locked}
          onAppend={(token) => {
            if (single?.kind === 'text') patch(single.id, { text: `${single.text}${token}` });
          }}
        />
      ),
    },
    {
      key: 'layers',
      label: say('cardEditor.layers.title'),
      icon: <BarsOutlined />,
      render: () => (
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
      ),
    },
    {
      key: 'properties',
      label: say('cardEditor.properties.title'),
      icon: <ControlOutlined />,
      render: () => <PropertiesPanel selected={selected} onPatch={patch} />,
    },
    {
      key: 'check',
      label: say('cardEditor.panel.check'),
      icon: <SafetyCertificateOutlined />,
      render: () => (
        <>
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
        </>
      ),
    },
    {
      key: 'download',
      label: say('cardEditor.export.title'),
      icon: <DownloadOutlined />,
      render: () => <ExportTools document={document} title={meta.title} />,
    },
  ];

  return (
    <div className="card-editor">
      <div className="card-header">
        {heading}
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
          {say('cardEditor.draft.refused')}
        </p>
      )}
      {state.unreadable && (
        <p className="card-notice" role="alert">
          {say('cardEditor.load.unreadable')}
        </p>
      )}
      <div className="card-body">
        <EditorPanels panels={panels} open={openPanel} onOpen={setOpenPanel} closable={narrow} />
        <div className="card-stage">
          <div
            className="card-toolbar"
            role="toolbar"
            aria-label={say('cardEditor.tools.label')}
            onClick={(event) => {
              // A toolbar button done, the keyboard goes back to the canvas (fields keep it).
              const button = (event.target as Element).closest('button');
              if (button && !button.disabled) workspace.current?.focus();
            }}
          >
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
              isMac={isMac}
            />
            <SelectionTools
              object={single}
              onPatch={(change) => single && patch(single.id, change)}
            />
            {selected.length > 0 && <ArrangeTools selected={selected} isMac={isMac} />}
            <div
              className="card-tool-group card-tool-end"
              role="group"
              aria-label={say('cardEditor.tools.help')}
            >
              <ToolButton
                icon={<ControlOutlined />}
                label={say('cardEditor.properties.title')}
                pressed={openPanel === 'properties'}
                onClick={() =>
                  setOpenPanel(openPanel === 'properties' && narrow ? null : 'properties')
                }
              />
              <ToolButton
                icon={<QuestionOutlined />}
                label={say('cardEditor.shortcuts.title')}
                shortcut="?"
                onClick={() => setShortcutsOpen(true)}
              />
            </div>
          </div>
          <ViewTools zoomShown={zoomShown} onZoom={setZoom} snap={snap} onSnap={setSnap} />
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
            handle={workspace}
            onKeyDown={keys}
            onSelect={select}
            onChange={(changes) => run('updateObjects', { changes })}
            onEditText={setEditingId}
            onTextDone={(id, text) => {
              setEditingId(null);
              const before = objects.find((object) => object.id === id);
              if (before?.kind !== 'text' || before.text === text) return;
              // A text emptied is a text removed, as in Figma: an empty box prints nothing.
              if (text.trim() === '') {
                run('select', { ids: [id] });
                run('deleteSelection', {});
              } else patch(id, { text });
            }}
            onViewport={setZoomShown}
            onZoom={setZoom}
          />
        </div>
      </div>
      <ShortcutSheet open={shortcutsOpen} isMac={isMac} onClose={() => setShortcutsOpen(false)} />
      <UnsavedChangesGuard dirty={dirty && state.save.phase !== 'saving'} />
    </div>
  );
}
