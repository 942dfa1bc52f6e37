import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './repo.mjs';

/**
 * What the processes of one stack are configured from.
 * @typedef {object} StackContext
 * @property {NodeJS.ProcessEnv} env the environment the stack was started with (children inherit it)
 * @property {string} mongoUri
 * @property {string} redisUrl
 * @property {{ privateKey: string, publicKey: string }} keys
 * @property {string} setupKey
 * @property {string} fieldEncryptionKey AES-256-GCM key (base64) for the participant service's private fields
 * @property {string} authInternalKey what the notifications worker shows auth's internal API to get set-password links
 * @property {string} participantInternalKey what the updates and payments services show the participant service's internal API
 * @property {{ uploads: string, mail: string }} data folders inside the data folder
 * @property {Record<string, number>} ports each process's port, by name
 */

/**
 * @typedef {object} AppDefinition
 * @property {string} name process name (also the compose service and image name)
 * @property {string} folder workspace folder, relative to the repository root
 * @property {(context: StackContext) => Record<string, string>} settings its variables besides PORT, LOG_LEVEL, NODE_ENV
 */

/**
 * @param {StackContext} context
 * @param {string} name
 */
const internalUrl = (context, name) => `http://127.0.0.1:${context.ports[name]}`;

/**
 * The site's address as emails link it: PUBLIC_SITE_URL when set, else the local gateway.
 * @param {StackContext} context
 */
const publicSiteUrl = (context) => context.env.PUBLIC_SITE_URL ?? `http://localhost:${context.ports.gateway}`;

/**
 * The database and queue connection every service holds; each service has its own database.
 * @param {StackContext} context
 * @param {string} database
 */
const storage = (context, database) => ({ MONGODB_URI: context.mongoUri, MONGODB_DB: database, REDIS_URL: context.redisUrl });

/**
 * The services behind the gateway, in the order they are started.
 * @type {AppDefinition[]}
 */
export const SERVICES = [
  {
    name: 'auth',
    folder: 'services/auth',
    settings: (context) => ({
      ...storage(context, 'trek_auth'),
      JWT_PUBLIC_KEY: context.keys.publicKey,
      JWT_PRIVATE_KEY: context.keys.privateKey,
      ORGANIZER_SETUP_KEY: context.setupKey,
      // Set-password links and the sign-in address in its emails point there.
      PUBLIC_SITE_URL: publicSiteUrl(context),
      AUTH_INTERNAL_KEY: context.authInternalKey,
    }),
  },
  {
    name: 'content',
    folder: 'services/content',
    settings: (context) => ({ ...storage(context, 'trek_content'), JWT_PUBLIC_KEY: context.keys.publicKey }),
  },
  {
    name: 'applications',
    folder: 'services/applications',
    settings: (context) => ({
      ...storage(context, 'trek_applications'),
      JWT_PUBLIC_KEY: context.keys.publicKey,
      AUTH_SERVICE_URL: internalUrl(context, 'auth'),
      // The edition settings (year, application deadline, contact mailbox) are read from content.
      CONTENT_SERVICE_URL: internalUrl(context, 'content'),
      // Quoted in the welcome email; ORGANIZER_NOTIFICATION_EMAILS comes from the inherited environment.
      PUBLIC_SITE_URL: publicSiteUrl(context),
      // An applicant who confirms their offer gets their participant account through auth's internal API.
      AUTH_INTERNAL_KEY: context.authInternalKey,
      // The notifications worker asks its internal API for each offer email's link.
      APPLICATIONS_INTERNAL_KEY: context.applicationsInternalKey,
    }),
  },
  {
    name: 'participant',
    folder: 'services/participant',
    // ORGANIZER_NOTIFICATION_EMAILS and TRANSFER_DEADLINE (an override of the edition settings) come from the inherited environment.
    settings: (context) => ({
      ...storage(context, 'trek_participant'),
      JWT_PUBLIC_KEY: context.keys.publicKey,
      FIELD_ENCRYPTION_KEY: context.fieldEncryptionKey,
      AUTH_SERVICE_URL: internalUrl(context, 'auth'),
      CONTENT_SERVICE_URL: internalUrl(context, 'content'),
      // A participant's data download includes their application; an erasure deletes it.
      APPLICATIONS_SERVICE_URL: internalUrl(context, 'applications'),
      // The same for their feedback and read receipts; the overview counts unread feedback.
      UPDATES_SERVICE_URL: internalUrl(context, 'updates'),
      // Scheduled setup reminders read the enabled participant accounts from auth's internal API.
      AUTH_INTERNAL_KEY: context.authInternalKey,
      // The updates service reads each person's edition, spot and name from its internal API.
      PARTICIPANT_INTERNAL_KEY: context.participantInternalKey,
      // Linked from setup reminders and organizer notices.
      PUBLIC_SITE_URL: publicSiteUrl(context),
    }),
  },
  {
    name: 'updates',
    folder: 'services/updates',
    // ORGANIZER_NOTIFICATION_EMAILS comes from the inherited environment.
    settings: (context) => ({
      ...storage(context, 'trek_updates'),
      JWT_PUBLIC_KEY: context.keys.publicKey,
      // Announcement emails and read counts list the participant accounts as the calling organizer.
      AUTH_SERVICE_URL: internalUrl(context, 'auth'),
      CONTENT_SERVICE_URL: internalUrl(context, 'content'),
      PARTICIPANT_SERVICE_URL: internalUrl(context, 'participant'),
      PARTICIPANT_INTERNAL_KEY: context.participantInternalKey,
      // Scheduled announcements reach the enabled participant accounts through auth's internal API.
      AUTH_INTERNAL_KEY: context.authInternalKey,
      // Linked from announcement emails.
      PUBLIC_SITE_URL: publicSiteUrl(context),
    }),
  },
  {
    name: 'upload',
    folder: 'services/upload',
    settings: (context) => ({
      ...storage(context, 'trek_upload'),
      JWT_PUBLIC_KEY: context.keys.publicKey,
      STORAGE_DIR: context.data.uploads,
    }),
  },
  {
    name: 'payments',
    folder: 'services/payments',
    settings: (context) => ({
      ...storage(context, 'trek_payments'),
      JWT_PUBLIC_KEY: context.keys.publicKey,
      // Spots and their holders come from participant, holders' names and languages from auth, prices and due dates from content.
      PARTICIPANT_SERVICE_URL: internalUrl(context, 'participant'),
      PARTICIPANT_INTERNAL_KEY: context.participantInternalKey,
      AUTH_SERVICE_URL: internalUrl(context, 'auth'),
      AUTH_INTERNAL_KEY: context.authInternalKey,
      CONTENT_SERVICE_URL: internalUrl(context, 'content'),
      // Linked from reminder emails.
      PUBLIC_SITE_URL: publicSiteUrl(context),
    }),
  },
  {
    name: 'notifications',
    folder: 'services/notifications',
    // SMTP_URL and MAIL_FROM reach it through the inherited environment when the user sets them;
    // without SMTP_URL it writes every email as an .eml file into MAIL_CAPTURE_DIR instead of sending it.
    settings: (context) => ({
      ...storage(context, 'trek_notifications'),
      // It serves the organizers' email log, so it checks tokens like every service.
      JWT_PUBLIC_KEY: context.keys.publicKey,
      MAIL_CAPTURE_DIR: context.data.mail,
      // It asks auth for the set-password link of an email when it sends it; the job holds only the link's id.
      AUTH_SERVICE_URL: internalUrl(context, 'auth'),
      AUTH_INTERNAL_KEY: context.authInternalKey,
      // Likewise applications for an offer email's link; the job holds only the offer's id.
      APPLICATIONS_SERVICE_URL: internalUrl(context, 'applications'),
      APPLICATIONS_INTERNAL_KEY: context.applicationsInternalKey,
      // The organizers' daily digest goes out at the edition settings' digest time.
      CONTENT_SERVICE_URL: internalUrl(context, 'content'),
      // Organizer emails link into the dashboard and to each organizer's notification settings.
      PUBLIC_SITE_URL: publicSiteUrl(context),
    }),
  },
];

