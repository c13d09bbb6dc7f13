import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { kit } from '../../stories/kit-texts';
import { ConflictDialog } from '../conflict-dialog';
import { SearchInput } from '../search-input';
import { OrderBoard } from './OrderBoard';
import {
  BOARD_NOW,
  boardCards,
  boardColumns,
  boardCouriers,
  LATE_REASONS,
  manyBoardCards,
} from '../../stories/order-board-fixtures';

/** The app's filters in the board's header (its own texts, here as a story writes them). */
function Filters() {
  const [search, setSearch] = useState('');
  return <SearchInput label="Search orders" value={search} onSearch={setSearch} />;
}

/*
 * The dispatcher's live board: the app passes the open orders as cards (objects kept the same while
 * an order is unchanged), the five status columns, the couriers, the time, and the app's filters.
 */
const meta = {
  title: 'Data/OrderBoard',
  tags: ['autodocs'],
  component: OrderBoard,
  args: {
    columns: boardColumns(),
    cards: boardCards(),
    couriers: boardCouriers,
    now: BOARD_NOW,
    onAssign: fn(),
    onAssignRequest: fn(),
    header: <Filters />,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OrderBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A column's region: its title and count, as the heading reads. */
const column = (title: string, count: number) =>
  screen.getByRole('region', { name: `${title} ${kit('formatCount', count)}` });
/** The drag handle of a card. */
const handle = (title: string) => screen.getByRole('button', { name: kit('boardDragHandle', title) });
/** dnd-kit's live region, where the drag is announced (inside the board, in its language). */
const liveRegion = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[id^="DndLiveRegion"]')!;

/** A few orders in each column and the couriers lane; Assign… asks the app for its picker. */
export const Default: Story = {
  play: async ({ args }) => {
    await expect(column('Pending', 2)).toBeVisible();
    await expect(column('Ready', 1)).toBeVisible();
    await expect(column(kit('boardCouriers'), 4)).toBeVisible();
    const ready = within(column('Ready', 1));
    await expect(ready.getByRole('link', { name: '#1024' })).toHaveAttribute('href', '/orders/1024');
    await expect(ready.getByText(kit('boardAge', 31))).toBeVisible();
    await userEvent.click(ready.getByRole('button', { name: kit('boardAssignLabel', '#1024') }));
    await expect(args.onAssignRequest).toHaveBeenCalledWith(1024);
  },
};

/** No open order: the empty state, and the couriers still beside it. */
export const Empty: Story = {
  args: { cards: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(kit('boardEmptyTitle'))).toBeVisible();
    await expect(canvas.queryByRole('region', { name: /^Pending/ })).toBeNull();
  },
};

const many = manyBoardCards(500);

/**
 * 500 open orders (a generated evening): each column scrolls on its own and keeps only the cards in
 * and near its view in the DOM, each telling screen readers its place in the column (aria-posinset
 * of aria-setsize).
 */
export const ManyOrders: Story = {
  args: { cards: many },
  play: async ({ canvasElement }) => {
    const counts = [...canvasElement.querySelectorAll('.fa-board__column .fa-board__count')].map((count) =>
      Number(count.textContent),
    );
    await expect(counts).toEqual(
      boardColumns().map(({ id }) => many.filter((card) => card.column === id).length),
    );
    // Only the cards in and near the columns' view.
    await expect(canvasElement.querySelectorAll('.fa-board-card').length).toBeLessThan(100);
    const items = within(preparingList()).getAllByRole('listitem');
    await expect(items[0]).toHaveAttribute('aria-posinset', '1');
    await expect(items[0]).toHaveAttribute('aria-setsize', String(preparing.length));
  },
};

const preparing = many.filter((card) => card.column === 'PREPARING');
const preparingList = () => within(column('Preparing', preparing.length)).getByRole('list');

/**
 * A long column scrolled to its end shows its last card; a card lifted by the keyboard stays in the
 * DOM, with the focus, while its column is scrolled away. No screenshot: where the measured cards
 * end varies by a pixel.
 */
export const ManyOrdersScrolled: Story = {
  args: { cards: many },
  parameters: { screenshot: false },
  play: async () => {
    const list = preparingList();
    const first = preparing[0]!.title;
    handle(first).focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(handle(first)).toHaveAttribute('aria-pressed', 'true'));
    list.scrollTop = list.scrollHeight;
    const last = preparing.at(-1)!.title;
    await waitFor(() => expect(within(list).getByRole('link', { name: last })).toBeVisible());
    await expect(within(list).getAllByRole('listitem').at(-1)).toHaveAttribute(
      'aria-posinset',
      String(preparing.length),
    );
    await expect(handle(first)).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(handle(first)).not.toHaveAttribute('aria-pressed'));
    await expect(handle(first)).toHaveFocus();
  },
};

