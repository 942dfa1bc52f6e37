import { TestEnvironment } from 'jest-environment-jsdom';

// Node's own classes, taken here before jsdom's window becomes the tests' global object.
const { AbortController, BroadcastChannel, fetch, Headers, ReadableStream, Request, Response, TextDecoder, TextEncoder, TransformStream, WritableStream } = globalThis;

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
 * jsdom without the Fetch API and TextEncoder that React Router's data router and the app's API
 * calls use (MSW intercepts Node's fetch), and the streams and BroadcastChannel MSW needs; they
 * are lent from Node. Plain JS, as the app's TypeScript settings carry browser types only.
 */
export default class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      BroadcastChannel,
      fetch,
      Headers,
      ReadableStream,
      TransformStream,
      WritableStream,
      Request: RequestAcceptingPageSignals,
      Response,
      TextDecoder,
      TextEncoder,
    });
  }
}
