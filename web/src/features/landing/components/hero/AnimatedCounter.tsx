import { Text } from '@mantine/core';
import { useInViewport, useReducedMotion } from '@mantine/hooks';
import { useLayoutEffect, useRef, useState } from 'react';

export interface AnimatedCounterProps {
  value: number;
  suffix?: string;
  durationMs: number;
  label: string;
}

/**
 * Counts up from 0 to `value` the first time it scrolls into view (spec 2.2), easing out.
 * With prefers-reduced-motion the final figure shows at once. Screen readers get the final
 * figure only, not every intermediate one. Each frame writes its figure into the text node React
 * rendered, without rendering again: four counters rendered at every frame for two seconds keep
 * React busy after the page has hydrated. React renders the final figure once at the end.
 */
export function AnimatedCounter({ value, suffix = '', durationMs, label }: AnimatedCounterProps) {
  const { ref, inViewport } = useInViewport();
  const reduceMotion = useReducedMotion();
  const [started, setStarted] = useState(false);
  const [finished, setFinished] = useState(false);
  const figureRef = useRef<HTMLSpanElement>(null);

  // Set while rendering, not in an effect (React's pattern for state that follows a value): once seen, it counts to the end.
  if (inViewport && !started) setStarted(true);

  // A layout effect: its cleanup cancels the next frame in the commit in which React renders the
  // final figure (reduced motion turned on mid-count, say). A passive effect's cleanup runs after
  // the browser may have run that frame, which would then write over the final figure for good.
  useLayoutEffect(() => {
    if (!started || reduceMotion) return;
    // The figure's own text node, the one React updates: replacing it would leave React a detached one.
    const figureText = figureRef.current?.firstChild;
    let frame = 0;
    let startedAt: number | undefined;
    const tick = (now: number) => {
      // A frame's timestamp is when the frame began, which can come before this effect ran: counted
      // from the effect, the first frame's progress would be below 0 and its figure negative.
      startedAt ??= now;
      const progress = Math.min(1, (now - startedAt) / durationMs);
      if (figureText) figureText.nodeValue = String(Math.round(value * (1 - (1 - progress) ** 3)));
      if (progress < 1) frame = requestAnimationFrame(tick);
      else setFinished(true);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [started, reduceMotion, value, durationMs]);

  const figure = reduceMotion || finished ? value : 0;
  return (
    <div ref={ref} role="group" aria-label={`${value}${suffix} ${label}`}>
      <Text ref={figureRef} component="span" aria-hidden fz={{ base: 32, sm: 44 }} fw={800} lh={1} c="white" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {figure}
        {suffix}
      </Text>
      <Text aria-hidden size="sm" fw={600} c="white" tt="uppercase" lts={1}>
        {label}
      </Text>
    </div>
  );
}
