import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { uploadResponseSchema } from '@trek/contracts';
import { http } from 'msw';
import { answer, contractJson, errorJson } from '../../../test/api-server';
import { organizer, participant } from '../../../test/fixtures';
import { pickFile, pngFile } from '../../../test/photo-files';
import { renderFeature, signInOnApiServer } from '../../../test/render-feature';

/*
 * MSW answers as the upload service does (the service is covered by its own API tests and the e2e
 * journey); the canvas work of cropping is a stand-in: jsdom cannot decode or draw images.
 */
const readFileAsDataUrl = jest.fn(async (_file: Blob) => 'data:image/png;base64,iVBORw0KGgo=');
const cropToPng = jest.fn(async (_src: string, _area: unknown, _rotation: number) => new File([new Uint8Array([137, 80, 78, 71])], 'cropped-image', { type: 'image/png' }));
jest.unstable_mockModule('../crop-image', () => ({ readFileAsDataUrl, cropToPng }));
const { PhotoUploadButton } = await import('./PhotoUploadButton');

interface ReceivedUpload {
  path: string;
  fileName: string | undefined;
  uploadType: FormDataEntryValue | null;
}

/** Answers uploads on `path` with `reply`; returns what each upload carried. */
function answerUploads(path: string, reply: () => Response): ReceivedUpload[] {
  const received: ReceivedUpload[] = [];
  answer(
    http.post(path, async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      received.push({ path: new URL(request.url).pathname, fileName: typeof file === 'string' ? undefined : file?.name, uploadType: form.get('uploadType') });
      return reply();
    }),
  );
  return received;
}

function renderButton(onUploaded: (url: string) => void = () => undefined) {
  renderFeature(<PhotoUploadButton uploadType="speaker" onUploaded={onUploaded} />);
}

describe('PhotoUploadButton', () => {
  it('when the file is over 5MB, then File Too Large and nothing is uploaded', async () => {
    signInOnApiServer(organizer);
    const received = answerUploads('/api/admin/upload', () => contractJson(uploadResponseSchema, { url: '/media/2026/0123.png' }, { status: 201 }));
    renderButton();
    await pickFile(pngFile(5 * 1024 * 1024 + 1));
    expect(await screen.findByText('File Too Large')).toBeInTheDocument();
    expect(screen.getByText('Please choose a file smaller than 5MB')).toBeInTheDocument();
    expect(received).toEqual([]);
  });

  it('when the file is not a JPG or PNG, then Invalid File Type', async () => {
    signInOnApiServer(organizer);
    renderButton();
    await pickFile(new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Invalid File Type')).toBeInTheDocument();
    expect(screen.getByText('Please choose a JPG or PNG image')).toBeInTheDocument();
  });

  it('when a file named .png is not an image, then it says so at once and no crop dialog opens', async () => {
    signInOnApiServer(organizer);
    const readsBefore = readFileAsDataUrl.mock.calls.length;
    renderButton();
    await pickFile(new File(['%PDF-1.7 not a picture'], 'renamed.png', { type: 'image/png' }));
    expect(await screen.findByText('Invalid File Type')).toBeInTheDocument();
    expect(screen.getByText('This file could not be read as an image. Please choose a JPG or PNG image.')).toBeInTheDocument();
    expect(screen.queryByText('Crop your photo')).not.toBeInTheDocument();
    expect(readFileAsDataUrl.mock.calls.length).toBe(readsBefore);
  });

  it('when the file cannot be read, then Upload Failed / Failed to upload photo', async () => {
    signInOnApiServer(organizer);
    readFileAsDataUrl.mockRejectedValueOnce(new Error('unreadable'));
    renderButton();
    await pickFile(pngFile());
    expect(await screen.findByText('Failed to upload photo. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Upload Failed')).toBeInTheDocument();
  });

  it('when an organizer crops and uploads, then the PNG goes to the admin path and the returned URL is handed back', async () => {
    signInOnApiServer(organizer);
    const received = answerUploads('/api/admin/upload', () => contractJson(uploadResponseSchema, { url: '/media/2026/0123.png' }, { status: 201 }));
    const onUploaded = jest.fn();
    renderButton(onUploaded);
    const user = await pickFile(pngFile());
    expect(await screen.findByText('Crop your photo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rotate right' }));
    expect(screen.getByText('Rotation: 90°')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith('/media/2026/0123.png'));
    expect(cropToPng).toHaveBeenLastCalledWith('data:image/png;base64,iVBORw0KGgo=', null, 90);
    expect(received).toEqual([{ path: '/api/admin/upload', fileName: 'cropped-image', uploadType: 'speaker' }]);
    await waitFor(() => expect(screen.queryByText('Crop your photo')).not.toBeInTheDocument());
  });

  it('when a participant uploads and the server refuses, then Upload Failed / Failed to upload cropped photo, and the dialog stays', async () => {
    signInOnApiServer(participant);
    const received = answerUploads('/api/participant/upload', () => errorJson(500, 'boom'));
    const onUploaded = jest.fn();
    renderButton(onUploaded);
    const user = await pickFile(pngFile());
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Failed to upload cropped photo. Please try again.')).toBeInTheDocument();
    expect(received.map(({ path }) => path)).toEqual(['/api/participant/upload']);
    expect(onUploaded).not.toHaveBeenCalled();
    expect(screen.getByText('Crop your photo')).toBeInTheDocument();
  });
});
