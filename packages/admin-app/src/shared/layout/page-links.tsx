import { createContext, useContext } from 'react';
import type { RenderHeaderLink, RenderNavLink } from '@food-admin/ui';
import { HEADER_ROUTES } from './app-shell';

// Pages link to each other through the app's navigation: the router's links once it runs, plain
// links before (the auth-loading frame), and the sign-in page's own links when it starts without
// the router (boot/sign-in-app.tsx). A page asks for the link here, never imports the router's.

/** Plain links: a click loads the page (the router is not mounted). */
export const plainLink: RenderHeaderLink = ({ to, className, children, ...rest }) => (
  <a href={HEADER_ROUTES[to]} className={className} {...rest}>
    {children}
  </a>
);

export const plainNavLink: RenderNavLink = ({ to, children, ...rest }) => (
  <a href={to} {...rest}>
    {children}
  </a>
);

const PageLinkContext = createContext<RenderHeaderLink>(plainLink);

/** Provides the link a page renders to another page (the router's, or the sign-in page's own). */
export const PageLinkProvider = PageLinkContext.Provider;

/** The link to another page: `usePageLink()({ to: 'register', className, children })`. */
export function usePageLink(): RenderHeaderLink {
  return useContext(PageLinkContext);
}
