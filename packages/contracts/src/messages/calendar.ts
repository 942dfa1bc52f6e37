export const calendarMessages = {
  feedNotFound: 'This calendar link no longer works. Make a new one in the portal.',
} as const;