/** One late card for each reason: the reason in words, an icon and the danger colour; the count in the header. */
export const LateCards: Story = {
  args: { cards: boardCards({ late: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(kit('boardLateCount', 3))).toBeVisible();
    for (const reason of Object.values(LATE_REASONS.en))
      await expect(canvas.getByText(kit('boardLate', reason))).toBeVisible();
  },
};

/**
 * Order #1024 lifted by the keyboard (its handle, Space) and moved to the first courier (ArrowDown):
 * the card hangs beside Ada Lovelace's row, which is highlighted, and the move is announced. Space
 * would drop it there and ask the app to assign Ada.
 */
export const Dragging: Story = {
  play: async ({ canvasElement, args }) => {
    handle('#1024').focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(liveRegion(canvasElement)).toHaveTextContent(kit('boardDragStart', '#1024')));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(liveRegion(canvasElement)).toHaveTextContent(kit('boardDragOver', '#1024', 'Ada Lovelace')),
    );
    await expect(canvasElement.querySelector('.fa-board-courier--over')).toHaveTextContent('Ada Lovelace');
    await expect(handle('#1024')).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onAssign).not.toHaveBeenCalled();
  },
};

/** Dropped on the second courier by the keyboard: the app is asked to assign Grace Hopper. */
export const DroppedOnCourier: Story = {
  play: async ({ canvasElement, args }) => {
    handle('#1025').focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onAssign).toHaveBeenCalledWith(1025, 2));
    await waitFor(() =>
      expect(liveRegion(canvasElement)).toHaveTextContent(kit('boardDragEnd', '#1025', 'Grace Hopper')),
    );
    await expect(handle('#1025')).toHaveFocus();
  },
};

/** The centre of an element, where a pointer presses or lets go. */
const centre = (element: Element) => {
  const box = element.getBoundingClientRect();
  return { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
};

/** With a mouse: #1028 pressed anywhere on the card, carried to Alan Turing's row and let go there. */
export const DroppedWithMouse: Story = {
  // The play function's own userEvent: the button stays pressed from one call to the next.
  play: async ({ canvasElement, args, userEvent }) => {
    const card = within(column('Accepted', 1)).getByText('Pizza Palace');
    const row = [...canvasElement.querySelectorAll('.fa-board-courier')].find((each) =>
      each.textContent?.includes('Alan Turing'),
    )!;
    const from = centre(card);
    const to = centre(row);
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: card, coords: from },
      { coords: { clientX: from.clientX + 10, clientY: from.clientY + 4 } },
      { coords: to },
    ]);
    await waitFor(() => expect(row).toHaveClass('fa-board-courier--over'));
    await userEvent.pointer({ keys: '[/MouseLeft]', coords: to });
    await waitFor(() => expect(args.onAssign).toHaveBeenCalledWith(1028, 3));
    await expect(liveRegion(canvasElement)).toHaveTextContent(kit('boardDragEnd', '#1028', 'Alan Turing'));
  },
};

/** #1024's assignment is in flight: dimmed, aria-busy, no Assign… and no dragging until it settles. */
export const Busy: Story = {
  args: { busyIds: [1024] },
  // Busy on purpose: the story checks wait 1 s for it, not 5 (docs/storybook.md#checks).
  parameters: { matrix: { state: 'submitting' } },
  play: async ({ canvas }) => {
    const card = within(column('Ready', 1)).getByRole('listitem');
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(within(card).getByText(kit('boardAssigning'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: kit('boardAssignLabel', '#1024') })).toBeNull();
  },
};

