import { jest } from '@jest/globals';
import { errorBodySchema } from '@trek/contracts';
import { http } from 'msw';
import type { ComponentType } from 'react';
import { answer, contractJson, recordRequests, type RecordedRequest } from '../../../test/api-server';
import { answerPublicContent, publicReadSchema } from '../../../test/public-content';
import { renderFeature } from '../../../test/render-feature';
import { MOBILE_MEDIA_QUERY } from '../use-is-mobile';
import type { LandingSectionProps } from '../sections';

/** One public read's answer: a status and the body the content service would send with it. */
export interface PublicReadAnswer {
  status: number;
  body?: unknown;
}

/*
 * Section tests run without a backend: MSW answers the public reads, each path given with its
 * answer (a function gets the request's URL, for answers by year) after checking it against the
 * path's contract schema (a refusal against the error body's); every other list is empty, the
 * edition settings the spec's 2026 edition unless a test answers them. The real content service
 * is covered by the e2e journey. Returns the requests the section sends from now on.
 */
export function answerPublicReads(answers: Record<string, PublicReadAnswer | ((url: URL) => PublicReadAnswer | Promise<PublicReadAnswer>)>): RecordedRequest[] {
  answerPublicContent();
  answer(
    ...Object.entries(answers).map(([path, reply]) => {
      const schema = publicReadSchema(path);
      return http.get(path, async ({ request }) => {
        const { status, body } = await (typeof reply === 'function' ? reply(new URL(request.url)) : reply);
        return contractJson(status < 400 ? schema : errorBodySchema, body as never, { status });
      });
    }),
  );
  return recordRequests();
}

/** Renders one landing section with the app's providers, as the landing page does. */
export function renderSection(Section: ComponentType<LandingSectionProps>) {
  return renderFeature(<Section headingId="section-heading" />);
}

/** Makes the viewport a phone (below 768 px) for the rest of the test; the setup's afterEach restores mocks. */
export function setMobileViewport() {
  const original = window.matchMedia;
  jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ ...original(query), matches: query === MOBILE_MEDIA_QUERY }));
}
