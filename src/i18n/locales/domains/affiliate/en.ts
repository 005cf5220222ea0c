/** English messages of the affiliate program: the referral link, earnings and referred accounts (source of keys). */
export const affiliateEn = {
  'affiliate.intro':
    'Bring people to Mailcraft and earn {percent}% of what they pay for their plan.',
  'affiliate.how.share': 'Share your referral link, or give out your referral code.',
  'affiliate.how.join': 'Everyone who signs up through it becomes one of your subscribers.',
  'affiliate.how.earn':
    'You earn {percent}% of every plan payment they make, for as long as they stay subscribed.',
  'affiliate.how.payout':
    'What you have earned and not yet been paid is owed to you, and Mailcraft pays it out to you.',

  'affiliate.referral.title': 'Your referral link',
  'affiliate.referral.link': 'Referral link',
  'affiliate.referral.code': 'Referral code',
  'affiliate.referral.copyLink': 'Copy link',
  'affiliate.referral.copyCode': 'Copy code',
  'affiliate.referral.linkCopied': 'Referral link copied to the clipboard.',
  'affiliate.referral.codeCopied': 'Referral code copied to the clipboard.',
  'affiliate.referral.copyFailed': 'Copying failed. Select the text and copy it yourself.',
  'affiliate.referral.noDomain':
    'Your account has no referral domain yet, so there is no link to share. Ask support to set one; your code works meanwhile.',
  'affiliate.details.loadFailed': 'Your referral link could not be loaded. Please try again.',

  'affiliate.totals.title': 'Your earnings',
  'affiliate.totals.earned': 'Earned',
  'affiliate.totals.owed': 'Owed to you',
  'affiliate.totals.paid': 'Paid to you',
  'affiliate.totals.lastPaid': 'Last payout on {date}.',
  'affiliate.totals.noPayout': 'No payout yet.',
  'affiliate.totals.owedHint': 'Owed is what you have earned less what has been paid to you.',
  'affiliate.totals.loadFailed': 'Your earnings could not be loaded. Please try again.',

  'affiliate.subscribers.title': 'Subscribers',
  'affiliate.subscribers.name': 'Subscriber',
  'affiliate.subscribers.plan': 'Plan',
  'affiliate.subscribers.paid': 'Paid so far',
  'affiliate.subscribers.earned': 'Your commission',
  'affiliate.subscribers.lastPaid': 'Last payment',
  'affiliate.subscribers.empty': 'Nobody who signed up through your link has paid for a plan yet.',
  'affiliate.subscribers.total': '{count, plural, one {# subscriber} other {# subscribers}}',
  'affiliate.subscribers.loadFailed': 'Your subscribers could not be loaded. Please try again.',
  'affiliate.resellersLink': 'See everyone who signed up through your link',

  'affiliate.resellers.intro':
    'Everyone who signed up through your referral link or code, newest first, with what you have earned from each.',
  'affiliate.resellers.back': 'Back to the affiliate program',
  'affiliate.resellers.search': 'Search by name, email or business',
  'affiliate.resellers.caption': 'Accounts you referred',
  'affiliate.resellers.name': 'Name',
  'affiliate.resellers.business': 'Business',
  'affiliate.resellers.plan': 'Plan',
  'affiliate.resellers.joined': 'Joined',
  'affiliate.resellers.status': 'Status',
  'affiliate.resellers.earned': 'You earned',
  'affiliate.resellers.empty':
    'Nobody has signed up through your link yet. Share it from the affiliate program page.',
  'affiliate.resellers.noMatch': 'No account you referred matches “{search}”.',
  'affiliate.resellers.total': '{count, plural, one {# account} other {# accounts}}',
  'affiliate.resellers.loadFailed':
    'The accounts you referred could not be loaded. Please try again.',

  'affiliate.status.active': 'Active',
  'affiliate.status.pastDue': 'Past due',
  'affiliate.status.cancelled': 'Cancelled',
  'affiliate.status.free': 'No paid plan yet',
};
