import type { ItineraryDay, Place, PublicParticipantProfile, Speaker, TeamMember } from '@trek/contracts';

/** Content as the public reads answer it, for the section tests. */

export function teamMember(overrides: Partial<TeamMember> & Pick<TeamMember, 'id' | 'name' | 'role'>): TeamMember {
  return { order: 0, socials: {}, ...overrides };
}

export function speaker(overrides: Partial<Speaker> & Pick<Speaker, 'id' | 'name'>): Speaker {
  return { year: 2025, tags: [], socials: {}, order: 0, ...overrides };
}

export function place(overrides: Partial<Place> & Pick<Place, 'id' | 'name'>): Place {
  return { types: [], order: 0, ...overrides };
}

export function itineraryDay(overrides: Partial<ItineraryDay> & Pick<ItineraryDay, 'id' | 'dayNumber'>): ItineraryDay {
  return { year: 2026, city: 'Mexico City', date: '2026-03-15', title: `Day title ${overrides.dayNumber}`, activities: [], ...overrides };
}

export function participantProfile(
  overrides: Partial<PublicParticipantProfile> & Pick<PublicParticipantProfile, 'id' | 'firstName' | 'lastName'>,
): PublicParticipantProfile {
  return { role: 'Student', cohortYear: 2025, cohortYears: [2025], socials: {}, ...overrides };
}

/** "word word word …" of `length` characters. */
export function longText(length: number): string {
  return 'lorem ipsum dolor sit amet '.repeat(Math.ceil(length / 27)).slice(0, length);
}
