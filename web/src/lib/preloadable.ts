import type { QueryClient } from '@tanstack/react-query';
import { createElement, use, type ComponentType } from 'react';

export interface PreloadableComponent {
  /** Renders the component; suspends only while its code has not arrived. */
  Component: ComponentType;
  /** Starts loading the code (on hover, focus or when the browser is idle); repeated calls share one load. */
  preload: () => Promise<unknown>;
}

/**
 * A code-split component that can be fetched before it is shown. Unlike `React.lazy`, once its
 * code is there it renders at once, without suspending for a tick (no spinner flash on a tab
 * whose code was preloaded). A failed load is retried on the next attempt.
 */
export function preloadable(load: () => Promise<ComponentType>): PreloadableComponent {
  let pending: Promise<ComponentType> | undefined;
  const preload = () => {
    if (!pending) {
      const loading: Promise<ComponentType> = load().then(
        (component) => {
          // Marked the way React's use() reads a settled promise: the next render gets the code without suspending.
          Object.assign(loading, { status: 'fulfilled', value: component });
          return component;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      pending = loading;
    }
    return pending;
  };
  function Preloaded() {
    // Always through use(), never around it: a render that suspended must call use() again when retried.
    return createElement(use(preload()));
  }
  return { Component: Preloaded, preload };
}

/** A dashboard tab's panel, fetchable ahead of a click. */
export interface PreloadableTab {
  /** The tab's code loads when the tab is opened, or earlier through `preload`. */
  Panel: ComponentType;
  /** Fetches the tab's code and first-screen needs ahead of a click (hover, focus, idle time). */
  preload: (queryClient: QueryClient) => Promise<unknown>;
}

/** A tab whose code is one chunk; `prefetch` adds what its first screen reads (copy, queries). */
export function preloadableTab(load: () => Promise<ComponentType>, prefetch?: (queryClient: QueryClient) => Promise<unknown>): PreloadableTab {
  const { Component, preload } = preloadable(load);
  return { Panel: Component, preload: (queryClient) => Promise.all([preload(), prefetch?.(queryClient)]) };
}
