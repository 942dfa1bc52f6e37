export const admissionSettingsMessages = {
  criteriaCount: 'Between 1 and 8 review criteria are needed',
  criterionLabelRequired: 'Each review criterion needs a name',
  criterionKeyInvalid: 'A criterion key is lower-case letters, digits and dashes',
  criterionKeysUnique: 'Two review criteria have the same key',
  offerDeadlineDaysRange: 'Offer deadline must be a whole number of days between 1 and 60',
  totalSpotsRange: 'Total spots must be a whole number between 1 and 10000',
} as const;
