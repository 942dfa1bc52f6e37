import { contractMessage } from '../message-templates.js';
import { formatEditionDate } from '../english-months.js';

export const applicationMessages = {
  // The spec's validation table, verbatim.
  firstNamesRequired: 'First and middle names are required',
  lastNameRequired: 'Last name is required',
  universityEmailInvalid: 'Valid university email is required',
  phoneRequired: 'Phone number is required',
  affiliationRequired: 'Affiliation is required',
  longAnswerTooShort: 'Please provide at least 10 characters',
  longAnswerTooLong: 'Maximum 250 words (~1500 characters)',
  favoriteFoodRequired: 'Favorite Mexican food is required',
  passportCountryRequired: 'Passport country is required',
  confirmAccuracy: 'You must confirm the accuracy of your information',
  // The spec leaves these unspecified; the wizard's controls cannot produce them.
  passportValidInvalid: 'Please answer whether your passport is valid',
  commitmentInvalid: 'Please choose your level of commitment',
  significantOtherInvalid: 'Please answer whether a significant other is joining',
  referralInvalid: 'Please choose how you heard about us from the list',
  /**
   * The server's 409 text. The wizard recognises a duplicate by the words "already submitted"
   * in the error, so they must stay in it.
   */
  duplicate: 'An application was already submitted for this email address',
  // The wizard's Submission Failed toast (public spec section 8).
  submissionFailedTitle: 'Submission Failed',
  duplicateToast: 'An application has already been submitted for this email address.',
  checkFormToast: 'Please check your form data and try again.',
  submitFailedToast: 'Failed to submit application. Please try again.',
  offlineToast: 'You seem to be offline. Your answers are kept in this tab: submit again once you are back online.',
  notFound: 'Application not found',
  // Creating a participant account from an application (organizers).
  accountNeedsAcceptance: 'Only accepted applications can get a participant account',
  accountAlreadyCreated: 'A participant account was already created for this application',
  accountEmailTaken: 'An account with this email already exists. Find it in Auth Spots.',
  authUnavailable: 'The account could not be created right now. Please try again.',
  /** The edition settings (year, deadline, mailbox) could not be read from the content service. */
  editionUnavailable: 'Applications cannot be received right now. Please try again in a few minutes.',
  /** The server's 403 after the application deadline; the wizard's toast and /apply show it too. */
  closed: (edition: { year: number; applicationDeadline: string; contactEmail: string }) =>
    contractMessage('applicationsClosed', { year: edition.year, deadline: formatEditionDate(edition.applicationDeadline), contactEmail: edition.contactEmail }),
  closedTitle: 'Applications Closed',
} as const;
