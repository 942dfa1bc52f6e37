import { SET_PASSWORD_LINK_HOURS, SET_PASSWORD_LINK_PLACEHOLDER, type EmailJob } from '@trek/contracts';
import type { OwedEmail } from '@trek/service-kit';
import type { PasswordLinkRecord } from '../data-access/password-link.repository.js';
import type { UserRecord } from '../data-access/user.repository.js';

/** One email per link, so a replayed outbox sends it once. */
export const passwordLinkJobId = (linkId: string) => `password-link-${linkId}`;

const closing = (signInUrl: string) => [
  `If the link has expired, choose "Forgot password?" under Member Access → Sign In (${signInUrl}) to get a new one.`,
  'Do not forward this email: whoever opens the link can set your password. The organizers will never ask you for it.',
  '',
  'The Mexico Trek team',
];

const linkLines = (what: string) => [`${what} with this link (it works once, for ${SET_PASSWORD_LINK_HOURS} hours):`, SET_PASSWORD_LINK_PLACEHOLDER];

/**
 * The email carrying a set-password link, as auth sends it (a new account from Auth Spots, an
 * organizer's reset, "Forgot password?"). Its text holds the placeholder and the job only the
 * link's id: the notifications worker asks auth for the link when it sends the email.
 */
export function passwordLinkEmail(link: PasswordLinkRecord, user: Pick<UserRecord, 'email' | 'fullName'>, publicSiteUrl: string): OwedEmail {
  const signInUrl = `${publicSiteUrl}/#auth`;
  const greeting = `Hello ${user.fullName},`;
  let email: Pick<EmailJob, 'kind' | 'subject' | 'text'>;
  if (link.purpose === 'welcome') {
    email = {
      kind: 'participant-credentials',
      subject: 'Your Mexico Trek participant account: choose your password',
      text: [
        greeting,
        '',
        'An organizer of the Mexico Trek created your participant account.',
        '',
        ...linkLines('Choose your password'),
        '',
        `Then sign in at ${signInUrl} (Member Access, then Sign In) with ${user.email}.`,
        '',
        ...closing(signInUrl),
      ].join('\n'),
    };
  } else if (link.requestedBy === 'self') {
    email = {
      kind: 'password-reset',
      subject: 'Reset your Mexico Trek password',
      text: [
        greeting,
        '',
        `Someone, hopefully you, asked for a new password for the Mexico Trek account ${user.email} ("Forgot password?").`,
        '',
        ...linkLines('Choose a new password'),
        '',
        'If you did not ask for this, ignore this email: your password stays as it is.',
        ...closing(signInUrl),
      ].join('\n'),
    };
  } else {
    email = {
      kind: 'password-reset',
      subject: 'Set a new password for your Mexico Trek account',
      text: [
        greeting,
        '',
        `An organizer reset the password of your Mexico Trek account ${user.email}. Your previous password no longer works, and you were signed out everywhere.`,
        '',
        ...linkLines('Choose a new password'),
        '',
        ...closing(signInUrl),
      ].join('\n'),
    };
  }
  return { jobId: passwordLinkJobId(link.id), email: { ...email, to: [user.email], passwordLinkId: link.id } };
}
