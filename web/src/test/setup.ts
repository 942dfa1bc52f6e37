import '@testing-library/jest-dom/jest-globals';
import { afterEach, jest } from '@jest/globals';
import { notifications } from '@mantine/notifications';
import { act, configure } from '@testing-library/react';
import '../i18n';
import { stubMediaQueryList } from './media-query';

// The first render of a lazily loaded page compiles its modules; on a busy CI machine that can
// take longer than Testing Library's default 1 s wait. This is a ceiling, not a delay.
configure({ asyncUtilTimeout: 5000 });

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

afterEach(() => {
  act(() => notifications.clean());
  window.localStorage.clear();
  jest.restoreAllMocks();
});
