import {
  addDays,
  DEFAULT_TRAVEL_RESOURCES,
  faqFallback,
  PLACE_TYPES,
  type FaqEditionDates,
  type FaqInput,
  type ItineraryDayInput,
  type PlaceInput,
  type SpeakerInput,
  type SupporterInput,
  type TeamMemberInput,
  type TravelResourceInput,
  seedEditionSettings,
} from '@trek/contracts';

/**
 * Sample content for a first start, so the landing page is not empty. Every name says "Sample";
 * no real people; images are the abstract illustrations the web ships under /demo/.
 */

const avatar = (n: number) => `/demo/avatar-${((n - 1) % 6) + 1}.svg`;

/** The team, and participant cards of the two cohorts before `year` (the edition the sample starts with). */
export const demoTeam = (year: number): TeamMemberInput[] => [
  { name: 'Sample Organizer One', role: 'Co-Director', university: 'Sample University', program: 'MBA', countryOfOrigin: 'Mexico', bio: 'Sample profile: organizers replace this card with their own.', photoUrl: avatar(1), order: 0, socials: {} },
  { name: 'Sample Organizer Two', role: 'Co-Director', university: 'Sample University', program: 'MPP', countryOfOrigin: 'United States', bio: 'Sample profile: organizers replace this card with their own.', photoUrl: avatar(2), order: 1, socials: {} },
  { name: 'Sample Organizer Three', role: 'Logistics Coordinator', university: 'Sample University', program: 'MBA', countryOfOrigin: 'Canada', bio: 'Sample profile: organizers replace this card with their own.', photoUrl: avatar(3), order: 2, socials: {} },
  { name: 'Sample Participant One', role: 'participant', university: 'Sample University', program: 'MBA', countryOfOrigin: 'Brazil', bio: 'Sample participant card.', photoUrl: avatar(4), order: 3, socials: {}, cohortYear: year - 2 },
  { name: 'Sample Participant Two', role: 'participant', university: 'Sample University', program: 'MPA', countryOfOrigin: 'India', bio: 'Sample participant card.', photoUrl: avatar(5), order: 4, socials: {}, cohortYear: year - 2 },
  { name: 'Sample Participant Three', role: 'participant', university: 'Sample University', program: 'MBA', countryOfOrigin: 'Spain', bio: 'Sample participant card.', photoUrl: avatar(6), order: 5, socials: {}, cohortYear: year - 1 },
  { name: 'Sample Participant Four', role: 'participant', university: 'Sample University', program: 'MPP', countryOfOrigin: 'Kenya', bio: 'Sample participant card.', photoUrl: avatar(1), order: 6, socials: {}, cohortYear: [year - 2, year - 1] },
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
  photoUrl: avatar(n + (year % 2 === 0 ? 3 : 0)),
  tags,
  socials: {},
  order: n - 1,
});

