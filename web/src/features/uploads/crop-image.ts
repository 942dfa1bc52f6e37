import { CROP, fitLongSide } from '@trek/contracts';

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The picked file as a data: URL for the cropper; rejects when the browser cannot read it. */
export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('The file could not be read')));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be decoded'));
    image.src = src;
  });
}

function canvasOf(width: number, height: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw images');
  return [canvas, context];
}

/**
 * The cropped picture as the PNG file the spec uploads (`cropped-image`, long side at most
 * 800 px). `area` is in pixels of the image turned by `rotation` (a multiple of 90°), as
 * react-easy-crop reports it; without one, the whole image.
 */
export async function cropToPng(imageSrc: string, area: PixelArea | null, rotation: number): Promise<File> {
  const image = await loadImage(imageSrc);
  const quarterTurns = ((Math.round(rotation / 90) % 4) + 4) % 4;
  const sideways = quarterTurns % 2 === 1;
  const [turned, turnedContext] = canvasOf(sideways ? image.naturalHeight : image.naturalWidth, sideways ? image.naturalWidth : image.naturalHeight);
  turnedContext.translate(turned.width / 2, turned.height / 2);
  turnedContext.rotate((quarterTurns * Math.PI) / 2);
  turnedContext.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2);

  const source = area ?? { x: 0, y: 0, width: turned.width, height: turned.height };
  const size = fitLongSide(Math.max(1, Math.round(source.width)), Math.max(1, Math.round(source.height)), CROP.output.maxLongSide);
  const [output, outputContext] = canvasOf(size.width, size.height);
  outputContext.drawImage(turned, source.x, source.y, source.width, source.height, 0, 0, size.width, size.height);
  const blob = await new Promise<Blob | null>((resolve) => output.toBlob(resolve, CROP.output.mimeType));
  if (!blob) throw new Error('The cropped image could not be encoded');
  return new File([blob], CROP.output.fileName, { type: CROP.output.mimeType });
}
