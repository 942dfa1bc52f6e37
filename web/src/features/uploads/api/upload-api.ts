import { UPLOAD_FIELD_NAME, uploadMessages, uploadResponseSchema, type Role, type UploadResponse, type UploadType } from '@trek/contracts';
import { readAuthToken } from '../../../lib/auth-token';

/** Spec 6: organizers upload through the admin path, participants through the participant path. */
export const uploadPaths = {
  ORGANIZER: '/api/admin/upload',
  PARTICIPANT: '/api/participant/upload',
} as const satisfies Record<Role, string>;

/** The upload answered non-OK or without a url (spec 8); `message` says which. */
export class UploadFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadFailedError';
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Posts `file` as multipart `file` (+ `uploadType`). Not through the JSON api-client: the browser must set the multipart Content-Type itself. */
async function postUpload(file: File, { role, uploadType }: { role: Role; uploadType?: UploadType }): Promise<{ ok: boolean; status: number; body: unknown }> {
  const form = new FormData();
  form.append(UPLOAD_FIELD_NAME, file, file.name);
  if (uploadType) form.append('uploadType', uploadType);
  const token = readAuthToken();
  const response = await fetch(uploadPaths[role], {
    method: 'POST',
    body: form,
    headers: token ? { Authorization: `Bearer ${token}`, Accept: 'application/json' } : { Accept: 'application/json' },
    credentials: 'include',
  });
  return { ok: response.ok, status: response.status, body: parseJson(await response.text()) };
}

/** Posts the cropped PNG and resolves with the returned URL. */
export async function uploadImage(file: File, options: { role: Role; uploadType?: UploadType }): Promise<string> {
  const { ok, status, body } = await postUpload(file, options);
  if (!ok) throw new UploadFailedError(uploadMessages.uploadStatus(status));
  const answer = uploadResponseSchema.safeParse(body);
  if (!answer.success || !answer.data.url) throw new UploadFailedError(uploadMessages.answerWithoutUrl);
  return answer.data.url;
}

/**
 * Posts a file as it is (no crop: an attachment such as a PDF) and resolves with the whole answer,
 * name, type and size included. A refusal carries the service's own message ("Please choose a file smaller than 5MB").
 */
export async function uploadFile(file: File, options: { role: Role; uploadType?: UploadType }): Promise<UploadResponse> {
  const { ok, status, body } = await postUpload(file, options);
  if (!ok) {
    const message = (body as { message?: unknown } | null)?.message;
    throw new UploadFailedError(typeof message === 'string' && message !== '' ? message : uploadMessages.uploadStatus(status));
  }
  const answer = uploadResponseSchema.safeParse(body);
  if (!answer.success || !answer.data.url) throw new UploadFailedError(uploadMessages.answerWithoutUrl);
  return answer.data;
}
