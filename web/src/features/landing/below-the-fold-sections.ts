import { AccessSection } from '../auth/components/AccessSection';
import { IntroductionSection } from './components/introduction/IntroductionSection';
import { ItinerarySection } from './components/itinerary/ItinerarySection';
import { LandingSectionFrame } from './components/LandingSectionFrame';
import { ParticipantsSection } from './components/participants/ParticipantsSection';
import { PlacesSection } from './components/places/PlacesSection';
import { SpeakersSection } from './components/speakers/SpeakersSection';
import { SupportersSection } from './components/supporters/SupportersSection';
import { TeamSection } from './components/team/TeamSection';
import { TermsSection } from './components/TermsSection';
import { TravelSection } from './components/travel/TravelSection';
import type { LandingSection } from './sections';
import { useScrollToLocationHash } from './use-scroll-to-location-hash';

/** The landing sections after the hero, in page order (spec 2.2). */
export const belowTheFoldSections: readonly LandingSection[] = [
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

/**
 * The sections below the hero: a chunk of its own, loaded lazily by the landing page so that a
 * first visit runs only the hero's code before the page is usable. A server-rendered page keeps
 * their HTML until the chunk arrives and hydrates it then, so nothing changes on screen.
 */
export function LandingSectionsBelowTheFold() {
  // Here rather than in the page: a `/#travel` link scrolls once the sections exist.
  useScrollToLocationHash();
  return belowTheFoldSections.map((section) => <LandingSectionFrame key={section.anchor} {...section} />);
}
