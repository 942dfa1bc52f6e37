import { TestEnvironment } from 'jest-environment-jsdom';

// Node's own classes, taken here before jsdom's window becomes the tests' global object.
const { AbortController, Headers, Request, Response, TextDecoder, TextEncoder } = globalThis;

/**
 * A Node Request that accepts a jsdom AbortSignal: the router creates requests with signals
 * from the page, which Node's Request would refuse as foreign. Aborts are passed on.
 */
class RequestAcceptingPageSignals extends Request {
  constructor(input, init = {}) {
    const { signal, ...rest } = init;
    if (signal) {
      const nodeController = new AbortController();
      if (signal.aborted) nodeController.abort(signal.reason);
      else signal.addEventListener('abort', () => nodeController.abort(signal.reason), { once: true });
      rest.signal = nodeController.signal;
    }
    super(input, rest);
  }
}

/**
 * jsdom without the Fetch API classes and TextEncoder that React Router's data router uses;
 * they are lent from Node. Plain JS, as the app's TypeScript settings carry browser types only.
 */
export default class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      Headers,
      Request: RequestAcceptingPageSignals,
      Response,
      TextDecoder,
      TextEncoder,
    });
  }
}
