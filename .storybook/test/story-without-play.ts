// The right-to-left pass's testStory (vitest.config.ts redirects the stories' import of
// addon-vitest's test utilities here): the same test as addon-vitest's, of the story without its
// play function. Play functions find elements by their English names, so in Arabic each story is
// checked as it first opens (a list, a form, an error screen, a dialog its args open), mirrored.
import {
  convertToFilePath,
  testStory as storybookTestStory,
} from '@storybook/addon-vitest/internal/test-utils';

type TestStoryOptions = Parameters<typeof storybookTestStory>[0];

const withoutPlay = <T>(annotations: T): T =>
  annotations !== null && typeof annotations === 'object' ? { ...annotations, play: undefined } : annotations;

export const testStory = (options: TestStoryOptions) =>
  storybookTestStory({ ...options, story: withoutPlay(options.story), meta: withoutPlay(options.meta) });

export { convertToFilePath };
