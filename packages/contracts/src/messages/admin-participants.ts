export const adminParticipantMessages = {
  invalidSetup: 'Setup must be complete or incomplete',
  invalidMissing: 'Missing must be profile, logistics or whatsapp',
  notFound: 'Participant not found',
  accountsUnavailable: 'Participant accounts are unavailable right now. Please try again shortly.',
} as const;
