/**
 * Runs `run` in the browser's idle time, or after two seconds however busy it is; after a short
 * timer where the browser has no idle callbacks (Safari). Returns a function that cancels it.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
}
