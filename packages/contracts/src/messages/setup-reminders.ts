export const setupReminderMessages = {
  anchorInvalid: 'Choose the transfer deadline or the trek start.',
  daysBeforeInvalid: 'Enter a whole number of days from 1 to 180.',
  tooMany: 'Set at most 10 reminders.',
  duplicate: 'This reminder is already in the list.',
  nudgeTooMany: 'Nudge at most 500 participants at once.',
  participantsUnavailable: 'The participant accounts are unavailable right now. Please try again shortly.',
} as const;
