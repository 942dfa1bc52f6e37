import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToSection } from '../../lib/scroll-to-section';

/** Arriving at `/#travel` from another page scrolls to that section once it has rendered. */
export function useScrollToLocationHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const frame = requestAnimationFrame(() => scrollToSection(decodeURIComponent(hash.slice(1))));
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}
