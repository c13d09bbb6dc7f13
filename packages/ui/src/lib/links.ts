import type { ReactNode } from 'react';

/**
 * A link slot: the kit never imports a router, so anything that navigates asks the app to render
 * its own link (e.g. TanStack Router's Link) with the given class and children. Spread every prop
 * onto the element: menus pass extra attributes (role, handlers) through it.
 */
export type RenderLink = (props: { className: string; children: ReactNode }) => ReactNode;
