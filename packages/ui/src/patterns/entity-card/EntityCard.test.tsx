import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EntityCard } from './EntityCard';

describe('EntityCard', () => {
  it('shows a description in its own direction (English text on an Arabic page ends with its full stop)', () => {
    render(<EntityCard title="Trattoria" description="Wood-fired pizza and fresh pasta." />);
    expect(screen.getByText('Wood-fired pizza and fresh pasta.')).toHaveAttribute('dir', 'auto');
  });

  it('shows "No description" in the page\'s direction', () => {
    render(<EntityCard title="Trattoria" description="" />);
    expect(screen.getByText('No description')).not.toHaveAttribute('dir');
  });
});
