import { describe, expect, it } from 'vitest';
import { storyNameFromExport as storybookName, toId } from 'storybook/internal/csf';
import {
  buildMatrix,
  END_MARKER,
  parseStoriesFile,
  renderMatrix,
  replaceSection,
  START_MARKER,
  storyId,
  storyNameFromExport,
} from '../../../../scripts/story-matrix.mjs';

// The story matrix of docs/storybook.md#story-matrix (scripts/story-matrix.mjs): its story ids and
// how it reads the states the stories declare.

describe('story ids', () => {
  it('are the ids Storybook gives the stories', () => {
    expect(storyId('App/Pages/Order', 'NotFound')).toBe('app-pages-order--not-found');
    expect(storyId('App/Pages/Recently deleted', 'LoadError')).toBe('app-pages-recently-deleted--load-error');
    expect(storyId('App/Forms/Restaurant', 'EditNotFound')).toBe('app-forms-restaurant--edit-not-found');
    const cases: [string, string][] = [
      ['App/Pages/Users', 'Populated'],
      ['App/Pages/Restaurant menu', 'RestaurantNotFound'],
      ['App/Auth/Not allowed', 'NoRole'],
      ['App/Account/Profile', 'LongValuesNoPhone'],
      ['App/Pages/Dishes', 'TableBulkPartlyRefused'],
      ['App/Pages/Dashboard', 'NinetyDays'],
      ['Kit/Data (table)', 'Page2Of10'],
      ['App/Pages/Orders', 'CSVExport_v2'],
    ];
    for (const [title, exportName] of cases) {
      expect(storyNameFromExport(exportName)).toBe(storybookName(exportName));
      expect(storyId(title, exportName)).toBe(toId(title, storybookName(exportName)));
    }
  });
});

const USERS = `
import type { Meta, StoryObj } from '@storybook/react-vite';
const meta = {
  title: 'App/Pages/Users',
  parameters: {
    ...mockApiParameters,
    matrix: { notApplicable: { validation: 'no form', 'not-found': "a list, not one record's page" } },
  },
} satisfies Meta<typeof UsersPage>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Populated: Story = { parameters: { matrix: { state: 'default' } } };
export const Loading: Story = {
  parameters: { msw: { handlers: {} }, matrix: { state: 'loading' } },
};
export const LastPage: Story = { args: { initial: { page: 3 } } };
export const Odd = { parameters: { matrix: { state: 'sideways' } } } satisfies Story;
`;

describe('reading a stories file', () => {
  it('takes the title, the states declared not applicable and each story with its state', () => {
    const file = parseStoriesFile(USERS, 'users.stories.tsx');
    expect(file.title).toBe('App/Pages/Users');
    expect(file.notApplicable).toEqual({
      validation: 'no form',
      'not-found': "a list, not one record's page",
    });
    expect(file.stories).toEqual([
      { exportName: 'Populated', state: 'default' },
      { exportName: 'Loading', state: 'loading' },
      { exportName: 'LastPage', state: null },
      { exportName: 'Odd', state: null },
    ]);
    expect(file.problems).toEqual(['users.stories.tsx: Odd has an unknown state "sideways"']);
  });

  it('reads `export default { ... }` and never guesses a state from a name', () => {
    const file = parseStoriesFile(
      `export default { title: 'App/Welcome' };\nexport const Loading = {};\nexport const Phone = {};`,
      'welcome.stories.tsx',
    );
    expect(file.title).toBe('App/Welcome');
    expect(file.stories.map((story) => story.state)).toEqual([null, null]);
    expect(file.problems).toEqual([]);
  });

  it('names what it cannot read', () => {
    const file = parseStoriesFile(
      `const meta = { parameters: { matrix: { notApplicable: { empty: '', later: 'x' } } } };\nexport default meta;\nexport const A = { parameters: { matrix: { state: STATE } } };`,
      'x.stories.tsx',
    );
    expect(file.problems).toEqual([
      'x.stories.tsx: the meta has no literal title',
      'x.stories.tsx: notApplicable.empty needs a literal reason',
      'x.stories.tsx: notApplicable names an unknown state "later"',
      "x.stories.tsx: A's parameters.matrix.state is not a string",
    ]);
  });
});

describe('the matrix', () => {
  const matrix = buildMatrix([parseStoriesFile(USERS, 'users.stories.tsx')]);
  const [row] = matrix.rows;

  it('has a cell per state: its stories, n/a with the reason, or missing', () => {
    expect(row?.cells.default).toEqual({
      kind: 'stories',
      stories: [{ exportName: 'Populated', id: 'app-pages-users--populated' }],
    });
    expect(row?.cells.validation).toEqual({ kind: 'na', reason: 'no form' });
    expect(row?.cells.phone).toEqual({ kind: 'missing' });
    expect(matrix.counts).toEqual({ filled: 2, na: 2, missing: 6, stories: 2 });
  });

  it('links each story in the built Storybook and marks the missing cells', () => {
    const markdown = renderMatrix(matrix);
    expect(markdown).toContain(
      '| App/Pages/Users | [Populated](../storybook-static/?path=/story/app-pages-users--populated) | [Loading](../storybook-static/?path=/story/app-pages-users--loading) | **missing** |',
    );
    expect(markdown).toContain(
      "| n/a: no form | **missing** | **missing** | n/a: a list, not one record's page |",
    );
  });

  it('refuses a state that is both n/a and shown, and a title used twice', () => {
    const both = USERS.replace("validation: 'no form'", "default: 'never'");
    const { problems } = buildMatrix([
      parseStoriesFile(both, 'a.stories.tsx'),
      parseStoriesFile(USERS.replace(/Odd.*\n/, ''), 'b.stories.tsx'),
    ]);
    expect(problems).toContain('a.stories.tsx: "default" is declared not applicable but has Populated');
    expect(problems).toContain('b.stories.tsx: title "App/Pages/Users" is also the title of a.stories.tsx');
  });

  it('replaces only what is between the markers', () => {
    const doc = `# Storybook\n\n${START_MARKER}\nold\n${END_MARKER}\n\nAfter.\n`;
    expect(replaceSection(doc, 'new\n')).toBe(
      `# Storybook\n\n${START_MARKER}\n\nnew\n\n${END_MARKER}\n\nAfter.\n`,
    );
  });
});
