import { sidebarFor, type SidebarNode } from '../../../src/app/sidebar';
import { en } from '../../../src/i18n/locales/en';
import { profileSchema, type Profile } from '../../../src/features/auth/schemas';

type Outline = (string | Record<string, string[]>)[];

function outline(nodes: SidebarNode[]): Outline {
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
  it('role 1 (super admin)', () => {
    expect(outline(sidebarFor(1, profile({ role_id: 1 })))).toEqual([
      'Dashboard',
      'Industries',
      'Categories',
      'Coaches',
      'Basic Users',
      'SMS Templates',
      'Mail Templates',
      'Card Templates',
      'PRO Card Templates',
      'Campaigns',
      'Account Settings',
      {
        'Vendor Reports': [
          'Vendor Report',
          'Future Vendor Report',
          'Vendor Summary',
          'Vendor Products',
        ],
      },
      'Banner Notification',
      'Help',
    ]);
  });

  it('role 2 (Marketplace)', () => {
    expect(outline(sidebarFor(2, profile({ role_id: 2 })))).toEqual([
      'Dashboard',
      { Contacts: ['My Contact Lists', 'Upload Contacts', 'Create Contact List'] },
      'List Builder',
      { 'Card Templates': ['Templates', 'Zap Campaigns'] },
      { Campaigns: ['Order Campaign', 'Active Campaigns'] },
      { Account: ['Profile Details', 'Billing', 'Notification Settings'] },
      { Integrations: ['Zapier', 'API Key'] },
      'Pricing',
      'Help',
    ]);
  });

  it('role 3 (Design Studio) without basic-user details hides the pro-user entry', () => {
    expect(outline(sidebarFor(3, profile({ role_id: 3 })))).toEqual([
      'Dashboard',
      'Categories',
      'SMS Templates',
      'Mail Templates',
      'Card Templates',
      'Campaigns',
      { Account: ['Profile', 'Billing', 'Affiliate', 'Notification Settings'] },
      'Pricing',
      'Help',
    ]);
  });

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
