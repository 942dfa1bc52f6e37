import {
  itineraryDaySchema,
  logisticsMessages,
  travelResourceSchema,
  tripCardLogisticsSchema,
  type ItineraryDay,
  type TravelResource,
  type TripCardLogistics,
} from '@trek/contracts';
import { z } from 'zod';
import { ApiError, apiRequest, buildUrl, send, toApiError } from '../../../../lib/api-client';
import { TRIP_CARD_READ_HEADER, tripCardPaths } from '../offline/trip-card-cache';

/**
 * A signed-in GET of public content marked as the trip card's, so the service worker keeps its
 * answer on the device (the landing page's reads of the same paths are not kept).
 */
async function readForTripCard<T>(url: string, schema: z.ZodType<T>): Promise<T> {
  const response = await send('GET', url, undefined, { [TRIP_CARD_READ_HEADER]: '1' });
  if (!response.ok) throw await toApiError(response);
  return schema.parse(await response.json());
}

export const fetchTripItinerary = (year: number): Promise<ItineraryDay[]> =>
  readForTripCard(buildUrl(tripCardPaths.itineraryDays, { year }), z.array(itineraryDaySchema));

export const fetchTripResources = (): Promise<TravelResource[]> => readForTripCard(tripCardPaths.travelResources, z.array(travelResourceSchema));

/**
 * What the card shows of the participant's own logistics: its own read, without the travel
 * documents, so the copy the service worker keeps holds no passport data. A non-OK answer raises
 * the logistics' "Failed to fetch logistics: {status}".
 */
export async function fetchTripCardLogistics(): Promise<TripCardLogistics> {
  try {
    return tripCardLogisticsSchema.parse(await apiRequest('GET', tripCardPaths.tripLogistics));
  } catch (error) {
    if (error instanceof ApiError) throw new ApiError(error.status, logisticsMessages.fetchFailed(error.status));
    throw error;
  }
}
