import { itineraryDaySchema, speakerSchema, type ItineraryDay, type Speaker } from '@trek/contracts';

export interface ItineraryClient {
  /** The public itinerary days and speakers of a year, read from the content service. */
  ofYear(year: number): Promise<{ days: ItineraryDay[]; speakers: Speaker[] }>;
}

const TIMEOUT_MS = 5_000;

export function createItineraryClient(contentServiceUrl: string): ItineraryClient {
  const read = async <T>(path: string, parse: (body: unknown) => T): Promise<T> => {
    const response = await fetch(new URL(path, contentServiceUrl), { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) throw new Error(`The content service answered ${response.status} for ${path}`);
    return parse(await response.json());
  };
  return {
    async ofYear(year) {
      const [days, speakers] = await Promise.all([
        read(`/api/public/itinerary-days?year=${year}`, (body) => itineraryDaySchema.array().parse(body)),
        read(`/api/public/speakers?year=${year}`, (body) => speakerSchema.array().parse(body)),
      ]);
      return { days, speakers };
    },
  };
}
