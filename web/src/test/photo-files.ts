import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A file that starts as a PNG does, `size` bytes long. */
export const pngFile = (size = 1000) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_SIGNATURE);
  return new File([bytes], 'photo.png', { type: 'image/png' });
};

/** Picks `file` in the page's file input (a photo upload's drop zone), as a person choosing it does. */
export async function pickFile(file: File) {
  const user = userEvent.setup({ applyAccept: false });
  const input = await waitFor(() => {
    const element = document.querySelector('input[type="file"]');
    if (!element) throw new Error('no file input yet');
    return element as HTMLInputElement;
  });
  await user.upload(input, file);
  return user;
}
