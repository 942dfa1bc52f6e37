import { jest } from '@jest/globals';
import type { PublicEdition } from '@trek/contracts';
import { stubFetch, type FetchHandler, type StubbedResponse } from '../../test/fetch-stub';
import { testEdition } from '../../test/fixtures';
import { stubMediaQueryList } from '../../test/media-query';

/*
 * Component tests of the wizard stub `fetch`: each answers the calls the screens make. The real
 * applications and content services are exercised by e2e/journeys/apply.test.ts.
 */

export const teamList = [
  { id: 't1', name: 'Ana López', role: 'Co-Director', order: 1, socials: {} },
  { id: 't2', name: 'Pablo Participant', role: 'participant', order: 2, socials: {} },
];

export const contactEmail = 'hola@mexicotrek.example';

/** Answers the public team and edition reads (the 2026 edition, open, unless `edition` changes it), and the submission with `onSubmit`. */
export function stubApplyBackend(
  onSubmit: FetchHandler = () => ({ status: 201, body: { ref: 'MT26-TEST01' } }),
  edition: Partial<PublicEdition> = {},
) {
  return stubFetch((request): StubbedResponse | Promise<StubbedResponse> => {
    if (request.url === '/api/public/team') return { status: 200, body: teamList };
    if (request.url === '/api/public/edition') return { status: 200, body: testEdition({ contactEmail, ...edition }) };
    if (request.url === '/api/applications' && request.method === 'POST') return onSubmit(request);
    return { status: 404, body: { message: 'Not found' } };
  });
}

/** jsdom has no canvas: the confirmation page then shows its pulse instead of confetti. */
export function preferReducedMotion() {
  jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => stubMediaQueryList(query, query.includes('prefers-reduced-motion')));
}
