import confetti from 'canvas-confetti';

/** Spec 9: three confetti bursts. */
export const CONFETTI_BURST_DELAYS_MS = [0, 300, 600] as const;

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Fires the bursts from both lower corners on a full-screen canvas that ignores the pointer.
 * No web worker: the site's Content-Security-Policy (script-src 'self') refuses blob workers.
 * Returns a function that stops the bursts and removes the canvas.
 */
export function launchConfetti(): () => void {
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  Object.assign(canvas.style, { position: 'fixed', inset: '0', width: '100%', height: '100%', pointerEvents: 'none', zIndex: '1000' });
  document.body.appendChild(canvas);
  const fire = confetti.create(canvas, { resize: true, useWorker: false });
  const timers = CONFETTI_BURST_DELAYS_MS.map((delay, index) =>
    window.setTimeout(() => {
      const spread = 60 + index * 10;
      void fire({ particleCount: 70, angle: 60, spread, origin: { x: 0, y: 0.75 } });
      void fire({ particleCount: 70, angle: 120, spread, origin: { x: 1, y: 0.75 } });
    }, delay),
  );
  return () => {
    timers.forEach((timer) => window.clearTimeout(timer));
    fire.reset();
    canvas.remove();
  };
}
