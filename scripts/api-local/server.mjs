// The local API server (npm run api:local): the mock backend's handlers (built by
// vite.api.config.ts into dist-api/) served over real HTTP on 127.0.0.1, so the connected build
// can run without the real servers. It behaves as a remote API would: a separate origin that
// answers CORS preflights for the app's origins only, the token where the spec puts it (the
// handlers check it), a real delay on every answer, and real network failures when it is stopped.
//
//   http://127.0.0.1:<port>/<base>/<path>   one of the five API bases (main, older, newer, orders,
//                                           commerce): point VITE_API_<BASE>_URL at it
//   http://127.0.0.1:<port+1>/…             control, for tests: GET /health, POST /stop and
//                                           /start (the API's listener closes and reopens, the data
//                                           kept), POST /delay {"path": "...", "ms": n} (one path
//                                           answers that much later; ms 0 clears it)
//
// Environment: API_LOCAL_PORT (default 4310), API_LOCAL_APP_ORIGINS (comma-separated; default the
// dev server, the preview and the connected e2e build on 127.0.0.1), API_LOCAL_LATENCY_MS
// (default 120).
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

const port = Number(process.env.API_LOCAL_PORT ?? 4310);
const controlPort = port + 1;
const latencyMs = Number(process.env.API_LOCAL_LATENCY_MS ?? 120);
const appOrigins = new Set(
  (
    process.env.API_LOCAL_APP_ORIGINS ??
    'http://127.0.0.1:5173,http://127.0.0.1:4173,http://127.0.0.1:4174'
  )
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean),
);
const origin = `http://127.0.0.1:${port}`;

// The handlers' URLs are made from the page's location on first use (src/config/env.ts).
globalThis.location = new URL(`${origin}/`);
const bundle = pathToFileURL(resolve(import.meta.dirname, '../../dist-api/backend.mjs')).href;
const { createMockBackend, isApiBase } = await import(bundle);
const backend = await createMockBackend();

/** Paths answered later than the rest (POST /delay), by their path under the base. */
const delays = new Map();
const wait = (ms) => new Promise((done) => setTimeout(done, ms));

function corsHeaders(request) {
  const from = request.headers.origin;
  if (!from || !appOrigins.has(from)) return {};
  return {
    'Access-Control-Allow-Origin': from,
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? '*',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

async function readBody(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function answer(request, response) {
  const cors = corsHeaders(request);
  if (request.method === 'OPTIONS') {
    response.writeHead(cors['Access-Control-Allow-Origin'] ? 204 : 403, cors).end();
    return;
  }
  const url = new URL(request.url ?? '/', origin);
  const [, base, ...rest] = url.pathname.split('/');
  if (!base || !isApiBase(base)) {
    response.writeHead(404, { 'Content-Type': 'application/json', ...cors });
    response.end(JSON.stringify({ status: false, message: 'Not found.' }));
    return;
  }
  const path = rest.join('/');
  const method = request.method ?? 'GET';
  // A copy of its own: a small Buffer's .buffer is a shared pool, larger than the body.
  const body = ['GET', 'HEAD'].includes(method)
    ? null
    : Uint8Array.from(await readBody(request)).buffer;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers))
    if (typeof value === 'string') headers.set(name, value);
  await wait(latencyMs + (delays.get(path) ?? 0));
  const reply = await backend.respond(base, `${path}${url.search}`, { method, headers, body });
  if (!reply) {
    response.writeHead(404, { 'Content-Type': 'application/json', ...cors });
    response.end(JSON.stringify({ status: false, message: 'Not found.' }));
    return;
  }
  const replyHeaders = Object.fromEntries(reply.headers);
  response.writeHead(reply.status, { ...replyHeaders, ...cors });
  response.end(Buffer.from(await reply.arrayBuffer()));
}

const api = createServer((request, response) => {
  answer(request, response).catch((error) => {
    console.error(error);
    if (!response.headersSent) response.writeHead(500, corsHeaders(request));
    response.end();
  });
});
const sockets = new Set();
api.on('connection', (socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});
const listen = () => new Promise((done) => api.listen(port, '127.0.0.1', done));
/** Stops as a server that goes away does: no new connection, and the open ones cut. */
const stop = () =>
  new Promise((done) => {
    api.close(() => done());
    for (const socket of sockets) socket.destroy();
  });

const control = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${controlPort}`);
  const reply = (status, value) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(value));
  };
  if (request.method === 'GET' && url.pathname === '/health')
    return reply(200, { ok: true, listening: api.listening });
  if (request.method !== 'POST') return reply(405, { ok: false });
  if (url.pathname === '/stop') {
    if (api.listening) await stop();
    return reply(200, { ok: true, listening: false });
  }
  if (url.pathname === '/start') {
    if (!api.listening) await listen();
    return reply(200, { ok: true, listening: true });
  }
  if (url.pathname === '/delay') {
    const { path, ms } = JSON.parse((await readBody(request)).toString('utf8') || '{}');
    if (typeof path !== 'string' || typeof ms !== 'number') return reply(400, { ok: false });
    if (ms > 0) delays.set(path.replace(/^\//, ''), ms);
    else delays.delete(path.replace(/^\//, ''));
    return reply(200, { ok: true });
  }
  return reply(404, { ok: false });
});

await listen();
await new Promise((done) => control.listen(controlPort, '127.0.0.1', done));
console.log(
  `Local API on ${origin}/<base>/ (bases: main, older, newer, orders, commerce); control on http://127.0.0.1:${controlPort}`,
);
console.log(`CORS for ${[...appOrigins].join(', ')}; ${latencyMs} ms a call`);
