// The story tests' set-up (vitest.config.ts): a fixed clock first (the mocks seed their data
// relative to now when preview.tsx imports them), the request and console watchers, then the
// preview's annotations with addon-a11y's checks as errors, between the story checks' hooks.
// Storybook runs afterEach hooks last-given first: `settled`, then axe, then `storyChecks`.
// This file sits in .storybook/ itself: there addon-vitest sees that it sets the annotations and
// does not add its own set-up file that sets them again, which could replace these (without the
// story checks) depending on the order the set-up files ran in.
import './test/fixed-clock';
import './test/requests-in-flight';
import './test/console-errors';
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from './preview';
import { settled, storyChecks } from './test/story-checks';

setProjectAnnotations([storyChecks, a11yAddonAnnotations, projectAnnotations, settled]);

// Story files share a page (vitest.config.ts): a scroll bar left by the story before would narrow
// this one's canvas (and its screenshot) by its width. Overlay-free: no scroll bars drawn at all.
const noScrollBars = document.createElement('style');
noScrollBars.textContent = 'html { scrollbar-width: none; }';
document.head.append(noScrollBars);

// The page reports itself hidden, as a background tab does: toasts then hold their timers (sonner),
// so a toast a play function showed is still there when the checks read the page, however busy
// the machine.
Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
