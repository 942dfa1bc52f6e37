import type { Decision, DecisionTemplates, PublicEdition } from '@trek/contracts';
import type { ApplicationRecord } from '../../data-access/application.repository.js';
import type { ApplicationsDomain } from '../applications-context.js';
import { makeOffer } from '../offers/make-offer.js';
import { decisionEmail } from './decision-emails.js';

type AnnounceDeps = Pick<ApplicationsDomain, 'offers' | 'emailBase' | 'relay'>;

/**
 * A decision the application now carries reaches the applicant: one email in their language from
 * the organizers' template; an acceptance also makes their offer, whose link the email carries.
 * Owed through the outbox, so it goes out once Redis is there and never twice.
 */
export async function announceDecision(domain: AnnounceDeps, application: ApplicationRecord, decision: Decision, edition: PublicEdition, templates: DecisionTemplates): Promise<{ offered: boolean }> {
  const offer = decision === 'accepted' ? await makeOffer(domain, application, edition, new Date()) : null;
  // An application whose offer is still open (accepted before, then waitlisted) keeps that link, already emailed; a confirmed one gets no second.
  if (decision === 'accepted' && !offer) return { offered: false };
  await domain.relay.oweAndQueue([decisionEmail(templates, application, decision, edition, offer?.email ?? null)]);
  return { offered: offer !== null };
}
