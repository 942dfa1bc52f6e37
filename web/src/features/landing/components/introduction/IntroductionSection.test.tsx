import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerPublicReads, renderSection, setMobileViewport } from '../../testing/render-section';
import { IntroductionSection } from './IntroductionSection';

describe('introduction section', () => {
  it('when on a desktop, then all four paragraphs show', () => {
    answerPublicReads({});
    const { container } = renderSection(IntroductionSection);
    expect(container.querySelectorAll('p')).toHaveLength(4);
  });

  it('when on a phone, then one paragraph shows with arrows, dots and an n / total counter', async () => {
    setMobileViewport();
    answerPublicReads({});
    const user = userEvent.setup();
    renderSection(IntroductionSection);
    expect(screen.getByText('1 / 4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next paragraph' }));
    expect(screen.getByText('2 / 4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show paragraph 4' }));
    expect(screen.getByText('4 / 4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next paragraph' }));
    expect(screen.getByText('1 / 4')).toBeInTheDocument();
  });

  it('when swiped by 50 px or more, then the slide turns; a shorter swipe does nothing', () => {
    setMobileViewport();
    answerPublicReads({});
    renderSection(IntroductionSection);
    const slide = screen.getByText('1 / 4').closest('[aria-roledescription="carousel"]')?.firstElementChild as HTMLElement;
    fireEvent.touchStart(slide, { touches: [{ clientX: 200 }] });
    fireEvent.touchEnd(slide, { changedTouches: [{ clientX: 160 }] });
    expect(screen.getByText('1 / 4')).toBeInTheDocument();
    fireEvent.touchStart(slide, { touches: [{ clientX: 200 }] });
    fireEvent.touchEnd(slide, { changedTouches: [{ clientX: 150 }] });
    expect(screen.getByText('2 / 4')).toBeInTheDocument();
    fireEvent.touchStart(slide, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(slide, { changedTouches: [{ clientX: 170 }] });
    expect(screen.getByText('1 / 4')).toBeInTheDocument();
  });
});
