export const privacyMessages = {
  exportFailed: 'Your data could not be downloaded. Please try again.',
  applicationsUnavailable: 'The applications service is unavailable, so your data cannot be downloaded completely. Please try again shortly.',
  erasureAccountUnavailable: 'The auth service is unavailable: the account could not be erased. Please try again shortly; what was already erased stays erased.',
  participantNotFound: 'No participant account with this id',
  onlyParticipantsErased: 'Only a participant account can be erased here',
  erasureEventsUnavailable: 'The applications, the uploads, the feedback and the email log could not be told about the erasure (the queue is unavailable). Please try again shortly; what was already erased stays erased.',
  updatesUnavailable: 'The announcements and feedback service is unavailable, so your data cannot be downloaded completely. Please try again shortly.',
} as const;
