export const adminOverviewMessages = {
  editionUnavailable: 'The edition settings are unavailable right now. Please try again shortly.',
  feedbackUnavailable: 'The feedback inbox is unavailable right now. Please try again shortly.',
} as const;
