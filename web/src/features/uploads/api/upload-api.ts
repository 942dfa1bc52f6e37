import { UPLOAD_FIELD_NAME, uploadMessages, uploadResponseSchema, type Role, type UploadType } from '@trek/contracts';
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

/**
 * Posts the cropped PNG as multipart `file` (+ `uploadType`) and resolves with the returned URL.
 * Not through the JSON api-client: the browser must set the multipart Content-Type itself.
 */
export async function uploadImage(file: File, { role, uploadType }: { role: Role; uploadType?: UploadType }): Promise<string> {
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
  if (!response.ok) throw new UploadFailedError(uploadMessages.uploadStatus(response.status));
  const answer = uploadResponseSchema.safeParse(parseJson(await response.text()));
  if (!answer.success || !answer.data.url) throw new UploadFailedError('The upload answered without a url');
  return answer.data.url;
}
