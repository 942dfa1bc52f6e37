import { expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { participant } from '../../../test/fixtures';
import { pickFile, pngFile } from '../../../test/photo-files';
import { renderFeature, signInOnApiServer } from '../../../test/render-feature';

/*
 * The cropper's code cannot be fetched (offline, or a deploy removed its chunk): jest stands in for
 * the browser's failed `import()` with a module factory that throws. jsdom cannot decode images,
 * so reading the picked file is a stand-in too.
 */
jest.unstable_mockModule('./PhotoCropDialog', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
jest.unstable_mockModule('../crop-image', () => ({
  readFileAsDataUrl: async () => 'data:image/png;base64,iVBORw0KGgo=',
  cropToPng: async () => new File([], 'cropped-image', { type: 'image/png' }),
}));
const { PhotoUploadButton } = await import('./PhotoUploadButton');

it('when the cropper cannot be fetched, then Upload Failed, no dialog and the drop zone still there', async () => {
  signInOnApiServer(participant);
  renderFeature(<PhotoUploadButton onUploaded={() => undefined} />);
  await pickFile(pngFile());
  expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
  expect(screen.getByText('Failed to upload photo. Please try again.')).toBeInTheDocument();
  expect(screen.queryByText('Crop your photo')).not.toBeInTheDocument();
  expect(screen.getByText('Upload photo')).toBeInTheDocument();
});
