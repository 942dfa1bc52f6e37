import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import type { PreloadableTab } from '../lib/preloadable';

interface WhenPreloadedProps {
  tab: PreloadableTab;
  /** What shows until the tab's code, copy and first reads are there. */
  loading: ReactNode;
  children: ReactNode;
}

/**
 * A tab's panel, rendered once the tab's `preload` has finished (at once when a hover, a focus or
 * an earlier visit finished it), `loading` until then. The panel would otherwise suspend on its
 * code or copy, and React holds a suspended part's content back until 300 ms after its fallback
 * showed: a tab opened just before its code arrived took 330–390 ms where its reads answered in
 * 60. A failed preload renders the panel too, which throws to its `PartLoadBoundary` (Try again).
 */
export function WhenPreloaded({ tab, loading, children }: WhenPreloadedProps) {
  const queryClient = useQueryClient();
  const [preloaded, setPreloaded] = useState(tab.isPreloaded);
  useEffect(() => {
    if (preloaded) return undefined;
    let mounted = true;
    const show = () => {
      if (mounted) setPreloaded(true);
    };
    tab.preload(queryClient).then(show, show);
    return () => {
      mounted = false;
    };
  }, [preloaded, queryClient, tab]);
  return preloaded ? children : loading;
}
