import { jest } from '@jest/globals';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../../app/AppProviders';
import { createQueryClient } from '../../../app/query-client';
import { stubFetch, type StubbedResponse } from '../../../test/fetch-stub';
import { testEdition } from '../../../test/fixtures';
import { MOBILE_MEDIA_QUERY } from '../use-is-mobile';
import type { LandingSectionProps } from '../sections';

/*
 * Section tests run without a backend: `answerPublicReads` stubs fetch with one answer per
 * public path (anything else is a 404); the edition settings are the spec's 2026 edition unless
 * a test answers them. The real content service is covered by the e2e journey.
 */
export function answerPublicReads(answers: Record<string, StubbedResponse | ((url: URL) => StubbedResponse)>) {
  const withEdition: typeof answers = { '/api/public/edition': { status: 200, body: testEdition() }, ...answers };
  return stubFetch((request) => {
    const url = new URL(request.url, 'http://localhost');
    const answer = withEdition[url.pathname];
    if (!answer) return { status: 404, body: { message: 'Not found' } };
    return typeof answer === 'function' ? answer(url) : answer;
  });
}

/** Renders one landing section with the app's providers, as the landing page does. */
export function renderSection(Section: ComponentType<LandingSectionProps>) {
  const queryClient = createQueryClient();
  return render(
    <AppProviders queryClient={queryClient} env="test">
      <MemoryRouter>
        <Section headingId="section-heading" />
      </MemoryRouter>
    </AppProviders>,
  );
}

/** Makes the viewport a phone (below 768 px) for the rest of the test; the setup's afterEach restores mocks. */
export function setMobileViewport() {
  const original = window.matchMedia;
  jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ ...original(query), matches: query === MOBILE_MEDIA_QUERY }));
}
