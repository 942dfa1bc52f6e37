import {
  announcementReceiptSchema,
  feedbackSchema,
  ownFeedbackSchema,
  participantAnnouncementListSchema,
  type AnnouncementReceipt,
  type Feedback,
  type FeedbackInput,
  type OwnFeedback,
  type ParticipantAnnouncement,
} from '@trek/contracts';
import { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client';

export const updatesPaths = {
  announcements: '/api/participant/announcements',
  announcementRead: (id: string) => `/api/participant/announcements/${encodeURIComponent(id)}/read`,
  feedback: '/api/participant/feedback',
} as const;

/** Newest first, each with when the participant read it (null: not yet). */
export async function fetchAnnouncements(): Promise<ParticipantAnnouncement[]> {
  return participantAnnouncementListSchema.parse(await apiRequest('GET', updatesPaths.announcements));
}

/** A read receipt: the announcement was shown to the participant (the server keeps the first time). */
export async function markAnnouncementRead(id: string): Promise<AnnouncementReceipt> {
  return announcementReceiptSchema.parse(await apiRequest('POST', updatesPaths.announcementRead(id)));
}

/** Newest first, each with the organizers' answers (oldest first). */
export async function fetchOwnFeedback(): Promise<OwnFeedback[]> {
  return z.array(ownFeedbackSchema).parse(await apiRequest('GET', updatesPaths.feedback));
}

export async function submitFeedback(input: FeedbackInput): Promise<Feedback> {
  return feedbackSchema.parse(await apiRequest('POST', updatesPaths.feedback, input));
}
