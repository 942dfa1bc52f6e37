import { useCallback, type MouseEvent } from 'react';
import { paths } from '../../config/paths';
import { usePageLocation, type LinkTarget } from '../../lib/page-navigation';
import { scrollToSection } from '../../lib/scroll-to-section';

export interface SectionLinkProps {
  to: LinkTarget;
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
  const { pathname } = usePageLocation();
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
