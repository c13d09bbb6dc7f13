import { describe, expect, it } from 'vitest';
import { commandMatches, filterCommandGroups } from './filter';

const item = (label: string, keywords?: string[]) => ({ id: label, label, keywords, onSelect: () => {} });

describe('the palette filter', () => {
  it('matches every word of the query in the label or keywords, case-insensitively', () => {
    expect(commandMatches(item('New restaurant'), 'REST new')).toBe(true);
    expect(commandMatches(item('Toggle theme', ['dark', 'light']), 'dark')).toBe(true);
    expect(commandMatches(item('Toggle theme'), 'theme dark')).toBe(false);
    expect(commandMatches(item('Users'), '   ')).toBe(true);
  });

  it('keeps only matching items and drops groups left empty', () => {
    const groups = [
      { id: 'pages', heading: 'Pages', items: [item('Users'), item('Settings')] },
      { id: 'actions', heading: 'Actions', items: [item('Sign out', ['logout'])] },
    ];
    expect(
      filterCommandGroups(groups, 'log').map((group) => group.items.map((entry) => entry.label)),
    ).toEqual([['Sign out']]);
    expect(filterCommandGroups(groups, '')).toEqual(groups);
  });
});
