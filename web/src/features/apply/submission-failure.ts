import { ApiError, stripStatusPrefix } from '../../lib/api-client';

export type SubmissionFailureKey = 'duplicateToast' | 'checkFormToast' | 'submitFailedToast' | 'offlineToast';

/**
 * The Submission Failed toast's description (spec 8): offline when no answer came, a duplicate when the message says
 * "already submitted", the form hint when the server listed field errors, otherwise the error's
 * own message (without the leading status), and the generic text when there is none.
 */
export function submissionFailureText(error: unknown): { key: SubmissionFailureKey } | { text: string } {
  // No answer at all (fetch rejects with a TypeError): the browser is offline or the site unreachable.
  if (error instanceof TypeError || (typeof navigator !== 'undefined' && navigator.onLine === false && !(error instanceof ApiError))) return { key: 'offlineToast' };
  const message = error instanceof Error ? error.message : '';
  if (message.toLowerCase().includes('already submitted')) return { key: 'duplicateToast' };
  if (error instanceof ApiError && error.errors !== undefined) return { key: 'checkFormToast' };
  const text = stripStatusPrefix(message).trim();
  if (text !== '') return { text };
  return { key: 'submitFailedToast' };
}