/** Speakers of the two editions before `year`: the current one's are still to come (its tab says Coming Soon). */
export const demoSpeakers = (year: number): SpeakerInput[] => [
  speaker(year - 1, 1, 'Director of Strategy', 'Sample Ministry', ['Policy']),
  speaker(year - 1, 2, 'Founder', 'Sample Startup', ['Entrepreneurship', 'Technology']),
  speaker(year - 1, 3, 'Chief Economist', 'Sample Bank', ['Economics']),
  speaker(year - 1, 4, 'Curator', 'Sample Museum', ['Culture']),
  speaker(year - 2, 1, 'Head of Operations', 'Sample Logistics Co.', ['Business']),
  speaker(year - 2, 2, 'Researcher', 'Sample Institute', ['Policy', 'Research']),
  speaker(year - 2, 3, 'Chef', 'Sample Kitchen', ['Food']),
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

/** The spec's fallback FAQs (with the edition's dates) and default travel resources, stored so organizers can edit them. */
export const demoFaqs = (edition: FaqEditionDates): FaqInput[] => faqFallback(edition).map(({ id: _id, ...faq }) => faq);
export const DEMO_TRAVEL_RESOURCES: TravelResourceInput[] = DEFAULT_TRAVEL_RESOURCES.map(({ id: _id, ...resource }) => resource);

/** A day as days after the trek's first day (Day 0 is the day before). */
type DayPlan = [dayNumber: number, city: string, offset: number, title: string, activities: [time: string, title: string][]];

const day = (year: number, startDate: string, [dayNumber, city, offset, title, activities]: DayPlan, speakerIds: string[] = []): ItineraryDayInput => ({
  year,
  dayNumber,
  city,
  date: addDays(startDate, offset),
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

const CURRENT_DAYS: DayPlan[] = [
  [0, 'Mexico City', -1, 'Optional Day 0: arrivals', [['Afternoon', 'Hotel check-in'], ['7:00 PM', 'Welcome drinks']]],
  [1, 'Mexico City', 0, 'Welcome to Mexico City', [['9:00 AM', 'City walk'], ['1:00 PM', 'Lunch talk'], ['8:00 PM', 'Group dinner']]],
  [2, 'Mexico City', 1, 'Policy and institutions', [['9:30 AM', 'Senate visit'], ['2:00 PM', 'Panel on trade']]],
  [3, 'Mexico City', 2, 'Culture and history', [['10:00 AM', 'Museum visit'], ['4:00 PM', 'Pyramids excursion']]],
  [4, 'Mérida', 3, 'Flight to Mérida', [['8:00 AM', 'Flight'], ['6:00 PM', 'Historic centre walk']]],
  [5, 'Mérida', 4, 'Business in Yucatán', [['10:00 AM', 'Company visit'], ['3:00 PM', 'Cenote swim']]],
  [6, 'Mayan Riviera', 5, 'On to the coast', [['9:00 AM', 'Archaeological site'], ['7:00 PM', 'Beach dinner']]],
  [7, 'Mayan Riviera', 6, 'Free day and farewell', [['All day', 'Free time'], ['8:00 PM', 'Farewell party']]],
  [8, 'Cancún', 7, 'Departures', [['Morning', 'Airport transfers']]],
];

const LAST_YEAR_DAYS: DayPlan[] = [
  [1, 'Mexico City', 0, 'Welcome to Mexico City', [['9:00 AM', 'City walk'], ['1:00 PM', 'Lunch talk']]],
  [2, 'Mexico City', 1, 'Policy day', [['10:00 AM', 'Ministry visit'], ['3:00 PM', 'Economy panel']]],
  [3, 'Oaxaca', 2, 'Oaxaca', [['9:00 AM', 'Market tour'], ['2:00 PM', 'Museum talk']]],
];

const TWO_YEARS_AGO_DAYS: DayPlan[] = [
  [1, 'Mexico City', 0, 'Welcome to Mexico City', [['9:00 AM', 'City walk'], ['1:00 PM', 'Company talk']]],
  [2, 'Puebla', 1, 'Puebla', [['10:00 AM', 'Factory visit'], ['6:00 PM', 'Cooking class']]],
];

/** A past edition's first day, shaped like the seeded one (the third Sunday of March). */
const pastStart = (year: number) => seedEditionSettings(new Date(Date.UTC(year - 1, 5, 1))).startDate;

/**
 * Days of the current edition (on its own dates, Day 0 included) and of the two before it, whose
 * activities name their edition's sample speakers.
 */
export function demoItinerary(edition: { year: number; startDate: string }, speakerIdsByYear: Record<number, string[]>): ItineraryDayInput[] {
  const { year, startDate } = edition;
  return [
    ...CURRENT_DAYS.map((plan) => day(year, startDate, plan)),
    ...LAST_YEAR_DAYS.map((plan) => day(year - 1, pastStart(year - 1), plan, speakerIdsByYear[year - 1])),
    ...TWO_YEARS_AGO_DAYS.map((plan) => day(year - 2, pastStart(year - 2), plan, speakerIdsByYear[year - 2])),
  ];
}
