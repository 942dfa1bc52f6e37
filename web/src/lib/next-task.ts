/** The Prioritized Task Scheduling API's yield, where the browser has it (Chromium since 129). */
declare const scheduler: { yield?: () => Promise<void> } | undefined;

/**
 * A turn for the browser: `scheduler.yield()` resumes ahead of other queued work; a timer
 * elsewhere. In a background tab timers are slowed down, which only delays the app of a page
 * nobody looks at, until it is shown.
 */
export function nextTask(): Promise<void> {
  if (typeof scheduler !== 'undefined' && typeof scheduler.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
