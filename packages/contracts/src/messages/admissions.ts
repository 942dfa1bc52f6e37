export const admissionMessages = {
  transitionNotAllowed: 'This status change is not allowed from the application\'s current status',
  noDraftsToRelease: 'There are no draft decisions to release',
  applicationsRequired: 'Select at least one application',
  waitlistMismatch: 'The waitlist changed meanwhile. Reload it and try again.',
  templateSubjectRequired: 'The email needs a subject',
  templateBodyRequired: 'The email needs a text',
  offerNotFound: 'This offer link is not valid. Check the link in your email or write to the organizers.',
  offerExpired: 'The deadline of this offer has passed.',
  offerAnswered: 'This offer was already answered.',
  noSpotLeft: 'All spots are taken, so this offer can no longer be confirmed. The organizers will be in touch.',
} as const;
