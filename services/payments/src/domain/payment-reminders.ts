import {
  DEFAULT_LANGUAGE,
  formatDateIn,
  paymentMessages,
  type ActiveParticipant,
  type ByLanguage,
  type EmailJob,
  type Language,
  type PaymentRemindersResult,
  type PublicEdition,
  type SpotLedger,
} from '@trek/contracts';
import { AppError } from '@trek/service-kit';
import { currentLedgers, todayOf } from './edition-ledgers.js';
import { depositOutstanding } from './ledger.js';
import type { PaymentsDomain } from './payments-context.js';

type Deps = Pick<PaymentsDomain, 'edition' | 'editionSpots' | 'entries' | 'reminders' | 'holders' | 'emailOutbox' | 'relay' | 'audit' | 'publicSiteUrl' | 'now' | 'logger'>;

// ── The email ─────────────────────────────────────────────────────────────

interface ReminderWords {
  greeting: (name: string) => string;
  depositSubject: (year: number, amount: string) => string;
  balanceSubject: (year: number, amount: string) => string;
  intro: (year: number) => string;
  price: (amount: string, subsidy: string | null) => string;
  deposit: (due: string, date: string, paid: string) => string;
  balance: (due: string, date: string, paid: string) => string;
  outstanding: (amount: string) => string;
  toBeAnnounced: string;
  alreadyPaid: string;
  signIn: string;
}

const WORDS: ByLanguage<ReminderWords> = {
  en: {
    greeting: (name) => `Hi ${name || 'there'},`,
    depositSubject: (year, amount) => `Mexico Trek ${year}: your deposit of ${amount} is due`,
    balanceSubject: (year, amount) => `Mexico Trek ${year}: ${amount} is still due for your spot`,
    intro: (year) => `This is a reminder of what is still due for your spot on the Mexico Trek ${year}.`,
    price: (amount, subsidy) => (subsidy ? `Price of your spot: ${amount} (after a subsidy of ${subsidy})` : `Price of your spot: ${amount}`),
    deposit: (due, date, paid) => `Deposit: ${due}, due ${date}; paid so far ${paid}`,
    balance: (due, date, paid) => `Balance: ${due}, due ${date}; paid so far ${paid}`,
    outstanding: (amount) => `Still to pay: ${amount}`,
    toBeAnnounced: 'on a date to be announced',
    alreadyPaid: 'If you paid in the last few days, thank you: organizers record payments by hand, so it may not show yet.',
    signIn: 'See what was recorded in the participant portal',
  },
  es: {
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    depositSubject: (year, amount) => `Mexico Trek ${year}: tu depósito de ${amount} está pendiente`,
    balanceSubject: (year, amount) => `Mexico Trek ${year}: aún debes ${amount} de tu lugar`,
    intro: (year) => `Te recordamos lo que aún falta pagar de tu lugar en el Mexico Trek ${year}.`,
    price: (amount, subsidy) => (subsidy ? `Precio de tu lugar: ${amount} (con un subsidio de ${subsidy})` : `Precio de tu lugar: ${amount}`),
    deposit: (due, date, paid) => `Depósito: ${due}, vence el ${date}; pagado hasta ahora ${paid}`,
    balance: (due, date, paid) => `Saldo: ${due}, vence el ${date}; pagado hasta ahora ${paid}`,
    outstanding: (amount) => `Falta pagar: ${amount}`,
    toBeAnnounced: 'en una fecha por anunciar',
    alreadyPaid: 'Si pagaste en los últimos días, gracias: los organizadores registran los pagos a mano, así que quizá aún no aparezca.',
    signIn: 'Consulta lo registrado en el portal de participantes',
  },
};

const formatUsd = (language: Language, amountUsd: number) =>
  `US$${amountUsd.toLocaleString(language === 'es' ? 'es-MX' : 'en-US', { minimumFractionDigits: Number.isInteger(amountUsd) ? 0 : 2, maximumFractionDigits: 2 })}`;

const formatDay = (language: Language, day: string, words: ReminderWords) =>
  day === '' ? words.toBeAnnounced : formatDateIn(language, new Date(`${day}T00:00:00.000Z`), 'UTC', { year: 'numeric', month: 'long', day: 'numeric' });

/** The reminder in the holder's language: the spot's price, both dues with what was paid, and what is left. */
export function paymentReminderEmail(ledger: SpotLedger, holder: ActiveParticipant, edition: PublicEdition, publicSiteUrl: string): EmailJob {
  const language = holder.language ?? DEFAULT_LANGUAGE;
  const words = WORDS[language];
  const usd = (amount: number) => formatUsd(language, amount);
  const subject = depositOutstanding(ledger)
    ? words.depositSubject(edition.year, usd(ledger.deposit.dueUsd - ledger.deposit.paidUsd))
    : words.balanceSubject(edition.year, usd(ledger.outstandingUsd));
  const lines = [
    words.greeting(holder.fullName),
    '',
    words.intro(edition.year),
    '',
    words.price(usd(ledger.priceUsd), ledger.subsidized ? usd(ledger.subsidyUsd) : null),
    words.deposit(usd(ledger.deposit.dueUsd), formatDay(language, ledger.deposit.dueDate, words), usd(ledger.deposit.paidUsd)),
    words.balance(usd(ledger.balance.dueUsd), formatDay(language, ledger.balance.dueDate, words), usd(ledger.balance.paidUsd)),
    words.outstanding(usd(ledger.outstandingUsd)),
    '',
    words.alreadyPaid,
    '',
    `${words.signIn}: ${publicSiteUrl}/participant/dashboard`,
  ];
  return { kind: 'payment-reminder', to: [holder.email], subject, text: lines.join('\n') };
}

