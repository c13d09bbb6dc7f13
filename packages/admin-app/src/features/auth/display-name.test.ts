import { describe, expect, it } from 'vitest';
import { splitDisplayName } from './display-name';

describe('splitDisplayName', () => {
  it('splits on the first space', () => {
    expect(splitDisplayName('Ada Lovelace')).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(splitDisplayName('Mary Jane Watson')).toEqual({ firstName: 'Mary', lastName: 'Jane Watson' });
  });

  it('keeps a one-word name as the first name', () => {
    expect(splitDisplayName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });

  it('copes with no name at all', () => {
    expect(splitDisplayName(null)).toEqual({ firstName: '', lastName: '' });
    expect(splitDisplayName('  ')).toEqual({ firstName: '', lastName: '' });
  });
});
