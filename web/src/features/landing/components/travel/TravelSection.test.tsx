import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Faq, TravelResource } from '@trek/contracts';
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
});