// ── Who is reminded ──────────────────────────────────────────────────────

/** One per spot and deposit due date: the scheduled run never sends it twice. */
export const scheduledReminderJobId = (spotId: string, dueDate: string) => `payment-reminder-${spotId}-${dueDate}`;
/** An organizer's "remind all now": at most one per spot and UTC day, whoever clicks. */
const organizerReminderJobId = (spotId: string, day: string) => `payment-reminder-${spotId}-now-${day}`;

interface Reminded {
  ledger: SpotLedger;
  holder: ActiveParticipant;
  jobId: string;
}

/** Owes each email (the outbox skips a job id it has), then records it: a crash in between owes the same job id again, which counts once. */
async function remind(domain: Deps, edition: PublicEdition, reminded: Reminded[], trigger: 'scheduled' | 'organizer', actorId: string): Promise<number> {
  const now = domain.now();
  let sent = 0;
  for (const { ledger, holder, jobId } of reminded) {
    sent += await domain.emailOutbox.owe([{ jobId, email: paymentReminderEmail(ledger, holder, edition, domain.publicSiteUrl) }], now);
    await domain.reminders.record({ _id: jobId, spotId: ledger.spotId, year: edition.year, dueDate: edition.payments.depositDueDate, trigger, userId: holder.id, actorId, at: now });
  }
  if (sent > 0) void domain.relay.run();
  return sent;
}

async function holdersOf(domain: Deps) {
  return new Map((await domain.holders()).map((account) => [account.id, account]));
}

/**
 * The repeating job: each spot whose deposit is not fully paid once its due date has passed gets
 * one reminder for that due date (a spot received by transfer too: its holder now is reminded).
 * Holders whose account is disabled or erased are skipped. Answers how many were sent.
 */
export async function sendDueDepositReminders(domain: Deps): Promise<number> {
  const { edition, ledgers, spotById } = await currentLedgers(domain);
  const dueDate = edition.payments.depositDueDate;
  if (dueDate === '' || todayOf(domain.now()) <= dueDate) return 0;
  const unpaid = ledgers.filter(depositOutstanding);
  if (unpaid.length === 0) return 0;
  const [accounts, sentBefore] = await Promise.all([holdersOf(domain), domain.reminders.ofEdition(edition.year)]);
  const had = new Set(sentBefore.map((record) => record._id));
  const owed = unpaid.flatMap((ledger) => {
    const holder = accounts.get(spotById.get(ledger.spotId)?.holderUserId ?? '');
    const jobId = scheduledReminderJobId(ledger.spotId, dueDate);
    return holder && !had.has(jobId) ? [{ ledger, holder, jobId }] : [];
  });
  const sent = await remind(domain, edition, owed, 'scheduled', 'system');
  if (sent > 0) {
    await domain.audit.record({ actorId: 'system', action: 'payment.remind', target: `deposits:${edition.year}`, summary: `Reminded ${sent} ${sent === 1 ? 'spot holder' : 'spot holders'} of a deposit due ${dueDate}` });
  }
  return sent;
}

/** An organizer's "remind all outstanding now": every holder who still owes something, at most once a day per spot. */
export async function remindAllOutstanding(domain: Deps, actorId: string): Promise<PaymentRemindersResult> {
  const { edition, ledgers, spotById } = await currentLedgers(domain);
  const owing = ledgers.filter((ledger) => ledger.outstandingUsd > 0);
  const accounts =
    owing.length === 0
      ? new Map<string, ActiveParticipant>()
      : await holdersOf(domain).catch((error: unknown) => {
          domain.logger.error({ err: error }, 'the holders could not be read from auth');
          throw AppError.unavailable(paymentMessages.accountsUnavailable);
        });
  const day = todayOf(domain.now());
  const candidates = owing.flatMap((ledger) => {
    const holder = accounts.get(spotById.get(ledger.spotId)?.holderUserId ?? '');
    return holder ? [{ ledger, holder, jobId: organizerReminderJobId(ledger.spotId, day) }] : [];
  });
  const sent = await remind(domain, edition, candidates, 'organizer', actorId);
  if (sent > 0) {
    await domain.audit.record({ actorId, action: 'payment.remind-all', target: `payments:${edition.year}`, summary: `Reminded ${sent} ${sent === 1 ? 'spot holder' : 'spot holders'} of what they owe` });
  }
  return { reminded: sent, alreadyReminded: candidates.length - sent };
}
