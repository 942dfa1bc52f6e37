import { createElement, lazy, useContext, useEffect, useRef, useState, type ComponentType, type LazyExoticComponent, type RefObject } from 'react';
import { ServerPhoneLayoutContext } from '../../app/server-layout';
import { onFirstInput } from '../../lib/first-input';
import { addWaitingPart, pageIsHydrating } from '../../lib/page-hydration';
import { whenIdle } from '../../lib/when-idle';
import { MOBILE_MEDIA_QUERY } from './use-is-mobile';

interface Gate {
  opened: Promise<void>;
  open: () => void;
}

/**
 * Parts waiting for the browser's idle time after the visitor's first input, loaded one at a time:
 * each waits for the one before it to arrive and for the main thread to be idle again, so a phone
 * never runs them in one burst.
 */
const idleQueue: Array<() => Promise<unknown>> = [];
let idleQueueDraining = false;

function loadWhenIdle(load: () => Promise<unknown>): void {
  idleQueue.push(load);
  if (idleQueueDraining) return;
  idleQueueDraining = true;
  const next = () => {
    const loadNext = idleQueue.shift();
    if (!loadNext) {
      idleQueueDraining = false;
      return;
    }
    void loadNext().finally(() => whenIdle(next));
  };
  onFirstInput(() => whenIdle(next));
}

function createGate(): Gate {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** Resolves once the part's server HTML has hydrated, its code failed to load, or it left the page. */
function createSettlement(): { settled: Promise<void>; settle: () => void } {
  let settle = () => undefined as void;
  const settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { settled, settle };
}

export interface LazyNearTheScreen<Props, Marker extends HTMLElement> {
  Component: LazyExoticComponent<ComponentType<Props>>;
  /** The element whose coming near the screen fetches the code: the part's container or a marker just above it. */
  nearRef: RefObject<Marker | null>;
}

/**
 * A lazily loaded part of a page whose code is fetched when `nearRef`'s element comes within half a
 * screen's height of being seen, or else in the browser's idle time once the visitor has done
 * something (scrolled, touched, pressed a key; one part at a time). On a server-rendered page the
 * part's HTML is there with its real height, and React keeps the HTML of a Suspense boundary whose
 * code has not arrived, so the parts below the first screen stay plain HTML (links and anchors
 * work) while a phone runs the first screen's code and the page becomes usable; the rest hydrates
 * as the visitor starts reading, before most of them scroll to it.
 * Rendered in the browser (a page opened from another in the app), there is no HTML to keep: every
 * part loads at once, so a link to a section far down (`/#faqs`) finds it on the page. When the
 * layout the server guessed is wrong for this screen, the code comes at once too: the part must
 * re-render in the screen's layout.
 *
 * The component rendering the boundary must not re-render with new props before the code arrives
 * (make it `memo` with stable props): React replaces a dehydrated boundary that receives an update
 * with its fallback, dropping the server's HTML.
 */
export function useLazyNearTheScreen<Props extends object, Marker extends HTMLElement = HTMLElement>(
  load: () => Promise<ComponentType<Props>>,
): LazyNearTheScreen<Props, Marker> {
  const serverPhoneLayout = useContext(ServerPhoneLayoutContext);
  const nearRef = useRef<Marker | null>(null);
  const [renderedInBrowser] = useState(() => !pageIsHydrating());
  const [gate] = useState(createGate);
  const [hydration] = useState(createSettlement);
  const [Component] = useState(() =>
    lazy(async () => {
      // The server render waits for every part; no effect runs there to open the gate.
      if (typeof window !== 'undefined') await gate.opened;
      const Loaded = await load().catch((error: unknown) => {
        hydration.settle();
        throw error;
      });
      // Its first effect runs once React has hydrated the server's HTML with it.
      function Hydrated(props: Props) {
        useEffect(() => hydration.settle(), []);
        return createElement(Loaded, props);
      }
      return { default: Hydrated };
    }),
  );
  useEffect(() => {
    if (renderedInBrowser) return undefined;
    const removeWaitingPart = addWaitingPart({ load: gate.open, settled: hydration.settled });
    void hydration.settled.then(removeWaitingPart);
    return () => {
      removeWaitingPart();
      hydration.settle();
    };
  }, [gate, hydration, renderedInBrowser]);
  useEffect(() => {
    const element = nearRef.current;
    if (renderedInBrowser || !element || typeof IntersectionObserver === 'undefined' || window.matchMedia(MOBILE_MEDIA_QUERY).matches !== serverPhoneLayout) {
      gate.open();
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      gate.open();
    }, { rootMargin: '50% 0px' });
    observer.observe(element);
    loadWhenIdle(() => {
      gate.open();
      return load();
    });
    return () => observer.disconnect();
  }, [gate, load, renderedInBrowser, serverPhoneLayout]);
  return { Component, nearRef };
}
