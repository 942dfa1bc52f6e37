import { jest } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { answer } from './api-server';

export interface CsvDownloads {
  /** The export requests, with their path and query and Authorization header. */
  requests: { url: string; authorization: string | null }[];
  /** The file names the browser was asked to save. */
  savedFiles: string[];
}

/**
 * Answers GETs of `path` with a CSV file named `fileName`, as the services send exports, and records
 * what the browser was asked to save; jsdom cannot save files or make blob URLs.
 */
export function answerCsvExport(path: string, fileName: string): CsvDownloads {
  const downloads: CsvDownloads = { requests: [], savedFiles: [] };
  answer(
    http.get(path, ({ request }) => {
      const url = new URL(request.url);
      downloads.requests.push({ url: `${url.pathname}${url.search}`, authorization: request.headers.get('Authorization') });
      return new HttpResponse('name,email\n', { headers: { 'content-type': 'text/csv', 'content-disposition': `attachment; filename="${fileName}"` } });
    }),
  );
  Object.assign(URL, { createObjectURL: () => 'blob:csv-export', revokeObjectURL: () => undefined });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function saveFile(this: HTMLAnchorElement) {
    downloads.savedFiles.push(this.download);
  });
  return downloads;
}
