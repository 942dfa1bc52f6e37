import type { QueryClient } from '@tanstack/react-query';
import { createElement, use, type ComponentType } from 'react';

export interface PreloadableComponent<P extends object = object> {
  /** Renders the component with its props; suspends only while its code has not arrived. */
  Component: ComponentType<P>;
  /** Starts loading the code (on hover, focus or when the browser is idle); repeated calls share one load. */
  preload: () => Promise<unknown>;
}

/**
 * A code-split component that can be fetched before it is shown. Unlike `React.lazy`, once its
 * code is there it renders at once, without suspending for a tick (no spinner flash on a tab
 * whose code was preloaded). A failed load stays failed for rendering (the render throws it to the
 * nearest error boundary, `PartLoadBoundary`), so an offline tab does not fetch its code again on
 * every retried render, a thousand requests in seconds; `preload` (a hover, the boundary's Try
 * again) starts it afresh.
 */
export function preloadable<P extends object = object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let pending: Promise<ComponentType<P>> | undefined;
  const start = () => {
    const loading: Promise<ComponentType<P>> = load().then(
      (component) => {
        // Marked the way React's use() reads a settled promise: the next render gets the code without suspending.
        Object.assign(loading, { status: 'fulfilled', value: component });
        return component;
      },
      (error: unknown) => {
        Object.assign(loading, { status: 'rejected', reason: error });
        throw error;
      },
    );
    pending = loading;
    return loading;
  };
  const failed = () => (pending as { status?: string } | undefined)?.status === 'rejected';
  const preload = () => (pending === undefined || failed() ? start() : pending);
  function Preloaded(props: P) {
    // Always through use(), never around it: a render that suspended must call use() again when retried.
    return createElement(use(pending ?? start()), props);
  }
  return { Component: Preloaded, preload };
}

/** A dashboard tab's panel, fetchable ahead of a click. */
export interface PreloadableTab {
  /** The tab's code loads when the tab is opened, or earlier through `preload`. */
  Panel: ComponentType;
  /** Fetches the tab's code and first-screen needs ahead of a click (hover, focus, idle time). */
  preload: (queryClient: QueryClient) => Promise<unknown>;
  /** Whether a `preload` has finished: the panel's code and copy are there, and it renders without suspending. */
  isPreloaded: () => boolean;
}

/** A tab whose code is one chunk; `prefetch` adds what its first screen reads (copy, queries). */
export function preloadableTab(load: () => Promise<ComponentType>, prefetch?: (queryClient: QueryClient) => Promise<unknown>): PreloadableTab {
  const { Component, preload } = preloadable(load);
  let preloaded = false;
  return {
    Panel: Component,
    preload: (queryClient) =>
      Promise.all([preload(), prefetch?.(queryClient)]).then(() => {
        preloaded = true;
      }),
    isPreloaded: () => preloaded,
  };
}
