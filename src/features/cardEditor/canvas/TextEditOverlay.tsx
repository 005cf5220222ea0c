import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { TextArea } from '../../../components/controls';
import type { TextObject } from '../model';
import type { Viewport } from './viewport';

/**
 * On-canvas text editing: a textarea laid exactly over the text box (same font, size, colour,
 * alignment, rotation), the pattern Konva's documentation recommends since a canvas has no caret.
 * Enter makes a new line; Escape, Ctrl/Cmd+Enter or leaving the box keeps the text (Figma's
 * convention: Escape leaves editing, it does not throw the typing away; Undo does that).
 */
export function TextEditOverlay({
  text,
  viewport,
  onDone,
}: {
  text: TextObject;
  viewport: Viewport;
  onDone: (value: string, byKeyboard: boolean) => void;
}) {
  const intl = useIntl();
  const [value, setValue] = useState(text.text);
  const ref = useRef<HTMLTextAreaElement>(null);
  const finished = useRef(false);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.select();
  }, []);
  const finish = (byKeyboard: boolean) => {
    if (finished.current) return;
    finished.current = true;
    onDone(value, byKeyboard);
  };
  const { scale } = viewport;
  return (
    // The control's field frame gives way to the overlay's own (card-text-overlay, cardEditor.css).
    <TextArea
      ref={ref}
      className="card-text-overlay"
      aria-label={intl.formatMessage({ id: 'cardEditor.text.editLabel' })}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onBlur={() => finish(false)}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Escape' || (event.key === 'Enter' && (event.ctrlKey || event.metaKey))) {
          event.preventDefault();
          finish(true);
        }
      }}
      style={{
        left: viewport.x + text.x * scale,
        top: viewport.y + text.y * scale,
        width: text.width * scale,
        height: Math.max(text.height, text.fontSize * text.lineHeight) * scale,
        transform: `rotate(${text.rotation}deg)`,
        fontFamily: `'${text.fontFamily}', sans-serif`,
        fontWeight: text.fontWeight,
        fontSize: text.fontSize * scale,
        lineHeight: text.lineHeight,
        letterSpacing: text.letterSpacing * scale,
        color: text.fill === 'none' ? '#000000' : text.fill,
        textAlign: text.align,
      }}
    />
  );
}
