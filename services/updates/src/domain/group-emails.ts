import { announcementMessages, type ByLanguage, type EmailJob, type groupEmailInputSchema, type GroupEmailResult } from '@trek/contracts';
import type { z } from 'zod';
import { audienceMembers, type AudienceDeps, type AudienceMember } from './audiences.js';
import { listedEdition } from './edition-membership.js';
import type { UpdatesDomain } from './updates-context.js';

/** One copy per group email and person: the relay queuing it again never sends it twice. */
const groupEmailJobId = (groupEmailId: string, userId: string) => `group-email-${groupEmailId}-${userId}`;

const WORDS: ByLanguage<{ portal: string }> = {
  en: { portal: 'The participant portal' },
  es: { portal: 'El portal de participantes' },
};

function groupEmail(input: { subject: string; message: string }, to: AudienceMember, publicSiteUrl: string): EmailJob {
  return {
    kind: 'group-email',
    to: [to.email],
    subject: `Mexico Trek: ${input.subject}`.slice(0, 300),
    text: [input.message, '', `${WORDS[to.language].portal}: ${publicSiteUrl}/participant/dashboard`].join('\n'),
  };
}

type GroupEmailDeps = AudienceDeps & Pick<UpdatesDomain, 'edition' | 'groupEmails' | 'emailOutbox' | 'relay' | 'audit' | 'publicSiteUrl' | 'now'>;

/**
 * An organizer's plain email to an audience of the current edition (no announcement): the
 * audience is resolved first (503, nothing recorded, when it cannot be read), the email recorded,
 * then one copy per person owed in the outbox, each in the email log under its recipient.
 */
export async function sendGroupEmail(domain: GroupEmailDeps, actorId: string, input: z.output<typeof groupEmailInputSchema>): Promise<GroupEmailResult> {
  const edition = await listedEdition(domain, undefined);
  const members = await audienceMembers(domain, input.audience, edition, announcementMessages.emailAccountsUnavailable);
  const now = domain.now();
  const record = await domain.groupEmails.insert({ year: edition.year, audience: input.audience, subject: input.subject, message: input.message, organizerId: actorId, createdAt: now });
  const emailsQueued = await domain.emailOutbox.owe(
    members.map((member) => ({ jobId: groupEmailJobId(record.id, member.userId), email: groupEmail(input, member, domain.publicSiteUrl) })),
    now,
  );
  void domain.relay.run();
  await domain.audit.record({
    actorId,
    action: 'group-email.send',
    target: `group-email:${record.id}`,
    summary: `Emailed "${input.subject}" to ${emailsQueued} participants (${input.audience.kind})`,
  });
  return { id: record.id, emailsQueued };
}
