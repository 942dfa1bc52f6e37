import '@testing-library/jest-dom/jest-globals';
import { afterAll, afterEach, beforeAll, jest } from '@jest/globals';
import { notifications } from '@mantine/notifications';
import { act, configure } from '@testing-library/react';
import { loadAppOverlaysForTests } from '../app/load-app-overlays';
import { i18n } from '../i18n';
import { lazyResources } from '../i18n/lazy-resources';
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
// jsdom's own scrollTo only reports "Not implemented"; the app scrolls to the top on a new step.
window.scrollTo = function scrollTo() {};

// A console.error or console.warn (React's act() and key warnings, a failed prop type, jsdom's
// "Not implemented") fails the test that printed it: such a line means the test did not wait for
// what the screen did, or the screen misbehaves. A test expecting one stubs the console itself.
const consoleProblems: string[] = [];
const noted = (level: string, print: (...args: unknown[]) => void) => (...args: unknown[]) => {
  consoleProblems.push(`console.${level}: ${args.map(String).join(' ').replace(/\s+/g, ' ').slice(0, 300)}`);
  print(...args);
};
console.error = noted('error', console.error.bind(console));
console.warn = noted('warn', console.warn.bind(console));

// A request no test handler answers fails with a network error in the app, which a screen may
// swallow into a friendly message; so it also fails the test here, by name.
const unhandledRequests: string[] = [];
beforeAll(async () => {
  // A feature renders complete at once, as on its page, whose chunk brings the toasts' and dialogs'
  // code and the page's copy before it renders (routes.tsx): not a moment after the test's render.
  await Promise.all([loadAppOverlaysForTests(), i18n.loadNamespaces([...Object.keys(lazyResources.en), 'privacy'])]);
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
  const problems = consoleProblems.splice(0);
  if (unhandled.length > 0) throw new Error(`Requests without a test handler: ${unhandled.join(', ')}`);
  if (problems.length > 0) throw new Error(`The test printed to the console:\n${problems.join('\n')}`);
});

afterAll(() => {
  apiServer.close();
  // What a file's last test left running may print after it ended.
  const problems = consoleProblems.splice(0);
  if (problems.length > 0) throw new Error(`After the last test, the file printed to the console:\n${problems.join('\n')}`);
});
