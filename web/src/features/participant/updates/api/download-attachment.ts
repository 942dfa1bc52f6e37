import type { Attachment } from '@trek/contracts';

/**
 * Saves the file under its own name. Spec 8: when that fails (e.g. the media host refuses a
 * cross-origin read), the url opens in a new tab instead, where the browser can show or save it.
 */
export async function downloadAttachment(attachment: Attachment): Promise<void> {
  try {
    const response = await fetch(attachment.url);
    if (!response.ok) throw new Error(`${response.status}`);
    const objectUrl = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = attachment.fileName;
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(objectUrl);
  } catch {
    window.open(attachment.url, '_blank', 'noopener,noreferrer');
  }
}
