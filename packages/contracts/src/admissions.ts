import { z } from 'zod';
import { DECISIONS, OFFER_STATES } from './admission-workflow.js';
import { applicationStatusSchema } from './admission-workflow.js';
import { objectIdSchema, requiredText } from './common.js';
import { LANGUAGES, type Language } from './language-rules.js';
import { admissionMessages } from './messages/admissions.js';
import { builtOnFirstUse } from './built-on-first-use.js';

/**
 * Decisions organizers draft in bulk and release on purpose, the decision emails they write, the
 * ordered waitlist, and offers an accepted applicant confirms or declines from a single-use link.
 */

const m = admissionMessages;

export const decisionSchema = builtOnFirstUse(() => z.enum(DECISIONS));

/** POST /api/admin/applications/decisions: many applications at once; `none` clears their drafts. */
export const draftDecisionsSchema = builtOnFirstUse(() =>
  z.object({
    applicationIds: z.array(objectIdSchema, m.applicationsRequired).min(1, m.applicationsRequired).max(500),
    decision: z.enum([...DECISIONS, 'none']),
  }),
);
export type DraftDecisions = z.infer<typeof draftDecisionsSchema>;

export const draftDecisionsResultSchema = builtOnFirstUse(() =>
  z.object({
    drafted: z.number(),
    /** Applications whose status does not allow the decision (e.g. already released), left as they were. */
    refused: z.array(z.object({ applicationId: z.string(), ref: z.string(), status: applicationStatusSchema })),
  }),
);
export type DraftDecisionsResult = z.infer<typeof draftDecisionsResultSchema>;

/** PUT /api/admin/applications/waitlist: every waitlisted application, in the new order. */
export const waitlistOrderSchema = builtOnFirstUse(() => z.object({ applicationIds: z.array(objectIdSchema).max(2000) }));
export type WaitlistOrder = z.infer<typeof waitlistOrderSchema>;

export const waitlistEntrySchema = builtOnFirstUse(() =>
  z.object({
    applicationId: z.string(),
    ref: z.string(),
    /** Blank under blind review. */
    name: z.string(),
    position: z.number(),
  }),
);
export const admissionsBoardSchema = builtOnFirstUse(() =>
  z.object({
    waitlist: z.array(waitlistEntrySchema),
    drafts: z.record(decisionSchema, z.number()),
    capacity: z.object({ totalSpots: z.number(), confirmed: z.number(), openOffers: z.number(), free: z.number() }),
  }),
);
export type AdmissionsBoard = z.infer<typeof admissionsBoardSchema>;

// ── Decision emails ─────────────────────────────────────────────────────────

/** What a decision email may quote, written `{{name}}` in a template. */
export const TEMPLATE_PLACEHOLDERS = ['name', 'reference', 'year', 'priceAfterSubsidy', 'subsidy', 'deposit', 'offerDeadline', 'offerLink', 'contactEmail'] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

export const emailTemplateSchema = builtOnFirstUse(() =>
  z.object({
    subject: requiredText(m.templateSubjectRequired, 200, 'Subject'),
    body: requiredText(m.templateBodyRequired, 8000, 'Message'),
  }),
);
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

export const decisionTemplatesSchema = builtOnFirstUse(() => z.record(decisionSchema, z.record(z.enum(LANGUAGES), emailTemplateSchema)));
export type DecisionTemplates = z.infer<typeof decisionTemplatesSchema>;

export const templateParamsSchema = builtOnFirstUse(() => z.object({ decision: decisionSchema, language: z.enum(LANGUAGES) }));

/** POST /api/admin/applications/decision-templates/preview: a template as written (saved or not), for one decision and language. */
export const templatePreviewInputSchema = builtOnFirstUse(() => templateParamsSchema.extend(emailTemplateSchema.shape));
export type TemplatePreviewInput = z.infer<typeof templatePreviewInputSchema>;

