import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The dropdown's module arrives when the test says so (or fails), as over a slow network.
const network = vi.hoisted(() => {
  const state = {
    fail: false,
    release: () => {},
    arrival: Promise.resolve(),
    hold() {
      state.arrival = new Promise<void>((resolve) => (state.release = resolve));
    },
  };
  return state;
});

vi.mock('./AccountMenu', async (importOriginal) => {
  await network.arrival;
  if (network.fail) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

const account = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@demo.food', role: 'ADMIN' as const };

async function renderMenu() {
  // A fresh module each time: the loaded dropdown is cached for the page's life.
  vi.resetModules();
  const { DeferredAccountMenu } = await import('./DeferredAccountMenu');
  const onLogout = vi.fn();
  render(<DeferredAccountMenu account={account} onNavigate={() => {}} onLogout={onLogout} />);
  return { trigger: screen.getByRole('button', { name: /Ada Lovelace/ }), onLogout };
}

describe('DeferredAccountMenu', () => {
  beforeEach(() => {
    network.fail = false;
    network.hold();
  });

  it('keeps a click made before the menu code arrives and opens the menu when it does', async () => {
    const user = userEvent.setup();
    const { trigger, onLogout } = await renderMenu();
    await user.click(trigger);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await act(async () => network.release());
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('ada@demo.food');
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('opens on a bare click (as assistive technologies send it), with no hover or focus before', async () => {
    const { trigger } = await renderMenu();
    fireEvent.click(trigger);
    await act(async () => network.release());
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });

  it('opens on ArrowDown pressed before the code arrives', async () => {
    const user = userEvent.setup();
    const { trigger } = await renderMenu();
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    await act(async () => network.release());
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });

  it('hands the focus to the real trigger without opening when nobody pressed', async () => {
    const { trigger } = await renderMenu();
    trigger.focus();
    await act(async () => network.release());
    await waitFor(() => expect(screen.getByRole('button', { name: /Ada Lovelace/ })).not.toBe(trigger));
    expect(screen.getByRole('button', { name: /Ada Lovelace/ })).toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('stays a closed, working button when the code cannot load', async () => {
    const user = userEvent.setup();
    network.fail = true;
    const { trigger } = await renderMenu();
    await user.click(trigger);
    await act(async () => network.release());
    await waitFor(() => expect(trigger).toHaveAttribute('data-state', 'closed'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    expect(trigger).toBeEnabled();
  });
});
