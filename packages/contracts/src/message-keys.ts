import { adminLogisticsMessages, flightBoardMessages } from './messages/admin-logistics.js';
import { adminOverviewMessages } from './messages/admin-overview.js';
import { adminParticipantMessages } from './messages/admin-participants.js';
import { announcementMessages } from './messages/announcement.js';
import { applicationMessages } from './messages/application.js';
import { admissionSettingsMessages } from './messages/admission-settings.js';
import { reviewMessages } from './messages/admission-reviews.js';
import { admissionMessages } from './messages/admissions.js';
import { authMessages, organizerAccountMessages, passwordMessages } from './messages/auth.js';
import { urlMessages } from './messages/common.js';
import { contentMessages } from './messages/content.js';
import { editionMessages } from './messages/edition.js';
import { feedbackMessages } from './messages/feedback.js';
import { flightMessages } from './messages/flights.js';
import { languageMessages } from './messages/language.js';
import { logisticsMessages } from './messages/logistics.js';
import { participantMessages } from './messages/participant.js';
import { privacyMessages } from './messages/privacy.js';
import { roomMessages } from './messages/rooms.js';
import { setupReminderMessages } from './messages/setup-reminders.js';
import { transferMessages } from './messages/transfer.js';
import { spotMessages } from './messages/spots.js';
import { uploadMessages } from './messages/upload.js';
import { paymentScheduleMessages } from './messages/edition-payments.js';
import { paymentMessages } from './messages/payments.js';

/**
 * Every message catalog, by a stable group name. The schemas and servers speak the spec's English
 * texts; a client that shows them in another language finds the text's key here and translates the
 * key, so the English wording stays in one place and each language is one file of keys.
 */
export const contractMessageCatalogs = {
  auth: authMessages,
  organizerAccount: organizerAccountMessages,
  password: passwordMessages,
  url: urlMessages,
  application: applicationMessages,
  participant: participantMessages,
  logistics: logisticsMessages,
  flight: flightMessages,
  transfer: transferMessages,
  spots: spotMessages,
  feedback: feedbackMessages,
  announcement: announcementMessages,
  content: contentMessages,
  edition: editionMessages,
  upload: uploadMessages,
  adminLogistics: adminLogisticsMessages,
  room: roomMessages,
  flightBoard: flightBoardMessages,
  adminOverview: adminOverviewMessages,
  adminParticipant: adminParticipantMessages,
  setupReminder: setupReminderMessages,
  language: languageMessages,
  privacy: privacyMessages,
  payment: paymentMessages,
  paymentSchedule: paymentScheduleMessages,
  admissionSettings: admissionSettingsMessages,
  review: reviewMessages,
  admission: admissionMessages,
} as const;

type Catalogs = typeof contractMessageCatalogs;

/** "group.name" of every fixed text; messages built from values (a year, a status) are read by `parseContractMessage` instead. */
export type ContractMessageKey = {
  [Group in keyof Catalogs]: {
    [Name in keyof Catalogs[Group]]: Catalogs[Group][Name] extends string ? `${Group}.${Name & string}` : never;
  }[keyof Catalogs[Group]];
}[keyof Catalogs];

function fixedMessages(): [ContractMessageKey, string][] {
  return Object.entries(contractMessageCatalogs).flatMap(([group, catalog]) =>
    Object.entries(catalog).flatMap(([name, text]) => (typeof text === 'string' ? [[`${group}.${name}` as ContractMessageKey, text] as [ContractMessageKey, string]] : [])),
  );
}

/** The English text of each key. */
export const contractMessageTexts: ReadonlyMap<ContractMessageKey, string> = new Map(fixedMessages());

// Where two groups share a text (e.g. "Please enter a valid email address"), the first group's key answers for both.
const keyByText = new Map<string, ContractMessageKey>();
for (const [key, text] of contractMessageTexts) if (!keyByText.has(text)) keyByText.set(text, key);

/** The key of one of the contracts' fixed English messages (a zod issue's or a server's), or undefined for any other text. */
export function contractMessageKey(message: string): ContractMessageKey | undefined {
  return keyByText.get(message);
}
