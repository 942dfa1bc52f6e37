/**
 * Every schema module's messages and the limits they name, apart from the schemas: a screen that
 * translates a contract message needs the texts, not every module's zod schemas built as it loads.
 */
export * from './admin-logistics.js';
export * from './admin-overview.js';
export * from './admin-participants.js';
export * from './admission-reviews.js';
export * from './admission-settings.js';
export * from './admissions.js';
export * from './announcement.js';
export * from './application.js';
export * from './auth.js';
export * from './calendar.js';
export * from './common.js';
export * from './content.js';
export * from './edition-payments.js';
export * from './edition.js';
export * from './feedback.js';
export * from './flights.js';
export * from './language.js';
export * from './logistics.js';
export * from './participant.js';
export * from './payments.js';
export * from './privacy.js';
export * from './rooms.js';
export * from './setup-reminders.js';
export * from './spots.js';
export * from './transfer.js';
export * from './upload.js';
