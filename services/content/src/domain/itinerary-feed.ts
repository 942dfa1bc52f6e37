import type { ItineraryDay, Language, PublicEdition, Speaker } from '@trek/contracts';
import { itineraryCalendar } from '@trek/service-kit';
import type { ContentDomain } from './content-context.js';
import { readPublicItems } from './content-items.js';
import { readPublicEdition } from './edition.js';

/** A cached public answer back as data: it was parsed with its read schema before it was cached. */
const cachedData = <T>({ body }: { body: string }): T => JSON.parse(body) as T;

type ReadItineraryFeedDeps = Pick<ContentDomain, 'items' | 'settings' | 'cache'>;

/**
 * The public itinerary of a year (the current edition's by default) as an iCalendar feed, from
 * the same cached answers the landing page reads, with speakers named, in English or Spanish.
 */
export async function readItineraryFeed(domain: ReadItineraryFeedDeps, year: number | undefined, language: Language = 'en'): Promise<{ year: number; calendar: string }> {
  const feedYear = year ?? cachedData<PublicEdition>(await readPublicEdition(domain)).year;
  const [days, speakers] = await Promise.all([
    readPublicItems(domain, 'itinerary-days', feedYear).then(cachedData<ItineraryDay[]>),
    readPublicItems(domain, 'speakers', feedYear).then(cachedData<Speaker[]>),
  ]);
  const speakerNames = new Map(speakers.map((speaker) => [speaker.id, speaker.name]));
  const name = language === 'es' ? `Itinerario del Mexico Trek ${feedYear}` : `Mexico Trek ${feedYear} itinerary`;
  return { year: feedYear, calendar: itineraryCalendar({ name, days, speakerNames, language }) };
}
