import { useCallback, type MouseEvent } from 'react';
import { useLocation, type To } from 'react-router-dom';
import { paths } from '../../config/paths';
import { scrollToSection } from '../../lib/scroll-to-section';

export interface SectionLinkProps {
  to: To;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

function opensElsewhere(event: MouseEvent<HTMLElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * Props for a link to a landing section. On the landing page it scrolls smoothly (and does
 * nothing when the section is not on the page yet); elsewhere it opens `/#anchor`, and the
 * landing page scrolls there once rendered.
 */
export function useSectionLink(): (anchor: string, onNavigate?: () => void) => SectionLinkProps {
  const { pathname } = useLocation();
  return useCallback(
    (anchor: string, onNavigate?: () => void) => ({
      to: { pathname: paths.home, hash: anchor },
      onClick: (event: MouseEvent<HTMLElement>) => {
        if (opensElsewhere(event)) return;
        onNavigate?.();
        if (pathname !== paths.home) return;
        event.preventDefault();
        scrollToSection(anchor);
      },
    }),
    [pathname],
  );
}
