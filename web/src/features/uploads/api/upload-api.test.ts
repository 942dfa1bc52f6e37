import { describe, expect, it } from '@jest/globals';
import { AUTH_TOKEN_STORAGE_KEY, uploadMessages, uploadResponseSchema } from '@trek/contracts';
import { http, HttpResponse } from 'msw';
import { answer, contractJson, errorJson } from '../../../test/api-server';
import { UploadFailedError, uploadFile, uploadImage, uploadPaths } from './upload-api';

// MSW answers as the upload service does: the service itself is covered by its API tests and the e2e journey.
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'cropped-image', { type: 'image/png' });

interface ReceivedUpload {
  url: string;
  authorization: string | null;
  fileName: string | undefined;
  uploadType: FormDataEntryValue | null;
}

/** Answers uploads on `path` with `reply`, recording what each request carried. */
function answerUploads(path: string, reply: () => Response): ReceivedUpload[] {
  const received: ReceivedUpload[] = [];
  answer(
    http.post(path, async ({ request }) => {
      const form = await request.formData();
      // A file part arrives as a File (Node's, not the page's), a text part as a string.
      const file = form.get('file');
      received.push({
        url: new URL(request.url).pathname,
        authorization: request.headers.get('Authorization'),
        fileName: typeof file === 'string' ? undefined : file?.name,
        uploadType: form.get('uploadType'),
      });
      return reply();
    }),
  );
  return received;
}

describe('uploadImage', () => {
  it('when an organizer uploads, then the PNG goes as multipart file to the admin path with the bearer token', async () => {
    window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'organizer-token');
    const received = answerUploads(uploadPaths.ORGANIZER, () => contractJson(uploadResponseSchema, { url: '/media/2026/abc.png' }, { status: 201 }));
    await expect(uploadImage(png(), { role: 'ORGANIZER', uploadType: 'speaker' })).resolves.toBe('/media/2026/abc.png');
    expect(received).toEqual([{ url: '/api/admin/upload', authorization: 'Bearer organizer-token', fileName: 'cropped-image', uploadType: 'speaker' }]);
  });

  it('when a participant uploads, then the participant path', async () => {
    const received = answerUploads(uploadPaths.PARTICIPANT, () => contractJson(uploadResponseSchema, { url: '/media/2026/def.png' }, { status: 201 }));
    await expect(uploadImage(png(), { role: 'PARTICIPANT' })).resolves.toBe('/media/2026/def.png');
    expect(received).toEqual([{ url: '/api/participant/upload', authorization: null, fileName: 'cropped-image', uploadType: null }]);
  });

  it('when the answer is not OK or has no url, then an UploadFailedError', async () => {
    answerUploads(uploadPaths.PARTICIPANT, () => errorJson(413, 'Please choose a file smaller than 5MB'));
    await expect(uploadImage(png(), { role: 'PARTICIPANT' })).rejects.toThrow(new UploadFailedError('Upload failed with status 413'));
    // An answer outside the contract (no url), as a misbehaving proxy might send.
    answerUploads(uploadPaths.PARTICIPANT, () => HttpResponse.json({}, { status: 201 }));
    await expect(uploadImage(png(), { role: 'PARTICIPANT' })).rejects.toThrow(new UploadFailedError(uploadMessages.answerWithoutUrl));
  });
});

describe('uploadFile', () => {
  const pdf = () => new File(['%PDF-1.7'], 'itinerary.pdf', { type: 'application/pdf' });

  it('when the upload succeeds, then the whole answer comes back, name, type and size included', async () => {
    const uploaded = { url: '/media/2026/abc.pdf', fileName: 'itinerary.pdf', fileType: 'application/pdf', fileSize: 8 };
    const received = answerUploads(uploadPaths.ORGANIZER, () => contractJson(uploadResponseSchema, uploaded, { status: 201 }));
    await expect(uploadFile(pdf(), { role: 'ORGANIZER', uploadType: 'announcement-attachment' })).resolves.toEqual(uploaded);
    expect(received).toEqual([expect.objectContaining({ fileName: 'itinerary.pdf', uploadType: 'announcement-attachment' })]);
  });

  it('when the service refuses the file, then its own message, or the status when it gave none', async () => {
    answerUploads(uploadPaths.ORGANIZER, () => errorJson(413, 'Please choose a file smaller than 5MB'));
    await expect(uploadFile(pdf(), { role: 'ORGANIZER' })).rejects.toThrow(new UploadFailedError('Please choose a file smaller than 5MB'));
    // A gateway's plain-text page, not the service's JSON.
    answerUploads(uploadPaths.ORGANIZER, () => new HttpResponse('Bad gateway', { status: 502 }));
    await expect(uploadFile(pdf(), { role: 'ORGANIZER' })).rejects.toThrow(new UploadFailedError('Upload failed with status 502'));
  });
});
