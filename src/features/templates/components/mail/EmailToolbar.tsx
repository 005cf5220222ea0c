import {
  BoldOutlined,
  DisconnectOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { type Editor, useEditorState } from '@tiptap/react';
import { type FocusEvent, type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ToolButton, Toolbar, ToolbarSeparator } from './styles';

interface Tool {
  key: string;
  labelId: string;
  icon: ReactNode;
  run: () => void;
  /** Toggles (bold, lists...) say whether they are on; commands leave it undefined. */
  pressed?: boolean;
  disabled?: boolean;
  /** For the link button: whether its prompt is open. */
  expanded?: boolean;
  controls?: string;
  /** Starts a new group (a separator is drawn before it). */
  group?: boolean;
}

interface EmailToolbarProps {
  editor: Editor;
  linkOpen: boolean;
  linkPanelId: string;
  onLinkRequested: () => void;
  onImageRequested: () => void;
}

/** What the toolbar shows for the current selection; re-rendered only when one of these changes. */
function useFormatState(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      h1: current.isActive('heading', { level: 1 }),
      h2: current.isActive('heading', { level: 2 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
}

const Glyph = ({ children }: { children: string }) => <span aria-hidden="true">{children}</span>;

/**
 * "H1" and "H2" drawn as icons, like the other buttons' B, I and U: as text they would be visible
 * words missing from the buttons' names ("Heading 1"), which label-in-name (WCAG 2.5.3) refuses.
 */
const HEADING_DIGITS = { 1: 'M17 12l3-2v8', 2: 'M21 18h-4c0-4 4-3 4-6 0-1.5-2-2.5-4-1' } as const;
const HeadingIcon = ({ level }: { level: 1 | 2 }) => (
  <svg
    viewBox="0 0 24 24"
    width="1em"
    height="1em"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d={`M4 12h8M4 18V6M12 18V6${HEADING_DIGITS[level]}`} />
  </svg>
);

/**
 * The formatting toolbar: real buttons with names, pressed states on the toggles, and the ARIA
 * toolbar pattern's keys (one Tab stop; arrows, Home and End move between buttons).
 */
export function EmailToolbar({
  editor,
  linkOpen,
  linkPanelId,
  onLinkRequested,
  onImageRequested,
}: EmailToolbarProps) {
  const intl = useIntl();
  const state = useFormatState(editor);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const chain = () => editor.chain().focus();

  const tools: Tool[] = [
    {
      key: 'bold',
      labelId: 'mailEditor.toolbar.bold',
      icon: <BoldOutlined />,
      pressed: state.bold,
      run: () => chain().toggleBold().run(),
    },
    {
      key: 'italic',
      labelId: 'mailEditor.toolbar.italic',
      icon: <ItalicOutlined />,
      pressed: state.italic,
      run: () => chain().toggleItalic().run(),
    },
    {
      key: 'underline',
      labelId: 'mailEditor.toolbar.underline',
      icon: <UnderlineOutlined />,
      pressed: state.underline,
      run: () => chain().toggleUnderline().run(),
    },
    {
      key: 'strike',
      labelId: 'mailEditor.toolbar.strike',
      icon: <StrikethroughOutlined />,
      pressed: state.strike,
      run: () => chain().toggleStrike().run(),
    },
    {
      key: 'h1',
      labelId: 'mailEditor.toolbar.heading1',
      icon: <HeadingIcon level={1} />,
      pressed: state.h1,
      run: () => chain().toggleHeading({ level: 1 }).run(),
      group: true,
    },
    {
      key: 'h2',
      labelId: 'mailEditor.toolbar.heading2',
      icon: <HeadingIcon level={2} />,
      pressed: state.h2,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'bulletList',
      labelId: 'mailEditor.toolbar.bulletList',
      icon: <UnorderedListOutlined />,
      pressed: state.bulletList,
      run: () => chain().toggleBulletList().run(),
      group: true,
    },
    {
      key: 'orderedList',
      labelId: 'mailEditor.toolbar.orderedList',
      icon: <OrderedListOutlined />,
      pressed: state.orderedList,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      key: 'blockquote',
      labelId: 'mailEditor.toolbar.blockquote',
      icon: <Glyph>“”</Glyph>,
      pressed: state.blockquote,
      run: () => chain().toggleBlockquote().run(),
    },
    {
      key: 'link',
      labelId: 'mailEditor.toolbar.link',
      icon: <LinkOutlined />,
      expanded: linkOpen,
      controls: linkOpen ? linkPanelId : undefined,
      run: onLinkRequested,
      group: true,
    },
    {
      key: 'unlink',
      labelId: 'mailEditor.toolbar.unlink',
      icon: <DisconnectOutlined />,
      disabled: !state.link,
      run: () => chain().extendMarkRange('link').unsetLink().run(),
    },
    {
      key: 'image',
      labelId: 'mailEditor.toolbar.image',
      icon: <PictureOutlined />,
      run: onImageRequested,
    },
    {
      key: 'undo',
      labelId: 'mailEditor.toolbar.undo',
      icon: <UndoOutlined />,
      disabled: !state.canUndo,
      run: () => chain().undo().run(),
      group: true,
    },
    {
      key: 'redo',
      labelId: 'mailEditor.toolbar.redo',
      icon: <RedoOutlined />,
      disabled: !state.canRedo,
      run: () => chain().redo().run(),
    },
  ];

  // The one Tab stop: the last button used, or the first one when that is disabled now.
  const tabStop = tools[current]?.disabled ? 0 : current;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [
      ...(toolbarRef.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? []),
    ];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0 || buttons.length === 0) return;
    const next = {
      ArrowRight: (index + 1) % buttons.length,
      ArrowLeft: (index - 1 + buttons.length) % buttons.length,
      Home: 0,
      End: buttons.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    buttons[next]?.focus();
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const index = tools.findIndex((tool) => tool.key === event.target.dataset.tool);
    if (index >= 0) setCurrent(index);
  };

  return (
    <Toolbar
      ref={toolbarRef}
      role="toolbar"
      aria-label={intl.formatMessage({ id: 'mailEditor.toolbar.label' })}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      {tools.map((tool, index) => (
        <span key={tool.key} style={{ display: 'contents' }}>
          {tool.group && <ToolbarSeparator aria-hidden="true" />}
          <ToolButton
            type="button"
            data-tool={tool.key}
            tabIndex={index === tabStop ? 0 : -1}
            aria-label={intl.formatMessage({ id: tool.labelId })}
            title={intl.formatMessage({ id: tool.labelId })}
            aria-pressed={tool.pressed}
            aria-expanded={tool.expanded}
            aria-controls={tool.controls}
            disabled={tool.disabled}
            onClick={tool.run}
          >
            {tool.icon}
          </ToolButton>
        </span>
      ))}
    </Toolbar>
  );
}
