import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { answerPublicReads, renderSection } from '../../testing/render-section';
import { SupportersSection } from './SupportersSection';

describe('supporters section', () => {
  it('when a supporter has a website, then its logo links there; without one it is a plain logo', async () => {
    answerPublicReads({
      '/api/public/supporters': {
        status: 200,
        body: [
          { id: '1', name: 'Linked Co', logoUrl: '/media/linked.png', website: 'https://linked.example', order: 0 },
          { id: '2', name: 'Plain Co', logoUrl: '/media/plain.png', order: 1 },
        ],
      },
    });
    renderSection(SupportersSection);
    expect(await screen.findByRole('link', { name: /^Visit Linked Co/ })).toHaveAttribute('href', 'https://linked.example');
    expect(screen.getByRole('img', { name: 'Plain Co logo' }).closest('a')).toBeNull();
  });

  it('when there are no supporters, then the thank-you message shows', async () => {
    answerPublicReads({ '/api/public/supporters': { status: 200, body: [] } });
    renderSection(SupportersSection);
    expect(await screen.findByText('Thank you to our supporters - logos coming soon!')).toBeInTheDocument();
  });
});
