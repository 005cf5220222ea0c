// @vitest-environment node
import { IDEMPOTENCY_HEADER, type Endpoint, resolvePath } from '../../../src/api/endpoint';
import { getConfig } from '../../../src/config/env';
import {
  affiliateEndpoint,
  checkDomainEndpoint,
  checkEmailEndpoint,
  registerEndpoint,
} from '../../../src/features/signup/api';
import { db } from '../../../src/mocks/db';

/** The sign-up mock (src/mocks/signup): public calls, posted as a visitor would. */
async function post(endpoint: Endpoint<never, unknown>, body: object, key?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (key) headers[IDEMPOTENCY_HEADER] = key;
  const url = `${getConfig().apiBases[endpoint.base]}${resolvePath(endpoint, body as never)}`;
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  return { http: response.status, body: (await response.json()) as Record<string, unknown> };
}

const REGISTER = {
  fname: 'Nora',
  lname: 'New',
  email: 'nora@example.com',
  phone_no: '5550107789',
  password: 'Harbour7lights',
  password_confirmation: 'Harbour7lights',
  business_name: 'Nora’s Bakery',
  domain: 'norasbakery.example',
  industry_id: 1,
  referralby_userid: 4,
};

describe('check-email-exists', () => {
  it('answers HTTP 201 for a free address and another status for a taken one', async () => {
    expect((await post(checkEmailEndpoint, { email: 'free@example.com' })).http).toBe(201);
    expect((await post(checkEmailEndpoint, { email: 'market@mailcraft.demo' })).http).toBe(200);
  });
});

describe('coach-domain-existance', () => {
  it('strips the website to its domain and refuses a taken one', async () => {
    expect(
      (await post(checkDomainEndpoint, { domain_name: 'https://www.brightlanestudio.com/a' })).http,
    ).toBe(422);
    expect((await post(checkDomainEndpoint, { domain_name: 'free.example' })).http).toBe(200);
  });
});

describe('affiliate-domain-details', () => {
  it('names the seeded reseller, and not an unknown domain', async () => {
    expect(
      (await post(affiliateEndpoint, { domain_name: 'brightlanestudio.com' })).body.data,
    ).toMatchObject({
      user_id: 4,
      business_name: 'Bright Lane Design Studio',
    });
    expect((await post(affiliateEndpoint, { domain_name: 'nobody.example' })).http).toBe(404);
  });
});

describe('register', () => {
  it('creates one freemium Marketplace account with the referral, once per key', async () => {
    const first = await post(registerEndpoint, REGISTER, 'key-1');
    const again = await post(registerEndpoint, REGISTER, 'key-1');
    expect(first.http).toBe(200);
    expect(again.body).toEqual(first.body);
    const created = db().users.filter((row) => row.email === 'nora@example.com');
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      role_id: 2,
      tier: 0,
      user_type: 'freemium',
      profilecomplete_status: 0,
      firstlogin_status: 0,
      referralby_userid: 4,
      domain: 'norasbakery.example',
    });
    expect(
      db().outbox.filter((row) => row.to === 'nora@example.com' && row.kind === 'welcome'),
    ).toHaveLength(1);
  });

  it('names the fields it refuses, Laravel-style', async () => {
    const refused = await post(
      registerEndpoint,
      { ...REGISTER, email: 'market@mailcraft.demo', domain: 'brightlanestudio.com' },
      'key-2',
    );
    expect(refused.http).toBe(422);
    expect(refused.body.errors).toMatchObject({
      email: ['The email has already been taken.'],
      domain: ['Domain already exists!'],
    });
  });
});
