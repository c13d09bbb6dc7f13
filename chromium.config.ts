// Debian's Chromium and the flags every browser run here uses (Storybook story tests and the
// Playwright e2e suite). Playwright never downloads a browser on this machine.
export const chromiumExecutablePath = '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const chromiumLaunchOptions = { executablePath: chromiumExecutablePath, args: chromiumArgs };
