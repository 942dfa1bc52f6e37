import type { Browser } from 'playwright-core';
import { createParticipant, registerOrganizer, signInToken } from '../support/api.js';
import { baseUrl, launchBrowser, newPage, signedIn, snapshot } from '../support/browser.js';
import { solidPng } from '../support/png.js';

async function upload(path: string, token: string, bytes: Buffer, fileName = 'cropped-image') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), fileName);
  form.append('uploadType', 'speaker');
  return fetch(new URL(path, baseUrl()), { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
}

let browser: Browser;
let organizerToken: string;
let participantToken: string;
beforeAll(async () => {
  browser = await launchBrowser();
  organizerToken = await registerOrganizer('Uma Uploader');
  participantToken = await signInToken(await createParticipant(organizerToken, 'Paula Photo'));
});
afterAll(async () => {
  await browser.close();
});

describe('uploads through the gateway', () => {
  it('an organizer uploads a PNG; /media serves it as an inert image, and the signed-in page can show it', async () => {
    const res = await upload('/api/admin/upload', organizerToken, solidPng(1200, 600, Buffer.from('<script>alert(1)</script>')));
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/media\/\d{4}\/[0-9a-f]{32}-\d+x\d+\.png$/);

    const media = await fetch(new URL(url, baseUrl()), { headers: { accept: 'image/png,*/*' } });
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/png');
    expect(media.headers.get('x-content-type-options')).toBe('nosniff');
    expect(media.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(media.headers.get('content-disposition')).toMatch(/^inline/);
    const body = Buffer.from(await media.arrayBuffer());
    expect(body.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(body.includes('<script>')).toBe(false);

    const { context, page } = await newPage(browser, 'desktop');
    try {
      await page.goto('/');
      const size = await page.evaluate(async (src) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        return { width: image.naturalWidth, height: image.naturalHeight };
      }, url);
      // The display version: long side at most 800 px.
      expect(size).toEqual({ width: 800, height: 400 });
    } catch (error) {
      await snapshot(page, 'uploads-media-failure');
      throw error;
    } finally {
      await context.close();
    }
  });

  it('an organizer adds a speaker photo through the crop dialog; the field then shows the uploaded /media image', async () => {
    const { context, page } = await newPage(browser, 'desktop', signedIn(organizerToken));
    try {
      await page.goto('/admin/dashboard?tab=speakers');
      await page.getByRole('button', { name: 'Add', exact: true }).first().click();
      await page.getByRole('dialog').getByText('Upload photo').waitFor();

      await page.locator('input[type="file"]').first().setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: solidPng(900, 700) });
      await page.getByText('Crop your photo').waitFor();
      await page.getByRole('button', { name: 'Rotate right' }).click();
      await page.getByRole('button', { name: 'Upload', exact: true }).click();
      await page.getByText('Crop your photo').waitFor({ state: 'hidden' });

      const preview = page.getByRole('img', { name: 'Preview of Photo' });
      await preview.waitFor();
      const url = (await preview.getAttribute('src')) ?? '';
      expect(url).toMatch(/^\/media\/\d{4}\/[0-9a-f]{32}-\d+x\d+\.png$/);
      // Uploading is the only way in: no address can be pasted (the site shows its own images only).
      expect(await page.getByRole('textbox', { name: 'Photo' }).count()).toBe(0);
      const media = await fetch(new URL(url, baseUrl()), { headers: { accept: 'image/png' } });
      expect(media.headers.get('content-type')).toBe('image/png');
    } catch (error) {
      await snapshot(page, 'uploads-dialog-failure');
      throw error;
    } finally {
      await context.close();
    }
  });

  it('a participant uploads through the participant path but is refused on the admin path', async () => {
    expect((await upload('/api/participant/upload', participantToken, solidPng(100, 100))).status).toBe(201);
    expect((await upload('/api/admin/upload', participantToken, solidPng(100, 100))).status).toBe(403);
  });

  it('too big, wrong type and unknown media are refused with clear answers', async () => {
    const tooBig = await upload('/api/admin/upload', organizerToken, Buffer.concat([solidPng(10, 10), Buffer.alloc(5 * 1024 * 1024)]));
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({ message: 'Please choose a file smaller than 5MB' });

    const notAnImage = await upload('/api/admin/upload', organizerToken, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.png');
    expect(notAnImage.status).toBe(415);

    const unknown = await fetch(new URL(`/media/2026/${'0'.repeat(32)}.png`, baseUrl()));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'File not found' });
  });
});
