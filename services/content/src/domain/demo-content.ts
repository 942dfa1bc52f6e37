import {
  DEFAULT_TRAVEL_RESOURCES,
  FAQ_FALLBACK,
  PLACE_TYPES,
  type FaqInput,
  type ItineraryDayInput,
  type PlaceInput,
  type SpeakerInput,
  type SupporterInput,
  type TeamMemberInput,
  type TravelResourceInput,
} from '@trek/contracts';

/**
 * Sample content for a first start, so the landing page is not empty. Every name says "Sample";
 * no real people; images are the abstract illustrations the web ships under /demo/.
 */

const avatar = (n: number) => `/demo/avatar-${((n - 1) % 6) + 1}.svg`;

export const DEMO_TEAM: TeamMemberInput[] = [
  { name: 'Sample Organizer One', role: 'Co-Director', university: 'Sample University', program: 'MBA', countryOfOrigin: 'Mexico', bio: 'Sample profile: organizers replace this card with their own.', photoUrl: avatar(1), order: 0, socials: {} },
  { name: 'Sample Organizer Two', role: 'Co-Director', university: 'Sample University', program: 'MPP', countryOfOrigin: 'United States', bio: 'Sample profile: organizers replace this card with their own.', photoUrl: avatar(2), order: 1, socials: {} },
  { name: 'Sample Organizer Three', role: 'Logistics Coordinator', university: 'Sample University', program: 'MBA', countryOfOrigin: 'Canada', bio: 'Sample profile: organizers replace this card with their own.', photoUrl: avatar(3), order: 2, socials: {} },
  { name: 'Sample Participant One', role: 'participant', university: 'Sample University', program: 'MBA', countryOfOrigin: 'Brazil', bio: 'Sample participant card.', photoUrl: avatar(4), order: 3, socials: {}, cohortYear: 2024 },
  { name: 'Sample Participant Two', role: 'participant', university: 'Sample University', program: 'MPA', countryOfOrigin: 'India', bio: 'Sample participant card.', photoUrl: avatar(5), order: 4, socials: {}, cohortYear: 2024 },
  { name: 'Sample Participant Three', role: 'participant', university: 'Sample University', program: 'MBA', countryOfOrigin: 'Spain', bio: 'Sample participant card.', photoUrl: avatar(6), order: 5, socials: {}, cohortYear: 2025 },
  { name: 'Sample Participant Four', role: 'participant', university: 'Sample University', program: 'MPP', countryOfOrigin: 'Kenya', bio: 'Sample participant card.', photoUrl: avatar(1), order: 6, socials: {}, cohortYear: [2024, 2025] },
];

export const DEMO_SUPPORTERS: SupporterInput[] = [1, 2, 3, 4].map((n) => ({
  name: `Sample Supporter ${String.fromCharCode(64 + n)}`,
  logoUrl: `/demo/supporter-${n}.svg`,
  order: n - 1,
}));

const speaker = (year: number, n: number, title: string, organization: string, tags: string[]): SpeakerInput => ({
  year,
  name: `Sample Speaker ${year}-${n}`,
  title,
  organization,
  bio: 'Sample speaker: organizers replace this card with the edition’s real speakers.',
  photoUrl: avatar(n + (year === 2024 ? 3 : 0)),
  tags,
  socials: {},
  order: n - 1,
});

export const DEMO_SPEAKERS: SpeakerInput[] = [
  speaker(2025, 1, 'Director of Strategy', 'Sample Ministry', ['Policy']),
  speaker(2025, 2, 'Founder', 'Sample Startup', ['Entrepreneurship', 'Technology']),
  speaker(2025, 3, 'Chief Economist', 'Sample Bank', ['Economics']),
  speaker(2025, 4, 'Curator', 'Sample Museum', ['Culture']),
  speaker(2024, 1, 'Head of Operations', 'Sample Logistics Co.', ['Business']),
  speaker(2024, 2, 'Researcher', 'Sample Institute', ['Policy', 'Research']),
  speaker(2024, 3, 'Chef', 'Sample Kitchen', ['Food']),
];

const placeText: Record<(typeof PLACE_TYPES)[number], [string, string]> = {
  Cities: ['Sample City Walk', 'A walk through a historic city centre.'],
  Landmarks: ['Sample Pyramid', 'An ancient landmark visited on the trek.'],
  Restaurants: ['Sample Restaurant', 'A regional kitchen the group dines at.'],
  Museums: ['Sample Museum', 'A museum of history and anthropology.'],
  Shows: ['Sample Show', 'An evening of music and dance.'],
  Politics: ['Sample Senate Visit', 'A visit to a legislative chamber.'],
  Business: ['Sample Company Visit', 'A company visit with its leadership team.'],
  Hotels: ['Sample Hotel', 'One of the hotels the group stays at.'],
  Other: ['Sample Cenote', 'A swim in a natural sinkhole.'],
};

