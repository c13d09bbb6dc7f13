import type { ReactNode } from 'react';

/**
 * A link slot: the kit never imports a router, so anything that navigates asks the app to render
 * its own link (e.g. TanStack Router's Link) with the given class and children. Spread every prop
 * onto the element: menus pass extra attributes (role, handlers) through it.
 */
export type RenderLink = (props: { className: string; children: ReactNode }) => ReactNode;

/**
 * A link slot for an address the app gave with its data (an order card's `href`): the app renders
 * its router link to `href` with the given class and children. Without one the kit renders a plain
 * `<a href>`. Keep it stable (a module constant or memoised): the cards that use it are memoised.
 */
export type RenderHrefLink = (props: { href: string; className: string; children: ReactNode }) => ReactNode;