/** The template filled with sample values (a sample applicant, the edition's amounts and contact mailbox). */
export const templatePreviewSchema = builtOnFirstUse(() =>
  z.object({ subject: z.string(), text: z.string(), values: z.record(z.enum(TEMPLATE_PLACEHOLDERS), z.string()) }),
);
export type TemplatePreview = z.infer<typeof templatePreviewSchema>;

/** Fills `{{placeholder}}`s; an unknown one stays as written, so a typo shows in the preview. */
export function renderTemplate(text: string, values: Record<TemplatePlaceholder, string>): string {
  return text.replace(/\{\{\s*([a-zA-Z]+)\s*\}\}/g, (whole, name: string) => (name in values ? values[name as TemplatePlaceholder] : whole));
}

/** POST /api/admin/applications/decisions/preview: one rendered email per decision and language the release would send. */
export const decisionPreviewSchema = builtOnFirstUse(() =>
  z.object({
    emails: z.array(
      z.object({
        decision: decisionSchema,
        language: z.enum(LANGUAGES),
        count: z.number(),
        to: z.string(),
        subject: z.string(),
        text: z.string(),
      }),
    ),
  }),
);
export type DecisionPreview = z.infer<typeof decisionPreviewSchema>;

export const decisionReleaseSchema = builtOnFirstUse(() => z.object({ released: z.number(), offers: z.number() }));
export type DecisionRelease = z.infer<typeof decisionReleaseSchema>;

const OFFER_LINK_SENTENCE: Record<Language, string> = {
  en: 'Confirm or decline your spot by {{offerDeadline}} here (no account needed; the link works once):\n{{offerLink}}',
  es: 'Confirma o rechaza tu lugar antes del {{offerDeadline}} aquí (no necesitas cuenta; el enlace funciona una sola vez):\n{{offerLink}}',
};

export const DEFAULT_DECISION_TEMPLATES: DecisionTemplates = {
  accepted: {
    en: {
      subject: 'You are in: Mexico Trek {{year}} ({{reference}})',
      body: [
        'Dear {{name}},',
        '',
        'Congratulations! You have been accepted to the Mexico Trek {{year}}.',
        '',
        OFFER_LINK_SENTENCE.en,
        '',
        'The trek costs US${{priceAfterSubsidy}} after the US${{subsidy}} subsidy; a US${{deposit}} deposit holds your spot once you confirm.',
        '',
        'Questions? Write to us at {{contactEmail}}.',
        '',
        'The Mexico Trek team',
      ].join('\n'),
    },
    es: {
      subject: 'Estás dentro: Mexico Trek {{year}} ({{reference}})',
      body: [
        'Hola, {{name}}:',
        '',
        '¡Felicidades! Fuiste aceptado/a en el Mexico Trek {{year}}.',
        '',
        OFFER_LINK_SENTENCE.es,
        '',
        'El viaje cuesta US${{priceAfterSubsidy}} después del subsidio de US${{subsidy}}; un depósito de US${{deposit}} asegura tu lugar una vez que confirmes.',
        '',
        '¿Dudas? Escríbenos a {{contactEmail}}.',
        '',
        'El equipo del Mexico Trek',
      ].join('\n'),
    },
  },
  waitlisted: {
    en: {
      subject: 'Mexico Trek {{year}}: you are on the waitlist ({{reference}})',
      body: [
        'Dear {{name}},',
        '',
        'Thank you for applying to the Mexico Trek {{year}}. We received many strong applications and have placed you on our waitlist.',
        'When a spot frees up, we offer it to the next person on the list by email, with a link to confirm.',
        '',
        'Questions? Write to us at {{contactEmail}}.',
        '',
        'The Mexico Trek team',
      ].join('\n'),
    },
    es: {
      subject: 'Mexico Trek {{year}}: estás en la lista de espera ({{reference}})',
      body: [
        'Hola, {{name}}:',
        '',
        'Gracias por postularte al Mexico Trek {{year}}. Recibimos muchas solicitudes sólidas y te pusimos en nuestra lista de espera.',
        'Cuando se libere un lugar, se lo ofrecemos por correo a la siguiente persona de la lista, con un enlace para confirmar.',
        '',
        '¿Dudas? Escríbenos a {{contactEmail}}.',
        '',
        'El equipo del Mexico Trek',
      ].join('\n'),
    },
  },
  rejected: {
    en: {
      subject: 'Your Mexico Trek {{year}} application ({{reference}})',
      body: [
        'Dear {{name}},',
        '',
        'Thank you for applying to the Mexico Trek {{year}}. We are sorry that we cannot offer you a spot this year.',
        'We hope you apply again next year.',
        '',
        'The Mexico Trek team',
      ].join('\n'),
    },
    es: {
      subject: 'Tu solicitud al Mexico Trek {{year}} ({{reference}})',
      body: [
        'Hola, {{name}}:',
        '',
        'Gracias por postularte al Mexico Trek {{year}}. Lamentamos no poder ofrecerte un lugar este año.',
        'Esperamos que vuelvas a postularte el próximo año.',
        '',
        'El equipo del Mexico Trek',
      ].join('\n'),
    },
  },
};

