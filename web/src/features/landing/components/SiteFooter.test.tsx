import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderFeature } from '../../../test/render-feature';
import { SiteFooter } from './SiteFooter';
import { answerPublicReads } from '../testing/render-section';
import { testEdition } from '../../../test/fixtures';

describe('site footer', () => {
  it('when the edition settings name a contact mailbox, then the footer links to it', async () => {
    answerPublicReads({ '/api/public/edition': { status: 200, body: testEdition({ contactEmail: 'hola@trek.example' }) } });
    renderFeature(<SiteFooter />);
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'hola@trek.example' })).toHaveAttribute('href', 'mailto:hola@trek.example');
  });
});
