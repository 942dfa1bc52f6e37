import { jest } from '@jest/globals';
import { applicationCreatedSchema, applicationPayloadSchema, publicEditionSchema, teamMemberSchema, type PublicEdition } from '@trek/contracts';
import { http } from 'msw';
import { z } from 'zod';
import { answer, contractJson, fixture, recordRequests } from '../../test/api-server';
import { testEdition } from '../../test/fixtures';
import { stubMediaQueryList } from '../../test/media-query';
import { answerPublicContent } from '../../test/public-content';

/*
 * Component tests of the wizard: MSW answers the calls the screens make, as the services would.
 * The real applications and content services are exercised by e2e/journeys/apply.test.ts.
 */

export const teamList = fixture(z.array(teamMemberSchema), [
  { id: 't1', name: 'Ana López', role: 'Co-Director', order: 1, socials: {} },
  { id: 't2', name: 'Pablo Participant', role: 'participant', order: 2, socials: {} },
]);

export const contactEmail = 'hola@mexicotrek.example';

/**
 * Answers the public team and edition reads (the 2026 edition, open, unless `edition` changes it),
 * the landing page's other reads (empty, for the links home), and the submission with `onSubmit` after checking it against the application contract. Returns
 * the requests the wizard sends from now on.
 */
export function answerApplyBackend(
  onSubmit: () => Response = () => contractJson(applicationCreatedSchema, { ref: 'MT26-TEST01' }, { status: 201 }),
  edition: Partial<PublicEdition> = {},
) {
  answerPublicContent();
  answer(
    http.get('/api/public/team', () => contractJson(z.array(teamMemberSchema), teamList)),
    http.get('/api/public/edition', () => contractJson(publicEditionSchema, testEdition({ contactEmail, ...edition }))),
    http.post('/api/applications', async ({ request }) => {
      applicationPayloadSchema.parse(await request.json());
      return onSubmit();
    }),
  );
  return recordRequests();
}

/** jsdom has no canvas: the confirmation page then shows its pulse instead of confetti. */
export function preferReducedMotion() {
  jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => stubMediaQueryList(query, query.includes('prefers-reduced-motion')));
}
