// The command palette (docs/requirements.md#req-palette): mount <CommandPaletteLauncher /> once in
// the root layout; openCommandPalette() opens it from anywhere (a header button).
export { CommandPaletteLauncher } from './command-palette-launcher';
export { openCommandPalette } from './shortcuts';
