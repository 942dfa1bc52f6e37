import { contractMessage } from '../message-templates.js';

export const participantMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  programRequired: 'Program is required',
  universityRequired: 'University is required',
  invalidEmail: 'Please enter a valid email address',
  bioTooLongTitle: 'Bio Too Long',
  bioTooLong: 'Bio must be 150 words or less',
  /** Shown beside the red n/150 counter. */
  bioOverLimit: 'Bio exceeds word limit',
  saveFailedTitle: 'Error',
  saveFailed: 'Failed to save profile',
  savedTitle: 'Profile Updated',
  saved: 'Your profile has been saved successfully',
  completeProfileHint: 'Complete your profile to be featured in the participant directory!',
  /** The profile tab once the card is complete, by whether its cohort is shown in the directory yet. */
  directoryListed: 'Your card is in the participant directory.',
  directoryWaiting: (year: number) => contractMessage('directoryWaiting', { year }),
  /** A write a past edition's participant can no longer make (logistics, WhatsApp, transfer). */
  pastEditionReadOnly: (year: number) => contractMessage('pastEditionReadOnly', { year }),
  editionUnavailable: 'Your edition cannot be read right now. Please try again shortly.',
  profileNotFound: 'Profile not found',
  whatsappConfirmRequired: 'Please confirm that you have joined the WhatsApp group',
  whatsappUpdatedTitle: 'WhatsApp Status Updated',
  whatsappUpdated: "Great! You've confirmed joining the WhatsApp group.",
  whatsappFailedTitle: 'Update Failed',
  whatsappFailed: 'Failed to update WhatsApp status',
} as const;
