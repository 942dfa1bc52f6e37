/** What a visitor does first on a page: move the mouse, touch, click, press a key, focus, scroll. */
const FIRST_INPUTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

let inputSeen = false;
const waiting = new Set<() => void>();

function firstInput(): void {
  inputSeen = true;
  for (const input of FIRST_INPUTS) window.removeEventListener(input, firstInput, true);
  const runs = [...waiting];
  waiting.clear();
  for (const run of runs) run();
}

// Listening from the first script's run (the boot script on a server-rendered page, else the
// entry), so an input made before React has hydrated still counts.
if (typeof window !== 'undefined') {
  for (const input of FIRST_INPUTS) window.addEventListener(input, firstInput, { capture: true, passive: true });
}

/**
 * Runs `run` once the visitor has done something on the page (at once if they already have): for
 * code the page can do without until then, so that it does not compete with the page becoming
 * usable. Returns a function that stops waiting.
 */
export function onFirstInput(run: () => void): () => void {
  if (inputSeen) {
    run();
    return () => undefined;
  }
  waiting.add(run);
  return () => waiting.delete(run);
}
