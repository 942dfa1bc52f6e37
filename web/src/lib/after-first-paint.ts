/**
 * Resolves once the page has painted what the server sent: after the next frame, or at once in
 * a hidden tab (no frames come until it is shown, and no paint waits there).
 */
export function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  // A frame's callbacks run before its paint; a task queued from one runs after it.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** However the first frame went, the page's scripts are not held back longer than this after it. */
const CONTENTFUL_PAINT_WAIT_MS = 1000;

/**
 * Resolves once the browser has recorded the page's first contentful paint (at once if it has).
 * The paint is recorded when the frame reaches the screen, which comes after the frame's own
 * task: in Chromium, at full speed, up to tens of milliseconds after `afterFirstPaint`, so a
 * request made then could still be one the paint waited for. Where the browser reports no
 * paints this is `afterFirstPaint`; a first frame with nothing contentful in it holds the caller
 * back at most `CONTENTFUL_PAINT_WAIT_MS` past that frame.
 */
export function afterFirstContentfulPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes.includes('paint')) return afterFirstPaint();
  return new Promise((resolve) => {
    let settled = false;
    const done = () => {
      if (settled) return;
      settled = true;
      observer.disconnect();
      resolve();
    };
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    observer.observe({ type: 'paint', buffered: true });
    void afterFirstPaint().then(() => setTimeout(done, CONTENTFUL_PAINT_WAIT_MS));
  });
}
