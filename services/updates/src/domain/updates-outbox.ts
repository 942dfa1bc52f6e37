import { feedbackMessages } from '@trek/contracts';
import type { EmailOutboxStore } from '@trek/service-kit';
import { feedbackReceivedNotice } from './organizer-notices.js';
import type { UpdatesDomain } from './updates-context.js';

/** Longer than any restart takes; the recovery only re-owes, so a wider window costs time, not emails. */
const RECOVERY_WINDOW_MS = 24 * 60 * 60 * 1000;

type RecoveryDeps = Pick<UpdatesDomain, 'feedback' | 'participants' | 'organizerEmails' | 'publicSiteUrl' | 'logger'> & { store: EmailOutboxStore };

/**
 * Runs at start-up, before the service takes requests. Feedback is stored first and its organizer
 * notice owed after: a crash between the two would leave a notice unowed, so the last day's
 * notices are owed again (those already owed or sent are skipped by job id). The authors are named
 * when the participant service answers, else the notice says "A participant".
 */
export async function recoverOwedEmails(domain: RecoveryDeps, now: Date): Promise<void> {
  const sent = await domain.feedback.createdSince(new Date(now.getTime() - RECOVERY_WINDOW_MS));
  if (sent.length === 0) return;
  const people = await domain.participants.people(sent.map(({ userId }) => userId), feedbackMessages.submitFailed).catch((error: unknown) => {
    domain.logger.warn({ err: error }, 'the feedback authors could not be named: their recovered notices say "A participant"');
    return [];
  });
  const names = new Map(people.map((person) => [person.userId, person.name]));
  await domain.store.owe(sent.map((message) => feedbackReceivedNotice(domain, names.get(message.userId) ?? null, message)), now);
}
