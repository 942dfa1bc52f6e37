import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
// The Node build: the browser one needs MessageChannel, which jsdom has not.
import { renderToString } from 'react-dom/server.node';
import { useLazyNearTheScreen } from './hydrate-near-screen';

/** An IntersectionObserver for jsdom that the test drives: it records its margin and what it watches. */
class ObserverStub {
  static made: ObserverStub[] = [];
  observed: Element[] = [];
  disconnected = false;
  readonly rootMargin: string;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.rootMargin = options.rootMargin ?? '0px';
    ObserverStub.made.push(this);
  }
  observe(element: Element): void {
    this.observed.push(element);
  }
  disconnect(): void {
    this.disconnected = true;
  }
  report(isIntersecting: boolean): void {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function LazyPart({ load }: { load: () => Promise<() => React.JSX.Element> }) {
  const { Component, nearRef } = useLazyNearTheScreen<object, HTMLDivElement>(load);
  return (
    <>
      <div ref={nearRef} />
      <Suspense fallback={<p>server HTML</p>}>
        <Component />
      </Suspense>
    </>
  );
}

const loadedPart = () => Promise.resolve(() => <p>hydrated part</p>);

/** What the server sends: the same tree with the part's HTML already in its Suspense boundary. */
function ServerHtml() {
  return (
    <>
      <div />
      <Suspense fallback={<p>server HTML</p>}>
        <p>hydrated part</p>
      </Suspense>
    </>
  );
}

/** As on a server-rendered page: the server's HTML first, then React hydrates it (a page rendered in the browser loads every part at once). */
function hydrateServerPage(load: () => Promise<() => React.JSX.Element>) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<ServerHtml />);
  return render(<LazyPart load={load} />, { container, hydrate: true });
}

beforeEach(() => {
  ObserverStub.made = [];
  window.IntersectionObserver = ObserverStub as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

// One file, in order: the visitor's first input is once per page.
describe('a part loaded as it comes near the screen', () => {
  it('before the visitor does anything, its code is fetched only once it is on the screen', async () => {
    const load = jest.fn(loadedPart);
    hydrateServerPage(load);
    const [observer] = ObserverStub.made;

    expect(observer?.rootMargin).toBe('0px');
    act(() => observer?.report(false));
    expect(load).not.toHaveBeenCalled();

    act(() => observer?.report(true));
    expect(await screen.findByText('hydrated part')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('once the visitor has done something, it is fetched when within half a screen of being seen', () => {
    hydrateServerPage(jest.fn(loadedPart));
    const [onScreen] = ObserverStub.made;

    fireEvent.pointerMove(window);

    expect(onScreen?.disconnected).toBe(true);
    expect(ObserverStub.made.at(-1)?.rootMargin).toBe('50% 0px');
    expect(ObserverStub.made.at(-1)?.disconnected).toBe(false);
  });
});
