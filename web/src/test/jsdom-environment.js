import { createRequire } from 'node:module';
import { TestEnvironment } from 'jest-environment-jsdom';

// Node's own classes, taken here before jsdom's window becomes the tests' global object.
const { AbortController, BroadcastChannel, fetch, File, FormData, Headers, ReadableStream, Request, Response, TextDecoder, TextEncoder, TransformStream, WritableStream } =
  globalThis;

// The jsdom that jest-environment-jsdom runs, for the bytes of the page's files.
const jsdomUtils = createRequire(createRequire(import.meta.url).resolve('jest-environment-jsdom'))('jsdom/lib/jsdom/living/generated/utils.js');

/** The page's (jsdom's) FormData, which Node's Request would send as the text "[object FormData]". */
const isPageFormData = (body) => Object.prototype.toString.call(body) === '[object FormData]' && !(body instanceof FormData);

/** A copy of the page's FormData as Node's, its files with their bytes, so uploads reach MSW as multipart, as a browser sends them. */
function toNodeFormData(pageForm) {
  const form = new FormData();
  for (const [name, value] of pageForm) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new File([jsdomUtils.implForWrapper(value)._buffer], value.name, { type: value.type, lastModified: value.lastModified }));
  }
  return form;
}

/**
 * A Node Request that accepts a jsdom AbortSignal and FormData: the router creates requests with
 * signals from the page, which Node's Request would refuse as foreign (aborts are passed on), and
 * uploads post the page's FormData.
 */
class RequestAcceptingPageSignals extends Request {
  constructor(input, init = {}) {
    const { signal, ...rest } = init;
    if (isPageFormData(rest.body)) rest.body = toNodeFormData(rest.body);
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
