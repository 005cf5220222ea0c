import { type ReactNode, useState } from 'react';

/**
 * A list that draws only the rows in view (and a few around them): the bell opens 500
 * notifications as fast as 5 (issue 29, measured by the bench). Rows have one fixed height; the
 * list keeps its full height, so the scroll bar tells how long it is, and each row says where it
 * stands in the whole (aria-setsize, aria-posinset) for screen readers.
 */
export function WindowedList<Item>({
  items,
  rowHeight,
  height,
  label,
  itemKey,
  renderRow,
}: {
  items: readonly Item[];
  rowHeight: number;
  height: number;
  label: string;
  itemKey: (item: Item) => string;
  renderRow: (item: Item) => ReactNode;
}) {
  const [scrollTop, setScrollTop] = useState(0);
  const overscan = 4;
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(items.length, Math.ceil((scrollTop + height) / rowHeight) + overscan);
  return (
    <div
      className="windowed-list"
      style={{ maxHeight: height }}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      // Scrollable content must be reachable by keyboard (axe: scrollable-region-focusable).
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <ul
        className="windowed-list__rows"
        style={{ height: items.length * rowHeight, position: 'relative' }}
      >
        {items.slice(first, last).map((item, offset) => (
          <li
            key={itemKey(item)}
            aria-setsize={items.length}
            aria-posinset={first + offset + 1}
            style={{ position: 'absolute', top: (first + offset) * rowHeight, height: rowHeight }}
            className="windowed-list__row"
          >
            {renderRow(item)}
          </li>
        ))}
      </ul>
    </div>
  );
}
