// @vitest-environment node
import { webhookUriProblem } from '../../../src/lib/webhookUri';

/**
 * The webhook URI rule (issue 29): https on the public internet only. The refusals an attacker
 * would try first for a server-side request forgery are listed one by one.
 */
describe('webhookUriProblem', () => {
  it.each([
    'https://hooks.zapier.com/hooks/catch/123/abc/',
    'https://example.com:8443/orders?source=mailcraft',
    '  https://crm.example.org/webhooks/mailcraft  ',
    'https://8.8.8.8/hook',
    'https://[2001:4860:4860::8888]/hook',
  ])('accepts %s', (uri) => {
    expect(webhookUriProblem(uri)).toBeNull();
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['not a url', 'invalid'],
    ['example.com/hook', 'invalid'],
    ['http://example.com/hook', 'notHttps'],
    ['ftp://example.com/hook', 'notHttps'],
    ['https://user:secret@example.com/hook', 'credentials'],
    [`https://example.com/${'a'.repeat(2048)}`, 'tooLong'],
  ] as const)('refuses %j as %s', (uri, problem) => {
    expect(webhookUriProblem(uri)).toBe(problem);
  });

  it.each([
    'https://localhost/hook',
    'https://api.localhost/hook',
    'https://printer.local/hook',
    'https://billing.internal/hook',
    'https://intranet/hook',
    'https://127.0.0.1/hook',
    'https://127.1/hook',
    'https://2130706433/hook',
    'https://0x7f000001/hook',
    'https://0.0.0.0/hook',
    'https://10.1.2.3/hook',
    'https://172.16.0.1/hook',
    'https://172.31.255.255/hook',
    'https://192.168.1.10/hook',
    'https://169.254.169.254/latest/meta-data/',
    'https://100.64.0.1/hook',
    'https://[::1]/hook',
    'https://[fd12:3456::1]/hook',
    'https://[fe80::1]/hook',
    'https://[::ffff:127.0.0.1]/hook',
    'https://[::ffff:10.0.0.1]/hook',
  ])('refuses the private or loopback host of %s', (uri) => {
    expect(webhookUriProblem(uri)).toBe('privateHost');
  });

  it('accepts the public neighbours of the private ranges', () => {
    expect(webhookUriProblem('https://172.32.0.1/hook')).toBeNull();
    expect(webhookUriProblem('https://100.128.0.1/hook')).toBeNull();
    expect(webhookUriProblem('https://11.0.0.1/hook')).toBeNull();
  });
});
