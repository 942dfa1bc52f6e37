import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { renderFeature } from '../../../../test/render-feature';
import { AnimatedCounter } from './AnimatedCounter';

/** jsdom has no IntersectionObserver: this one says at once that what it watches is on screen. */
class OnScreenObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element): void {
    this.callback([{ isIntersecting: true, target } as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  unobserve(): void {}
  disconnect(): void {}
}

const originalObserver = window.IntersectionObserver;

describe('hero counter', () => {
  beforeEach(() => {
    window.IntersectionObserver = OnScreenObserver as unknown as typeof IntersectionObserver;
    jest.useFakeTimers();
  });

  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
    window.IntersectionObserver = originalObserver;
  });

  it('when it comes into view, then it counts up from 0 and stops at its figure', () => {
    renderFeature(<AnimatedCounter value={300} suffix="+" durationMs={2000} label="Applications" />);
    const figure = within(screen.getByRole('group', { name: '300+ Applications' })).getByText(/^\d+\+$/);
    expect(figure).toHaveTextContent(/^0\+$/);

    act(() => {
      jest.advanceTimersByTime(500);
    });
    const halfway = Number(figure.textContent!.replace('+', ''));
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(300);

    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(figure).toHaveTextContent(/^300\+$/);
  });

  it('when a frame is stamped before the count began, as a browser stamps the frame it runs in, then no figure is below 0', () => {
    // A browser passes each frame the time the frame began, which can precede the count's start.
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => window.setTimeout(() => callback(performance.now() - 20), 16));
    renderFeature(<AnimatedCounter value={300} suffix="+" durationMs={2000} label="Applications" />);
    const figure = within(screen.getByRole('group', { name: '300+ Applications' })).getByText(/^-?\d+\+$/);
    const shown: number[] = [];
    for (let frame = 0; frame < 150; frame += 1) {
      act(() => {
        jest.advanceTimersByTime(16);
      });
      shown.push(Number(figure.textContent!.replace('+', '')));
    }
    expect(Math.min(...shown)).toBe(0);
    expect(shown.at(-1)).toBe(300);
  });
});
