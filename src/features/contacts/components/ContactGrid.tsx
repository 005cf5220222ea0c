import {
  type MouseEvent,
  type ReactNode,
  memo,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import type { Contact } from '../schemas';

/** Fixed row height: it lets the grid know every row's place without measuring any. */
export const CONTACT_ROW_HEIGHT = 44;
/** Rows drawn beyond each edge of the view, so a fast scroll does not show blank space. */
const OVERSCAN = 8;
/**
 * Rows are keyed by a slot (index modulo this) rather than by contact: a row that stays in view
 * keeps its slot and is not drawn again, and one leaving hands its DOM to the one arriving.
 */
const SLOTS = 128;

export interface GridColumn {
  key: string;
  title: string;
  /** Plain elements only: a row is drawn many times a second while scrolling. */
  cell: (contact: Contact) => ReactNode;
}

const GridRow = memo(function GridRow({
  contact,
  index,
  columns,
  placeholder,
}: {
  contact: Contact | undefined;
  index: number;
  columns: readonly GridColumn[];
  placeholder: string;
}) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      data-index={index}
      className={`contact-grid__row${contact ? '' : ' contact-grid__row--placeholder'}`}
      style={{ top: index * CONTACT_ROW_HEIGHT, height: CONTACT_ROW_HEIGHT }}
    >
      {columns.map((column, columnIndex) => (
        <div key={column.key} role="cell">
          {contact ? column.cell(contact) : columnIndex === 0 ? placeholder : ''}
        </div>
      ))}
    </div>
  );
});

/**
 * A virtualised table of a list's contacts: only the rows in view (plus a few) are in the DOM,
 * so 100,000 contacts scroll like 20. Rows past those loaded so far are drawn as placeholders:
 * the table is padded to the list's total while its pages arrive (spec §4 "Contacts"). Buttons
 * in cells carry `data-action`; one click handler on the grid hands their row to `onAction`.
 */
export function ContactGrid({
  label,
  columns,
  rows,
  total,
  placeholder,
  onAction,
}: {
  label: string;
  columns: readonly GridColumn[];
  rows: readonly Contact[];
  total: number;
  placeholder: string;
  onAction: (action: string, contact: Contact) => void;
}) {
  const viewport = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(560);
  const frame = useRef(0);

  useEffect(() => {
    const element = viewport.current;
    if (!element) return undefined;
    setHeight(element.clientHeight || 560);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setHeight(element.clientHeight || 560));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  // One state update per frame however many scroll events arrive in it.
  const onScroll = useCallback(() => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => setScrollTop(viewport.current?.scrollTop ?? 0));
  }, []);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as HTMLElement).closest<HTMLElement>('[data-action]');
    const row = button?.closest<HTMLElement>('[data-index]');
    const contact = row ? rows[Number(row.dataset.index)] : undefined;
    if (button?.dataset.action && contact) onAction(button.dataset.action, contact);
  };

  const first = Math.max(0, Math.floor(scrollTop / CONTACT_ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(total, Math.ceil((scrollTop + height) / CONTACT_ROW_HEIGHT) + OVERSCAN);
  const drawn: ReactNode[] = [];
  for (let index = first; index < last; index += 1)
    drawn.push(
      <GridRow
        key={index % SLOTS}
        contact={rows[index]}
        index={index}
        columns={columns}
        placeholder={placeholder}
      />,
    );

  return (
    <div className="contact-grid" role="table" aria-label={label} aria-rowcount={total + 1}>
      <div className="contact-grid__scroller">
        <div role="rowgroup">
          <div className="contact-grid__header" role="row" aria-rowindex={1}>
            {columns.map((column) => (
              <div key={column.key} role="columnheader">
                {column.title}
              </div>
            ))}
          </div>
        </div>
        {/* The click handler only delegates the buttons' clicks; the buttons are the controls. */}
        <div
          ref={viewport}
          className="contact-grid__viewport"
          role="rowgroup"
          tabIndex={0}
          aria-label={label}
          onScroll={onScroll}
          onClick={onClick}
        >
          <div className="contact-grid__spacer" style={{ height: total * CONTACT_ROW_HEIGHT }}>
            {drawn}
          </div>
        </div>
      </div>
    </div>
  );
}
