import {
  adminOverviewMessages,
  DEFAULT_LANGUAGE,
  formatDateIn,
  NUDGE_WINDOW_MINUTES,
  setupReminderKey,
  type ActiveParticipant,
  type ByLanguage,
  type EmailJob,
  type Language,
  type NudgeRequest,
  type NudgeResult,
  type PublicEdition,
  type ReminderAnchor,
  type SetupItem,
  type SetupReminder,
  type SetupRemindersView,
  type SetupReminderStatus,
} from '@trek/contracts';
import type { OwedEmail } from '@trek/service-kit';
import type { SentReminder } from '../../data-access/reminders/setup-reminder.repository.js';
import { currentEditionOr503, editionDates } from '../people/edition-dates.js';
import { membersOfEdition } from '../people/edition-membership.js';
import type { RemindersContext } from './reminders.context.js';
import { nameOf, statusOf } from '../people/participant-status.js';


const DAY_MS = 86_400_000;
const NUDGE_WINDOW_MS = NUDGE_WINDOW_MINUTES * 60_000;

const ANCHOR_NAMES: Record<ReminderAnchor, string> = { 'transfer-deadline': 'the transfer deadline', 'trek-start': 'the trek starts' };

/** "14 days before the transfer deadline", as organizers and the audit trail read it. */
const describeReminder = ({ anchor, daysBefore }: SetupReminder) => `${daysBefore} ${daysBefore === 1 ? 'day' : 'days'} before ${ANCHOR_NAMES[anchor]}`;

type Anchors = Record<ReminderAnchor, Date>;

function anchorsOf(domain: Pick<RemindersContext, 'transferDeadlineOverride' | 'now'>, edition: PublicEdition): Anchors {
  const { transferDeadline, trekStart } = editionDates(domain, edition);
  return { 'transfer-deadline': transferDeadline, 'trek-start': trekStart };
}

const reminderTime = (reminder: SetupReminder, anchors: Anchors) => new Date(anchors[reminder.anchor].getTime() - reminder.daysBefore * DAY_MS);

/** Its time has come and its anchor has not passed: a reminder added late still goes out once. */
const isDue = (reminder: SetupReminder, anchors: Anchors, now: Date) => reminderTime(reminder, anchors) <= now && now < anchors[reminder.anchor];

const formatDay = (language: Language, at: Date) => formatDateIn(language, at, 'UTC', { year: 'numeric', month: 'long', day: 'numeric' });

// ── The emails ─────────────────────────────────────────────────────────────

/** Each item's task; the portal's section of an item has the item's name as its anchor. */
interface ReminderWords {
  tasks: Record<SetupItem, string>;
  greeting: (name: string) => string;
  notFinished: (year: number) => string;
  transferUntil: (day: string) => string;
  trekStarts: (day: string) => string;
  signIn: string;
  subject: (year: number) => string;
}

const WORDS: ByLanguage<ReminderWords> = {
  en: {
    tasks: {
      profile: 'Complete your public profile (name, photo, bio, program, university)',
      logistics: 'Submit your logistics (travel details, documents, dietary needs)',
      whatsapp: 'Join the WhatsApp group and confirm it in the portal',
    },
    greeting: (name) => `Hi ${name || 'there'},`,
    notFinished: (year) => `Your Mexico Trek ${year} setup is not finished yet. Still to do:`,
    transferUntil: (day) => `Spots can be transferred until ${day}.`,
    trekStarts: (day) => `The trek starts on ${day}.`,
    signIn: 'Sign in to the participant portal to finish it',
    subject: (year) => `Mexico Trek ${year}: please finish your setup`,
  },
  es: {
    tasks: {
      profile: 'Completa tu perfil público (nombre, foto, biografía, programa, universidad)',
      logistics: 'Envía tu logística (datos de viaje, documentos, necesidades alimentarias)',
      whatsapp: 'Únete al grupo de WhatsApp y confírmalo en el portal',
    },
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    notFinished: (year) => `Aún no terminas tu configuración para el Mexico Trek ${year}. Te falta:`,
    transferUntil: (day) => `Los lugares se pueden transferir hasta el ${day}.`,
    trekStarts: (day) => `El trek empieza el ${day}.`,
    signIn: 'Inicia sesión en el portal de participantes para terminarla',
    subject: (year) => `Mexico Trek ${year}: termina tu configuración`,
  },
};

