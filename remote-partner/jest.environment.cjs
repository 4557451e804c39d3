// jsdom without the network globals of Node 20; the shared ky client needs them, and tests replace `fetch` only.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS file, loaded by jest as it is
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const { fetch, Request, Response, Headers, ReadableStream, TextEncoder, TextDecoder, structuredClone } =
      globalThis;
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      ReadableStream,
      TextEncoder,
      TextDecoder,
      structuredClone,
    });
  }
}

module.exports = JsdomWithFetchEnvironment;
