/** The first bytes of the image types the portal takes (JPEG, PNG), whatever the file's name says. */
const SIGNATURES: readonly (readonly number[])[] = [
  [0xff, 0xd8, 0xff],
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
];
const LONGEST = Math.max(...SIGNATURES.map((signature) => signature.length));

/**
 * Whether the file starts as a JPEG or PNG does: a document renamed `.png` is told apart before the
 * crop dialog opens on a picture the browser cannot draw. The upload service checks the content
 * again; this only lets the person hear at once.
 */
export async function startsLikeAnImage(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await readBytes(file.slice(0, LONGEST)));
  return SIGNATURES.some((signature) => signature.every((byte, index) => head[index] === byte));
}

/** FileReader rather than `Blob.arrayBuffer()`, which older mobile browsers lack. */
function readBytes(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (reader.result instanceof ArrayBuffer ? resolve(reader.result) : reject(new Error('The file could not be read')));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(blob);
  });
}
