import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../../../i18n';
import { longText, place } from '../../testing/content-fixtures';
import { answerPublicReads, renderSection, setMobileViewport } from '../../testing/render-section';
import { PlacesSection } from './PlacesSection';

const museums = Array.from({ length: 3 }, (_, i) => place({ id: `m${i}`, name: `Museum ${i}`, types: ['Museums'], order: i, photoUrl: `/media/m${i}.png` }));
const cities = Array.from({ length: 9 }, (_, i) => place({ id: `c${i}`, name: `City ${i}`, types: ['Cities'], order: 10 + i }));

const cardCount = () => screen.getAllByRole('article').length;

describe('places section', () => {
  it('when a chip is chosen, then only places of that type show, matched case-insensitively', async () => {
    // A stored "museums" (any case) still belongs to the Museums chip.
    const lowerCase = place({ id: 'l', name: 'Lower-case Museum', types: ['museums' as never], order: 5 });
    answerPublicReads({ '/api/public/places': { status: 200, body: [...museums, ...cities, lowerCase] } });
    const user = userEvent.setup();
    renderSection(PlacesSection);
    await screen.findByText('Museum 0');
    await user.click(screen.getByRole('radio', { name: 'Museums' }));
    expect(cardCount()).toBe(4);
    expect(screen.getByText('Lower-case Museum')).toBeInTheDocument();
    expect(screen.queryByText('City 0')).not.toBeInTheDocument();
  });

  it('when a category has no places, then "No {category} places yet." shows', async () => {
    answerPublicReads({ '/api/public/places': { status: 200, body: museums } });
    const user = userEvent.setup();
    renderSection(PlacesSection);
    await screen.findByText('Museum 0');
    await user.click(screen.getByRole('radio', { name: 'Hotels' }));
    expect(screen.getByText('No Hotels places yet.')).toBeInTheDocument();
  });

  it('when there are no places at all, then the gallery-coming-soon text shows', async () => {
    answerPublicReads({ '/api/public/places': { status: 200, body: [] } });
    renderSection(PlacesSection);
    expect(await screen.findByText("Gallery coming soon - showcasing Mexico's most beautiful destinations!")).toBeInTheDocument();
  });

  it('when a description is longer than 100 characters, then it is cut at 100', async () => {
    const description = longText(160);
    answerPublicReads({ '/api/public/places': { status: 200, body: [place({ id: 'p', name: 'Long', description })] } });
    renderSection(PlacesSection);
    expect(await screen.findByText(`${description.slice(0, 100).trimEnd()}…`)).toBeInTheDocument();
  });

  it('when on a desktop, then 9 show first, the toggle names the hidden count, and a new filter collapses again', async () => {
    answerPublicReads({ '/api/public/places': { status: 200, body: [...museums, ...cities] } });
    const user = userEvent.setup();
    renderSection(PlacesSection);
    await screen.findByText('Museum 0');
    expect(cardCount()).toBe(9);
    await user.click(screen.getByRole('button', { name: 'Explore 3 more destinations' }));
    expect(cardCount()).toBe(12);
    expect(screen.getByRole('button', { name: 'Show Less (hide 3)' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Cities' }));
    await user.click(screen.getByRole('radio', { name: 'All' }));
    expect(cardCount()).toBe(9);
  });

  it('when on a phone, then 4 rows of 5 show first with "More places"', async () => {
    setMobileViewport();
    const many = Array.from({ length: 23 }, (_, i) => place({ id: `p${i}`, name: `Place ${i}`, order: i }));
    answerPublicReads({ '/api/public/places': { status: 200, body: many } });
    const user = userEvent.setup();
    renderSection(PlacesSection);
    await screen.findByText('Place 0');
    expect(cardCount()).toBe(20);
    await user.click(screen.getByRole('button', { name: 'More places' }));
    expect(cardCount()).toBe(23);
    expect(screen.getByRole('button', { name: 'Show Less' })).toBeInTheDocument();
  });

  it('when a photo is opened, then the viewer shows it and Escape closes it', async () => {
    answerPublicReads({ '/api/public/places': { status: 200, body: museums } });
    const user = userEvent.setup();
    renderSection(PlacesSection);
    await user.click(await screen.findByRole('button', { name: 'View the photo of Museum 1' }));
    expect(await screen.findByRole('dialog', { name: 'Photo of Museum 1' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('in Spanish', () => {
    afterEach(async () => {
      await act(() => i18n.changeLanguage('en'));
    });

    it('when organizers wrote a Spanish name and description, then the card reads them; a place without them keeps its English', async () => {
      const museum = place({
        id: 'a',
        name: 'National Museum of Anthropology',
        description: 'Mexico’s largest museum.',
        es: { name: 'Museo Nacional de Antropología', description: 'El museo más grande de México.' },
        types: ['Museums'],
      });
      const market = place({ id: 'b', name: 'Mercado de San Juan', description: 'A food market.', es: { name: '', description: '' }, types: ['Cities'], order: 1 });
      answerPublicReads({ '/api/public/places': { status: 200, body: [museum, market] } });
      await act(() => i18n.changeLanguage('es'));
      renderSection(PlacesSection);
      expect(await screen.findByText('Museo Nacional de Antropología')).toBeInTheDocument();
      expect(screen.getByText('El museo más grande de México.')).toBeInTheDocument();
      expect(screen.getByText('Mercado de San Juan')).toBeInTheDocument();
      expect(screen.getByText('A food market.')).toBeInTheDocument();
    });
  });
});
