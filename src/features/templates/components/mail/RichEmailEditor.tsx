import Image from '@tiptap/extension-image';
import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Alert } from 'antd';
import {
  type ChangeEvent,
  type Ref,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useIntl } from 'react-intl';
import { FileInput } from '../../../../components/controls';
import { sanitizeEmailHtml } from '../../../../lib/sanitizeHtml';
import { EmailToolbar } from './EmailToolbar';
import {
  INSERTABLE_IMAGE_TYPES,
  fitsImageLimit,
  imageSourceBytes,
  totalImageBytes,
} from './imageBytes';
import { LinkForm } from './LinkForm';
import { isAllowedLinkUrl } from './linkUrl';
import { mergeTagLabel } from './mergeTagLabels';
import { MergeTagNode, setMergeTagLabel } from './mergeTagNode';
import { EditorFrame } from './styles';

/** What a parent can do to the editor: its merge-tag menu inserts a chip at the caret. */
export interface RichEmailEditorHandle {
  insertMergeTag: (token: string) => void;
  focus: () => void;
}

export interface RichEmailEditorProps {
  /** The body HTML; sanitised before it goes into the editor. */
  value: string;
  /** Called with the sanitised HTML after every change the author makes. */
  onChange: (html: string) => void;
  ref?: Ref<RichEmailEditorHandle>;
  /** The editing area's accessible name (defaults to "Email body"). */
  label?: string;
  /** The id of a message about the body (a validation error), read with the editing area. */
  describedBy?: string;
  invalid?: boolean;
}

type ImageProblem = 'tooLarge' | 'wrongType' | 'unreadable';

const PROBLEM_MESSAGES: Record<ImageProblem, string> = {
  tooLarge: 'mailEditor.image.tooLarge',
  wrongType: 'mailEditor.image.wrongType',
  unreadable: 'mailEditor.image.unreadable',
};

function imageSources(editor: Editor): string[] {
  const sources: string[] = [];
  editor.state.doc.descendants((node) => {
    if (node.type.name === 'image') sources.push(String(node.attrs.src ?? ''));
  });
  return sources;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable'));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/**
 * The email body editor (TipTap): formatting, links, base64 images within the 10 MB rule (§5) and
 * merge-tag chips. HTML is sanitised on the way in (value, paste) and on the way out (onChange).
 */
export function RichEmailEditor({
  value,
  onChange,
  ref,
  label,
  describedBy,
  invalid = false,
}: RichEmailEditorProps) {
  const intl = useIntl();
  const linkPanelId = useId();
  const problemId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const [linkUrl, setLinkUrl] = useState<string | null>(null);
  // The HTML this editor last reported (or started with), so the parent's echo is not set back in.
  const reported = useRef<string>(value);
  const [extensions] = useState(() => [
    StarterKit.configure({
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        isAllowedUri: (url) => isAllowedLinkUrl(url),
      },
    }),
    Image.configure({ allowBase64: true }),
    MergeTagNode,
  ]);
  const [initialContent] = useState(() => sanitizeEmailHtml(value));

  const bodyLabel = label ?? intl.formatMessage({ id: 'mailEditor.body.label' });
  const describedByIds = [describedBy, problem ? problemId : undefined].filter(Boolean).join(' ');
  const editorProps = useMemo(
    () => ({
      attributes: {
        class: 'email-editor-content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': bodyLabel,
        'aria-invalid': String(invalid),
        ...(describedByIds ? { 'aria-describedby': describedByIds } : {}),
      },
      // Pasted HTML goes through the same allowlist as everything else.
      transformPastedHTML: (html: string) => sanitizeEmailHtml(html),
    }),
    [bodyLabel, invalid, describedByIds],
  );

  const editor = useEditor({
    extensions,
    content: initialContent,
    editorProps,
    onUpdate: ({ editor: changed }) => {
      const html = sanitizeEmailHtml(changed.getHTML());
      reported.current = html;
      onChange(html);
    },
  });

  // Chips read in the user's language, and follow it when it changes.
  useLayoutEffect(() => {
    setMergeTagLabel(editor, (token) => mergeTagLabel(intl, token));
  }, [editor, intl]);

  // A value from outside (a loaded template, a restored draft) replaces the content, silently.
  useEffect(() => {
    if (editor.isDestroyed || value === reported.current) return;
    reported.current = value;
    const clean = sanitizeEmailHtml(value);
    if (clean === sanitizeEmailHtml(editor.getHTML())) return;
    // A new document, not an edit: undo does not go back to what was there before.
    editor.chain().setMeta('addToHistory', false).setContent(clean, { emitUpdate: false }).run();
  }, [editor, value]);

  useImperativeHandle(
    ref,
    () => ({
      insertMergeTag: (token) => void editor.chain().focus().insertMergeTag(token).run(),
      focus: () => void editor.commands.focus(),
    }),
    [editor],
  );

  const insertImage = async (file: File) => {
    setProblem(null);
    if (!INSERTABLE_IMAGE_TYPES.includes(file.type)) return setProblem('wrongType');
    // The file's size is its decoded size: refuse before reading a file that cannot fit.
    if (!fitsImageLimit(totalImageBytes(imageSources(editor)), file.size))
      return setProblem('tooLarge');
    let dataUrl: string;
    try {
      dataUrl = await readAsDataUrl(file);
    } catch {
      return setProblem('unreadable');
    }
    // Weighed again as base64 (§5: images total at most 10 MB), with any image added meanwhile.
    if (!fitsImageLimit(totalImageBytes(imageSources(editor)), imageSourceBytes(dataUrl)))
      return setProblem('tooLarge');
    editor.chain().focus().setImage({ src: dataUrl, alt: '' }).run();
  };

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void insertImage(file);
  };

  const applyLink = (url: string) => {
    setLinkUrl(null);
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain
        .insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] })
        .run();
    else chain.extendMarkRange('link').setLink({ href: url }).run();
  };

  return (
    <EditorFrame data-invalid={invalid}>
      <EmailToolbar
        editor={editor}
        linkOpen={linkUrl !== null}
        linkPanelId={linkPanelId}
        onLinkRequested={() =>
          setLinkUrl((open) =>
            open === null ? String(editor.getAttributes('link').href ?? '') : null,
          )
        }
        onImageRequested={() => fileInput.current?.click()}
      />
      {linkUrl !== null && (
        <LinkForm
          id={linkPanelId}
          initialUrl={linkUrl}
          onApply={applyLink}
          onCancel={() => {
            setLinkUrl(null);
            editor.commands.focus();
          }}
        />
      )}
      <FileInput
        ref={fileInput}
        accept={INSERTABLE_IMAGE_TYPES.join(',')}
        className="visually-hidden"
        tabIndex={-1}
        aria-label={intl.formatMessage({ id: 'mailEditor.image.file' })}
        onChange={onFileChosen}
      />
      {problem && (
        <Alert
          id={problemId}
          type="error"
          showIcon
          title={intl.formatMessage({ id: PROBLEM_MESSAGES[problem] })}
          style={{ margin: 8 }}
        />
      )}
      <EditorContent editor={editor} />
    </EditorFrame>
  );
}
