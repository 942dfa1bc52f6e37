import { ownRoomsSchema, type OwnRooms } from '@trek/contracts';
import { apiRequest } from '../../../../lib/api-client';
import { tripCardPaths } from '../offline/trip-card-cache';

/** The participant's own rooms as organizers published them (roommates' names only); kept on the device with the rest of the card. */
export async function fetchOwnRooms(): Promise<OwnRooms> {
  return ownRoomsSchema.parse(await apiRequest('GET', tripCardPaths.tripRooms));
}
