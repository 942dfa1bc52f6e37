import { announcementSchema, feedbackSchema, type Announcement, type Feedback, type FeedbackInput } from '@trek/contracts';
import { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client';

export const updatesPaths = {
  announcements: '/api/participant/announcements',
  feedback: '/api/participant/feedback',
} as const;

export async function fetchAnnouncements(): Promise<Announcement[]> {
  return z.array(announcementSchema).parse(await apiRequest('GET', updatesPaths.announcements));
}

export async function fetchOwnFeedback(): Promise<Feedback[]> {
  return z.array(feedbackSchema).parse(await apiRequest('GET', updatesPaths.feedback));
}

export async function submitFeedback(input: FeedbackInput): Promise<Feedback> {
  return feedbackSchema.parse(await apiRequest('POST', updatesPaths.feedback, input));
}
