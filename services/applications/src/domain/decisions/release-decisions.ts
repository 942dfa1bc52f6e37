import { admissionMessages, DECISIONS, type Decision, type DecisionPreview, type DecisionRelease, type PublicEdition } from '@trek/contracts';
import { AppError, type AuthContext } from '@trek/service-kit';
import type { ApplicationRecord } from '../../data-access/application.repository.js';
import type { ApplicationsDomain } from '../applications-context.js';
import { currentEdition } from '../edition.js';
import { announceDecision } from './announce-decision.js';
import { decisionTemplatesNow, renderDecisionEmail } from './decision-emails.js';
import { moveStatus } from './status-moves.js';

/** What a preview's offer link and deadline look like (the real ones are made at release). */
const SAMPLE_OFFER_LINK = 'https://…/offer#…';

type PreviewDeps = Pick<ApplicationsDomain, 'applications' | 'decisionDrafts' | 'decisionTemplates' | 'edition' | 'logger'>;

async function pendingWithApplications(domain: Pick<ApplicationsDomain, 'applications' | 'decisionDrafts'>, year: number) {
  const pending = [...(await domain.decisionDrafts.pending(year)).values()].sort((a, b) => a.at.getTime() - b.at.getTime());
  const withApplication = await Promise.all(pending.map(async (draft) => ({ draft, application: await domain.applications.findById(draft.applicationId) })));
  return withApplication.filter((entry): entry is typeof entry & { application: ApplicationRecord } => entry.application !== null);
}

/** One rendered email for each decision and language the release would send, with how many of each. */
export async function previewRelease(domain: PreviewDeps): Promise<DecisionPreview> {
  const edition = await currentEdition(domain);
  const templates = await decisionTemplatesNow(domain);
  const pending = await pendingWithApplications(domain, edition.year);
  const emails: DecisionPreview['emails'] = [];
  for (const decision of DECISIONS) {
    for (const language of ['en', 'es'] as const) {
      const matching = pending.filter(({ draft, application }) => draft.decision === decision && application.language === language);
      const first = matching[0];
      if (!first) continue;
      const offer = decision === 'accepted' ? { link: SAMPLE_OFFER_LINK, expiresAt: new Date(Date.now() + edition.admissions.offerDeadlineDays * 86_400_000) } : null;
      const email = renderDecisionEmail(templates, first.application, decision, edition, offer);
      emails.push({ decision, language, count: matching.length, to: first.application.universityEmail, subject: email.subject, text: email.text });
    }
  }
  return { emails };
}

type ReleaseDeps = Pick<
  ApplicationsDomain,
  'applications' | 'statusChanges' | 'applicationWrites' | 'audit' | 'decisionDrafts' | 'decisionTemplates' | 'offers' | 'emailBase' | 'relay' | 'edition' | 'logger'
>;

/**
 * Every draft decision of the edition becomes the application's status and reaches the applicant
 * (one email each, an offer with an acceptance). Each draft's release is committed by a unique
 * insert first, so two organizers releasing at once release each draft once.
 */
export async function releaseDecisions(domain: ReleaseDeps, organizer: Pick<AuthContext, 'userId' | 'name'>): Promise<DecisionRelease> {
  const edition = await currentEdition(domain);
  const pending = await pendingWithApplications(domain, edition.year);
  if (pending.length === 0) throw AppError.conflict(admissionMessages.noDraftsToRelease);
  const templates = await decisionTemplatesNow(domain);
  let released = 0;
  let offers = 0;
  for (const { draft, application } of pending) {
    const decision = draft.decision as Decision;
    if (!(await domain.decisionDrafts.claimRelease(draft, new Date()))) continue;
    const moved = await releaseOne(domain, application.id, decision, organizer, edition, templates);
    if (moved === null) continue;
    released++;
    if (moved.offered) offers++;
  }
  await domain.audit.record({ actorId: organizer.userId, action: 'admissions.release', target: `edition:${edition.year}`, summary: `Released ${released} decision(s), ${offers} offer(s)` });
  return { released, offers };
}

async function releaseOne(
  domain: ReleaseDeps,
  id: string,
  decision: Decision,
  organizer: Pick<AuthContext, 'userId' | 'name'>,
  edition: PublicEdition,
  templates: Awaited<ReturnType<typeof decisionTemplatesNow>>,
): Promise<{ offered: boolean } | null> {
  try {
    const { application } = await moveStatus(domain, id, decision, 'organizer', { userId: organizer.userId, name: organizer.name ?? null }, null);
    return await announceDecision(domain, application, decision, edition, templates);
  } catch (error) {
    // Its status moved on since the draft (another organizer decided it): the draft is dropped.
    if (error instanceof AppError && error.status === 409) return null;
    throw error;
  }
}
