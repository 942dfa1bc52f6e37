import { jest } from '@jest/globals';

export interface CsvDownloads {
  /** The export requests, with their URL and Authorization header. */
  requests: { url: string; authorization: string | undefined }[];
  /** The file names the browser was asked to save. */
  savedFiles: string[];
}

/**
 * Answers GETs under `path` with a CSV file named `fileName` (the shared fetch stub has no blobs or
 * headers) and records what the browser was asked to save; jsdom cannot save files or make blob URLs.
 */
export function stubCsvExport(path: string, fileName: string): CsvDownloads {
  const downloads: CsvDownloads = { requests: [], savedFiles: [] };
  const stubbedFetch = globalThis.fetch;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    if (!url.startsWith(path)) return stubbedFetch(input, init);
    downloads.requests.push({ url, authorization: (init.headers as Record<string, string> | undefined)?.Authorization });
    return new Response('name,email\n', { status: 200, headers: { 'content-type': 'text/csv', 'content-disposition': `attachment; filename="${fileName}"` } });
  });
  Object.assign(URL, { createObjectURL: () => 'blob:csv-export', revokeObjectURL: () => undefined });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function saveFile(this: HTMLAnchorElement) {
    downloads.savedFiles.push(this.download);
  });
  return downloads;
}
