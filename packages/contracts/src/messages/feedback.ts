import { textTooLong } from '../message-templates.js';

export const FEEDBACK_SUBJECT_MAX = 255;
export const FEEDBACK_MESSAGE_MAX = 2000;

export const feedbackMessages = {
  bothRequired: 'Please fill in both subject and message fields.',
  subjectTooLong: textTooLong('Subject', FEEDBACK_SUBJECT_MAX),
  messageTooLong: textTooLong('Message', FEEDBACK_MESSAGE_MAX),
  invalidCategory: 'Please choose a category from the list',
  invalidStatus: 'Status must be unread, read, in_progress or resolved',
  submitted: 'Your feedback has been submitted successfully!',
  submitFailed: 'Failed to submit feedback. Please try again.',
  loadFailed: 'Failed to load your feedback',
  loadFailedAdvice: 'Please try refreshing the page or contact support if the issue persists.',
  none: 'No feedback submitted yet',
  notFound: 'Feedback not found',
  replyRequired: 'Please write a reply.',
  replyTooLong: textTooLong('Message', FEEDBACK_MESSAGE_MAX),
} as const;
