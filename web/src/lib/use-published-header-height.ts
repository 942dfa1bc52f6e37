import { useEffect, type RefObject } from 'react';

/** The CSS variable the landing sections' `scroll-margin-top` and the toasts' top edge read. */
export const HEADER_HEIGHT_VARIABLE = '--site-header-height';

/**
 * Keeps `--site-header-height` on the document equal to the page header's height while it is
 * shown (`shown` false: not rendered yet), so a section scrolled to lands just below the header at
 * every width and toasts open below it, never over its buttons. The landing page's phone menu lies
 * over the page and does not count.
 */
export function usePublishedHeaderHeight(headerRef: RefObject<HTMLElement | null>, shown = true): void {
  useEffect(() => {
    const header = headerRef.current;
    if (!shown || !header) return undefined;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(HEADER_HEIGHT_VARIABLE, `${Math.ceil(header.getBoundingClientRect().height)}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEADER_HEIGHT_VARIABLE);
    };
  }, [headerRef, shown]);
}
