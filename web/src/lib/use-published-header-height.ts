import { useEffect, useLayoutEffect, type RefObject } from 'react';

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

/**
 * `--site-header-height` for a header whose height its stylesheet fixes (the dashboards'), set as
 * it mounts without measuring it: a dashboard mounts its header with the whole first screen, and
 * measuring then makes the browser lay out everything just inserted inside the task that inserted
 * it, which a phone stretches past a tap's wait. Set before the browser's first style pass of it.
 */
export function usePublishedFixedHeaderHeight(heightPx: number, shown = true): void {
  useLayoutEffect(() => {
    if (!shown) return undefined;
    const root = document.documentElement;
    root.style.setProperty(HEADER_HEIGHT_VARIABLE, `${heightPx}px`);
    return () => {
      root.style.removeProperty(HEADER_HEIGHT_VARIABLE);
    };
  }, [heightPx, shown]);
}
