import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CardGrid } from './CardGrid';

const items = Array.from({ length: 10 }, (_, index) => ({ id: index + 1, name: `Restaurant ${index + 1}` }));

function setWindowScroll(scrollY: number, innerHeight = 800, scrollHeight = 4000) {
  Object.defineProperty(window, 'scrollY', { value: scrollY, configurable: true });
  Object.defineProperty(window, 'innerHeight', { value: innerHeight, configurable: true });
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    value: scrollHeight,
    configurable: true,
  });
}

type GridProps = Partial<Parameters<typeof CardGrid<(typeof items)[number]>>[0]>;

/** The grid of ten restaurants with more to load, as a parent renders it (again, for rerender). */
function grid(props: GridProps = {}) {
  return (
    <CardGrid
      label="Restaurants"
      items={items}
      getKey={(item) => item.id}
      renderItem={(item) => <p>{item.name}</p>}
      hasMore
      {...props}
    />
  );
}

function renderGrid(props: GridProps = {}) {
  return render(grid(props));
}

describe('CardGrid', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setWindowScroll(0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows 6 skeleton cards while loading', () => {
    renderGrid({ items: [], loading: true });
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByRole('list', { name: 'Restaurants' })).toHaveAttribute('aria-busy', 'true');
  });

  it('calls onLoadMore once the window is scrolled past 90%, throttled', () => {
    const onLoadMore = vi.fn();
    const { rerender } = renderGrid({ onLoadMore });
    expect(onLoadMore).not.toHaveBeenCalled();

    setWindowScroll(2800); // bottom at 3600 of 4000 = 90%
    fireEvent.scroll(window);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    // The parent renders (here with nothing new, as if its load had come back empty).
    rerender(grid({ onLoadMore }));

    // A burst of scroll events within 150 ms yields at most one trailing check.
    for (let i = 0; i < 10; i += 1) fireEvent.scroll(window);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(150);
    });
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('asks once until the parent has rendered again (its loadingMore may not be there yet)', () => {
    const onLoadMore = vi.fn();
    renderGrid({ onLoadMore });
    setWindowScroll(2800);
    fireEvent.scroll(window);
    for (let i = 0; i < 10; i += 1) fireEvent.scroll(window);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    fireEvent.scroll(window);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('does not load above the threshold, while loading more, or at the end', () => {
    const onLoadMore = vi.fn();
    const { rerender } = renderGrid({ onLoadMore });
    setWindowScroll(2700); // 87.5%
    fireEvent.scroll(window);
    expect(onLoadMore).not.toHaveBeenCalled();

    setWindowScroll(3200);
    rerender(grid({ loadingMore: true, onLoadMore }));
    act(() => {
      vi.advanceTimersByTime(200);
    });
    fireEvent.scroll(window);
    expect(onLoadMore).not.toHaveBeenCalled();

    rerender(grid({ hasMore: false, onLoadMore }));
    act(() => {
      vi.advanceTimersByTime(200);
    });
    fireEvent.scroll(window);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('asks for the next page at once when the first page does not fill the screen', () => {
    setWindowScroll(0, 800, 800);
    const onLoadMore = vi.fn();
    renderGrid({ onLoadMore });
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('shows the empty slot when there are no items', () => {
    renderGrid({ items: [], hasMore: false, empty: <p>No restaurants yet</p> });
    expect(screen.getByText('No restaurants yet')).toBeInTheDocument();
  });
});
