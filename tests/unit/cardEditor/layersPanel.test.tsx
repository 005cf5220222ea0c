import { fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { LayersPanel } from '../../../src/features/cardEditor/components/LayersPanel';
import { allEnglish } from '../../../src/i18n/allEnglish';
import { rectObject } from './cardFixtures';

/** The layers list keeps the row of the object selected last in view (rows are 32 px tall). */

const ROW = 32;
/** The list's height on screen: ten rows. jsdom lays nothing out, so the test gives it one. */
const LIST_HEIGHT = 10 * ROW;
/** Bottom of the stack first, as a side holds them; the list shows them top of the stack first. */
const objects = Array.from({ length: 100 }, (_unused, index) =>
  rectObject(`r${index}`, { name: `Shape ${index}` }),
);
/** The object shown in row `row` of the list (row 0 is the top of the stack). */
const inRow = (row: number) => objects[objects.length - 1 - row]!.id;

function panel(selection: string[], shown = objects) {
  return (
    <IntlProvider locale="en" messages={allEnglish}>
      <LayersPanel
        objects={shown}
        selection={selection}
        onSelect={() => undefined}
        onToggle={() => undefined}
      />
    </IntlProvider>
  );
}

function renderWithLaidOutList() {
  const view = render(panel([]));
  const list = screen.getByRole('list');
  Object.defineProperty(list, 'clientHeight', { configurable: true, value: LIST_HEIGHT });
  return { ...view, list };
}

describe('LayersPanel', () => {
  it('scrolls down just enough to show the row of an object selected elsewhere', () => {
    const { list, rerender } = renderWithLaidOutList();
    rerender(panel([inRow(60)]));
    expect(list.scrollTop).toBe(61 * ROW - LIST_HEIGHT);
  });

  it('scrolls up to a row above the view, and follows the object selected last', () => {
    const { list, rerender } = renderWithLaidOutList();
    list.scrollTop = 50 * ROW;
    rerender(panel([inRow(70), inRow(3)]));
    expect(list.scrollTop).toBe(3 * ROW);
  });

  it('leaves the list where it is when the row is already in view, or nothing is selected', () => {
    const { list, rerender } = renderWithLaidOutList();
    list.scrollTop = 20 * ROW;
    rerender(panel([inRow(25)]));
    expect(list.scrollTop).toBe(20 * ROW);
    rerender(panel([]));
    expect(list.scrollTop).toBe(20 * ROW);
  });

  it('draws the rows scrolled to, in a list that started empty (a new card)', () => {
    const { rerender } = render(panel([], []));
    expect(
      screen.getByText('Nothing on this side yet. Add text, an image, a shape or a QR code.'),
    ).toBeInTheDocument();
    rerender(panel([]));
    const list = screen.getByRole('list');
    Object.defineProperty(list, 'clientHeight', { configurable: true, value: LIST_HEIGHT });
    list.scrollTop = 60 * ROW;
    fireEvent.scroll(list);
    // Row 60 is the object added 40th (the list shows the top of the stack first).
    expect(within(list).getByRole('button', { name: 'Shape 39' })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Shape 99' })).not.toBeInTheDocument();
  });
});
