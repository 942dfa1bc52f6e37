import { textTooLong } from '../message-templates.js';

export const TRANSFER_NOTE_MAX = 500;

export const transferMessages = {
  invalidEmail: 'Please enter a valid email address',
  invalidAffiliation: 'Recipient affiliation must be Harvard, MIT, Stanford or partner of a Stanford affiliate',
  noteTooLong: textTooLong('Note', TRANSFER_NOTE_MAX),
  deadlinePassed: 'Transfer deadline has passed. Spot transfers are no longer available.',
  deadlineUnavailable: 'The transfer deadline cannot be read right now. Please try again shortly.',
  alreadyTransferred: 'This spot has already been transferred.',
  receivedByTransfer: 'A spot received by transfer cannot be transferred again.',
  failedTitle: 'Transfer Failed',
  failed: 'Failed to confirm transfer',
  errorTitle: 'Transfer Error',
  completed: 'Transfer Completed Successfully',
  recipientIsOrganizer: 'This email belongs to an organizer. Enter the email of the person who takes the spot.',
  recipientIsSender: 'This is your own email. Enter the email of the person who takes your spot.',
  recipientHoldsSpot: 'This person already has a spot on this trek.',
  recipientUnavailable: 'The recipient cannot be checked right now. Please try again shortly.',
  formerHolderReadOnly: 'You transferred your spot: your information is kept read-only.',
  recipientAlreadyNamed: 'A recipient has already been named for this spot.',
  noTransferAwaitingRecipient: 'No transfer of this spot is waiting for a recipient.',
  spotReturnedToWaitlist: 'This spot was given up without a recipient and its seat went back to the admissions waitlist, so nobody can be named for it.',
} as const;
