import {
  DECISIONS,
  DEFAULT_DECISION_TEMPLATES,
  formatDateIn,
  OFFER_LINK_PLACEHOLDER,
  offerLink,
  renderTemplate,
  TREK_TIME_ZONE,
  type Decision,
  type DecisionTemplates,
  type EmailJob,
  type EmailTemplate,
  type Language,
  type PublicEdition,
  type TemplatePlaceholder,
  type TemplatePreview,
  type TemplatePreviewInput,
} from '@trek/contracts';
import type { OwedEmail } from '@trek/service-kit';
import type { ApplicationRecord } from '../../data-access/application.repository.js';
import type { ApplicationsDomain } from '../applications-context.js';
import { currentEdition } from '../edition.js';

/** The decision emails as organizers last wrote them, each (decision, language) never saved read as the default. */
export async function decisionTemplatesNow(domain: Pick<ApplicationsDomain, 'decisionTemplates'>): Promise<DecisionTemplates> {
  const templates = structuredClone(DEFAULT_DECISION_TEMPLATES);
  for (const saved of await domain.decisionTemplates.newest()) templates[saved.decision][saved.language] = { subject: saved.subject, body: saved.body };
  return templates;
}

export async function saveDecisionTemplate(
  domain: Pick<ApplicationsDomain, 'decisionTemplates' | 'audit'>,
  decision: Decision,
  language: Language,
  template: EmailTemplate,
  organizerId: string,
): Promise<DecisionTemplates> {
  await domain.decisionTemplates.save(decision, language, template, organizerId, new Date());
  await domain.audit.record({ actorId: organizerId, action: 'admissions.template', target: `template:${decision}:${language}`, summary: `Edited the ${decision} decision email (${language})` });
  return decisionTemplatesNow(domain);
}

/** An accepted applicant's offer as the email quotes it. */
export interface OfferForEmail {
  /** The offer whose link the notifications worker asks for at send time (`link` is then its placeholder); a preview has none. */
  offerId?: string;
  /** The offer's round: an acceptance after a declined or expired offer is a new email. */
  round?: number;
  link: string;
  expiresAt: Date;
}

type TemplateSource = Pick<ApplicationRecord, 'id' | 'ref' | 'year' | 'firstNames' | 'universityEmail' | 'language'>;

function placeholderValues(application: TemplateSource, edition: PublicEdition, offer: OfferForEmail | null): Record<TemplatePlaceholder, string> {
  const usd = (amount: number) => amount.toLocaleString('en-US');
  return {
    name: application.firstNames,
    reference: application.ref,
    year: String(application.year),
    priceAfterSubsidy: usd(edition.priceAfterSubsidyUsd),
    subsidy: usd(edition.subsidyUsd),
    deposit: usd(edition.depositUsd),
    offerDeadline: offer ? formatDateIn(application.language, offer.expiresAt, TREK_TIME_ZONE, { dateStyle: 'long', timeStyle: 'short' }) : '',
    offerLink: offer?.link ?? '',
    contactEmail: edition.contactEmail,
  };
}

/**
 * One decision email per application and decision (and offer round, for an acceptance after a
 * declined or expired offer): queuing it twice sends it once.
 */
export const decisionJobId = (applicationId: string, decision: Decision, round = 1) => `admission-decision-${applicationId}-${decision}${round > 1 ? `-${round}` : ''}`;

export function renderDecisionEmail(templates: DecisionTemplates, application: TemplateSource, decision: Decision, edition: PublicEdition, offer: OfferForEmail | null): EmailJob {
  const template = templates[decision][application.language];
  const values = placeholderValues(application, edition, offer);
  const text = renderTemplate(template.body, values);
  return {
    kind: 'admission-decision',
    to: [application.universityEmail],
    subject: renderTemplate(template.subject, values).slice(0, 300),
    text,
    // A template written without the link quotes none, so there is none to make.
    ...(offer?.offerId && text.includes(OFFER_LINK_PLACEHOLDER) ? { offerLinkId: offer.offerId } : {}),
  };
}

export function decisionEmail(templates: DecisionTemplates, application: TemplateSource, decision: Decision, edition: PublicEdition, offer: OfferForEmail | null): OwedEmail {
  return { jobId: decisionJobId(application.id, decision, offer?.round), email: renderDecisionEmail(templates, application, decision, edition, offer) };
}

/** The job ids of every decision email an application may have, up to its latest offer round (its detail shows where each stands). */
export const decisionJobIds = (applicationId: string, rounds = 1) => [
  ...DECISIONS.map((decision) => decisionJobId(applicationId, decision)),
  ...Array.from({ length: Math.max(rounds - 1, 0) }, (_, index) => decisionJobId(applicationId, 'accepted', index + 2)),
];


/** Who a template preview is addressed to: nobody real, so no applicant's data is shown. */
const SAMPLE_APPLICANT = { id: 'sample', ref: 'MT00-SAMP-LE00', firstNames: 'Alex', universityEmail: 'alex@example.edu' } as const;
const SAMPLE_NAMES: Record<Language, string> = { en: 'Alex', es: 'Alejandra' };

/**
 * A template as an organizer is writing it, filled as a release would fill it: a sample applicant
 * in the template's language, the edition's year, amounts and contact mailbox, a sample offer
 * link and a deadline the edition's offer days from now.
 */
export async function previewDecisionTemplate(domain: Pick<ApplicationsDomain, 'edition' | 'logger' | 'emailBase'>, input: TemplatePreviewInput): Promise<TemplatePreview> {
  const edition = await currentEdition(domain);
  const { decision, language, subject, body } = input;
  const applicant = { ...SAMPLE_APPLICANT, firstNames: SAMPLE_NAMES[language], ref: `MT${String(edition.year).slice(-2)}-SAMP-LE00`, year: edition.year, language };
  const offer = decision === 'accepted' ? { link: offerLink(domain.emailBase.publicSiteUrl, 'sample'), expiresAt: new Date(Date.now() + edition.admissions.offerDeadlineDays * 86_400_000) } : null;
  const values = placeholderValues(applicant, edition, offer);
  const templates = structuredClone(DEFAULT_DECISION_TEMPLATES);
  templates[decision][language] = { subject, body };
  const email = renderDecisionEmail(templates, applicant, decision, edition, offer);
  return { subject: email.subject, text: email.text, values };
}
