import { defineProject } from 'vitest/config';

// The repository's own tools (scripts/, bench/): their logic that a wrong guess would make pass or fail
// in silence, such as what the story tests count as a broken phone layout.
export default defineProject({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['**/*.test.mjs', '../bench/**/*.test.mjs'],
  },
});
