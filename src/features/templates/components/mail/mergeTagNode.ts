import { Node, mergeAttributes } from '@tiptap/core';

/**
 * A merge tag in the email body: an inline atom the author cannot type into, shown as a chip and
 * saved as `<span data-merge-tag="{{first_name}}">{{first_name}}</span>`. The span's text is the
 * token itself, so a server that fills tokens in plain text fills the saved HTML too.
 */

/** `{{name}}` exactly as the spec writes merge tags; anything else is not a chip. */
const TOKEN_SHAPE = /^\{\{[A-Za-z0-9_]+\}\}$/;

export function isMergeTagToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_SHAPE.test(value);
}

/** A readable fallback label: `{{owner_first_name}}` → `Owner first name`. */
export function defaultMergeTagLabel(token: string): string {
  const words = token.replace(/[{}]/g, '').replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface MergeTagOptions {
  HTMLAttributes: Record<string, string>;
}

/** The chips' current label and the chips on screen, so a new language relabels them in place. */
export interface MergeTagStorage {
  label: (token: string) => string;
  chips: Set<() => void>;
}

declare module '@tiptap/core' {
  interface Storage {
    mergeTag: MergeTagStorage;
  }
  interface Commands<ReturnType> {
    mergeTag: {
      /** Inserts a merge-tag chip at the caret (replacing a selection). */
      insertMergeTag: (token: string) => ReturnType;
    };
  }
}

export const MergeTagNode = Node.create<MergeTagOptions, MergeTagStorage>({
  name: 'mergeTag',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  draggable: false,

  addOptions() {
    return { HTMLAttributes: {} };
  },

  addStorage() {
    return { label: defaultMergeTagLabel, chips: new Set<() => void>() };
  },

  addAttributes() {
    return {
      token: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-merge-tag'),
        renderHTML: (attributes) => ({ 'data-merge-tag': attributes.token as string }),
      },
    };
  },

  parseHTML() {
    return [
      {
        tag: 'span[data-merge-tag]',
        // A span with an unknown shape stays text: its content is kept, no chip is made.
        getAttrs: (element) =>
          isMergeTagToken(element.getAttribute('data-merge-tag')) ? {} : false,
      },
    ];
  },

  renderHTML({ node, HTMLAttributes }) {
    return [
      'span',
      mergeAttributes(this.options.HTMLAttributes, HTMLAttributes),
      String(node.attrs.token),
    ];
  },

  renderText({ node }) {
    return String(node.attrs.token);
  },

  addNodeView() {
    const storage = this.storage;
    return ({ node }) => {
      const dom = document.createElement('span');
      dom.className = 'merge-tag-chip';
      dom.contentEditable = 'false';
      let token = String(node.attrs.token);
      const show = () => {
        dom.setAttribute('data-merge-tag', token);
        dom.title = token;
        dom.textContent = storage.label(token);
      };
      show();
      storage.chips.add(show);
      return {
        dom,
        update: (updated) => {
          if (updated.type.name !== this.name) return false;
          token = String(updated.attrs.token);
          show();
          return true;
        },
        destroy: () => {
          storage.chips.delete(show);
        },
      };
    };
  },

  addCommands() {
    return {
      insertMergeTag:
        (token) =>
        ({ commands }) =>
          isMergeTagToken(token) && commands.insertContent({ type: this.name, attrs: { token } }),
    };
  },

  addKeyboardShortcuts() {
    return {
      // A chip goes as one unit: Backspace right after it removes the whole tag.
      Backspace: () =>
        this.editor.commands.command(({ state, tr }) => {
          const { selection } = state;
          if (!selection.empty) return false;
          const before = selection.$anchor.nodeBefore;
          if (before?.type.name !== this.name) return false;
          tr.delete(selection.anchor - before.nodeSize, selection.anchor);
          return true;
        }),
    };
  },
});

/** Sets how chips are labelled (the editor passes a translated label) and relabels those shown. */
export function setMergeTagLabel(
  editor: { storage: { mergeTag?: MergeTagStorage } },
  label: (token: string) => string,
): void {
  const storage = editor.storage.mergeTag;
  if (!storage) return;
  storage.label = label;
  for (const refresh of storage.chips) refresh();
}
