let hydrating = false;

/** main.tsx: the first render hydrates the server's HTML. */
export function startPageHydration(): void {
  hydrating = true;
}

/** The app's first commit is done: whatever mounts from now on was rendered in the browser. */
export function endPageHydration(): void {
  hydrating = false;
}

/**
 * Whether this render hydrates the server's HTML. Read once at mount: unlike `useHydrated` it
 * never re-renders its component, so a part whose Suspense boundary still waits for its code keeps
 * the server's HTML (an update reaching that boundary would replace it with the fallback).
 */
export const pageIsHydrating = (): boolean => hydrating;
