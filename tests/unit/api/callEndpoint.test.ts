// @vitest-environment node
import { http, HttpResponse, delay, type HttpResponseResolver } from 'msw';
import * as z from 'zod/mini';
import { ApiError, callEndpoint, defineEndpoint, silent } from '../../../src/api';
import { getConfig } from '../../../src/config/env';
import { server } from '../../../src/mocks/node';

const main = () => getConfig().apiBases.main;
const itemSchema = z.object({ id: z.number(), name: z.string() });

const statusEndpoint = defineEndpoint<{ q?: string }, z.infer<typeof itemSchema>>({
  id: 'test.status',
  base: 'main',
  path: 'test/status',
  data: itemSchema,
  showFailure: silent,
});
const http200Endpoint = defineEndpoint<object, unknown>({
  id: 'test.http200',
  base: 'main',
  path: 'test/http200',
  success: 'http200',
  data: z.unknown(),
  showFailure: silent,
});
const http201Endpoint = defineEndpoint<object, unknown>({
  id: 'test.http201',
  base: 'main',
  path: 'test/http201',
  success: 'http201',
  data: z.unknown(),
  showFailure: silent,
});
const newerEndpoint = defineEndpoint<object, unknown>({
  id: 'test.newer',
  base: 'newer',
  path: 'test/newer',
  success: 'newer',
  data: z.unknown(),
  showFailure: silent,
});
const getEndpoint = defineEndpoint<{ page: number }, unknown>({
  id: 'test.get',
  base: 'orders',
  method: 'GET',
  path: 'test/get',
  data: z.unknown(),
  showFailure: silent,
});
const headerPostEndpoint = defineEndpoint<{ amount: number }, unknown>({
  id: 'test.headerPost',
  base: 'commerce',
  path: 'test/charge',
  token: { in: 'header', name: 'api-token' },
  data: z.unknown(),
  showFailure: silent,
});
const userIdEndpoint = defineEndpoint<{ template_id: number }, unknown>({
  id: 'test.userId',
  base: 'main',
  path: 'test/pdf',
  token: { in: 'userId' },
  data: z.unknown(),
  showFailure: silent,
});
const publicEndpoint = defineEndpoint<{ domain_name: string }, unknown>({
  id: 'test.public',
  base: 'older',
  path: 'test/public',
  token: { in: 'none' },
  data: z.unknown(),
  showFailure: silent,
});
const slowEndpoint = defineEndpoint<object, unknown>({
  id: 'test.slow',
  base: 'main',
  path: 'test/slow',
  data: z.unknown(),
  timeoutMs: 50,
  showFailure: silent,
});

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('The call succeeded but a failure was expected');
}

function answer(path: string, response: HttpResponseResolver, base = main()) {
  server.use(http.all(`${base}${path}`, response));
}

describe('callEndpoint success rules', () => {
  it('status rule: status true gives validated data, total_count and message', async () => {
    answer('test/status', () =>
      HttpResponse.json({
        status: true,
        data: { id: 1, name: 'A' },
        total_count: '42',
        message: 'Fine',
      }),
    );
    const result = await callEndpoint(statusEndpoint, {}, { token: 't' });
    expect(result.data).toEqual({ id: 1, name: 'A' });
    expect(result.totalCount).toBe(42);
    expect(result.message).toBe('Fine');
  });

  it('status rule: status false is a status error carrying the server message', async () => {
    answer('test/status', () =>
      HttpResponse.json({ status: false, message: 'Name already taken' }),
    );
    const error = await failureOf(callEndpoint(statusEndpoint, {}, { token: 't' }));
    expect(error.kind).toBe('status');
    expect(error.serverMessage).toBe('Name already taken');
  });

  it('http200 rule: HTTP 200 succeeds whatever status says; 201 fails', async () => {
    answer('test/http200', () => HttpResponse.json({ status: false, data: 'x' }));
    await expect(callEndpoint(http200Endpoint, {}, {})).resolves.toMatchObject({
      data: 'x',
      httpStatus: 200,
    });
    answer('test/http200', () => HttpResponse.json({ status: true, data: 'x' }, { status: 201 }));
    expect((await failureOf(callEndpoint(http200Endpoint, {}, {}))).kind).toBe('http');
  });

  it('http201 rule: only HTTP 201 succeeds', async () => {
    answer('test/http201', () => HttpResponse.json({ status: true, data: null }, { status: 201 }));
    await expect(callEndpoint(http201Endpoint, {}, {})).resolves.toMatchObject({ httpStatus: 201 });
    answer('test/http201', () => HttpResponse.json({ status: true, data: null }, { status: 200 }));
    const error = await failureOf(callEndpoint(http201Endpoint, {}, {}));
    expect(error).toMatchObject({ kind: 'http', httpStatus: 200 });
  });

  it('newer rule: needs a boolean status with data and message', async () => {
    const newer = getConfig().apiBases.newer;
    answer(
      'test/newer',
      () => HttpResponse.json({ status: true, data: { ok: 1 }, message: 'Card added' }),
      newer,
    );
    await expect(callEndpoint(newerEndpoint, {}, {})).resolves.toMatchObject({
      data: { ok: 1 },
      message: 'Card added',
    });

    answer(
      'test/newer',
      () => HttpResponse.json({ status: 'true', data: {}, message: 'x' }),
      newer,
    );
    expect((await failureOf(callEndpoint(newerEndpoint, {}, {}))).kind).toBe('invalid-response');

    answer('test/newer', () => HttpResponse.json({ status: true, data: {} }), newer);
    expect((await failureOf(callEndpoint(newerEndpoint, {}, {}))).kind).toBe('invalid-response');

    answer(
      'test/newer',
      () => HttpResponse.json({ status: false, data: null, message: 'Card declined' }),
      newer,
    );
    expect(await failureOf(callEndpoint(newerEndpoint, {}, {}))).toMatchObject({
      kind: 'status',
      serverMessage: 'Card declined',
    });
  });
});

