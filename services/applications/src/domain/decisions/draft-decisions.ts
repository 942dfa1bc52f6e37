import {
  canMoveStatus,
  DECISIONS,
  hasReleasedDecision,
  type AdmissionsBoard,
  type Decision,
  type DraftDecisions,
  type DraftDecisionsResult,
} from '@trek/contracts';
import type { AuthContext } from '@trek/service-kit';
import type { ApplicationsDomain } from '../applications-context.js';
import { currentEdition } from '../edition.js';
import { capacityOf, waitlistOf } from './waitlist.js';

type DraftDeps = Pick<ApplicationsDomain, 'applications' | 'decisionDrafts' | 'audit' | 'edition' | 'logger'>;

/**
 * Many applications at once get a draft decision (or lose theirs): nothing reaches applicants
 * until organizers release the drafts. An application whose status does not allow the decision
 * (already decided, confirmed...) is left as it was and named in the answer.
 */
export async function draftDecisions(domain: DraftDeps, input: DraftDecisions, organizer: Pick<AuthContext, 'userId' | 'name'>): Promise<DraftDecisionsResult> {
  const { year } = await currentEdition(domain);
  const applications = (await Promise.all(input.applicationIds.map((id) => domain.applications.findById(id)))).filter((application) => application !== null);
  const refused: DraftDecisionsResult['refused'] = [];
  const drafted = [];
  const at = new Date();
  for (const application of applications) {
    const decision: Decision | null = input.decision === 'none' ? null : input.decision;
    const allowed = decision === null ? !hasReleasedDecision(application.status) : canMoveStatus(application.status, decision, 'organizer') && application.year === year;
    if (!allowed) {
      refused.push({ applicationId: application.id, ref: application.ref, status: application.status });
      continue;
    }
    drafted.push({ applicationId: application.id, year: application.year, decision, by: organizer.userId, byName: organizer.name ?? '', at });
  }
  await domain.decisionDrafts.record(drafted);
  if (drafted.length > 0) {
    await domain.audit.record({
      actorId: organizer.userId,
      action: 'admissions.draft',
      target: `edition:${year}`,
      summary: `Drafted "${input.decision}" for ${drafted.length} application(s)`,
    });
  }
  return { drafted: drafted.length, refused };
}

type BoardDeps = Pick<ApplicationsDomain, 'applications' | 'decisionDrafts' | 'waitlistOrders' | 'offers' | 'edition' | 'logger'>;

/** The decisions waiting for release, the waitlist in order and the edition's seats. */
export async function admissionsBoard(domain: BoardDeps): Promise<AdmissionsBoard> {
  const edition = await currentEdition(domain);
  const [pending, waitlist, capacity] = await Promise.all([domain.decisionDrafts.pending(edition.year), waitlistOf(domain, edition.year), capacityOf(domain, edition, new Date())]);
  const drafts = Object.fromEntries(DECISIONS.map((decision) => [decision, [...pending.values()].filter((draft) => draft.decision === decision).length])) as AdmissionsBoard['drafts'];
  return {
    drafts,
    // A waitlisted application carries a released decision, so blind review no longer hides it.
    waitlist: waitlist.map((application, index) => ({ applicationId: application.id, ref: application.ref, name: `${application.firstNames} ${application.lastName}`, position: index + 1 })),
    capacity,
  };
}