/** @type {AppDefinition} */
export const GATEWAY = {
  name: 'gateway',
  folder: 'gateway',
  settings: (context) => ({
    REDIS_URL: context.redisUrl,
    JWT_PUBLIC_KEY: context.keys.publicKey,
    AUTH_SERVICE_URL: internalUrl(context, 'auth'),
    CONTENT_SERVICE_URL: internalUrl(context, 'content'),
    APPLICATIONS_SERVICE_URL: internalUrl(context, 'applications'),
    PARTICIPANT_SERVICE_URL: internalUrl(context, 'participant'),
    UPDATES_SERVICE_URL: internalUrl(context, 'updates'),
    UPLOAD_SERVICE_URL: internalUrl(context, 'upload'),
    PAYMENTS_SERVICE_URL: internalUrl(context, 'payments'),
    NOTIFICATIONS_SERVICE_URL: internalUrl(context, 'notifications'),
    WEB_DIST_DIR: join(repoRoot, 'web', 'dist'),
    PUBLIC_SITE_URL: publicSiteUrl(context),
  }),
};

/** Every node process of the stack. */
export const APPS = [...SERVICES, GATEWAY];

/**
 * The complete environment of one process: the inherited one, then what the stack decides.
 * @param {AppDefinition} app
 * @param {StackContext} context
 * @returns {NodeJS.ProcessEnv}
 */
export function appEnvironment(app, context) {
  const port = context.ports[app.name];
  if (port === undefined) throw new Error(`no port was chosen for ${app.name}`);
  return {
    ...context.env,
    // A local stack runs in development mode unless production is asked for; jest's NODE_ENV=test
    // must not leak into the stack the end-to-end suite starts.
    NODE_ENV: context.env.NODE_ENV === 'production' ? 'production' : 'development',
    LOG_LEVEL: context.env.LOG_LEVEL || 'info',
    PORT: String(port),
    ...app.settings(context),
  };
}

/** @param {AppDefinition} app */
export const entryPoint = (app) => join(repoRoot, app.folder, 'dist', 'main.js');

/** @param {AppDefinition} app */
export const sourceEntryPoint = (app) => join(repoRoot, app.folder, 'src', 'main.ts');

/**
 * Names the apps that cannot run yet, and why; empty when all of them are built.
 * @param {AppDefinition[]} [apps]
 */
export function unbuiltApps(apps = APPS) {
  return apps
    .filter((app) => !existsSync(entryPoint(app)))
    .map((app) =>
      existsSync(sourceEntryPoint(app))
        ? `${app.folder} is not built (no ${app.folder}/dist/main.js): run npm run build`
        : `${app.folder} does not exist yet (no ${app.folder}/src/main.ts)`,
    );
}