// ── Offers (public, from the emailed link) ──────────────────────────────────

/** The offer link's token travels in the body, never in a URL a log could keep. */
export const offerTokenSchema = builtOnFirstUse(() => z.object({ token: z.string().min(20).max(200) }));
export type OfferToken = z.infer<typeof offerTokenSchema>;

export const offerViewSchema = builtOnFirstUse(() =>
  z.object({
    state: z.enum(OFFER_STATES),
    ref: z.string(),
    firstNames: z.string(),
    year: z.number(),
    expiresAt: z.string(),
    priceAfterSubsidyUsd: z.number(),
    depositUsd: z.number(),
  }),
);
export type OfferView = z.infer<typeof offerViewSchema>;

/** Where the emailed offer link points: the public offer page, with the token after `#` (never sent to a server in a URL). */
export const offerLink = (publicSiteUrl: string, token: string) => `${publicSiteUrl}/offer#${token}`;

/**
 * Where an offer email's link goes until it is sent: the job carries the offer's id, never a link;
 * the notifications worker asks applications for a link at send time (as for set-password links).
 */
export const OFFER_LINK_PLACEHOLDER = '{{offer-link}}';

/** Internal API of applications, for the notifications worker only (never routed by the gateway): makes a link for an open offer. */
export const internalOfferLinkUrlPath = (offerId: string) => `/internal/offer-links/${encodeURIComponent(offerId)}`;
export const offerLinkUrlSchema = builtOnFirstUse(() => z.object({ url: z.url() }));
export type OfferLinkUrl = z.infer<typeof offerLinkUrlSchema>;

/** POST /api/admin/applications/waitlist/offer-next: the application now offered the freed spot, if any. */
export const offerNextResultSchema = builtOnFirstUse(() => z.object({ offered: z.array(z.string()) }));
export type OfferNextResult = z.infer<typeof offerNextResultSchema>;

// ── Overview funnel ─────────────────────────────────────────────────────────

/**
 * GET /api/admin/applications/funnel: the edition's season at a glance. `accepted` counts every
 * application accepted so far (also those confirmed or declined since); `offersOut` the offers
 * waiting for an answer before their deadline; the others are the applications in that status now.
 */
export const admissionsFunnelSchema = builtOnFirstUse(() =>
  z.object({
    year: z.number(),
    applications: z.number(),
    reviewed: z.number(),
    accepted: z.number(),
    offersOut: z.number(),
    confirmed: z.number(),
    declined: z.number(),
    waitlisted: z.number(),
  }),
);
export type AdmissionsFunnel = z.infer<typeof admissionsFunnelSchema>;
