/**
 * The few DOM helpers of the unsubscribe page, which draws itself without React. Text always goes
 * in as text nodes (never as HTML): a sender's name is whatever a business typed.
 */

export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: (string | Node)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/**
 * Makes `parent`'s children exactly `wanted`, in order, moving only what has to move: an element
 * that stays keeps its focus (replaceChildren would take it out of the page and drop the focus).
 */
export function placeChildren(parent: Element, wanted: readonly Node[]): void {
  wanted.forEach((node, index) => {
    const present: Node | undefined = parent.childNodes[index];
    if (present !== node) parent.insertBefore(node, present ?? null);
  });
  while (parent.childNodes.length > wanted.length) parent.lastChild?.remove();
}

/** Replaces an element's content with these parts, if they differ from what it shows. */
export function showParts(target: Element, parts: readonly (string | Node)[]): void {
  const same =
    target.childNodes.length === parts.length &&
    parts.every((part, index) => {
      const present: ChildNode | undefined = target.childNodes[index];
      if (!present) return false;
      return typeof part === 'string'
        ? present.nodeType === Node.TEXT_NODE && present.textContent === part
        : present.isEqualNode(part);
    });
  if (!same) target.replaceChildren(...parts);
}

/** A button of the app's light controls (components/controls/button.css). */
export function button(variant: 'primary' | 'default', className: string): HTMLButtonElement {
  return element('button', {
    type: 'button',
    class: `control-button control-button--${variant} ${className}`,
  });
}

/** Disabled and busy while a call is on its way. */
export function setBusy(target: HTMLButtonElement, busy: boolean): void {
  target.disabled = busy;
  target.setAttribute('aria-busy', String(busy));
}
