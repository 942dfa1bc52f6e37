import { useEffect, type RefObject } from 'react';

/** The CSS variable the landing sections' `scroll-margin-top` reads. */
export const HEADER_HEIGHT_VARIABLE = '--site-header-height';

/**
 * Keeps `--site-header-height` on the document equal to the sticky header's height, so a section
 * scrolled to lands just below the header at every width (one row on phones and wide screens, two
 * in between). The phone menu lies over the page and does not count.
 */
export function usePublishedHeaderHeight(headerRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const header = headerRef.current;
    if (!header) return undefined;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(HEADER_HEIGHT_VARIABLE, `${Math.ceil(header.getBoundingClientRect().height)}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEADER_HEIGHT_VARIABLE);
    };
  }, [headerRef]);
}
