import type { Attachment } from '@trek/contracts';
import { saveFile } from '../../../../lib/save-file';

/**
 * Saves the file under its own name. Spec 8: when that fails (e.g. the media host refuses a
 * cross-origin read), the url opens in a new tab instead, where the browser can show or save it.
 */
export async function downloadAttachment(attachment: Attachment): Promise<void> {
  try {
    const response = await fetch(attachment.url);
    if (!response.ok) throw new Error(`${response.status}`);
    saveFile(await response.blob(), attachment.fileName);
  } catch {
    window.open(attachment.url, '_blank', 'noopener,noreferrer');
  }
}
