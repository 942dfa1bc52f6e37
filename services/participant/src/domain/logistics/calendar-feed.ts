import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { calendarFeedTokenSchema, calendarMessages, LOGISTICS_LABELS, participantMessages, type CalendarFeed, type Language } from '@trek/contracts';
import { AppError, editionOr503, itineraryCalendar, type EditionSource, type Logger } from '@trek/service-kit';
import type { CalendarFeedRepository, StoredCalendarFeed } from '../../data-access/logistics/calendar-feed.repository.js';
import type { FieldCipher } from '../../data-access/people/field-cipher.js';
import type { ItineraryClient } from '../../data-access/logistics/itinerary.client.js';
import type { ParticipantEditionRepository } from '../../data-access/people/participant-edition.repository.js';
import type { LogisticsState, ParticipantRecord, ParticipantRecords } from '../people/participant-record.js';
import { assertHoldsSpot } from '../people/own-record.js';

/** What the private calendar feed works with (built in app.ts). */
export interface CalendarFeedDomain {
  calendarFeeds: CalendarFeedRepository;
  cipher: FieldCipher;
  itinerary: ItineraryClient;
  participants: Pick<ParticipantRecords, 'findByUserId'>;
  participantEditions: Pick<ParticipantEditionRepository, 'yearOf'>;
  edition: EditionSource;
  /** The site's address (no trailing slash): the feed's address is on it. */
  publicSiteUrl: string;
  now: () => Date;
  logger: Logger;
}

const SECRET_BYTES = 32;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const feedUrl = (domain: Pick<CalendarFeedDomain, 'publicSiteUrl'>, userId: string, secret: string) => `${domain.publicSiteUrl}/api/calendar/${userId}.${secret}.ics`;

/** One who transferred their spot away is no longer on the trip: their feed stops working then. */
const stillOnTheTrip = (record: ParticipantRecord | null) => !record?.clearedAt;

type OwnCalendarFeedDeps = Pick<CalendarFeedDomain, 'calendarFeeds' | 'cipher' | 'participants' | 'publicSiteUrl'>;

export async function ownCalendarFeed(domain: OwnCalendarFeedDeps, userId: string): Promise<CalendarFeed> {
  const [feed, record] = await Promise.all([domain.calendarFeeds.find(userId), domain.participants.findByUserId(userId)]);
  if (!feed || !stillOnTheTrip(record)) return { url: null, createdAt: null };
  return { url: feedUrl(domain, userId, domain.cipher.decrypt(feed.secretCipher)), createdAt: feed.createdAt.toISOString() };
}

type CreateCalendarFeedDeps = Pick<CalendarFeedDomain, 'calendarFeeds' | 'cipher' | 'participants' | 'publicSiteUrl' | 'now'>;

/** A new address; any earlier one stops working at once. One who transferred their spot away gets none (409). */
export async function createCalendarFeed(domain: CreateCalendarFeedDeps, userId: string): Promise<CalendarFeed> {
  const record = await domain.participants.findByUserId(userId);
  if (record) assertHoldsSpot(record);
  const secret = randomBytes(SECRET_BYTES).toString('base64url');
  const createdAt = domain.now();
  await domain.calendarFeeds.replace({ userId, secretHash: sha256(secret), secretCipher: domain.cipher.encrypt(secret), createdAt });
  return { url: feedUrl(domain, userId, secret), createdAt: createdAt.toISOString() };
}

export async function revokeCalendarFeed(domain: Pick<CalendarFeedDomain, 'calendarFeeds'>, userId: string): Promise<void> {
  await domain.calendarFeeds.remove(userId);
}

/** The owner of a feed address, or a 404 that says the same for a wrong, old or made-up one. */
async function ownerOf(domain: Pick<CalendarFeedDomain, 'calendarFeeds'>, token: string): Promise<{ userId: string; feed: StoredCalendarFeed }> {
  const parsed = calendarFeedTokenSchema.safeParse(token);
  if (!parsed.success) throw AppError.notFound(calendarMessages.feedNotFound);
  const [userId = '', secret = ''] = parsed.data.split('.');
  const feed = await domain.calendarFeeds.find(userId);
  const matches = feed !== null && timingSafeEqual(Buffer.from(feed.secretHash, 'hex'), Buffer.from(sha256(secret), 'hex'));
  if (!matches) throw AppError.notFound(calendarMessages.feedNotFound);
  return { userId, feed };
}

/** The feed's own words, in the subscriber's language (the Day 2 choices are place names in both). */
const FEED_TEXT = {
  en: {
    name: (year: number) => `Mexico Trek ${year}: my trip`,
    joiningDay0: 'You are joining Day 0.',
    day0Optional: 'Day 0 is optional: say whether you join it in the Logistics tab of the portal.',
    day2Choice: (place: string) => `Your Day 2 choice: ${place}.`,
  },
  es: {
    name: (year: number) => `Mexico Trek ${year}: mi viaje`,
    joiningDay0: 'Te unes al Día 0.',
    day0Optional: 'El Día 0 es opcional: indica si te unes en la pestaña Logística del portal.',
    day2Choice: (place: string) => `Tu elección del Día 2: ${place}.`,
  },
} as const satisfies Record<Language, unknown>;

/** The participant's own choices, as a line on the days they concern; Day 0 left out when they do not join it. */
function personalNotes(logistics: LogisticsState | undefined, language: Language): { skipDay0: boolean; notesByDay: Map<number, string> } {
  const text = FEED_TEXT[language];
  const notesByDay = new Map<number, string>();
  if (logistics?.day0Decision === 'JOIN') notesByDay.set(0, text.joiningDay0);
  else if (!logistics?.day0Decision) notesByDay.set(0, text.day0Optional);
  if (logistics?.day2Preference) notesByDay.set(2, text.day2Choice(LOGISTICS_LABELS.day2Preference[logistics.day2Preference]));
  return { skipDay0: logistics?.day0Decision === 'NOT_JOIN', notesByDay };
}

type PersonalCalendarDeps = Pick<CalendarFeedDomain, 'calendarFeeds' | 'itinerary' | 'participants' | 'participantEditions' | 'edition' | 'logger'>;

/**
 * The participant's trip: their edition's itinerary with their Day 0 and Day 2 choices (the
 * portal holds no flights). Read by calendar apps without a session, so the address is the key;
 * `language` is the one the portal was in when it handed the address out.
 */
export async function personalCalendar(domain: PersonalCalendarDeps, token: string, language: Language = 'en'): Promise<string> {
  const { userId } = await ownerOf(domain, token);
  const [record, recordedYear] = await Promise.all([domain.participants.findByUserId(userId), domain.participantEditions.yearOf(userId)]);
  if (!stillOnTheTrip(record)) throw AppError.notFound(calendarMessages.feedNotFound);
  const year = recordedYear ?? (await editionOr503(domain.edition, domain.logger, participantMessages.editionUnavailable)).year;
  const itinerary = await domain.itinerary.ofYear(year).catch((error: unknown) => {
    domain.logger.error({ err: error }, 'the itinerary could not be read from the content service for a calendar feed');
    throw AppError.unavailable(participantMessages.editionUnavailable);
  });
  const { skipDay0, notesByDay } = personalNotes(record?.logistics, language);
  return itineraryCalendar({
    name: FEED_TEXT[language].name(year),
    language,
    days: itinerary.days.filter((day) => !(skipDay0 && day.dayNumber === 0)),
    speakerNames: new Map(itinerary.speakers.map((speaker) => [speaker.id, speaker.name])),
    notesByDay,
  });
}
