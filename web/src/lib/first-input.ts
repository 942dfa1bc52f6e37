/** What a visitor does first on a page: move the mouse, touch, click, press a key, focus, scroll. */
const FIRST_INPUTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

/**
 * Runs `run` once, at the visitor's first input on the page: for code the page can do without
 * until someone does something, so that it does not compete with the page becoming usable.
 * Returns a function that stops waiting.
 */
export function onFirstInput(run: () => void): () => void {
  const stop = () => {
    for (const input of FIRST_INPUTS) window.removeEventListener(input, once, true);
  };
  const once = () => {
    stop();
    run();
  };
  for (const input of FIRST_INPUTS) window.addEventListener(input, once, { capture: true, passive: true });
  return stop;
}
