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

const ORGANIZER_BIO = { bio: 'Sample profile: organizers replace this card with their own.', es: 'Perfil de ejemplo: los organizadores reemplazan esta tarjeta con la suya.' };
const PARTICIPANT_BIO = { bio: 'Sample participant card.', es: 'Tarjeta de participante de ejemplo.' };

type TeamPlan = [n: number, name: string, role: string, roleEs: string, program: string, country: string, bio: typeof ORGANIZER_BIO, cohortYear?: TeamMemberInput['cohortYear']];

const member = ([n, name, role, roleEs, program, countryOfOrigin, { bio, es }, cohortYear]: TeamPlan): TeamMemberInput => ({
  name,
  role,
  university: 'Sample University',
  program,
  countryOfOrigin,
  bio,
  es: { role: roleEs, bio: es },
  photoUrl: avatar(n),
  order: n - 1,
  socials: {},
  ...(cohortYear === undefined ? {} : { cohortYear }),
});

/** The team, and participant cards of the two cohorts before `year` (the edition the sample starts with). */
export function demoTeam(year: number): TeamMemberInput[] {
  const plans: TeamPlan[] = [
    [1, 'Sample Organizer One', 'Co-Director', 'Codirección', 'MBA', 'Mexico', ORGANIZER_BIO],
    [2, 'Sample Organizer Two', 'Co-Director', 'Codirección', 'MPP', 'United States', ORGANIZER_BIO],
    [3, 'Sample Organizer Three', 'Logistics Coordinator', 'Coordinación de logística', 'MBA', 'Canada', ORGANIZER_BIO],
    [4, 'Sample Participant One', 'participant', 'participante', 'MBA', 'Brazil', PARTICIPANT_BIO, year - 2],
    [5, 'Sample Participant Two', 'participant', 'participante', 'MPA', 'India', PARTICIPANT_BIO, year - 2],
    [6, 'Sample Participant Three', 'participant', 'participante', 'MBA', 'Spain', PARTICIPANT_BIO, year - 1],
    [7, 'Sample Participant Four', 'participant', 'participante', 'MPP', 'Kenya', PARTICIPANT_BIO, [year - 2, year - 1]],
  ];
  return plans.map((plan) => member(plan));
}

export const DEMO_SUPPORTERS: SupporterInput[] = [1, 2, 3, 4].map((n) => ({
  name: `Sample Supporter ${String.fromCharCode(64 + n)}`,
  logoUrl: `/demo/supporter-${n}.svg`,
  order: n - 1,
}));

const speaker = (year: number, n: number, [title, titleEs]: [string, string], organization: string, tags: string[]): SpeakerInput => ({
  year,
  name: `Sample Speaker ${year}-${n}`,
  title,
  organization,
  bio: 'Sample speaker: organizers replace this card with the edition’s real speakers.',
  es: { title: titleEs, bio: 'Ponente de ejemplo: los organizadores reemplazan esta tarjeta con los ponentes reales de la edición.' },
  photoUrl: avatar(n + (year % 2 === 0 ? 3 : 0)),
  tags,
  socials: {},
  order: n - 1,
});

/** Speakers of the two editions before `year`: the current one's are still to come (its tab says Coming Soon). */
export const demoSpeakers = (year: number): SpeakerInput[] => [
  speaker(year - 1, 1, ['Director of Strategy', 'Director de Estrategia'], 'Sample Ministry', ['Policy']),
  speaker(year - 1, 2, ['Founder', 'Fundadora'], 'Sample Startup', ['Entrepreneurship', 'Technology']),
  speaker(year - 1, 3, ['Chief Economist', 'Economista en jefe'], 'Sample Bank', ['Economics']),
  speaker(year - 1, 4, ['Curator', 'Curadora'], 'Sample Museum', ['Culture']),
  speaker(year - 2, 1, ['Head of Operations', 'Jefe de Operaciones'], 'Sample Logistics Co.', ['Business']),
  speaker(year - 2, 2, ['Researcher', 'Investigadora'], 'Sample Institute', ['Policy', 'Research']),
  speaker(year - 2, 3, ['Chef', 'Chef'], 'Sample Kitchen', ['Food']),
];

/** Each filter's sample place: English name and description, then the Spanish ones. */
const placeText: Record<(typeof PLACE_TYPES)[number], [string, string, string, string]> = {
  Cities: ['Sample City Walk', 'A walk through a historic city centre.', 'Recorrido de ejemplo por la ciudad', 'Un paseo por un centro histórico.'],
  Landmarks: ['Sample Pyramid', 'An ancient landmark visited on the trek.', 'Pirámide de ejemplo', 'Un sitio antiguo que visitamos en el viaje.'],
  Restaurants: ['Sample Restaurant', 'A regional kitchen the group dines at.', 'Restaurante de ejemplo', 'Una cocina regional donde come el grupo.'],
  Museums: ['Sample Museum', 'A museum of history and anthropology.', 'Museo de ejemplo', 'Un museo de historia y antropología.'],
  Shows: ['Sample Show', 'An evening of music and dance.', 'Espectáculo de ejemplo', 'Una noche de música y baile.'],
  Politics: ['Sample Senate Visit', 'A visit to a legislative chamber.', 'Visita de ejemplo al Senado', 'Una visita a una cámara legislativa.'],
  Business: ['Sample Company Visit', 'A company visit with its leadership team.', 'Visita de ejemplo a una empresa', 'Una visita a una empresa con su equipo directivo.'],
  Hotels: ['Sample Hotel', 'One of the hotels the group stays at.', 'Hotel de ejemplo', 'Uno de los hoteles donde se hospeda el grupo.'],
  Other: ['Sample Cenote', 'A swim in a natural sinkhole.', 'Cenote de ejemplo', 'Un baño en un pozo natural.'],
};

