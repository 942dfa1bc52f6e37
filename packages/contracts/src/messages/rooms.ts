export const roomMessages = {
  labelRequired: 'Room name is required',
  labelTooLong: 'Room name must be at most 80 characters',
  invalidSize: 'A room has 2, 3 or 4 beds',
  invalidNight: 'Night must be a date (YYYY-MM-DD), or none for the whole trip',
  nightOutsideTrek: 'The night must be within the trek dates',
  tooManyMembers: 'A room has at most 4 people',
  participantRequired: 'Choose a participant',
  roomNotFound: 'Room not found',
  participantNotInEdition: 'This person is not a participant of the current edition',
  alreadyRoomed: 'This participant already has a room that night',
  roomFull: 'This room is full',
  editionUnavailable: 'The edition settings cannot be read right now; please try again',
} as const;
