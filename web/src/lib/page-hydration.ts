let hydrating = false;
let firstCommitDone: Promise<void> = Promise.resolve();
let markFirstCommitDone = (): void => undefined;

/** main.tsx: the first render hydrates the server's HTML. */
export function startPageHydration(): void {
  hydrating = true;
  firstCommitDone = new Promise((resolve) => {
    markFirstCommitDone = resolve;
  });
}

/**
 * The page's first commit is done (RootLayout's last effect, after the page's own: React hydrates
 * the page in a pass after the app's shell): every part still showing the server's HTML has
 * registered, and whatever mounts from now on was rendered in the browser.
 */
export function endPageHydration(): void {
  hydrating = false;
  markFirstCommitDone();
}

/**
 * Whether this render hydrates the server's HTML. Read once at mount: unlike `useHydrated` it
 * never re-renders its component, so a part whose Suspense boundary still waits for its code keeps
 * the server's HTML (an update reaching that boundary would replace it with the fallback).
 */
export const pageIsHydrating = (): boolean => hydrating;

/** A part of the page still showing the server's HTML, its code not yet arrived and hydrated. */
export interface WaitingPart {
  /** Fetches the part's code now. */
  load: () => void;
  /** Settles once the part has hydrated, failed to load or left the page. */
  settled: Promise<void>;
}

const waitingParts = new Set<WaitingPart>();

/** Registers a part; the returned function removes it (it hydrated, failed or unmounted). */
export function addWaitingPart(part: WaitingPart): () => void {
  waitingParts.add(part);
  return () => waitingParts.delete(part);
}

/**
 * Loads every part still showing the server's HTML and resolves once they have hydrated. A change
 * that alters their text (the language) waits for it: hydrating the server's English HTML with
 * Spanish text is a mismatch React reports as an error and repairs by rendering the part again.
 */
export async function hydrateWaitingParts(): Promise<void> {
  // A choice made before the first commit's effects have run (a click React replays once the
  // header hydrates, or a language remembered on this device) would otherwise find no part yet.
  await firstCommitDone;
  // A part that hydrates can hold parts of its own that register only then.
  while (waitingParts.size > 0) {
    const parts = [...waitingParts];
    for (const part of parts) part.load();
    await Promise.all(parts.map((part) => part.settled));
  }
}