export const DEMO_PLACES: PlaceInput[] = PLACE_TYPES.map((type, order) => ({
  name: placeText[type][0],
  description: placeText[type][1],
  photoUrl: `/demo/place-${type.toLowerCase()}.svg`,
  category: type,
  types: [type],
  order,
}));

/** The spec's fallback FAQs and default travel resources, stored so organizers can edit them. */
export const DEMO_FAQS: FaqInput[] = FAQ_FALLBACK.map(({ id: _id, ...faq }) => faq);
export const DEMO_TRAVEL_RESOURCES: TravelResourceInput[] = DEFAULT_TRAVEL_RESOURCES.map(({ id: _id, ...resource }) => resource);

type DayPlan = [dayNumber: number, city: string, date: string, title: string, activities: [time: string, title: string][]];

const day = (year: number, [dayNumber, city, date, title, activities]: DayPlan, speakerIds: string[] = []): ItineraryDayInput => ({
  year,
  dayNumber,
  city,
  date,
  dressCode: dayNumber === 0 ? 'Casual' : 'Business casual',
  title: `Sample: ${title}`,
  activities: activities.map(([time, activityTitle], order) => ({
    order,
    time,
    title: activityTitle,
    description: 'Sample activity.',
    speakers: order === 1 && speakerIds[dayNumber % Math.max(speakerIds.length, 1)] ? [speakerIds[dayNumber % speakerIds.length]!] : [],
  })),
});

const DAYS_2026: DayPlan[] = [
  [0, 'Mexico City', '2026-03-14', 'Optional Day 0: arrivals', [['Afternoon', 'Hotel check-in'], ['7:00 PM', 'Welcome drinks']]],
  [1, 'Mexico City', '2026-03-15', 'Welcome to Mexico City', [['9:00 AM', 'City walk'], ['1:00 PM', 'Lunch talk'], ['8:00 PM', 'Group dinner']]],
  [2, 'Mexico City', '2026-03-16', 'Policy and institutions', [['9:30 AM', 'Senate visit'], ['2:00 PM', 'Panel on trade']]],
  [3, 'Mexico City', '2026-03-17', 'Culture and history', [['10:00 AM', 'Museum visit'], ['4:00 PM', 'Pyramids excursion']]],
  [4, 'Mérida', '2026-03-18', 'Flight to Mérida', [['8:00 AM', 'Flight'], ['6:00 PM', 'Historic centre walk']]],
  [5, 'Mérida', '2026-03-19', 'Business in Yucatán', [['10:00 AM', 'Company visit'], ['3:00 PM', 'Cenote swim']]],
  [6, 'Mayan Riviera', '2026-03-20', 'On to the coast', [['9:00 AM', 'Archaeological site'], ['7:00 PM', 'Beach dinner']]],
  [7, 'Mayan Riviera', '2026-03-21', 'Free day and farewell', [['All day', 'Free time'], ['8:00 PM', 'Farewell party']]],
  [8, 'Cancún', '2026-03-22', 'Departures', [['Morning', 'Airport transfers']]],
];

const DAYS_2025: DayPlan[] = [
  [1, 'Mexico City', '2025-03-16', 'Welcome to Mexico City', [['9:00 AM', 'City walk'], ['1:00 PM', 'Lunch talk']]],
  [2, 'Mexico City', '2025-03-17', 'Policy day', [['10:00 AM', 'Ministry visit'], ['3:00 PM', 'Economy panel']]],
  [3, 'Oaxaca', '2025-03-18', 'Oaxaca', [['9:00 AM', 'Market tour'], ['2:00 PM', 'Museum talk']]],
];

const DAYS_2024: DayPlan[] = [
  [1, 'Mexico City', '2024-03-17', 'Welcome to Mexico City', [['9:00 AM', 'City walk'], ['1:00 PM', 'Company talk']]],
  [2, 'Puebla', '2024-03-18', 'Puebla', [['10:00 AM', 'Factory visit'], ['6:00 PM', 'Cooking class']]],
];

/** Days of the three editions; 2024 and 2025 activities name their edition's sample speakers. */
export function demoItinerary(speakerIdsByYear: Record<number, string[]>): ItineraryDayInput[] {
  return [
    ...DAYS_2026.map((plan) => day(2026, plan)),
    ...DAYS_2025.map((plan) => day(2025, plan, speakerIdsByYear[2025])),
    ...DAYS_2024.map((plan) => day(2024, plan, speakerIdsByYear[2024])),
  ];
}
