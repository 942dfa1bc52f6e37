export const adminLogisticsMessages = {
  invalidRoommatePreference: 'Roommate preference must be PAIR_SPECIFIC, RANDOM or SINGLE_UPGRADE',
  invalidDay0Decision: 'Day 0 decision must be JOIN or NOT_JOIN',
  invalidDay2Preference: 'Day 2 preference must be POLANCO_CONDESA or XOCHIMILCO',
  invalidSchool: 'School must be HARVARD, STANFORD or MIT',
  invalidStatus: 'Status must be DRAFT or SUBMITTED',
  lockRequired: 'Please say whether Day 0 is locked (true or false)',
  notFound: 'Participant not found',
} as const;

export const flightBoardMessages = {
  invalidWindow: 'The time window must be 1, 2, 3, 4 or 6 hours',
} as const;