interface PersonMissing {
  userId: string;
  /** The spot's holder: a participant who received the spot by a transfer is reminded afresh. */
  transferCount: number;
  email: string;
  name: string;
  language: Language;
  missing: SetupItem[];
}

/** The reminder, in the participant's language. */
function setupReminderEmail(domain: Pick<RemindersContext, 'publicSiteUrl' | 'now'>, person: PersonMissing, edition: PublicEdition, anchors: Anchors): EmailJob {
  const portal = `${domain.publicSiteUrl}/participant/dashboard`;
  const now = domain.now();
  const words = WORDS[person.language];
  const dates = [
    now < anchors['transfer-deadline'] ? words.transferUntil(formatDay(person.language, anchors['transfer-deadline'])) : null,
    words.trekStarts(formatDay(person.language, anchors['trek-start'])),
  ].filter((line): line is string => line !== null);
  const lines = [
    words.greeting(person.name),
    '',
    words.notFinished(edition.year),
    ...person.missing.map((item) => `- ${words.tasks[item]}: ${portal}#${item}`),
    '',
    ...dates,
    '',
    `${words.signIn}: ${portal}`,
  ];
  return { kind: 'setup-reminder', to: [person.email], subject: words.subject(edition.year), text: lines.join('\n') };
}

const scheduledReminderJobId = (year: number, reminderKey: string, userId: string, transferCount: number) => `setup-reminder-${year}-${reminderKey}-${userId}-${transferCount}`;
const nudgeJobId = (userId: string, window: number) => `setup-nudge-${userId}-${window}`;

type PeopleMissingDeps = Pick<RemindersContext, 'participants' | 'participantEditions' | 'pastEditions' | 'logger'>;

type ReminderAccount = Omit<ActiveParticipant, 'language'> & { language?: Language | undefined; createdAt?: string | undefined };

/** The current edition's participants among these accounts who still miss a setup item; a past edition's participants and erased people are left out. */
async function peopleMissing(domain: PeopleMissingDeps, allAccounts: ReminderAccount[], currentYear: number): Promise<PersonMissing[]> {
  const [records, accounts] = await Promise.all([domain.participants.listAll(), membersOfEdition(domain, allAccounts, currentYear, currentYear)]);
  const byUser = new Map(records.map((record) => [record.userId, record]));
  return accounts.flatMap((account) => {
    const record = byUser.get(account.id) ?? null;
    // One who transferred their spot away has nothing left to set up.
    if (record?.clearedAt) return [];
    const { missing } = statusOf(record);
    return missing.length > 0 ? [{ userId: account.id, transferCount: record?.transferCount ?? 0, email: account.email, name: nameOf(record) || account.fullName, language: account.language ?? DEFAULT_LANGUAGE, missing }] : [];
  });
}

// ── Organizers' schedule ───────────────────────────────────────────────────

type ReadSetupRemindersDeps = Pick<RemindersContext, 'edition' | 'setupReminders' | 'transferDeadlineOverride' | 'now' | 'logger'>;

