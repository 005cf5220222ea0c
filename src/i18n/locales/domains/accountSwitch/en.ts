/** English messages of switching sides and impersonation (source of keys). */
export const accountSwitchEn = {
  'switch.proAccess': 'Allow PRO Access',
  'switch.proAccess.on': 'Your PRO admin can now view your account.',
  'switch.proAccess.off': 'Your PRO admin can no longer view your account.',
  'switch.toSuperAdmin': 'Switch to Super Admin',
  'switch.toProAdmin': 'Switch to PRO Admin',
  'switch.viewAs': 'View as a user…',

  'switch.banner.label': 'Viewing as another user',
  'switch.banner.title': 'You are viewing {name}’s account',
  'switch.banner.body':
    'Signed in as {actor}. What you do here is done in their name and recorded in the audit trail.',

  'switch.viewAs.title': 'View the app as a user',
  'switch.viewAs.intro':
    'You see the app as they see it. Every call you make is recorded with your name.',
  'switch.viewAs.proIntro':
    'Your basic users who allow PRO access. You see the app as they see it, and every call is recorded with your name.',
  'switch.viewAs.search': 'Search by name or email',
  'switch.viewAs.users': 'Users',
  'switch.viewAs.audit': 'Audit trail',
  'switch.viewAs.name': 'Name',
  'switch.viewAs.email': 'Email',
  'switch.viewAs.role': 'Side',
  'switch.viewAs.action': 'View as',
  'switch.viewAs.actionFor': 'View as {name}',
  'switch.viewAs.empty': 'No user matches.',
  'switch.viewAs.pager': 'Pages of users',
  'switch.role.1': 'Super admin',
  'switch.role.2': 'Marketplace',
  'switch.role.3': 'Design Studio',

  'switch.audit.when': 'When',
  'switch.audit.actor': 'Admin',
  'switch.audit.user': 'Viewed as',
  'switch.audit.call': 'Call',
  'switch.audit.empty': 'No call has been made while viewing as a user yet.',
  'switch.audit.pager': 'Pages of the audit trail',
};
