import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Faq, TravelResource } from '@trek/contracts';
import { i18n } from '../../../../i18n';
import { answerPublicReads, renderSection } from '../../testing/render-section';
import { TravelSection } from './TravelSection';

const faqs: Faq[] = [
  { id: 'f1', question: 'First question?', answer: 'First answer.', order: 0 },
  { id: 'f2', question: 'Second question?', answer: 'Second answer.', order: 1 },
];
const phrase: TravelResource = { id: 'r1', type: 'phrase', title: 'Greeting', content: { spanish: 'Buenos días', english: 'Good morning' }, order: 0 };

function stubClipboard(writeText: (text: string) => Promise<void>) {
  const mock = jest.fn(writeText);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: mock }, configurable: true });
  return mock;
}

describe('travel and FAQ section', () => {
  it('when the content service has none, then the built-in travel cards and FAQs show', async () => {
    answerPublicReads({ '/api/public/faqs': { status: 200, body: [] }, '/api/public/travel-resources': { status: 200, body: [] } });
    renderSection(TravelSection);
    for (const title of ['Hotel Addresses', 'US Embassy & Consulate', 'Mexico City Early Arrival', 'Common Spanish Phrases']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(await screen.findByText('How much does the trek cost?')).toBeInTheDocument();
    expect(screen.getByText('Muchas gracias')).toBeInTheDocument();
  });

  it('when a phrase is copied, then it is on the clipboard and "Copied!" shows', async () => {
    answerPublicReads({ '/api/public/travel-resources': { status: 200, body: [phrase] } });
    const user = userEvent.setup();
    renderSection(TravelSection);
    const writeText = stubClipboard(async () => undefined);
    await user.click(await screen.findByRole('button', { name: 'Copy "Buenos días"' }));
    expect(writeText).toHaveBeenCalledWith('Buenos días');
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Copied!');
    expect(toast).toHaveTextContent('Phrase copied to clipboard');
  });

  it('when copying fails, then "Error / Failed to copy phrase" shows', async () => {
    answerPublicReads({ '/api/public/travel-resources': { status: 200, body: [phrase] } });
    const user = userEvent.setup();
    renderSection(TravelSection);
    stubClipboard(async () => {
      throw new Error('denied');
    });
    await user.click(await screen.findByRole('button', { name: 'Copy "Buenos días"' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Failed to copy phrase');
  });

  it('when FAQs open, then one is open at a time and the open one closes again', async () => {
    answerPublicReads({ '/api/public/faqs': { status: 200, body: faqs } });
    const user = userEvent.setup();
    renderSection(TravelSection);
    const first = await screen.findByRole('button', { name: 'First question?' });
    const second = screen.getByRole('button', { name: 'Second question?' });
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  describe('in Spanish', () => {
    afterEach(async () => {
      await act(() => i18n.changeLanguage('en'));
    });

    it('when organizers wrote Spanish versions, then the FAQ and the travel cards read Spanish, and English shows where the Spanish is blank', async () => {
      const bilingual: Faq[] = [
        { id: 'f1', question: 'Is there a dress code?', answer: 'Business casual.', es: { question: '¿Hay código de vestimenta?', answer: 'Casual de negocios.' }, order: 0 },
        { id: 'f2', question: 'Only English?', answer: 'Only English.', es: { question: '', answer: '' }, order: 1 },
      ];
      const cards: TravelResource[] = [
        { id: 'h1', type: 'hotel', title: 'Mexico City', content: { address: 'Calle 1' }, es: { title: 'Ciudad de México', address: 'Calle 1, esquina con Reforma' }, order: 0 },
        { id: 'h2', type: 'hotel', title: 'Mérida', content: { address: 'Calle 60' }, order: 1 },
        {
          id: 'c1',
          type: 'recommendation',
          title: 'Walk the centre',
          content: { description: 'See the Zócalo.' },
          es: { title: 'Recorre el centro', description: '' },
          order: 1,
        },
      ];
      answerPublicReads({ '/api/public/faqs': { status: 200, body: bilingual }, '/api/public/travel-resources': { status: 200, body: cards } });
      await act(() => i18n.changeLanguage('es'));
      const user = userEvent.setup();
      renderSection(TravelSection);
      await user.click(await screen.findByRole('button', { name: '¿Hay código de vestimenta?' }));
      expect(await screen.findByText('Casual de negocios.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Only English?' })).toBeInTheDocument();
      expect(screen.getByText('Ciudad de México')).toBeInTheDocument();
      expect(screen.getByText('Calle 1, esquina con Reforma')).toBeInTheDocument();
      expect(screen.getByText('Calle 60')).toBeInTheDocument();
      expect(screen.getByText('Recorre el centro')).toBeInTheDocument();
      expect(screen.getByText('See the Zócalo.')).toBeInTheDocument();
    });

    it('when the content service has none, then the built-in FAQs read Spanish with the edition\'s dates in Spanish', async () => {
      answerPublicReads({ '/api/public/faqs': { status: 200, body: [] }, '/api/public/travel-resources': { status: 200, body: [] } });
      await act(() => i18n.changeLanguage('es'));
      const user = userEvent.setup();
      renderSection(TravelSection);
      await user.click(await screen.findByRole('button', { name: '¿Cuándo empieza y termina el viaje?' }));
      expect(await screen.findByText(/^El viaje empieza el [a-zé]+, \d+ de [a-z]+ en Ciudad de México/)).toBeInTheDocument();
      expect(screen.getByText('Embajada de Estados Unidos en la Ciudad de México')).toBeInTheDocument();
    });
  });
});