/**
 * Someone else assigned a courier meanwhile: the app shows the kit's ConflictDialog over the board
 * (a 412 on the assignment), with the courier it tried and the one saved.
 */
export const AssignConflict: Story = {
  args: { busyIds: [1024] },
  parameters: { matrix: { state: 'submitting' } },
  render: (args) => (
    <>
      <OrderBoard {...args} />
      <ConflictDialog
        open
        onOpenChange={fn()}
        what="order #1024"
        changedBy="Sam Carter"
        fields={[{ name: 'courier', label: 'Courier', mine: 'Ada Lovelace', theirs: 'Grace Hopper' }]}
        onKeepMine={fn()}
        onTakeTheirs={fn()}
        onMerge={fn()}
      />
    </>
  ),
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: kit('conflictTitle') }));
    await expect(dialog.getByText(kit('conflictMessage', 'order #1024', 'Sam Carter'))).toBeVisible();
  },
};

/** The live updates dropped: a calm notice that the board may be behind; it still works. */
export const Reconnecting: Story = {
  args: { connection: 'reconnecting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(kit('boardReconnecting'))).toBeVisible();
  },
};

/** A restaurant's staff: no couriers lane and nothing to drag; Assign… stays for the orders they may assign. */
export const NoCouriersLane: Story = {
  args: { couriers: undefined, onAssign: undefined, title: 'Casa Verde orders' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: /^Couriers/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: kit('boardDragHandle', '#1024') })).toBeNull();
  },
};

/** In French: the kit's texts from its French strings, the columns and reasons from the app. */
export const French: Story = {
  globals: { locale: 'fr' },
  args: {
    columns: boardColumns('fr'),
    cards: boardCards({ language: 'fr', late: true }),
    header: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: kit('boardTitle') })).toBeVisible();
    await expect(canvas.getByText(kit('boardLateCount', 3))).toBeVisible();
    await expect(canvas.getByText(kit('boardLate', LATE_REASONS.fr.courier))).toBeVisible();
  },
};

/** In Arabic, right to left: the lane on the left, each card's late edge on its right. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    columns: boardColumns('ar'),
    cards: boardCards({ language: 'ar', late: true }),
    header: undefined,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(kit('boardLateCount', 3))).toBeVisible();
    const lane = canvasElement.querySelector('.fa-board-lane')!.getBoundingClientRect();
    const columns = canvasElement.querySelector('.fa-board__columns')!.getBoundingClientRect();
    await expect(lane.right).toBeLessThanOrEqual(columns.left);
  },
};

/**
 * Right to left by the keyboard: ArrowLeft goes towards the lane (on the left), and dnd-kit
 * announces each step in Arabic.
 */
export const ArabicDragging: Story = {
  globals: { locale: 'ar' },
  args: { columns: boardColumns('ar'), cards: boardCards({ language: 'ar' }), header: undefined },
  play: async ({ canvasElement }) => {
    handle('#1024').focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() =>
      expect(liveRegion(canvasElement)).toHaveTextContent(kit('boardDragOver', '#1024', 'Ada Lovelace')),
    );
    await expect(canvasElement.querySelector('.fa-board-courier--over')).toHaveTextContent('Ada Lovelace');
  },
};

/** On a phone: a tab per column with its count and one for the couriers; Assign… is the way to a courier. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { cards: boardCards({ late: true }) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tablist', { name: kit('boardViews') })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: `Ready ${kit('formatCount', 1)}` }));
    const panel = within(canvas.getByRole('tabpanel'));
    await expect(panel.getByRole('link', { name: '#1024' })).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: kit('boardAssignLabel', '#1024') }));
    await expect(args.onAssignRequest).toHaveBeenCalledWith(1024);
  },
};

/** On a phone, the couriers are the last tab. */
export const PhoneCouriers: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('tab', { name: `${kit('boardCouriers')} ${kit('formatCount', 4)}` }),
    );
    await expect(within(canvas.getByRole('tabpanel')).getAllByRole('listitem')).toHaveLength(4);
  },
};
