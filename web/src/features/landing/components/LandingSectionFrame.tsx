import { Suspense, type Ref } from 'react';
import type { LandingSection } from '../sections';
import classes from './LandingSectionFrame.module.css';

export interface LandingSectionFrameProps extends LandingSection {
  ref?: Ref<HTMLElement>;
  /** Below the first screen: its rendering waits until it nears the screen. */
  belowTheFold?: boolean;
}

/**
 * Wraps one landing section in a `<section>` carrying its anchor and named by its heading. Each
 * section is a Suspense boundary of its own, so one whose code loads lazily keeps its server HTML
 * (or shows nothing, rendered in the browser) until that code arrives, without holding back the others.
 */
export function LandingSectionFrame({ anchor, Component, ref, belowTheFold = false }: LandingSectionFrameProps) {
  const headingId = `${anchor}-heading`;
  return (
    <section ref={ref} id={anchor} aria-labelledby={headingId} className={belowTheFold ? `${classes.section} ${classes.belowTheFold}` : classes.section}>
      <Suspense fallback={null}>
        <Component headingId={headingId} />
      </Suspense>
    </section>
  );
}
