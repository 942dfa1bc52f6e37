// `npm run images:demo`: the WebP versions of the sample illustrations (web/public/demo/*.svg) at
// contracts' DEMO_IMAGE_WIDTHS, written beside them as `<name>.w<width>.webp`, so the demo content
// gets a `srcset` like an upload does. The files are committed: the web build then needs no native
// image library. Rerun after changing or adding a sample (web's demo-images test names any missing).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { DEMO_IMAGE_WIDTHS, demoWidthPath } from '../packages/contracts/dist/index.js';
import { repoRoot } from './lib/repo.mjs';

// The upload service's sharp: the same encoder as the uploads' versions, and no second copy to keep.
const sharp = createRequire(join(repoRoot, 'services/upload/package.json'))('sharp');

const folder = join(repoRoot, 'web/public/demo');
const samples = (await readdir(folder)).filter((name) => name.endsWith('.svg')).sort();
for (const name of samples) {
  const svg = await readFile(join(folder, name));
  const { width: viewWidth } = await sharp(svg).metadata();
  for (const width of DEMO_IMAGE_WIDTHS) {
    // Rasterised at the density that makes the drawing `width` px wide, so edges stay sharp.
    const density = Math.min(2400, (72 * width) / viewWidth);
    const webp = await sharp(svg, { density }).resize({ width }).webp({ quality: 82 }).toBuffer();
    const target = demoWidthPath(`/demo/${name}`, width).replace(/^\/demo\//, '');
    await writeFile(join(folder, target), webp);
  }
  console.log(`${name}: ${DEMO_IMAGE_WIDTHS.join(', ')} px`);
}
