import type { ComponentType } from 'react';
import type { LandingSectionProps } from './sections';

export interface BelowTheFoldSection {
  anchor: string;
  /** The section's code: a chunk of its own, fetched when the section is about to be seen. */
  load: () => Promise<ComponentType<LandingSectionProps>>;
}

/** The landing sections after the hero, in page order (spec 2.2). */
export const belowTheFoldSections: readonly BelowTheFoldSection[] = [
  { anchor: 'introduction', load: () => import('./components/introduction/IntroductionSection').then((m) => m.IntroductionSection) },
  { anchor: 'team', load: () => import('./components/team/TeamSection').then((m) => m.loadTeamSection()) },
  { anchor: 'supporters', load: () => import('./components/supporters/SupportersSection').then((m) => m.SupportersSection) },
  { anchor: 'itinerary', load: () => import('./components/itinerary/ItinerarySection').then((m) => m.ItinerarySection) },
  { anchor: 'speakers', load: () => import('./components/speakers/SpeakersSection').then((m) => m.SpeakersSection) },
  { anchor: 'places', load: () => import('./components/places/PlacesSection').then((m) => m.PlacesSection) },
  { anchor: 'participants', load: () => import('./components/participants/ParticipantsSection').then((m) => m.ParticipantsSection) },
  { anchor: 'travel', load: () => import('./components/travel/TravelSection').then((m) => m.TravelSection) },
  { anchor: 'auth', load: () => import('../auth/components/LandingAccessSection').then((m) => m.LandingAccessSection) },
  { anchor: 'terms', load: () => import('./components/TermsSection').then((m) => m.TermsSection) },
];

/** Every section's code, fetched at once: a page rendered in the browser shows them all. */
export const loadEveryBelowTheFoldSection = (): Promise<unknown> => Promise.all(belowTheFoldSections.map((section) => section.load()));
