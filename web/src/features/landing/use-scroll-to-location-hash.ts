import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToSection } from '../../lib/scroll-to-section';

/**
 * Arriving at `/#travel` from another page scrolls to that section once, after the sections'
 * reads have answered: content arriving above the section would otherwise push it down after the
 * scroll.
 */
export function useScrollToLocationHash(): void {
  const { hash, key } = useLocation();
  const reading = useIsFetching() > 0;
  const scrolledFor = useRef<string | null>(null);
  useEffect(() => {
    if (!hash || reading || scrolledFor.current === key) return undefined;
    const frame = requestAnimationFrame(() => {
      scrolledFor.current = key;
      scrollToSection(decodeURIComponent(hash.slice(1)));
    });
    return () => cancelAnimationFrame(frame);
  }, [hash, key, reading]);
}
