import {
  itineraryDaySchema,
  logisticsRecordSchema,
  participantEditionSchema,
  travelResourceSchema,
  type ItineraryDay,
  type LogisticsRecord,
  type ParticipantEdition,
  type TravelResource,
} from '@trek/contracts';
import { z } from 'zod';
import { buildUrl, send, toApiError } from '../../../../lib/api-client';
import { SAVED_AT_HEADER, tripCardPaths } from '../offline/trip-card-cache';

/** A read's answer, and when the device saved it if the answer came from the device (offline) rather than the network. */
export interface TripCardRead<T> {
  data: T;
  savedAt: string | null;
}

/**
 * A signed-in GET that also reports whether the service worker answered it from the device: the
 * worker marks its stored copies with SAVED_AT_HEADER, the network's answers never carry it.
 */
async function readWithSavedAt<T>(url: string, schema: z.ZodType<T>): Promise<TripCardRead<T>> {
  const response = await send('GET', url);
  if (!response.ok) throw await toApiError(response);
  return { data: schema.parse(await response.json()), savedAt: response.headers.get(SAVED_AT_HEADER) };
}

export const fetchTripEdition = (): Promise<TripCardRead<ParticipantEdition>> => readWithSavedAt(tripCardPaths.edition, participantEditionSchema);

export const fetchTripItinerary = (year: number): Promise<TripCardRead<ItineraryDay[]>> =>
  readWithSavedAt(buildUrl(tripCardPaths.itineraryDays, { year }), z.array(itineraryDaySchema));

export const fetchTripResources = (): Promise<TripCardRead<TravelResource[]>> => readWithSavedAt(tripCardPaths.travelResources, z.array(travelResourceSchema));

export const fetchTripLogistics = (): Promise<TripCardRead<LogisticsRecord>> => readWithSavedAt(tripCardPaths.logistics, logisticsRecordSchema);
