import type { Role } from '@trek/contracts';

export type ServiceName = 'auth' | 'content' | 'applications' | 'participant' | 'updates' | 'upload' | 'payments' | 'notifications';
export const SERVICE_NAMES: readonly ServiceName[] = ['auth', 'content', 'applications', 'participant', 'updates', 'upload', 'payments', 'notifications'];

/** Who may pass the gateway: anyone, any valid session, or a session with this role. */
export type Policy = 'public' | 'signed-in' | Role;

/** The Redis-backed limits; each counts per client IP. */
export type RateLimitName = 'login' | 'register' | 'application' | 'upload' | 'passwordReset' | 'passwordLink';

export interface RouteRule {
  /** Matches the path itself and everything below it, by whole segments. */
  prefix: string;
  /** Absent: every method. GET also covers HEAD. */
  methods?: readonly string[];
  service: ServiceName;
  policy: Policy;
  rateLimit?: RateLimitName;
}

/**
 * Every path the gateway forwards, from DESIGN.md "Route ownership". The most specific rule
 * wins (longest prefix, then a rule naming the method); an /api or /media path matching no rule is a 404.
 */
export const ROUTE_TABLE: readonly RouteRule[] = [
  { prefix: '/api/auth/login', methods: ['POST'], service: 'auth', policy: 'public', rateLimit: 'login' },
  { prefix: '/api/auth/register', methods: ['POST'], service: 'auth', policy: 'public', rateLimit: 'register' },
  { prefix: '/api/auth/me', methods: ['GET'], service: 'auth', policy: 'signed-in' },
  // The language of the person's emails (the site's language switch).
  { prefix: '/api/auth/me/language', methods: ['PUT'], service: 'auth', policy: 'signed-in' },
  { prefix: '/api/auth/logout', methods: ['POST'], service: 'auth', policy: 'signed-in' },
  // "Forgot password?": auth also limits it per email; here per client IP.
  { prefix: '/api/auth/forgot-password', methods: ['POST'], service: 'auth', policy: 'public', rateLimit: 'passwordReset' },
  // The set-password page checks and uses its link (the token in the body, never the URL).
  { prefix: '/api/auth/set-password', methods: ['POST'], service: 'auth', policy: 'public', rateLimit: 'passwordLink' },
  // The current password is required: guessing it counts like sign-ins.
  { prefix: '/api/auth/change-password', methods: ['POST'], service: 'auth', policy: 'signed-in', rateLimit: 'login' },
  { prefix: '/api/admin/accounts', service: 'auth', policy: 'ORGANIZER' },
  { prefix: '/api/admin/organizers', service: 'auth', policy: 'ORGANIZER' },
  { prefix: '/api/admin/setup-key', service: 'auth', policy: 'ORGANIZER' },
  // Each service keeps its own organizer activity log (audit trail) and serves it under /api/admin/audit.
  { prefix: '/api/admin/audit/accounts', service: 'auth', policy: 'ORGANIZER' },

  { prefix: '/api/public', service: 'content', policy: 'public' },
  { prefix: '/api/admin/content', service: 'content', policy: 'ORGANIZER' },
  { prefix: '/api/admin/speakers', service: 'content', policy: 'ORGANIZER' },
  { prefix: '/api/admin/edition', service: 'content', policy: 'ORGANIZER' },
  { prefix: '/api/admin/audit/content', service: 'content', policy: 'ORGANIZER' },
  // The group invite: for any signed-in person, kept out of the public edition.
  { prefix: '/api/member/edition', methods: ['GET'], service: 'content', policy: 'signed-in' },

  { prefix: '/api/applications', methods: ['POST'], service: 'applications', policy: 'public', rateLimit: 'application' },
  { prefix: '/api/admin/applications', service: 'applications', policy: 'ORGANIZER' },
  // The admission offer page: the single-use token in the body is the key; limited like set-password links.
  { prefix: '/api/offers', methods: ['POST'], service: 'applications', policy: 'public', rateLimit: 'passwordLink' },
  // The notifications worker keeps the email log in its own database, so it serves it itself.
  { prefix: '/api/admin/emails', service: 'notifications', policy: 'ORGANIZER' },
  // Which notices each organizer gets, kept where they are sent from.
  { prefix: '/api/admin/notification-settings', service: 'notifications', policy: 'ORGANIZER' },

  { prefix: '/api/public/participant-profiles', methods: ['GET'], service: 'participant', policy: 'public' },
  { prefix: '/api/participant', service: 'participant', policy: 'PARTICIPANT' },
  // A participant's private trip calendar, fetched by calendar apps without a session: the secret in the path is the key.
  { prefix: '/api/calendar', methods: ['GET'], service: 'participant', policy: 'public' },
  { prefix: '/api/me', service: 'participant', policy: 'PARTICIPANT' },
  { prefix: '/api/admin/participants', service: 'participant', policy: 'ORGANIZER' },
  { prefix: '/api/admin/spots', service: 'participant', policy: 'ORGANIZER' },
  { prefix: '/api/admin/logistics', service: 'participant', policy: 'ORGANIZER' },
  { prefix: '/api/admin/overview', service: 'participant', policy: 'ORGANIZER' },
  { prefix: '/api/admin/setup-reminders', service: 'participant', policy: 'ORGANIZER' },
  { prefix: '/api/admin/audit/participants', service: 'participant', policy: 'ORGANIZER' },

  // Announcements and feedback, the participants' and the organizers' sides.
  { prefix: '/api/participant/announcements', service: 'updates', policy: 'PARTICIPANT' },
  { prefix: '/api/participant/announcement-reads', methods: ['GET'], service: 'updates', policy: 'PARTICIPANT' },
  { prefix: '/api/participant/feedback', service: 'updates', policy: 'PARTICIPANT' },
  { prefix: '/api/admin/announcements', service: 'updates', policy: 'ORGANIZER' },
  { prefix: '/api/admin/feedback', service: 'updates', policy: 'ORGANIZER' },
  { prefix: '/api/admin/audit/updates', service: 'updates', policy: 'ORGANIZER' },

  { prefix: '/api/admin/upload', methods: ['POST'], service: 'upload', policy: 'ORGANIZER', rateLimit: 'upload' },
  { prefix: '/api/participant/upload', methods: ['POST'], service: 'upload', policy: 'PARTICIPANT', rateLimit: 'upload' },
  { prefix: '/media', methods: ['GET'], service: 'upload', policy: 'public' },

  // Each spot's ledger: the organizers' Payments tab, and a participant's own spot's.
  { prefix: '/api/admin/payments', service: 'payments', policy: 'ORGANIZER' },
  { prefix: '/api/admin/audit/payments', service: 'payments', policy: 'ORGANIZER' },
  { prefix: '/api/participant/payments', methods: ['GET'], service: 'payments', policy: 'PARTICIPANT' },
];
