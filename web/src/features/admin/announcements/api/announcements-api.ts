import {
  announcementSavedSchema,
  attachmentSchema,
  audiencePreviewSchema,
  groupEmailResultSchema,
  type AudiencePreview,
  type AudiencePreviewRequest,
  type GroupEmailInput,
  type GroupEmailResult,
  type AnnouncementInput,
  type AnnouncementSaved,
  type AnnouncementUpdate,
  type Attachment,
} from '@trek/contracts';
import { apiRequest } from '../../../../lib/api-client';
import { UploadFailedError, uploadFile } from '../../../uploads/api/upload-api';

export const announcementsPaths = {
  list: '/api/admin/announcements',
  detail: (id: string) => `/api/admin/announcements/${encodeURIComponent(id)}`,
  audiencePreview: '/api/admin/announcements/audience-preview',
  groupEmails: '/api/admin/announcements/group-emails',
} as const;

/** Who an audience reaches now ("will reach N people"). */
export async function previewAudience(request: AudiencePreviewRequest): Promise<AudiencePreview> {
  return audiencePreviewSchema.parse(await apiRequest('POST', announcementsPaths.audiencePreview, request));
}

export async function sendGroupEmail(input: GroupEmailInput): Promise<GroupEmailResult> {
  return groupEmailResultSchema.parse(await apiRequest('POST', announcementsPaths.groupEmails, input));
}

export async function createAnnouncement(input: AnnouncementInput): Promise<AnnouncementSaved> {
  return announcementSavedSchema.parse(await apiRequest('POST', announcementsPaths.list, input));
}

export async function updateAnnouncement(id: string, update: AnnouncementUpdate): Promise<AnnouncementSaved> {
  return announcementSavedSchema.parse(await apiRequest('PUT', announcementsPaths.detail(id), update));
}

export async function deleteAnnouncement(id: string): Promise<void> {
  await apiRequest('DELETE', announcementsPaths.detail(id));
}

/** The stored file's own name in `/media/<year>/<random>.<ext>`: unique, so it serves as the attachment's id. */
const idFromUrl = (url: string) => (url.split('/').pop() ?? url).replace(/\.[^.]*$/, '').slice(0, 100);

/**
 * Uploads an attachment as it is (PDFs cannot be cropped) and describes it as an announcement keeps it.
 * The service reports the type it found in the bytes, which wins over what the browser guessed.
 */
export async function uploadAttachment(file: File): Promise<Attachment> {
  const uploaded = await uploadFile(file, { role: 'ORGANIZER', uploadType: 'announcement-attachment' });
  const attachment = attachmentSchema.safeParse({
    id: idFromUrl(uploaded.url),
    fileName: uploaded.fileName ?? file.name,
    fileType: uploaded.fileType ?? file.type,
    fileSize: uploaded.fileSize ?? file.size,
    url: uploaded.url,
  });
  if (!attachment.success) throw new UploadFailedError(attachment.error.issues[0]?.message ?? 'The upload answered without a usable file');
  return attachment.data;
}
