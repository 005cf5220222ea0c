/** English messages of the first-login welcome (source of keys). */
export const welcomeEn = {
  'welcome.title': 'Welcome to Mailcraft, {name}!',
  'welcome.start': 'Get started',
  'welcome.reopen': 'Getting started',
  'welcome.intro.role1': 'You run the platform. Here is where to begin:',
  'welcome.intro.role2': 'Your account is ready. Here is how to send your first campaign:',
  'welcome.intro.role3': 'Your Design Studio is ready. Here is where to begin:',
  'welcome.step.fund': 'Fund your account',
  'welcome.step.fund.body': 'Add a card and a balance: your campaigns are paid from it.',
  'welcome.step.contacts': 'Upload your contacts',
  'welcome.step.contacts.body': 'Import a CSV list; its addresses are checked as they come in.',
  'welcome.step.order': 'Order a campaign',
  'welcome.step.order.body':
    'Pick a ready-made template from the gallery and send it to your list.',
  'welcome.step.design': 'Design a card',
  'welcome.step.design.body': 'Make a postcard, front and back, in the Design Studio.',
  'welcome.step.campaign': 'Build a campaign',
  'welcome.step.campaign.body':
    'Put text, mail and card steps together in one multi-step campaign.',
  'welcome.step.affiliate': 'Invite your clients',
  'welcome.step.affiliate.body': 'Share your referral link and earn 50% of what they pay.',
  'welcome.step.industries': 'Set up industries',
  'welcome.step.industries.body': 'Industries decide which templates each user sees.',
  'welcome.step.categories': 'Organise categories',
  'welcome.step.categories.body': 'Group the templates of each industry into categories.',
  'welcome.step.proTemplates': 'Share PRO templates',
  'welcome.step.proTemplates.body': 'Offer PRO card templates to whole industries.',
};
