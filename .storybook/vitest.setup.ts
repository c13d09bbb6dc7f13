import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import * as projectAnnotations from './preview';

// Applies preview.tsx (loaders, decorators, parameters) and the a11y checks to every story test.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);