/** The schedule with this edition's times; without the edition settings, the times are null. */
export async function readSetupReminders(domain: ReadSetupRemindersDeps): Promise<SetupRemindersView> {
  const { reminders, isDefault } = await domain.setupReminders.schedule();
  const edition = await domain.edition.current().catch((error: unknown) => {
    domain.logger.warn({ err: error }, 'setup reminders shown without times: the edition settings could not be read');
    return null;
  });
  const now = domain.now();
  const anchors = edition ? anchorsOf(domain, edition) : null;
  const sent = edition ? await domain.setupReminders.sentIn(edition.year) : [];
  const statuses: SetupReminderStatus[] = reminders.map((reminder) => {
    const key = setupReminderKey(reminder);
    const at = anchors ? reminderTime(reminder, anchors) : null;
    return {
      ...reminder,
      key,
      at: at?.toISOString() ?? null,
      due: anchors ? isDue(reminder, anchors, now) : false,
      over: anchors ? anchors[reminder.anchor] <= now : false,
      // Those it reached itself: a record it shares with a later reminder that went out in its place does not count.
      sent: sent.filter((record) => record.reminderKey === key && record.jobId === scheduledReminderJobId(record.year, key, record.userId, record.transferCount)).length,
    };
  });
  const order = (status: SetupReminderStatus) => (status.at ? Date.parse(status.at) : status.daysBefore * -DAY_MS);
  return { reminders: statuses.sort((a, b) => order(a) - order(b)), isDefault };
}

type SaveSetupRemindersDeps = Pick<RemindersContext, 'audit' | 'edition' | 'setupReminders' | 'transferDeadlineOverride' | 'now' | 'logger'>;

export async function saveSetupReminders(domain: SaveSetupRemindersDeps, actorId: string, reminders: SetupReminder[]): Promise<SetupRemindersView> {
  await domain.setupReminders.saveSchedule(reminders, domain.now());
  await domain.audit.record({
    actorId,
    action: 'setup-reminder.schedule',
    target: 'setup-reminders',
    summary: reminders.length === 0 ? 'Turned scheduled setup reminders off' : `Set setup reminders: ${reminders.map(describeReminder).join('; ')}`,
  });
  return readSetupReminders(domain);
}

// ── The scheduled run ──────────────────────────────────────────────────────

export interface ReminderRun {
  /** Emails newly owed, by reminder key. */
  sent: Record<string, number>;
}

type SendDueSetupRemindersDeps = Pick<
  RemindersContext,
  'activeParticipants' | 'participants' | 'participantEditions' | 'pastEditions' | 'emailOutbox' | 'relay' | 'audit' | 'edition'
  | 'setupReminders' | 'transferDeadlineOverride' | 'publicSiteUrl' | 'now' | 'logger'
>;

/**
 * Run by the repeating job: each participant of the current edition who misses a setup item and
 * has a reminder due that they have not had gets one email, for the latest such reminder; a
 * record per reminder and spot holder (a unique `_id`) keeps each from going out again, and the
 * email's job id keeps a repeated run from sending it twice. Each reminder sent is audited.
 */
