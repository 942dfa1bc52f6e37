import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Request } from 'express';
import type { HtmlPage } from '../ssr/public-page-renderer.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type HtmlEncoding = 'br' | 'gzip' | 'identity';

/** The encoding to send a page in: brotli or gzip when the browser takes one (HTML shrinks about 8×). */
export function htmlEncodingFor(req: Request): HtmlEncoding {
  const accepted = req.acceptsEncodings('br', 'gzip', 'identity');
  return accepted === 'br' || accepted === 'gzip' ? accepted : 'identity';
}

/**
 * Compressed copies of one page, made once per page object: the renderer hands out the same page
 * for its cache time, so a landing page of ~150 KB is compressed once per variant per few seconds,
 * not once per visitor. Brotli at quality 5 is about as fast as gzip's default and smaller.
 */
const encodedPages = new WeakMap<HtmlPage, Map<HtmlEncoding, Promise<Buffer>>>();

export function encodedHtml(page: HtmlPage, encoding: HtmlEncoding): Promise<Buffer> {
  let copies = encodedPages.get(page);
  if (!copies) {
    copies = new Map();
    encodedPages.set(page, copies);
  }
  let copy = copies.get(encoding);
  if (!copy) {
    const body = Buffer.from(page.body, 'utf8');
    copy =
      encoding === 'br'
        ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
        : encoding === 'gzip'
          ? gzipAsync(body)
          : Promise.resolve(body);
    copies.set(encoding, copy);
  }
  return copy;
}
