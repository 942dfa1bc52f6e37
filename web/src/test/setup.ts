import '@testing-library/jest-dom/jest-globals';
import { afterAll, afterEach, beforeAll, jest } from '@jest/globals';
import { notifications } from '@mantine/notifications';
import { act, configure } from '@testing-library/react';
import '../i18n';
import { apiServer } from './api-server';
import { stubMediaQueryList } from './media-query';

// The first render of a lazily loaded page compiles its modules; on a busy machine (two cores
// shared with builds and other suites, load 15+) that took longer than 5 s. A ceiling, not a
// delay: a passing wait returns as soon as the element is there.
configure({ asyncUtilTimeout: 20_000 });

// jsdom lacks these browser APIs, which Mantine's components call.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => stubMediaQueryList(query, false),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;

window.HTMLElement.prototype.scrollIntoView = function scrollIntoView() {};

// A request no test handler answers fails with a network error in the app, which a screen may
// swallow into a friendly message; so it also fails the test here, by name.
const unhandledRequests: string[] = [];
beforeAll(() => {
  apiServer.listen({
    onUnhandledRequest: (request, print) => {
      unhandledRequests.push(`${request.method} ${new URL(request.url).pathname}`);
      print.error();
    },
  });
});

afterEach(() => {
  apiServer.resetHandlers();
  apiServer.events.removeAllListeners();
  act(() => notifications.clean());
  window.localStorage.clear();
  window.sessionStorage.clear();
  jest.restoreAllMocks();
  // Last, after the clean-up: a test failed here must not leave its session or mocks to the next one.
  const unhandled = unhandledRequests.splice(0);
  if (unhandled.length > 0) throw new Error(`Requests without a test handler: ${unhandled.join(', ')}`);
});

afterAll(() => apiServer.close());
