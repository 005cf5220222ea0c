// @vitest-environment node
import { safeRedirectPath } from '../../../src/lib/safeRedirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/dashboard/mail', '/dashboard/mail'],
    ['/dashboard/mailinglist/12?page=3#row-4', '/dashboard/mailinglist/12?page=3#row-4'],
    ['/dashboard/mail/../card', '/dashboard/card'],
  ])('accepts %s', (input, expected) => {
    expect(safeRedirectPath(input, '/dashboard')).toBe(expected);
  });

  // The open-redirect fuzz set: protocol-relative, backslash, scheme and encoded forms.
  it.each([
    '//evil.example',
    '//evil.example/dashboard',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://evil.example',
    'http:evil.example',
    'evil.example',
    '%2F%2Fevil.example',
    '%2f%2fevil.example',
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '%252F%252Fevil.example',
    '/%252F%252Fevil.example',
    '%2525252F%2525252Fevil.example',
    '/\t/evil.example',
    '/%09/evil.example',
    '/\n/evil.example',
    '/%0a/evil.example',
    '/%00/dashboard',
    '/dashboard/%E0%A4%A',
    '/dashboard/../../evil',
    '/signin',
    '/',
    '',
    '/dashboardevil',
  ])('refuses %j', (input) => {
    expect(safeRedirectPath(input, '/dashboard')).toBeNull();
  });

  it.each([null, undefined, 42, {}, ['/dashboard']])('refuses non-strings (%j)', (input) => {
    expect(safeRedirectPath(input, '/dashboard')).toBeNull();
  });
});
