import { ANNOUNCEMENT_READ_DWELL_MS, type ParticipantAnnouncement } from '@trek/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { useMarkAnnouncementRead } from './queries/updates-queries';

/** Half of the card on screen (or half of the screen filled, for a card taller than it) counts as shown. */
const SHOWN_SHARE = 0.5;

function isShown(entry: IntersectionObserverEntry): boolean {
  if (!entry.isIntersecting) return false;
  const screenHeight = entry.rootBounds?.height ?? window.innerHeight;
  return entry.intersectionRatio >= SHOWN_SHARE || entry.intersectionRect.height >= screenHeight * SHOWN_SHARE;
}

/**
 * The read receipt of one announcement card: sent once, when the card has been shown for
 * ANNOUNCEMENT_READ_DWELL_MS in a visible page (scrolling past does not count), or at once by
 * `markRead` (Read More). Nothing is sent for an announcement the participant already read.
 */
export function useReadReceipt<Element extends HTMLElement>(announcement: Pick<ParticipantAnnouncement, 'id' | 'readAt'>) {
  const { mutate } = useMarkAnnouncementRead();
  const cardRef = useRef<Element>(null);
  const asked = useRef(false);
  const unread = announcement.readAt === null;
  const { id } = announcement;

  const markRead = useCallback(() => {
    if (!unread || asked.current) return;
    asked.current = true;
    mutate(id, {
      onError: () => {
        asked.current = false;
      },
    });
  }, [unread, mutate, id]);

  useEffect(() => {
    const element = cardRef.current;
    if (!unread || !element || typeof IntersectionObserver === 'undefined') return undefined;
    let shown = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(timer);
      timer = undefined;
    };
    const start = () => {
      if (timer === undefined && shown && document.visibilityState === 'visible') timer = setTimeout(markRead, ANNOUNCEMENT_READ_DWELL_MS);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        const latest = entries.at(-1);
        if (!latest) return;
        shown = isShown(latest);
        if (shown) start();
        else stop();
      },
      { threshold: [0, 0.25, SHOWN_SHARE, 0.75, 1] },
    );
    const onVisibilityChange = () => (document.visibilityState === 'visible' ? start() : stop());
    observer.observe(element);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', onVisibilityChange);
      stop();
    };
  }, [unread, markRead]);

  return { cardRef, markRead };
}
