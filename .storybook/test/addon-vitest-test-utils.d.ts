// addon-vitest ships its test utilities (what the stories' generated tests import) without types;
// the parts story-without-play.ts wraps, as test-utils.js defines them.
declare module '@storybook/addon-vitest/internal/test-utils' {
  import type { TestContext } from 'vitest';

  export type TestStoryOptions = {
    exportName: string;
    story: unknown;
    meta: unknown;
    skipTags: string[];
    storyId: string;
    componentPath: string;
    testName?: string;
    componentName?: string;
  };
  export function testStory(options: TestStoryOptions): (context: TestContext) => Promise<void>;
  export function convertToFilePath(url: string): string;
}
