import {
  admissionsBoardSchema,
  applicationDetailSchema,
  decisionPreviewSchema,
  decisionReleaseSchema,
  draftDecisionsResultSchema,
  offerNextResultSchema,
  type AdmissionsBoard,
  type ApplicationDetail,
  type DecisionPreview,
  type DecisionRelease,
  type DraftDecisions,
  type DraftDecisionsResult,
  type OfferNextResult,
  type ReviewInput,
  type WaitlistOrder,
} from '@trek/contracts';
import { apiRequest } from '../../../../lib/api-client';

export const admissionsPaths = {
  board: '/api/admin/applications/admissions',
  review: (id: string) => `/api/admin/applications/${encodeURIComponent(id)}/review`,
  decisions: '/api/admin/applications/decisions',
  preview: '/api/admin/applications/decisions/preview',
  release: '/api/admin/applications/decisions/release',
  waitlist: '/api/admin/applications/waitlist',
  offerNext: '/api/admin/applications/waitlist/offer-next',
} as const;

export async function saveReview(id: string, review: ReviewInput): Promise<ApplicationDetail> {
  return applicationDetailSchema.parse(await apiRequest('PUT', admissionsPaths.review(id), review));
}

export async function draftDecisions(input: DraftDecisions): Promise<DraftDecisionsResult> {
  return draftDecisionsResultSchema.parse(await apiRequest('POST', admissionsPaths.decisions, input));
}

export async function previewRelease(): Promise<DecisionPreview> {
  return decisionPreviewSchema.parse(await apiRequest('POST', admissionsPaths.preview));
}

export async function releaseDecisions(): Promise<DecisionRelease> {
  return decisionReleaseSchema.parse(await apiRequest('POST', admissionsPaths.release));
}

export async function reorderWaitlist(order: WaitlistOrder): Promise<AdmissionsBoard> {
  return admissionsBoardSchema.parse(await apiRequest('PUT', admissionsPaths.waitlist, order));
}

export async function offerFreedSpots(): Promise<OfferNextResult> {
  return offerNextResultSchema.parse(await apiRequest('POST', admissionsPaths.offerNext));
}