export const DEMO_PLACES: PlaceInput[] = PLACE_TYPES.map((type, order) => ({
  name: placeText[type][0],
  description: placeText[type][1],
  es: { name: placeText[type][2], description: placeText[type][3] },
  photoUrl: `/demo/place-${type.toLowerCase()}.svg`,
  category: type,
  types: [type],
  order,
}));

/** The spec's fallback FAQs (with the edition's dates) and default travel resources, stored so organizers can edit them. */
export const demoFaqs = (edition: FaqEditionDates): FaqInput[] => faqFallback(edition).map(({ id: _id, ...faq }) => faq);
export const DEMO_TRAVEL_RESOURCES: TravelResourceInput[] = DEFAULT_TRAVEL_RESOURCES.map(({ id: _id, ...resource }) => resource);

/** English and Spanish text of a sample day or activity. */
type Bilingual = [english: string, spanish: string];

/** A day as days after the trek's first day (Day 0 is the day before). */
type DayPlan = [dayNumber: number, city: string, offset: number, title: Bilingual, activities: [time: string, title: Bilingual][]];

const day = (year: number, startDate: string, [dayNumber, city, offset, [title, titleEs], activities]: DayPlan, speakerIds: string[] = []): ItineraryDayInput => ({
  year,
  dayNumber,
  city,
  date: addDays(startDate, offset),
  dressCode: dayNumber === 0 ? 'Casual' : 'Business casual',
  title: `Sample: ${title}`,
  es: { title: `Ejemplo: ${titleEs}`, dressCode: dayNumber === 0 ? 'Casual' : 'Casual de negocios' },
  activities: activities.map(([time, [activityTitle, activityTitleEs]], order) => ({
    order,
    time,
    title: activityTitle,
    description: 'Sample activity.',
    es: { title: activityTitleEs, description: 'Actividad de ejemplo.' },
    speakers: order === 1 && speakerIds[dayNumber % Math.max(speakerIds.length, 1)] ? [speakerIds[dayNumber % speakerIds.length]!] : [],
  })),
});

const CURRENT_DAYS: DayPlan[] = [
  [0, 'Mexico City', -1, ['Optional Day 0: arrivals', 'Día 0 opcional: llegadas'], [['Afternoon', ['Hotel check-in', 'Registro en el hotel']], ['7:00 PM', ['Welcome drinks', 'Bebidas de bienvenida']]]],
  [1, 'Mexico City', 0, ['Welcome to Mexico City', 'Bienvenida a la Ciudad de México'], [['9:00 AM', ['City walk', 'Recorrido por la ciudad']], ['1:00 PM', ['Lunch talk', 'Charla con comida']], ['8:00 PM', ['Group dinner', 'Cena del grupo']]]],
  [2, 'Mexico City', 1, ['Policy and institutions', 'Política e instituciones'], [['9:30 AM', ['Senate visit', 'Visita al Senado']], ['2:00 PM', ['Panel on trade', 'Panel sobre comercio']]]],
  [3, 'Mexico City', 2, ['Culture and history', 'Cultura e historia'], [['10:00 AM', ['Museum visit', 'Visita al museo']], ['4:00 PM', ['Pyramids excursion', 'Excursión a las pirámides']]]],
  [4, 'Mérida', 3, ['Flight to Mérida', 'Vuelo a Mérida'], [['8:00 AM', ['Flight', 'Vuelo']], ['6:00 PM', ['Historic centre walk', 'Recorrido por el centro histórico']]]],
  [5, 'Mérida', 4, ['Business in Yucatán', 'Negocios en Yucatán'], [['10:00 AM', ['Company visit', 'Visita a una empresa']], ['3:00 PM', ['Cenote swim', 'Nado en un cenote']]]],
  [6, 'Mayan Riviera', 5, ['On to the coast', 'Rumbo a la costa'], [['9:00 AM', ['Archaeological site', 'Zona arqueológica']], ['7:00 PM', ['Beach dinner', 'Cena en la playa']]]],
  [7, 'Mayan Riviera', 6, ['Free day and farewell', 'Día libre y despedida'], [['All day', ['Free time', 'Tiempo libre']], ['8:00 PM', ['Farewell party', 'Fiesta de despedida']]]],
  [8, 'Cancún', 7, ['Departures', 'Salidas'], [['Morning', ['Airport transfers', 'Traslados al aeropuerto']]]],
];

const LAST_YEAR_DAYS: DayPlan[] = [
  [1, 'Mexico City', 0, ['Welcome to Mexico City', 'Bienvenida a la Ciudad de México'], [['9:00 AM', ['City walk', 'Recorrido por la ciudad']], ['1:00 PM', ['Lunch talk', 'Charla con comida']]]],
  [2, 'Mexico City', 1, ['Policy day', 'Día de política'], [['10:00 AM', ['Ministry visit', 'Visita a una secretaría']], ['3:00 PM', ['Economy panel', 'Panel de economía']]]],
  [3, 'Oaxaca', 2, ['Oaxaca', 'Oaxaca'], [['9:00 AM', ['Market tour', 'Recorrido por el mercado']], ['2:00 PM', ['Museum talk', 'Charla en el museo']]]],
];

const TWO_YEARS_AGO_DAYS: DayPlan[] = [
  [1, 'Mexico City', 0, ['Welcome to Mexico City', 'Bienvenida a la Ciudad de México'], [['9:00 AM', ['City walk', 'Recorrido por la ciudad']], ['1:00 PM', ['Company talk', 'Charla con una empresa']]]],
  [2, 'Puebla', 1, ['Puebla', 'Puebla'], [['10:00 AM', ['Factory visit', 'Visita a una fábrica']], ['6:00 PM', ['Cooking class', 'Clase de cocina']]]],
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
