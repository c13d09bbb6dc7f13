import { defineProject } from 'vitest/config';

// The repository's own tools (scripts/, bench/): their logic that a wrong guess would make pass or fail
// in silence, such as how the Storybook check compares screenshots.
export default defineProject({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['**/*.test.mjs', '../bench/**/*.test.mjs'],
  },
});
