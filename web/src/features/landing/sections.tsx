import { lazy, type ComponentType } from 'react';
import { belowTheFoldSections } from './below-the-fold-sections';
import { heroSection } from './hero-section';

/** Every landing section gets the id of its heading, so its `<section>` is named by it. */
export interface LandingSectionProps {
  headingId: string;
}

export interface LandingSection {
  anchor: string;
  Component: ComponentType<LandingSectionProps>;
}

/**
 * The landing page's sections in page order (spec 2.2), between the header and the footer. The
 * FAQ sits inside the travel section at its own anchor, `faqs`. The landing page renders the hero
 * at once and the rest as each is about to be seen (`below-the-fold-sections.ts`).
 */
export const landingSections: readonly LandingSection[] = [
  heroSection,
  ...belowTheFoldSections.map(({ anchor, load }) => ({ anchor, Component: lazy(async () => ({ default: await load() })) })),
];
