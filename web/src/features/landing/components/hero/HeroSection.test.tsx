import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
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
});