export async function sendDueSetupReminders(domain: SendDueSetupRemindersDeps): Promise<ReminderRun> {
  const now = domain.now();
  const run: ReminderRun = { sent: {} };
  const { reminders } = await domain.setupReminders.schedule();
  if (reminders.length === 0) return run;
  const edition = await domain.edition.current();
  const anchors = anchorsOf(domain, edition);
  const due = reminders.filter((reminder) => isDue(reminder, anchors, now)).sort((a, b) => reminderTime(b, anchors).getTime() - reminderTime(a, anchors).getTime());
  if (due.length === 0) return run;
  if (!domain.activeParticipants) {
    domain.logger.warn('setup reminders are due but AUTH_INTERNAL_KEY is not set, so participant accounts cannot be read');
    return run;
  }
  const people = await peopleMissing(domain, await domain.activeParticipants(), edition.year);
  const had = new Set((await domain.setupReminders.sentIn(edition.year)).map((record) => `${record.reminderKey}|${record.userId}|${record.transferCount}`));
  for (const person of people) {
    const owed = due.filter((reminder) => !had.has(`${setupReminderKey(reminder)}|${person.userId}|${person.transferCount}`));
    const [latest] = owed;
    if (!latest) continue;
    const latestKey = setupReminderKey(latest);
    const jobId = scheduledReminderJobId(edition.year, latestKey, person.userId, person.transferCount);
    // Owed first, then recorded: a crash in between owes the same job id again, which the outbox skips.
    const added = await domain.emailOutbox.owe([{ jobId, email: setupReminderEmail(domain, person, edition, anchors) }], now);
    const records: SentReminder[] = owed.map((reminder) => ({ year: edition.year, reminderKey: setupReminderKey(reminder), userId: person.userId, transferCount: person.transferCount, jobId }));
    await domain.setupReminders.record(records, now);
    if (added > 0) run.sent[latestKey] = (run.sent[latestKey] ?? 0) + 1;
  }
  for (const reminder of due) {
    const key = setupReminderKey(reminder);
    const count = run.sent[key];
    if (!count) continue;
    await domain.audit.record({
      actorId: 'system',
      action: 'setup-reminder.send',
      target: `setup-reminder:${edition.year}-${key}`,
      summary: `Reminded ${count} ${count === 1 ? 'participant' : 'participants'} of missing setup items (${describeReminder(reminder)})`,
    });
  }
  if (Object.keys(run.sent).length > 0) void domain.relay.run();
  return run;
}

// ── "Nudge now" ────────────────────────────────────────────────────────────

type NudgeParticipantsDeps = Pick<
  RemindersContext,
  'participants' | 'participantEditions' | 'pastEditions' | 'emailOutbox' | 'relay' | 'audit' | 'authAccounts' | 'edition'
  | 'transferDeadlineOverride' | 'publicSiteUrl' | 'now' | 'logger'
>;

/**
 * An organizer's nudge: one email to each chosen participant (or everyone) who misses a setup
 * item. A participant nudged within the last window is not emailed again: the job id names the
 * window, and the previous window's job counts too, so a double click or a second organizer's
 * click sends one email.
 */
export async function nudgeParticipants(domain: NudgeParticipantsDeps, actorId: string, organizerToken: string, { userIds }: NudgeRequest): Promise<NudgeResult> {
  const edition = await currentEditionOr503(domain, adminOverviewMessages.editionUnavailable);
  const anchors = anchorsOf(domain, edition);
  const accounts = (await domain.authAccounts.listParticipantAccounts(organizerToken)).filter((account) => !account.disabled);
  const chosen = userIds ? new Set(userIds) : null;
  const people = await peopleMissing(
    domain,
    accounts.filter((account) => !chosen || chosen.has(account.id)),
    edition.year,
  );
  const now = domain.now();
  const window = Math.floor(now.getTime() / NUDGE_WINDOW_MS);
  const recent = new Set(
    (await domain.emailOutbox.statuses(people.flatMap((person) => [nudgeJobId(person.userId, window), nudgeJobId(person.userId, window - 1)]))).map((status) => status.jobId),
  );
  const fresh = people.filter((person) => !recent.has(nudgeJobId(person.userId, window)) && !recent.has(nudgeJobId(person.userId, window - 1)));
  const owed: OwedEmail[] = fresh.map((person) => ({ jobId: nudgeJobId(person.userId, window), email: setupReminderEmail(domain, person, edition, anchors) }));
  const nudged = await domain.emailOutbox.owe(owed, now);
  if (nudged > 0) {
    void domain.relay.run();
    const [only] = fresh;
    await domain.audit.record({
      actorId,
      action: 'setup-reminder.nudge',
      target: fresh.length === 1 && only ? `participant:${only.userId}` : 'participants',
      summary: `Nudged ${nudged} ${nudged === 1 ? 'participant' : 'participants'} about missing setup items`,
    });
  }
  const asked = chosen ? chosen.size : people.length;
  return { nudged, alreadyNudged: people.length - nudged, nothingMissing: Math.max(asked - people.length, 0) };
}