describe('callEndpoint error kinds', () => {
  it('http: a 500 with an HTML body', async () => {
    answer(
      'test/status',
      () =>
        new HttpResponse('<html><body>Bad gateway</body></html>', {
          status: 500,
          headers: { 'Content-Type': 'text/html' },
        }),
    );
    expect(await failureOf(callEndpoint(statusEndpoint, {}, {}))).toMatchObject({
      kind: 'http',
      httpStatus: 500,
      serverMessage: undefined,
    });
  });

  it('http: a 422 keeps the server message and flattened field errors', async () => {
    answer('test/status', () =>
      HttpResponse.json(
        {
          status: false,
          message: 'The given data was invalid.',
          errors: { email: ['Email is required.'], name: 'Too long' },
        },
        { status: 422 },
      ),
    );
    const error = await failureOf(callEndpoint(statusEndpoint, {}, {}));
    expect(error).toMatchObject({
      kind: 'http',
      httpStatus: 422,
      serverMessage: 'The given data was invalid.',
    });
    expect(error.fieldErrors).toEqual(['Email is required.', 'Too long']);
  });

  it('network: the connection fails', async () => {
    answer('test/status', () => HttpResponse.error());
    expect((await failureOf(callEndpoint(statusEndpoint, {}, {}))).kind).toBe('network');
  });

  it('timeout: the server answers after the endpoint timeout', async () => {
    answer('test/slow', async () => {
      await delay(400);
      return HttpResponse.json({ status: true, data: null });
    });
    expect((await failureOf(callEndpoint(slowEndpoint, {}, {}))).kind).toBe('timeout');
  });

  it('invalid-response: truncated JSON', async () => {
    answer(
      'test/status',
      () =>
        new HttpResponse('{"status":true,"data":{"id":1,"na', {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    expect((await failureOf(callEndpoint(statusEndpoint, {}, {}))).kind).toBe('invalid-response');
  });

  it.each([
    ['wrong types', { id: '1', name: 3 }],
    ['null data', null],
    ['missing fields', { id: 1 }],
  ])('invalid-response: data with %s fails its schema', async (_label, data) => {
    answer('test/status', () => HttpResponse.json({ status: true, data }));
    expect((await failureOf(callEndpoint(statusEndpoint, {}, {}))).kind).toBe('invalid-response');
  });

  it('invalid-response: a body that is not an object', async () => {
    answer('test/status', () => HttpResponse.json(['not', 'an', 'envelope']));
    expect((await failureOf(callEndpoint(statusEndpoint, {}, {}))).kind).toBe('invalid-response');
  });
});

describe('token placement', () => {
  it('POST sends api_token in the JSON body', async () => {
    let received: unknown;
    answer('test/status', async ({ request }) => {
      received = { body: await request.json(), header: request.headers.get('api_token') };
      return HttpResponse.json({ status: true, data: { id: 1, name: 'A' } });
    });
    await callEndpoint(statusEndpoint, { q: 'x' }, { token: 'tok-1' });
    expect(received).toEqual({ body: { q: 'x', api_token: 'tok-1' }, header: null });
  });

  it('GET sends the token in a header and the request as query parameters', async () => {
    let received: unknown;
    answer(
      'test/get',
      ({ request }) => {
        const url = new URL(request.url);
        received = {
          header: request.headers.get('api_token'),
          page: url.searchParams.get('page'),
          bodyToken: url.searchParams.get('api_token'),
        };
        return HttpResponse.json({ status: true, data: [] });
      },
      getConfig().apiBases.orders,
    );
    await callEndpoint(getEndpoint, { page: 2 }, { token: 'tok-2' });
    expect(received).toEqual({ header: 'tok-2', page: '2', bodyToken: null });
  });

  it('a POST that names a header sends the token there, not in the body', async () => {
    let received: unknown;
    answer(
      'test/charge',
      async ({ request }) => {
        received = { body: await request.json(), header: request.headers.get('api-token') };
        return HttpResponse.json({ status: true, data: null });
      },
      getConfig().apiBases.commerce,
    );
    await callEndpoint(headerPostEndpoint, { amount: 50 }, { token: 'tok-3' });
    expect(received).toEqual({ body: { amount: 50 }, header: 'tok-3' });
  });

  it('the PDF-style call sends user_id instead of api_token', async () => {
    let received: unknown;
    answer('test/pdf', async ({ request }) => {
      received = await request.json();
      return HttpResponse.json({ status: true, data: null });
    });
    await callEndpoint(userIdEndpoint, { template_id: 9 }, { token: 'tok-4', userId: 7 });
    expect(received).toEqual({ template_id: 9, user_id: 7 });
  });

  it('a public call sends no token at all', async () => {
    let received: unknown;
    answer(
      'test/public',
      async ({ request }) => {
        received = { body: await request.json(), header: request.headers.get('api_token') };
        return HttpResponse.json({ status: true, data: null });
      },
      getConfig().apiBases.older,
    );
    await callEndpoint(publicEndpoint, { domain_name: 'shop.example' }, { token: 'tok-5' });
    expect(received).toEqual({ body: { domain_name: 'shop.example' }, header: null });
  });
});
