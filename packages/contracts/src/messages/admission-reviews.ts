export const reviewMessages = {
  scoreRange: 'Each score must be a whole number from 1 to 5',
  scoresMissing: 'Please score every criterion',
  unknownCriterion: 'A score names a criterion this edition does not have',
} as const;
