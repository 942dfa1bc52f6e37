import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calendarFeedSchema, participantEditionSchema } from '@trek/contracts';
import { http, HttpResponse } from 'msw';
import { i18n } from '../../../../i18n';
import { answer, contractJson, errorJson } from '../../../../test/api-server';
import { TripCalendarCard } from './TripCalendarCard';
import { renderFeature } from '../../../../test/render-feature';

// Component test: MSW answers as the participant service does; the service and the feed itself
// are covered by services/participant/test/calendar-feed.api.test.ts.

const FEED = '/api/participant/calendar-feed';
const link = (secret: string) => `http://localhost/api/calendar/${'a'.repeat(24)}.${secret.padEnd(43, 'x')}.ics`;

function renderCard(initial: { url: string | null; createdAt: string | null }) {
  let current = initial;
  const requests: string[] = [];
  answer(
    http.get('/api/participant/edition', () => contractJson(participantEditionSchema, { year: 2026, currentYear: 2026, pastEdition: false })),
    http.get(FEED, () => contractJson(calendarFeedSchema, current)),
    http.post(FEED, () => {
      requests.push('POST');
      current = { url: link(`new${requests.length}`), createdAt: '2026-02-10T12:00:00.000Z' };
      return contractJson(calendarFeedSchema, current, { status: 201 });
    }),
    http.delete(FEED, () => {
      requests.push('DELETE');
      current = { url: null, createdAt: null };
      return new HttpResponse(null, { status: 204 });
    }),
  );
  renderFeature(<TripCalendarCard />);
  return requests;
}

describe('the trip calendar card', () => {
  it('when the participant has no link, then they can make one and see it with a subscribe link', async () => {
    const user = userEvent.setup();
    const requests = renderCard({ url: null, createdAt: null });
    expect(await screen.findByText(/the 2026 itinerary and your own Day 0 and Day 2 choices/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Make my calendar link' }));
    const field = await screen.findByRole('textbox', { name: 'Your private calendar link' });
    expect(field).toHaveValue(link('new1'));
    expect(screen.getByRole('link', { name: 'Add to my calendar' })).toHaveAttribute('href', link('new1').replace('http:', 'webcal:'));
    expect(await screen.findByText('Calendar link ready')).toBeInTheDocument();
    expect(requests).toEqual(['POST']);
  });

  it('when the participant makes a new link, then they are asked first, and the new address replaces the old', async () => {
    const user = userEvent.setup();
    const requests = renderCard({ url: link('old'), createdAt: '2026-01-10T12:00:00.000Z' });
    await user.click(await screen.findByRole('button', { name: 'Make a new link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a new calendar link?' });
    expect(within(dialog).getByText(/Calendars subscribed to your current link stop updating/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Make a new link' }));
    expect(await screen.findByDisplayValue(link('new1'))).toBeInTheDocument();
    expect(requests).toEqual(['POST']);
  });

  it('when the participant turns the link off, then after confirming it is gone and they can make another', async () => {
    const user = userEvent.setup();
    const requests = renderCard({ url: link('old'), createdAt: '2026-01-10T12:00:00.000Z' });
    await user.click(await screen.findByRole('button', { name: 'Turn off link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off your calendar link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Turn off link' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Turn off your calendar link?' })).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('button', { name: 'Make my calendar link' })).toBeInTheDocument();
    expect(screen.getByText('Calendar link turned off')).toBeInTheDocument();
    expect(requests).toEqual(['DELETE']);
  });

  it('when the link cannot be made, then a toast says so with the server’s message', async () => {
    const user = userEvent.setup();
    renderCard({ url: null, createdAt: null });
    answer(http.post(FEED, () => errorJson(503, 'Your edition cannot be read right now. Please try again shortly.')));
    await user.click(await screen.findByRole('button', { name: 'Make my calendar link' }));
    expect(await screen.findByText('Calendar link not changed')).toBeInTheDocument();
    expect(screen.getByText('Your edition cannot be read right now. Please try again shortly.')).toBeInTheDocument();
  });

  describe('in Spanish', () => {
    afterEach(async () => {
      await act(() => i18n.changeLanguage('en'));
    });

    it('when the portal is in Spanish, then the link handed out asks for the Spanish feed, and back in English for the English one', async () => {
      await act(() => i18n.changeLanguage('es'));
      renderCard({ url: link('mine'), createdAt: '2026-01-10T12:00:00.000Z' });
      const field = await screen.findByRole('textbox', { name: 'Tu enlace de calendario privado' });
      expect(field).toHaveValue(`${link('mine')}?lang=es`);
      expect(screen.getByRole('link', { name: 'Agregar a mi calendario' })).toHaveAttribute('href', `${link('mine').replace('http:', 'webcal:')}?lang=es`);
      await act(() => i18n.changeLanguage('en'));
      expect(await screen.findByRole('textbox', { name: 'Your private calendar link' })).toHaveValue(link('mine'));
    });
  });
});
