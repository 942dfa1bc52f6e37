/**
 * Sets up the browser's locale data in a worker, off the main thread (see the worker's module).
 * Where workers are unavailable the app sets it up on its first format, as it would anyway.
 */
export function warmUpIntlOffMainThread(): void {
  try {
    new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), { name: 'intl-warm-up' });
  } catch {
    // No worker: nothing is lost but the head start.
  }
}
