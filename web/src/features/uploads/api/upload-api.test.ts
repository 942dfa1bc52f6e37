import { describe, expect, it } from '@jest/globals';
import { AUTH_TOKEN_STORAGE_KEY } from '@trek/contracts';
import { stubFetch } from '../../../test/fetch-stub';
import { UploadFailedError, uploadFile, uploadImage } from './upload-api';

// fetch is stubbed: the upload service itself is covered by its API tests and the e2e journey.
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'cropped-image', { type: 'image/png' });

describe('uploadImage', () => {
  it('when an organizer uploads, then the PNG goes as multipart file to the admin path with the bearer token', async () => {
    window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'organizer-token');
    const fetchMock = stubFetch(() => ({ status: 201, body: { url: '/media/2026/abc.png' } }));
    await expect(uploadImage(png(), { role: 'ORGANIZER', uploadType: 'speaker' })).resolves.toBe('/media/2026/abc.png');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/upload');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer organizer-token' });
    const form = init?.body as FormData;
    expect((form.get('file') as File).name).toBe('cropped-image');
    expect(form.get('uploadType')).toBe('speaker');
  });

  it('when a participant uploads, then the participant path', async () => {
    const fetchMock = stubFetch(() => ({ status: 201, body: { url: '/media/2026/def.png' } }));
    await uploadImage(png(), { role: 'PARTICIPANT' });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/participant/upload');
  });

  it('when the answer is not OK or has no url, then an UploadFailedError', async () => {
    stubFetch(() => ({ status: 413, body: { message: 'Please choose a file smaller than 5MB' } }));
    await expect(uploadImage(png(), { role: 'PARTICIPANT' })).rejects.toThrow(new UploadFailedError('Upload failed with status 413'));
    stubFetch(() => ({ status: 201, body: {} }));
    await expect(uploadImage(png(), { role: 'PARTICIPANT' })).rejects.toBeInstanceOf(UploadFailedError);
  });
});

describe('uploadFile', () => {
  const pdf = () => new File(['%PDF-1.7'], 'itinerary.pdf', { type: 'application/pdf' });

  it('when the upload succeeds, then the whole answer comes back, name, type and size included', async () => {
    const answer = { url: '/media/2026/abc.pdf', fileName: 'itinerary.pdf', fileType: 'application/pdf', fileSize: 8 };
    const fetchMock = stubFetch(() => ({ status: 201, body: answer }));
    await expect(uploadFile(pdf(), { role: 'ORGANIZER', uploadType: 'announcement-attachment' })).resolves.toEqual(answer);
    expect((fetchMock.mock.calls[0]![1]?.body as FormData).get('uploadType')).toBe('announcement-attachment');
  });

  it('when the service refuses the file, then its own message, or the status when it gave none', async () => {
    stubFetch(() => ({ status: 413, body: { message: 'Please choose a file smaller than 5MB' } }));
    await expect(uploadFile(pdf(), { role: 'ORGANIZER' })).rejects.toThrow(new UploadFailedError('Please choose a file smaller than 5MB'));
    stubFetch(() => ({ status: 502, body: 'Bad gateway' }));
    await expect(uploadFile(pdf(), { role: 'ORGANIZER' })).rejects.toThrow(new UploadFailedError('Upload failed with status 502'));
  });
});
