import { textTooLong } from '../message-templates.js';

export const PAYMENT_REFERENCE_MAX = 120;
export const PAYMENT_NOTE_MAX = 500;

export const paymentMessages = {
  amountRequired: 'Amount is required',
  amountRange: 'Amount must be more than 0 and at most 100000',
  amountCents: 'Amount can have at most two decimals',
  paidOnRequired: 'Payment date is required',
  paidOnInvalid: 'Please select a valid date',
  referenceTooLong: textTooLong('Reference', PAYMENT_REFERENCE_MAX),
  noteTooLong: textTooLong('Note', PAYMENT_NOTE_MAX),
  reasonRequired: 'Reason is required',
  spotNotFound: 'No spot of this edition has that id',
  entryNotFound: 'No payment of this spot has that id',
  alreadyReversed: 'This payment has already been reversed',
  reversalNotReversible: 'A reversal cannot be reversed; record the payment again',
  spotsUnavailable: 'The spots cannot be read right now. Please try again shortly.',
  spotReleased: 'This spot went back to the waitlist: it takes no new payments. Reverse a payment to record its refund.',
  editionNotFound: 'No edition has that year',
  editionUnavailable: 'The edition settings cannot be read right now. Please try again shortly.',
  accountsUnavailable: 'The participant accounts cannot be read right now, so no reminder was sent. Please try again shortly.',
} as const;
