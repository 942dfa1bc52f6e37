import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANNOUNCEMENT_READ_DWELL_MS, announcementReceiptSchema, participantAnnouncementListSchema, type ParticipantAnnouncement } from '@trek/contracts';
import { http } from 'msw';
import { answer, contractJson } from '../../../../test/api-server';
import { AnnouncementsSection } from './AnnouncementsSection';
import { renderFeature } from '../../../../test/render-feature';

// Component test: MSW answers as the participant service does; the receipts themselves (once per
// announcement and participant, the reader from the token) are covered by
// services/updates/test/announcement-reads.api.test.ts.

const UNREAD_ID = 'a'.repeat(24);
const READ_ID = 'b'.repeat(24);

const announcements: ParticipantAnnouncement[] = [
  { id: UNREAD_ID, title: 'Bus leaves at 5:30', content: `Meet in the lobby. ${'Bring water. '.repeat(20)}`, priority: 'urgent', attachments: [], pinned: false, createdAt: '2026-03-01T10:00:00.000Z', readAt: null },
  { id: READ_ID, title: 'Welcome', content: 'See you in March.', priority: 'normal', attachments: [], pinned: false, createdAt: '2026-02-01T10:00:00.000Z', readAt: '2026-02-02T10:00:00.000Z' },
];

/**
 * jsdom has no IntersectionObserver: this one lets a test say how much of a card is on screen, as
 * the browser would report it.
 */
class ScreenObserver {
  static instances: ScreenObserver[] = [];
  readonly elements: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    ScreenObserver.instances.push(this);
  }
  observe(element: Element): void {
    this.elements.push(element);
  }
  unobserve(): void {}
  disconnect(): void {
    this.elements.length = 0;
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  report(element: Element, visibleShare: number): void {
    const height = 200;
    const entry = {
      target: element,
      isIntersecting: visibleShare > 0,
      intersectionRatio: visibleShare,
      intersectionRect: { height: height * visibleShare },
      rootBounds: { height: 800 },
    } as unknown as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

/** Tells every observer watching the card of `title` that this share of it is on screen. */
function showOnScreen(title: string, visibleShare: number) {
  const card = screen.getByRole('heading', { name: title }).closest('article');
  if (!card) throw new Error(`no card for ${title}`);
  act(() => {
    for (const observer of ScreenObserver.instances) if (observer.elements.includes(card)) observer.report(card, visibleShare);
  });
}

function renderAnnouncements() {
  const receipts: string[] = [];
  answer(
    http.get('/api/participant/announcements', () => contractJson(participantAnnouncementListSchema, announcements)),
    http.post('/api/participant/announcements/:id/read', ({ params }) => {
      receipts.push(String(params.id));
      return contractJson(announcementReceiptSchema, { announcementId: String(params.id), readAt: '2026-03-02T08:00:00.000Z' }, { status: 201 });
    }),
  );
  renderFeature(<AnnouncementsSection />);
  return receipts;
}

const originalObserver = window.IntersectionObserver;

beforeEach(() => {
  ScreenObserver.instances = [];
  window.IntersectionObserver = ScreenObserver as unknown as typeof IntersectionObserver;
});

afterEach(() => {
  window.IntersectionObserver = originalObserver;
  jest.useRealTimers();
});

describe('announcement read receipts', () => {
  it('when an unread announcement has been on screen for two seconds, then its receipt is sent once, and none for one already read', async () => {
    const receipts = renderAnnouncements();
    await screen.findByRole('heading', { name: 'Bus leaves at 5:30' });
    jest.useFakeTimers({ advanceTimers: true });

    showOnScreen('Bus leaves at 5:30', 1);
    showOnScreen('Welcome', 1);
    act(() => jest.advanceTimersByTime(ANNOUNCEMENT_READ_DWELL_MS - 100));
    expect(receipts).toEqual([]);
    act(() => jest.advanceTimersByTime(100));
    await waitFor(() => expect(receipts).toEqual([UNREAD_ID]));

    // Scrolled away and back: the list now says it was read, so nothing more is sent.
    showOnScreen('Bus leaves at 5:30', 0);
    showOnScreen('Bus leaves at 5:30', 1);
    act(() => jest.advanceTimersByTime(ANNOUNCEMENT_READ_DWELL_MS * 2));
    expect(receipts).toEqual([UNREAD_ID]);
  });

  it('when an announcement only passes by on screen, or too little of it shows, then nothing is sent', async () => {
    const receipts = renderAnnouncements();
    await screen.findByRole('heading', { name: 'Bus leaves at 5:30' });
    jest.useFakeTimers({ advanceTimers: true });

    showOnScreen('Bus leaves at 5:30', 1);
    act(() => jest.advanceTimersByTime(ANNOUNCEMENT_READ_DWELL_MS / 2));
    showOnScreen('Bus leaves at 5:30', 0.2);
    act(() => jest.advanceTimersByTime(ANNOUNCEMENT_READ_DWELL_MS * 3));
    expect(receipts).toEqual([]);
  });

  it('when the participant opens an unread announcement with Read More, then its receipt is sent at once', async () => {
    const receipts = renderAnnouncements();
    const card = within((await screen.findByRole('heading', { name: 'Bus leaves at 5:30' })).closest('article') as HTMLElement);
    await userEvent.click(card.getByRole('button', { name: 'Read More' }));
    await waitFor(() => expect(receipts).toEqual([UNREAD_ID]));
  });
});
