import { contractMessage } from '../message-templates.js';

export const editionMessages = {
  editionNotFound: 'No edition has that year',
  yearRequired: 'Edition year is required',
  yearRange: 'Edition year must be between 2024 and 2100',
  startDateRequired: 'Start date is required',
  endDateRequired: 'End date is required',
  applicationDeadlineRequired: 'Application deadline is required',
  invalidDate: 'Please select a valid date',
  endBeforeStart: 'End date must be on or after the start date',
  startOutsideYear: 'Start date must be in the edition year',
  day0NotBeforeStart: 'Day 0 must be before the start date',
  amountRequired: 'Amount is required',
  amountRange: 'Amount must be between 0 and 100000',
  depositAbovePrice: 'Deposit cannot exceed the price after subsidy',
  spotsRange: 'Subsidized spots must be a whole number between 0 and 10000',
  transferDeadlineInvalid: 'Transfer deadline must be a date and time',
  groupLinkInvalid: 'Group link must be an https URL',
  contactEmailInvalid: 'Please enter a valid contact email address',
  logisticsRetentionRange: 'Logistics retention must be a whole number of days between 1 and 3650',
  applicationRetentionRange: 'Application retention must be a whole number of days between 1 and 3650',
  digestTimeInvalid: 'Digest time must be a time of day such as 08:00',
  /** PUT /api/admin/edition with another year than the stored one (a form opened before the edition moved on, or an edited year). */
  yearChangesOnlyByStartNext: (currentYear: number) => contractMessage('yearChangesOnlyByStartNext', { currentYear }),
  /** POST /api/admin/edition/start-next from a year that is no longer the current one (a second click, another organizer). */
  alreadyMovedOn: (fromYear: number, currentYear: number) => contractMessage('alreadyMovedOn', { fromYear, currentYear }),
  fromYearRequired: 'The year the edition moves on from is required',
} as const;
