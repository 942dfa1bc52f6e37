import { calendarFeedSchema, type CalendarFeed } from '@trek/contracts';
import { apiRequest } from '../../../../lib/api-client';

export const calendarFeedPath = '/api/participant/calendar-feed';

export async function fetchCalendarFeed(): Promise<CalendarFeed> {
  return calendarFeedSchema.parse(await apiRequest('GET', calendarFeedPath));
}

/** A new address; the one before stops working. */
export async function createCalendarFeed(): Promise<CalendarFeed> {
  return calendarFeedSchema.parse(await apiRequest('POST', calendarFeedPath));
}

export async function revokeCalendarFeed(): Promise<void> {
  await apiRequest('DELETE', calendarFeedPath);
}
