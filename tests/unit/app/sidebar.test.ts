// @vitest-environment node
import { sidebarFor, type SidebarNode } from '../../../src/app/sidebar';
import { allEnglish as en } from '../../../src/i18n/allEnglish';
import { profileSchema, type Profile } from '../../../src/features/auth/schemas';
import { EXPECTED_SIDEBARS, type SidebarOutline } from '../../fixtures/expectedSidebars';

function outline(nodes: SidebarNode[]): SidebarOutline {
  return nodes.map((node) =>
    node.kind === 'item'
      ? en[node.labelId]
      : { [en[node.labelId]]: node.children.map((leaf) => en[leaf.labelId]) },
  );
}

function profile(overrides: Partial<Profile>): Profile {
  return profileSchema.parse({ id: 1, role_id: 3, ...overrides });
}

describe('sidebars derived from the route table', () => {
  it.each([
    [1, 'admin'],
    [2, 'market'],
    [3, 'studio'],
  ] as const)(
    'role %i matches the spec (%s); role 3 without basic-user details has no pro-user entry',
    (role, who) => {
      expect(outline(sidebarFor(role, profile({ role_id: role })))).toEqual(EXPECTED_SIDEBARS[who]);
    },
  );

  it('role 3 with basic-user details shows the pro-user entry', () => {
    const nodes = sidebarFor(3, profile({ role_id: 3, basicuser_bycoachid: 4 }));
    const account = nodes.find((node) => node.kind === 'group' && node.key === 'account');
    expect(
      account && account.kind === 'group' ? account.children.map((leaf) => leaf.key) : [],
    ).toContain('pro-user');
  });

  it('links route entries to their dashboard paths and actions to their modal or frame', () => {
    const nodes = sidebarFor(2, profile({ role_id: 2 }));
    const leaves = nodes.flatMap((node) => (node.kind === 'group' ? node.children : [node]));
    const targets = Object.fromEntries(leaves.map((leaf) => [leaf.key, leaf.target]));
    expect(targets.dashboard).toEqual({ to: '/dashboard' });
    expect(targets.mailing).toEqual({ to: '/dashboard/mailing' });
    expect(targets['User-Create-Campaign/:id?']).toEqual({ to: '/dashboard/User-Create-Campaign' });
    expect(targets['upload-contacts']).toEqual({ modal: 'uploadContacts' });
    expect(targets.pricing).toEqual({ modal: 'pricing' });
    expect(targets.help).toEqual({ frame: 'help' });
    expect(targets.zapier).toEqual({ frame: 'zapier' });
  });
});
