import { HeroSection } from './components/hero/HeroSection';
import type { LandingSection } from './sections';

/** The first landing section, part of the page's first load (the rest load lazily). */
export const heroSection: LandingSection = { anchor: 'home', Component: HeroSection };
