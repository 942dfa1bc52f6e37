import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { testEdition } from '../../../../test/fixtures';
import { answerPublicReads, renderSection } from '../../testing/render-section';
import { HeroSection } from './HeroSection';

describe('hero section', () => {
  it('when the visitor prefers reduced motion, then the counters show their final figures at once', () => {
    const original = window.matchMedia;
    jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...original(query),
      matches: query === '(prefers-reduced-motion: reduce)',
    }));
    answerPublicReads({});
    renderSection(HeroSection);
    for (const figure of ['300+', '75', '3', '9']) expect(screen.getByText(figure)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '300+ Applications' })).toBeInTheDocument();
  });

  it('when shown, then Apply Now opens /apply and Learn More points at the introduction', () => {
    answerPublicReads({});
    renderSection(HeroSection);
    expect(screen.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/apply');
    expect(screen.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/#introduction');
  });

  it('when the edition settings say 2027, then the eyebrow and title name that year and its dates', async () => {
    answerPublicReads({ '/api/public/edition': { status: 200, body: testEdition({ year: 2027, startDate: '2027-03-14', endDate: '2027-03-21', day0Date: '2027-03-13' }) } });
    renderSection(HeroSection);
    expect(await screen.findByRole('heading', { name: 'Mexico Trek 2027' })).toBeInTheDocument();
    expect(screen.getByText('2027 Edition · March 13 to 21')).toBeInTheDocument();
  });

  it('when the application deadline has passed, then the hero says applications are closed and how to reach the team, without Apply Now', async () => {
    answerPublicReads({ '/api/public/edition': { status: 200, body: testEdition({ applicationDeadline: '2025-11-30', contactEmail: 'team@trek.example' }) } });
    renderSection(HeroSection);
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Applications for 2026 are closed');
    expect(notice).toHaveTextContent('The application deadline was November 30, 2025. To reach the team, write to team@trek.example.');
    expect(screen.getByRole('link', { name: 'team@trek.example' })).toHaveAttribute('href', 'mailto:team@trek.example');
    expect(screen.queryByRole('link', { name: 'Apply Now' })).not.toBeInTheDocument();
  });
});
