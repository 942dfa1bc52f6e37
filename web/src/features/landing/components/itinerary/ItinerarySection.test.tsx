import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../../../i18n';
import type { RecordedRequest } from '../../../../test/api-server';
import { itineraryDay } from '../../testing/content-fixtures';
import { answerPublicReads, renderSection, setMobileViewport } from '../../testing/render-section';
import { ItinerarySection } from './ItinerarySection';

/** The section's own reads (the edition settings, read first for the year tabs, left out). */
const contentReads = (requests: RecordedRequest[]) => requests.filter((request) => request.url !== '/api/public/edition');

const days2026 = Array.from({ length: 5 }, (_, i) =>
  itineraryDay({
    id: `d${i}`,
    dayNumber: i,
    date: `2026-03-${14 + i}`,
    activities: [
      { order: 2, time: '6:00 PM', title: `Dinner ${i}`, speakers: [] },
      { order: 0, time: '9:00 AM', title: `Breakfast ${i}`, speakers: [] },
      { order: 1, time: '1:00 PM', title: `Lunch ${i}`, speakers: [] },
    ],
  }),
);

function answerItinerary(byYear: Record<string, unknown[]>) {
  return answerPublicReads({
    '/api/public/itinerary-days': (url) => ({ status: 200, body: byYear[url.searchParams.get('year') ?? ''] ?? [] }),
  });
}

describe('itinerary section', () => {
  it('when opened, then 2026 is the chosen year and its days are read', async () => {
    const requests = answerItinerary({ 2026: days2026 });
    renderSection(ItinerarySection);
    expect(await screen.findByRole('heading', { name: 'Day 0 - Mexico City' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '2026' })).toHaveAttribute('aria-selected', 'true');
    expect(contentReads(requests)[0]?.url).toBe('/api/public/itinerary-days?year=2026');
  });

  it('when a year has days, then its calendar feed can be subscribed to (webcal, so changes arrive) or downloaded', async () => {
    answerItinerary({ 2026: days2026 });
    renderSection(ItinerarySection);
    const links = await screen.findByRole('group', { name: 'The 2026 itinerary in your calendar' });
    const subscribe = within(links).getByRole('link', { name: 'Subscribe in your calendar' });
    expect(subscribe).toHaveAttribute('href', `webcal://${window.location.host}/api/public/itinerary.ics?year=2026`);
    const download = within(links).getByRole('link', { name: 'Download .ics' });
    expect(download).toHaveAttribute('href', '/api/public/itinerary.ics?year=2026');
    expect(download).toHaveAttribute('download', 'mexico-trek-2026-itinerary.ics');
  });

  it('when on a desktop, then the first 2 days show and the toggle reveals the rest', async () => {
    answerItinerary({ 2026: days2026 });
    const user = userEvent.setup();
    renderSection(ItinerarySection);
    await screen.findByRole('heading', { name: 'Day 0 - Mexico City' });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Show 3 more days' }));
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Show fewer days' })).toBeInTheDocument();
  });

  it('when on a phone, then the first 3 days show', async () => {
    setMobileViewport();
    answerItinerary({ 2026: days2026 });
    renderSection(ItinerarySection);
    await screen.findByRole('heading', { name: 'Day 0 - Mexico City' });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Show 2 more days' })).toBeInTheDocument();
  });

  it('when a day has activities, then the first by order shows and See N more / See less toggles the rest', async () => {
    answerItinerary({ 2026: [days2026[0]] });
    const user = userEvent.setup();
    renderSection(ItinerarySection);
    expect(await screen.findByText('Breakfast 0')).toBeVisible();
    const more = screen.getByRole('button', { name: 'See 2 more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(screen.getByRole('button', { name: 'See less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('when another year is chosen, then its days are read, and an empty year says so', async () => {
    const requests = answerItinerary({ 2026: days2026 });
    const user = userEvent.setup();
    renderSection(ItinerarySection);
    await screen.findByRole('heading', { name: 'Day 0 - Mexico City' });
    await user.click(screen.getByRole('tab', { name: '2025' }));
    expect(await screen.findByText('No itinerary available for 2025 yet.')).toBeInTheDocument();
    expect(contentReads(requests).map((r) => r.url)).toContain('/api/public/itinerary-days?year=2025');
  });

  it('when the itinerary cannot be read, then it is retried once and the error and advice show', async () => {
    const requests = answerPublicReads({ '/api/public/itinerary-days': { status: 500, body: { message: 'down' } } });
    renderSection(ItinerarySection);
    expect(await screen.findByText('Failed to load itinerary data')).toBeInTheDocument();
    expect(screen.getByText('Please try refreshing the page or contact support if the issue persists.')).toBeInTheDocument();
    expect(contentReads(requests)).toHaveLength(2);
  });

  describe('in Spanish', () => {
    afterEach(async () => {
      await act(() => i18n.changeLanguage('en'));
    });

    it('when organizers wrote Spanish titles, then the day and its activities read them, and English shows where the Spanish is blank', async () => {
      const day = itineraryDay({
        id: 'es1',
        dayNumber: 1,
        date: '2026-03-15',
        title: 'Welcome to Mexico City',
        dressCode: 'Business casual',
        es: { title: 'Bienvenida a la Ciudad de México', dressCode: 'Casual de negocios' },
        activities: [
          { order: 0, time: '9:00 AM', title: 'City walk', description: 'Around the Zócalo.', es: { title: 'Paseo por la ciudad', description: '' }, speakers: [] },
        ],
      });
      answerItinerary({ 2026: [day] });
      await act(() => i18n.changeLanguage('es'));
      renderSection(ItinerarySection);
      expect(await screen.findByText('Bienvenida a la Ciudad de México')).toBeInTheDocument();
      expect(screen.getByText(/Casual de negocios/)).toBeInTheDocument();
      expect(screen.getByText('Paseo por la ciudad')).toBeInTheDocument();
      expect(screen.getByText('Around the Zócalo.')).toBeInTheDocument();
    });

    it('when a year has days, then the calendar links ask for the Spanish feed', async () => {
      answerItinerary({ 2026: days2026 });
      await act(() => i18n.changeLanguage('es'));
      renderSection(ItinerarySection);
      const links = await screen.findByRole('group', { name: /2026/ });
      const feed = '/api/public/itinerary.ics?year=2026&lang=es';
      expect(within(links).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([`webcal://${window.location.host}${feed}`, feed]);
    });
  });
});
