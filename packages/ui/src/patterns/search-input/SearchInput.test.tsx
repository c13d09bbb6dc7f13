import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchInput } from './SearchInput';

describe('SearchInput', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls onSearch once, 300 ms after the last keystroke', () => {
    const onSearch = vi.fn();
    render(<SearchInput label="Search users by email" value="" onSearch={onSearch} />);
    const input = screen.getByRole('searchbox', { name: 'Search users by email' });
    fireEvent.change(input, { target: { value: 'a' } });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    fireEvent.change(input, { target: { value: 'ad' } });
    fireEvent.change(input, { target: { value: 'ada' } });
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(onSearch).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('ada');
  });

  it('searches at once on Enter, skips repeats and shows a value set from outside', () => {
    const onSearch = vi.fn();
    const { rerender } = render(<SearchInput label="Search" value="" onSearch={onSearch} />);
    const input = screen.getByRole('searchbox');
    fireEvent.change(input, { target: { value: 'pizza' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(onSearch).toHaveBeenCalledWith('pizza');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onSearch).toHaveBeenCalledTimes(1);
    rerender(<SearchInput label="Search" value="sushi" onSearch={onSearch} />);
    expect(input).toHaveValue('sushi');
  });
});
