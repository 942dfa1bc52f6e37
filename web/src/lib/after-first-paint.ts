/**
 * Resolves once the page has painted what the server sent: after the next frame, or at once in
 * a hidden tab (no frames come until it is shown, and no paint waits there).
 */
export function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  // A frame's callbacks run before its paint; a task queued from one runs after it.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
