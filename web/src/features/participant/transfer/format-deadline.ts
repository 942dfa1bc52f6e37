const deadlineFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/** "February 1, 2027 at 11:59 PM UTC": the deadline is a UTC instant, so it is shown in UTC. */
export function formatDeadline(iso: string): string {
  return deadlineFormat.format(new Date(iso));
}
