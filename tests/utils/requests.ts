import { server } from '../../src/mocks/node';

export interface SeenRequest {
  url: string;
  method: string;
  body: unknown;
}

function parsed(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Records what the mock server receives, so tests can assert the calls a screen or saga made. */
export function recordRequests(): SeenRequest[] {
  const seen: SeenRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    void request
      .clone()
      .text()
      .then((text) => {
        seen.push({ url: request.url, method: request.method, body: parsed(text) });
      });
  });
  return seen;
}
