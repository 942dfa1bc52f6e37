import type { LandingSection } from '../sections';
import classes from './LandingSectionFrame.module.css';

/** Wraps one landing section in a `<section>` carrying its anchor and named by its heading. */
export function LandingSectionFrame({ anchor, Component }: LandingSection) {
  const headingId = `${anchor}-heading`;
  return (
    <section id={anchor} aria-labelledby={headingId} className={classes.section}>
      <Component headingId={headingId} />
    </section>
  );
}
