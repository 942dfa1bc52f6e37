import { CROP, UPLOAD_MAX_PIXELS, fitLongSide, uploadFileProblem, uploadTypeSchema, ATTACHMENT_MIME_TYPES } from './upload.js';
import { uploadMessages } from './messages/upload.js';
import { mediaImageSize, responsiveCandidates, responsiveWidths } from './responsive-images.js';

describe('upload checks', () => {
  it('accept JPEG and PNG up to exactly 5 MB', () => {
    expect(uploadFileProblem({ size: 5 * 1024 * 1024, type: 'image/png' })).toBeNull();
    expect(uploadFileProblem({ size: 10, type: 'image/jpg' })).toBeNull();
  });

  it('refuse a larger file with File Too Large', () => {
    expect(uploadFileProblem({ size: 5 * 1024 * 1024 + 1, type: 'image/png' })).toEqual({
      title: 'File Too Large',
      message: 'Please choose a file smaller than 5MB',
    });
  });

  it('refuse other types with Invalid File Type; PDFs only as attachments', () => {
    expect(uploadFileProblem({ size: 10, type: 'image/gif' })).toEqual({ title: 'Invalid File Type', message: 'Please choose a JPG or PNG image' });
    expect(uploadFileProblem({ size: 10, type: 'application/pdf' })?.message).toBe(uploadMessages.invalidType);
    expect(uploadFileProblem({ size: 10, type: 'application/pdf' }, ATTACHMENT_MIME_TYPES)).toBeNull();
  });

  it('name the server-side refusals plainly, with the pixel limit the service enforces', () => {
    expect(UPLOAD_MAX_PIXELS).toBe(40_000_000);
    expect(uploadMessages.tooManyPixels).toMatch(/40 megapixels/);
    expect(uploadMessages.notAnImage).toMatch(/JPG or PNG/);
  });

  it('treat a missing or blank uploadType as general and refuse unknown ones', () => {
    expect(uploadTypeSchema.parse(undefined)).toBe('general');
    expect(uploadTypeSchema.parse('')).toBe('general');
    expect(uploadTypeSchema.parse('profile')).toBe('profile');
    expect(uploadTypeSchema.safeParse('../etc').error?.issues[0]?.message).toBe(uploadMessages.invalidUploadType);
  });
});

describe('crop output', () => {
  it('scales the long side down to 800 px and never up', () => {
    expect(fitLongSide(1600, 900)).toEqual({ width: 800, height: 450 });
    expect(fitLongSide(900, 1800)).toEqual({ width: 400, height: 800 });
    expect(fitLongSide(355, 200)).toEqual({ width: 355, height: 200 });
    expect(CROP.output).toEqual({ maxLongSide: 800, mimeType: 'image/png', fileName: 'cropped-image' });
  });
});

describe('responsive image versions', () => {
  it('step up to the image width and never beyond it or 1920 px', () => {
    expect(responsiveWidths(4000)).toEqual([320, 640, 960, 1280, 1920]);
    expect(responsiveWidths(1280)).toEqual([320, 640, 960, 1280]);
    expect(responsiveWidths(800)).toEqual([320, 640, 800]);
    expect(responsiveWidths(200)).toEqual([200]);
  });

  it('list the WebP versions a sized upload URL names, and none for an older upload', () => {
    const url = '/media/2026/0123456789abcdef0123456789abcdef-800x450.png';
    expect(mediaImageSize(url)).toEqual({ width: 800, height: 450 });
    expect(responsiveCandidates(url)).toEqual([
      { url: '/media/2026/0123456789abcdef0123456789abcdef-800x450.w320.webp', width: 320 },
      { url: '/media/2026/0123456789abcdef0123456789abcdef-800x450.w640.webp', width: 640 },
      { url: '/media/2026/0123456789abcdef0123456789abcdef-800x450.w800.webp', width: 800 },
    ]);
    expect(responsiveCandidates('/media/2026/0123456789abcdef0123456789abcdef.png')).toEqual([]);
    expect(mediaImageSize('/media/2026/0123456789abcdef0123456789abcdef-0x450.png')).toBeNull();
  });

  it('list the shipped samples’ WebP versions', () => {
    expect(responsiveCandidates('/demo/avatar-1.svg').map((c) => c.url)).toEqual(['/demo/avatar-1.w320.webp', '/demo/avatar-1.w640.webp', '/demo/avatar-1.w960.webp']);
  });
});
