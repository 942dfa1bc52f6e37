import type { ComponentType } from 'react';
import { AccessSection } from '../auth/components/AccessSection';
import { HeroSection } from './components/hero/HeroSection';
import { IntroductionSection } from './components/introduction/IntroductionSection';
import { ItinerarySection } from './components/itinerary/ItinerarySection';
import { ParticipantsSection } from './components/participants/ParticipantsSection';
import { PlacesSection } from './components/places/PlacesSection';
import { SpeakersSection } from './components/speakers/SpeakersSection';
import { SupportersSection } from './components/supporters/SupportersSection';
import { TeamSection } from './components/team/TeamSection';
import { TermsSection } from './components/TermsSection';
import { TravelSection } from './components/travel/TravelSection';

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
 * FAQ sits inside the travel section at its own anchor, `faqs`.
 */
export const landingSections: readonly LandingSection[] = [
  { anchor: 'home', Component: HeroSection },
  { anchor: 'introduction', Component: IntroductionSection },
  { anchor: 'team', Component: TeamSection },
  { anchor: 'supporters', Component: SupportersSection },
  { anchor: 'itinerary', Component: ItinerarySection },
  { anchor: 'speakers', Component: SpeakersSection },
  { anchor: 'places', Component: PlacesSection },
  { anchor: 'participants', Component: ParticipantsSection },
  { anchor: 'travel', Component: TravelSection },
  { anchor: 'auth', Component: AccessSection },
  { anchor: 'terms', Component: TermsSection },
];
