import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type Ref } from 'react';

/** Where a link goes: a path, or a path and a section's anchor (`{ pathname: '/', hash: 'faqs' }`). */
export type LinkTarget = string | { pathname: string; hash?: string };

export interface PageLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: LinkTarget;
  ref?: Ref<HTMLAnchorElement>;
}

export interface PageLocation {
  pathname: string;
  hash: string;
  /** Changes with every navigation, also to the same address. */
  key: string;
  /** What the navigation carried (a route guard's "where they were going"). */
  state: unknown;
}

/**
 * How the public pages' components link and navigate, without naming a router: inside the app
 * (App.tsx) the router's links and navigation (SpaPageNavigation); on the landing page's own
 * entry (landing.tsx), which loads no router, ordinary links and page loads.
 */
export interface PageNavigation {
  Link: ComponentType<PageLinkProps>;
  location: PageLocation;
  navigate: (path: string) => void;
}

export const hrefOf = (to: LinkTarget): string => (typeof to === 'string' ? to : `${to.pathname}${to.hash ? `#${to.hash}` : ''}`);

function DocumentLink({ to, ref, ...anchorProps }: PageLinkProps) {
  return <a ref={ref} href={hrefOf(to)} {...anchorProps} />;
}

/** Ordinary links and page loads: the landing page's own entry. */
export function documentNavigation(location: Pick<PageLocation, 'pathname' | 'hash'>): PageNavigation {
  return {
    Link: DocumentLink,
    location: { ...location, key: 'document', state: null },
    navigate: (path) => window.location.assign(path),
  };
}

export const PageNavigationContext = createContext<PageNavigation>(documentNavigation({ pathname: '/', hash: '' }));

/** A link to a page of the site (or a section of one), in whichever navigation the page has. */
export function PageLink(props: PageLinkProps) {
  const { Link } = useContext(PageNavigationContext);
  return <Link {...props} />;
}

export const usePageLocation = (): PageLocation => useContext(PageNavigationContext).location;
export const usePageNavigate = (): PageNavigation['navigate'] => useContext(PageNavigationContext).navigate;
