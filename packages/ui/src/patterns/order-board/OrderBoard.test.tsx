import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RenderHrefLink } from '../../lib/links';
import { KitStringsProvider } from '../../strings';
import { kitStrings as arabic } from '../../strings/locales/ar';
import { courierStep } from './board-dnd';
import {
  BOARD_NOW,
  boardCards,
  boardColumns,
  boardCouriers,
  LATE_REASONS,
  manyBoardCards,
} from '../../stories/order-board-fixtures';
import { OrderBoard, type OrderBoardProps } from './OrderBoard';

beforeAll(() => {
  // dnd-kit scrolls a lifted card into view; jsdom lays nothing out and has no scrollIntoView.
  Element.prototype.scrollIntoView ??= () => {};
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function board(props: Partial<OrderBoardProps> = {}) {
  const onAssign = vi.fn();
  const onAssignRequest = vi.fn();
  const view = render(
    <OrderBoard
      columns={boardColumns()}
      cards={boardCards({ late: true })}
      couriers={boardCouriers}
      now={BOARD_NOW}
      onAssign={onAssign}
      onAssignRequest={onAssignRequest}
      {...props}
    />,
  );
  return { ...view, onAssign, onAssignRequest };
}

/** What dnd-kit's live region says (it is inside the board). */
const announced = (container: HTMLElement) =>
  container.querySelector('[id^="DndLiveRegion"]')?.textContent ?? '';

/** Lifts `title`'s card by its handle, presses `keys` one by one, then drops it. */
async function dragByKeyboard(title: string, keys: string[]) {
  const user = userEvent.setup();
  screen.getByRole('button', { name: `Move ${title} to a courier` }).focus();
  await user.keyboard(' ');
  for (const key of keys) await user.keyboard(`{${key}}`);
  await user.keyboard(' ');
}

describe('OrderBoard', () => {
  it('keeps a long column out of the DOM but tells each card its place in it', () => {
    // jsdom lays nothing out: each list is given a 545 px view and each card 136 px (as in Chromium).
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(545);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(136);
    const cards = manyBoardCards(500);
    board({ cards });
    const preparing = cards.filter((card) => card.column === 'PREPARING');
    const list = within(screen.getByRole('region', { name: `Preparing ${preparing.length}` })).getByRole(
      'list',
    );
    const items = within(list).getAllByRole('listitem');
    // The view's four cards and three more.
    expect(items).toHaveLength(7);
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    expect(items[0]).toHaveAttribute('aria-setsize', String(preparing.length));
  });

  it('renders a short column whole, without places', () => {
    board();
    const items = within(screen.getByRole('region', { name: 'Pending 2' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).not.toHaveAttribute('aria-setsize');
  });

  it('counts each column, the couriers and the late cards', () => {
    board();
    for (const [name, count] of [
      ['Pending', 2],
      ['Accepted', 1],
      ['Preparing', 2],
      ['Ready', 1],
      ['Picked up', 1],
      ['Couriers', 4],
    ] as const) {
      const column = screen.getByRole('region', { name: `${name} ${count}` });
      if (name !== 'Couriers') expect(within(column).getAllByRole('listitem')).toHaveLength(count);
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Live orders' })).toBeInTheDocument();
    expect(screen.getByText('3 late')).toBeInTheDocument();
  });

  it('gives each column name its whole text as a tooltip (an ellipsis may cut it)', () => {
    board({ columns: [{ id: 'PENDING', title: 'Waiting for the restaurant to accept' }] });
    expect(screen.getByText('Waiting for the restaurant to accept')).toHaveAttribute(
      'title',
      'Waiting for the restaurant to accept',
    );
  });

  it('says no order is open when it shows no card, or what the app says instead', () => {
    const { unmount } = board({ cards: [] });
    expect(screen.getByText('No open orders')).toBeInTheDocument();
    unmount();
    board({ cards: [], empty: { title: 'Nothing matches' } });
    expect(screen.getByText('Nothing matches')).toBeInTheDocument();
    expect(screen.queryByText('No open orders')).toBeNull();
    expect(screen.queryByText(/as soon as they are placed/)).toBeNull();
  });

  it('says why a card is late, in words', () => {
    board();
    const ready = within(screen.getByRole('region', { name: 'Ready 1' }));
    expect(ready.getByText(`Late: ${LATE_REASONS.en.courier}`)).toBeVisible();
    const card = ready.getByRole('listitem');
    expect(card).toHaveTextContent('#1024');
    expect(card).toHaveTextContent('Pizza Palace');
    expect(card).toHaveTextContent('31 min');
    expect(card).toHaveTextContent('3 items');
    expect(card).toHaveTextContent('$35.00');
    expect(card).toHaveTextContent('No courier');
    expect(within(card).getByRole('link', { name: '#1024' })).toHaveAttribute('href', '/orders/1024');
    // On time: no mark.
    const accepted = within(screen.getByRole('region', { name: 'Accepted 1' })).getByRole('listitem');
    expect(accepted).not.toHaveTextContent('Late');
  });

  it('asks the app to assign a courier from Assign…, on assignable cards only', async () => {
    const { onAssignRequest } = board();
    await userEvent.click(screen.getByRole('button', { name: 'Assign a courier to #1024' }));
    expect(onAssignRequest).toHaveBeenCalledWith(1024);
    expect(screen.queryByRole('button', { name: 'Assign a courier to #1031' })).not.toBeInTheDocument();
  });

  it('assigns by keyboard: Space lifts, ArrowDown goes to the first courier, Space drops', async () => {
    const { onAssign, container } = board();
    await dragByKeyboard('#1024', ['ArrowDown']);
    expect(onAssign).toHaveBeenCalledExactlyOnceWith(1024, 1);
    expect(announced(container)).toBe('Order #1024 was dropped on Ada Lovelace.');
  });

  it('goes courier by courier, and towards the lane with the arrow that points at it', async () => {
    const { onAssign } = board();
    await dragByKeyboard('#1025', ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowUp']);
    expect(onAssign).toHaveBeenLastCalledWith(1025, 2);
    await dragByKeyboard('#1028', ['ArrowRight', 'ArrowRight']);
    expect(onAssign).toHaveBeenLastCalledWith(1028, 2);
    // Back off the lane: dropped on no courier, nothing happens.
    await dragByKeyboard('#1024', ['ArrowRight', 'ArrowLeft']);
    expect(onAssign).toHaveBeenCalledTimes(2);
  });

  it('announces each step', async () => {
    const { container } = board();
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Move #1024 to a courier' }).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(announced(container)).toBe('Picked up order #1024.'));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(announced(container)).toBe('Order #1024 is over Ada Lovelace.'));
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(announced(container)).toBe('Moving order #1024 was cancelled. Nothing changed.'),
    );
  });

  it('puts the card back on Escape or Tab: no assignment by accident', async () => {
    const { onAssign, container } = board();
    const user = userEvent.setup();
    for (const key of ['{Escape}', '{Tab}']) {
      screen.getByRole('button', { name: 'Move #1024 to a courier' }).focus();
      await user.keyboard(' ');
      await user.keyboard('{ArrowDown}');
      await user.keyboard(key);
      await waitFor(() =>
        expect(announced(container)).toBe('Moving order #1024 was cancelled. Nothing changed.'),
      );
    }
    expect(onAssign).not.toHaveBeenCalled();
  });

  it('does nothing when a card is dropped on the courier it already has', async () => {
    const { onAssign, container } = board();
    await dragByKeyboard('#1026', ['ArrowDown']);
    expect(onAssign).not.toHaveBeenCalled();
    expect(announced(container)).toBe('Order #1026 already goes with Ada Lovelace. Nothing changed.');
  });

  it('right to left, the arrow towards the lane is ArrowLeft, and it speaks Arabic', async () => {
    const onAssign = vi.fn();
    const { container } = render(
      <KitStringsProvider strings={arabic}>
        <div dir="rtl" style={{ direction: 'rtl' }}>
          <OrderBoard
            columns={boardColumns('ar')}
            cards={boardCards({ language: 'ar' })}
            couriers={boardCouriers}
            now={BOARD_NOW}
            onAssign={onAssign}
          />
        </div>
      </KitStringsProvider>,
    );
    const user = userEvent.setup();
    screen.getByRole('button', { name: arabic.boardDragHandle('#1024') }).focus();
    await user.keyboard(' ');
    // ArrowRight points away from the lane (on the left): the card stays off it.
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(announced(container)).toBe(arabic.boardDragOver('#1024', 'Ada Lovelace')));
    await user.keyboard('{ArrowLeft}');
    await user.keyboard(' ');
    expect(onAssign).toHaveBeenCalledExactlyOnceWith(1024, 2);
    expect(announced(container)).toBe(arabic.boardDragEnd('#1024', 'Grace Hopper'));
  });

  it('cancels a keyboard drag when it unmounts mid-drag: the page keeps its keys', async () => {
    const { unmount } = board();
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Move #1024 to a courier' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    unmount();
    const onClick = vi.fn();
    render(
      <button type="button" onClick={onClick}>
        Next
      </button>,
    );
    screen.getByRole('button', { name: 'Next' }).focus();
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('renders again only the cards whose order changed', () => {
    const renderLink = vi.fn<RenderHrefLink>(({ href, className, children }) => (
      <a href={href} className={className}>
        {children}
      </a>
    ));
    const cards = boardCards();
    const { rerender } = board({ cards, renderLink });
    expect(renderLink).toHaveBeenCalledTimes(cards.length);
    renderLink.mockClear();
    const changed = cards.map((card) =>
      card.id === 1024 ? { ...card, courierId: 3, courierName: 'Alan Turing' } : card,
    );
    rerender(
      <OrderBoard
        columns={boardColumns()}
        cards={changed}
        couriers={boardCouriers}
        now={BOARD_NOW}
        onAssign={() => {}}
        onAssignRequest={() => {}}
        renderLink={renderLink}
      />,
    );
    expect(renderLink).toHaveBeenCalledOnce();
    expect(screen.getByRole('region', { name: 'Ready 1' })).toHaveTextContent('Alan Turing');
  });

  it('shows a busy card dimmed and aria-busy, without Assign… or a handle to drag', () => {
    board({ busyIds: [1024] });
    const card = within(screen.getByRole('region', { name: 'Ready 1' })).getByRole('listitem');
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(card).toHaveTextContent('Assigning…');
    expect(within(card).queryByRole('button', { name: /Assign/ })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Move #1024 to a courier' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('without a couriers lane (restaurant staff), has no handles and no lane', () => {
    board({ couriers: undefined });
    expect(screen.queryByRole('region', { name: /^Couriers/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assign a courier to #1024' })).toBeInTheDocument();
  });

  it('says so calmly while reconnecting', () => {
    board({ connection: 'reconnecting' });
    const notices = screen.getAllByRole('status').filter((status) => !status.id.startsWith('DndLiveRegion'));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toHaveTextContent('Reconnecting to live updates');
  });

  it('shows the empty state without open orders, and keeps the couriers', () => {
    board({ cards: [] });
    expect(screen.getByText('No open orders')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Pending/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Couriers 4' })).toBeInTheDocument();
    expect(screen.queryByText(/late$/)).not.toBeInTheDocument();
  });

  it('is tabs at a phone width: one per column with its count, and the couriers', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query }));
    board();
    expect(screen.queryByRole('region', { name: 'Pending 2' })).not.toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Board columns' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Pending 2', 'Accepted 1', 'Preparing 2', 'Ready 1', 'Picked up 1', 'Couriers 4']);
    const panel = () => screen.getByRole('tabpanel');
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(2);
    expect(panel()).toHaveTextContent('#1031');

    await userEvent.click(screen.getByRole('tab', { name: 'Ready 1' }));
    expect(panel()).toHaveAccessibleName('Ready 1');
    expect(within(panel()).getByRole('link', { name: '#1024' })).toBeInTheDocument();
    // No dragging in tabs: Assign… is the way.
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Assign a courier to #1024' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Couriers 4' }));
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(4);
    expect(panel()).toHaveTextContent('Katherine Johnson');
    expect(panel()).toHaveTextContent('Unavailable');
  });
});

describe('courierStep (the keyboard through the couriers)', () => {
  it('goes forward with ArrowDown and the arrow towards the lane, back with the others, stopping at the ends', () => {
    expect(courierStep(null, 'ArrowDown', 3, false)).toBe(0);
    expect(courierStep(0, 'ArrowRight', 3, false)).toBe(1);
    expect(courierStep(2, 'ArrowDown', 3, false)).toBe(2);
    expect(courierStep(1, 'ArrowUp', 3, false)).toBe(0);
    expect(courierStep(0, 'ArrowLeft', 3, false)).toBeNull();
    expect(courierStep(null, 'ArrowUp', 3, false)).toBeNull();
    // Right to left the lane is on the left.
    expect(courierStep(null, 'ArrowLeft', 3, true)).toBe(0);
    expect(courierStep(0, 'ArrowRight', 3, true)).toBeNull();
    expect(courierStep(null, 'ArrowDown', 0, false)).toBeNull();
    expect(courierStep(1, 'KeyA', 3, false)).toBeUndefined();
  });
});
