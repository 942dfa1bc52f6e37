import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed } from '@trek/contracts';
import { createCalendarFeed, fetchCalendarFeed, revokeCalendarFeed } from '../api/calendar-feed-api';

export const calendarFeedQueryKey = ['participant', 'calendar-feed'] as const;

export function useCalendarFeed() {
  return useQuery({ queryKey: calendarFeedQueryKey, queryFn: fetchCalendarFeed, staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false });
}

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData<CalendarFeed>(calendarFeedQueryKey, feed),
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: () => queryClient.setQueryData<CalendarFeed>(calendarFeedQueryKey, { url: null, createdAt: null }),
  });
}
