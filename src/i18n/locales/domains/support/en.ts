/**
 * English messages of the FAQ and support page (source of keys). Every answer describes this
 * app as it is built: a screen, button or rule named here exists under that name.
 */
export const supportEn = {
  'support.intro.role1':
    'Answers for super admins: industries and categories, templates, the card Design Studio, campaigns and reports.',
  'support.intro.role2':
    'Answers for your Marketplace account: ordering, funding, cards, templates, contact lists and refunds.',
  'support.intro.role3':
    'Answers for your Design Studio account: templates, the card Design Studio, campaigns, the affiliate program and billing.',
  'support.search.label': 'Search the questions',
  'support.search.placeholder': 'For example: refund, CSV, card',
  'support.search.clear': 'Clear search',
  'support.search.all':
    '{count, plural, one {# question} other {# questions}} in {topics, plural, one {# topic} other {# topics}}',
  'support.search.matches':
    '{count, plural, one {# question matches} other {# questions match}} “{query}”',
  'support.search.none': 'No questions match “{query}”.',
  'support.empty.hint': 'Try other words, or write to our support team: we are glad to help.',
  'support.links': 'Go to:',
  'support.contact.title': 'Still need help?',
  'support.contact.body':
    'Write to our support team. Tell us what you were doing, what you expected and what happened.',
  'support.contact.emailLabel': 'Email',
  'support.contact.tip':
    'Please write from your account’s email address and, about an order, give its order number.',
  'support.contact.helpIntro': 'Guides for getting started are on the Help page.',
  'support.contact.helpLink': 'Open Help',

  'support.topic.ordering': 'Ordering campaigns',
  'support.topic.funding': 'Funding your balance',
  'support.topic.cards': 'Cards, plans and billing',
  'support.topic.templates': 'Templates and sends',
  'support.topic.lists': 'Contact lists and imports',
  'support.topic.refunds': 'Refunds and cancellations',
  'support.topic.catalog': 'Industries and categories',
  'support.topic.design': 'Designing templates',
  'support.topic.cardStudio': 'The card Design Studio',
  'support.topic.campaigns': 'Multi-step campaigns',
  'support.topic.affiliate': 'Affiliate program',
  'support.topic.admin': 'Templates, reports and lists',
  'support.topic.account': 'Your account',

  'support.q.orderHow': 'How do I order a campaign?',
  'support.a.orderHow':
    'Open Order Campaign in the Campaigns group of the menu. Choose a ready-made campaign (filter by category, tags, type or number of touches), give it a name, choose one or more of your contact lists, check the messages and the price, then press Launch campaign. The total is paid from your balance.',
  'support.q.orderCard': 'Why am I sent to Membership and Cards when I try to order?',
  'support.a.orderCard':
    'An order needs a valid card on file. Without one you see “You must have a valid card on file before placing the order” and go to Membership and Cards. Add a card there, then order again.',
  'support.q.orderBalance': 'What if my balance is lower than the price?',
  'support.a.orderBalance':
    'The price step shows your balance and what it will be after the order. If it is short, Launch campaign opens Fund Account with an amount that covers the difference already chosen. Add the funds, then launch again.',
  'support.q.orderPrice': 'How is the price worked out?',
  'support.a.orderPrice':
    'Each step is priced for the contacts of the lists you chose, less the addresses that already failed verification and, for texts and emails, the contacts who unsubscribed. Postcards are priced by quantity: the more you send, the less each card costs, and the price step says which tier applies. Pricing in the menu shows the full price table of your plan.',
  'support.q.orderCompliance': 'Why must I fix a text or an email before launching?',
  'support.a.orderCompliance':
    'Every text must tell people how to opt out, for example “Reply STOP to opt out.”, and every email must carry an unsubscribe link. The order names each step that lacks one; for a text you can add the standard opt-out line in one click.',
  'support.q.orderQuietHours': 'When do my text messages go out?',
  'support.a.orderQuietHours':
    'Texts keep to each recipient’s sending hours: 8:00 to 21:00 in their local time, stricter in some states. A text due outside those hours waits until they open; the price step says how many texts will wait and when the first one goes.',
  'support.q.orderTrack': 'Where do I follow a campaign I launched?',
  'support.a.orderTrack':
    'Active Campaigns shows each campaign you launched: its lists, what it cost and, step by step, what was sent, printed or mailed and what is still scheduled. Order History lists every order, top-up and refund, and exports them as CSV.',
  'support.q.orderAddLists': 'Can I add contact lists to a running campaign?',
  'support.a.orderAddLists':
    'Yes: on Active Campaigns, press Add contact lists on the campaign. The steps still to come also go to the lists you add, and you pay only for those; steps already sent are not sent again.',
  'support.q.orderBulk': 'How do I send one template to my lists right away?',
  'support.a.orderBulk':
    'Use the Bulk Mail Center, linked from Templates. Choose the channel and the template, choose your lists, get the proof and confirm it, then press Pay and send. It is paid from your balance, and the same rules apply as for a campaign.',

  'support.q.fundHow': 'How do I add money to my balance?',
  'support.a.fundHow':
    'Press Fund Account in the top bar or in your account menu. Choose an amount and the card to pay with (your default card is already selected), then press Fund Account. Your new balance shows as soon as the payment is done.',
  'support.q.fundAmounts': 'Which amounts can I add?',
  'support.a.fundAmounts':
    '{smallest}, any amount from {rangeFrom} to {rangeTo} in steps of {step}, or {largeAmounts}. Other amounts cannot be chosen.',
  'support.q.fundRefund': 'Can money I added be refunded?',
  'support.a.fundRefund':
    'No. Funds added to your account are non-refundable: they stay on your balance and pay for your campaigns and sends.',
  'support.q.fundNoCard': 'Why can’t I fund my account?',
  'support.a.fundNoCard':
    'Funding needs at least one card on file: without one, the Fund Account window cannot take a payment. Press Manage Credit Cards there to go to Membership and Cards, add a card, and come back.',
  'support.q.fundTwice': 'A payment did not answer. Am I charged twice if I press again?',
  'support.a.fundTwice':
    'No. Each payment carries its own key, so pressing Fund Account again with the same amount and card is safe: if the first payment went through, it is added to your balance and nothing more is charged; if it did not, you are charged once.',
  'support.q.fundAuto': 'What is Auto Fund?',
  'support.a.fundAuto':
    'A switch in the Fund Account window: while it is on, your balance is topped up automatically with your default card when it runs low. Switch it off in the same place.',
  'support.q.fundHistory': 'Where do I see my top-ups?',
  'support.a.fundHistory':
    'In Order History: choose Top-up as the type to see only those, or export the whole history as CSV.',

  'support.q.cardAdd': 'How do I add a card?',
  'support.a.cardAdd':
    'Open Billing in the Account group of the menu (Membership and Cards) and press Add New Card. Enter the card number, expiry, security code, name on card and billing address; tick “Make this my default card” to pay with it first.',
  'support.q.cardDefault': 'How do I change my default card?',
  'support.a.cardDefault':
    'Choose Make default on the card you want. The default card is listed first, marked DEFAULT, and is the one selected when you fund your account.',
  'support.q.cardDelete': 'Why can’t I delete a card?',
  'support.a.cardDelete':
    'The default card cannot be deleted. Make another card the default first, then delete the old one.',
  'support.q.cardExpired': 'My card has expired or was declined. What now?',
  'support.a.cardExpired':
    'An expired card is marked Expired: choose Update to give its new expiry date, or add another card, and make it the default. When a payment is declined, the message gives the card processor’s reason; try another card.',
  'support.q.cardCoach': 'Why can’t I add or change cards?',
  'support.a.cardCoach':
    'When a coach manages your account, payment is theirs: Membership and Cards shows your coach’s cards, read-only. Ask your coach to add or change a card.',
  'support.q.billingWhere': 'Where are my plan, invoices and billing address?',
  'support.a.billingWhere':
    'Billing and Subscriptions, linked from Membership and Cards, shows your account status, your subscriptions with their invoices and auto-renew, and your billing address.',
  'support.q.billingCancel': 'How do I cancel my account, and can I come back?',
  'support.a.billingCancel':
    'On Billing and Subscriptions, press Cancel account and confirm. Your subscriptions stop at once and your data is kept. When you sign in again you can reactivate the account with a card: your plan starts again and the card is charged for its first period.',
  'support.q.planUpgrade': 'How do I get the Design Studio?',
  'support.a.planUpgrade':
    'The Design Studio comes with the Pro plan: choose Design Studio in the switcher at the top of the page to see the plans. An upgrade uses your card on file and is prorated against the time left in the period; there is no trial and no downgrade.',
  'support.q.planPro': 'What does my Pro plan include?',
  'support.a.planPro':
    'Your own direct-mail, text and email templates, multi-channel campaigns, sharing your templates and campaigns, and the reseller program. Billing and Subscriptions shows your plan, its invoices and auto-renew.',

  'support.q.tplGallery': 'Where do I find templates to send?',
  'support.a.tplGallery':
    'Templates, in the Card Templates group of the menu, is the gallery of cards ready to order. Filter by category, by cards with a property photo, or by your favourites: mark a card with its star, then tick Favourites only.',
  'support.q.tplSend': 'How do I send a template to one contact?',
  'support.a.tplSend':
    'In the template’s actions choose Send to contacts, pick One contact or A contact list, and press Send. You get an order number, and the send is listed in Order History.',
  'support.q.tplPdf': 'Can I get a PDF of a template?',
  'support.a.tplPdf': 'Yes: choose Download PDF in the template’s actions.',
  'support.q.tplProof': 'How can I check a message before it goes out?',
  'support.a.tplProof':
    'The Bulk Mail Center shows a proof of the template with sample values in its merge tags, and sends only once you tick “I have checked the proof and it is ready to send.” When you order a campaign, you can read and adjust the words of each text step before you launch it.',
  'support.q.tplAgency': 'Can someone design templates for me?',
  'support.a.tplAgency':
    'Yes: Agency Services, on your dashboard, designs direct-mail, text and email templates for you, from {designPrice} per template. Press Schedule Now there to book a call.',
  'support.q.tplOwn': 'Can I design my own templates?',
  'support.a.tplOwn':
    'Your own text, email and card templates, and multi-step campaigns, come with the Pro plan in the Design Studio. A Marketplace account orders the ready-made campaigns and templates.',
  'support.q.tplIntegrations': 'How do I connect Zapier or my own software?',
  'support.a.tplIntegrations':
    'Use the Integrations group of the menu: Zapier explains how to connect your Zapier account so that your zaps send templates, and API Key is there for your own software. Zap Campaigns lists every template your zaps sent, with its recipient and status.',

  'support.q.listUpload': 'How do I upload my contacts?',
  'support.a.listUpload':
    'In the Contacts group of the menu, choose Create Contact List to start a new list from a file, or Upload Contacts to add a file to a list you have. Choose the file, match its columns to the contact fields, press Check the file, then Upload the list.',
  'support.q.listFile': 'What file can I upload?',
  'support.a.listFile':
    'Exactly one CSV file, under 1 GB, whose first line names the columns. First name, last name, street, city, state and ZIP code are required; email, phone, business and property details are optional.',
  'support.q.listCheck': 'What does “Check the file” look for?',
  'support.a.listCheck':
    'Before anything is sent, your browser checks the file: bad emails, phone numbers and ZIP codes, duplicate emails (letter case ignored) and rows with the wrong number of columns. ZIP codes that lost their leading zero are repaired. You can download the problem rows as a CSV.',
  'support.q.listStatus': 'Why does my list say Processing or Verifying addresses?',
  'support.a.listStatus':
    'After the upload, the server reads the list and verifies its mailing addresses; the list is Ready when that is done. A list can be chosen for an order only once it is ready.',
  'support.q.listFailed': 'What are failed addresses?',
  'support.a.listFailed':
    'Addresses that fail postal (DPV) verification cannot be delivered: they are left out of your orders and never mailed. My Contact Lists tells you when lists have some, and Failed Addresses lists them with Download CSV, so you can correct them.',
  'support.q.listBuilder': 'Can I build a list without a file?',
  'support.a.listBuilder':
    'Yes: List Builder makes a list from property data. Choose a state, then counties, cities and ZIP codes, and save the matching properties as a contact list.',
  'support.q.listManage': 'How do I rename, export or delete a list?',
  'support.a.listManage':
    'On My Contact Lists, each list has Rename, Export CSV and Delete. List names must be unique (letter case ignored), and a list used by an active campaign cannot be deleted.',
  'support.q.listVerify': 'What do Verify addresses and Skip trace do?',
  'support.a.listVerify':
    'Open a list: Verify addresses checks its addresses again and updates its failed addresses; Skip trace orders a skip trace for the list’s contacts, which then appears in Order History.',

  'support.q.refundUndeliverable': 'Am I refunded for addresses that cannot be delivered?',
  'support.a.refundUndeliverable':
    'Yes. Addresses already known to fail are left out of the price. When you launch a campaign with a postcard step, the print service checks the lists’ addresses: postcards to addresses that fail are not printed, and their cost goes back to your balance at once.',
  'support.q.refundWhere': 'Where do I see my refunds?',
  'support.a.refundWhere':
    'Each refund is a Refund row in Order History (choose Refund as the type to see only those). Active Campaigns shows what each campaign cost and what was refunded.',
  'support.q.refundCancel': 'What happens when I cancel a campaign?',
  'support.a.refundCancel':
    'On Active Campaigns, press Cancel campaign and confirm. Every step not yet sent stops and its cost goes back to your balance; texts and emails already sent stay sent and are not refunded. The message after cancelling says how much was refunded.',
  'support.q.refundWindow': 'Can I still stop the postcards after launching?',
  'support.a.refundWindow':
    'Yes, during the first {cancelHours, plural, one {hour} other {# hours}} after the launch: postcards are held back from the printer until then, so cancelling stops every card, and the cancel confirmation says until when. Later, cancelling stops the postcards not yet sent to the printer.',
  'support.q.refundUnsubscribed': 'Do I pay for contacts who unsubscribed?',
  'support.a.refundUnsubscribed':
    'No. A text or email step goes only to the contacts who have not asked you to stop that channel, and you pay for those only. Postcards go by post, so unsubscribing from texts or emails does not stop them.',
  'support.q.refundFunding': 'Are refunds paid back to my card?',
  'support.a.refundFunding':
    'No: refunds of orders go back to your balance, where they pay for your next orders. Money you add with Fund Account is non-refundable.',

  'support.q.adminIndustries': 'What are industries for?',
  'support.a.adminIndustries':
    'Industries decide which templates each user sees: categories and templates belong to an industry. Add, edit and search them in Industries; each has a profile type (Agent or Business) and a status.',
  'support.q.adminDeleteCatalog': 'Why can’t I delete an industry or a category?',
  'support.a.adminDeleteCatalog':
    'An industry that still has categories or templates cannot be deleted, nor a category that templates use: move or delete those first. Names must be unique and cannot be blank.',
  'support.q.adminCategoryOwners': 'Who can manage categories?',
  'support.a.adminCategoryOwners':
    'You and the Design Studio users. Each category belongs to an industry, and Categories can filter the list by industry.',

  'support.q.designNew': 'How do I make a new template?',
  'support.a.designNew':
    'Open SMS Templates, Mail Templates or Card Templates in the menu and press New SMS template, New email template or New card template. Give it a title you have not used for that type yet, and a category and an industry so it can be found.',
  'support.q.designSms': 'How long can a text template be?',
  'support.a.designSms':
    'Up to 1,600 characters. The editor counts characters and segments as you type, and points out characters that switch the message to UCS-2, which fits fewer characters in a segment, with GSM replacements where there are some.',
  'support.q.designEmail': 'What does an email template need?',
  'support.a.designEmail':
    'A subject and a body. A template’s images may be at most 10 MB. Add a link whose words or address say “unsubscribe”: an email without one cannot be launched in a campaign.',
  'support.q.designMergeTags': 'How do I personalise a message?',
  'support.a.designMergeTags':
    'Insert merge tags, such as first name, business name or property street: each contact’s details fill them when the message is sent. Preview and Get proof show the message filled with sample contact data.',
  'support.q.designActions': 'How do I share, duplicate or download a template?',
  'support.a.designActions':
    'Use the template’s actions: Share gives it to another user by email or user ID, Duplicate copies it under a new name, and Download PDF makes a PDF. Only the template’s owner, or a super admin, can edit, share or delete it.',
  'support.q.designDelete': 'Why can’t I delete a template?',
  'support.a.designDelete':
    'A template used by a campaign or by a Zapier zap cannot be deleted: “Template cannot be deleted as it is associated with a campaign or Zapier.” Take it out of those campaigns first.',
  'support.q.designDrafts': 'Is my work lost if I close an editor?',
  'support.a.designDrafts':
    'No. The editors keep a draft of your changes in this browser. When you open the template again, you are offered to restore it if it differs from what was saved.',
  'support.q.designCategories': 'How do categories work?',
  'support.a.designCategories':
    'Categories group templates within an industry, and users filter templates and campaigns by them. Add and edit them in Categories. Names must be unique, and a category that templates use cannot be deleted.',
  'support.q.designAgency': 'Can someone design templates for my clients?',
  'support.a.designAgency':
    'Yes: Agency Services, on your dashboard, designs direct-mail, text and email templates from {designPrice} per template. Press Schedule Now there to book a call.',

  'support.q.studioOpen': 'How do I open the card Design Studio?',
  'support.a.studioOpen':
    'In Card Templates, press New card template, or Edit on one of your cards. The tabs on the left add text, elements, images and merge fields and show the layers, properties, checks and downloads; the toolbar acts on what you selected.',
  'support.q.studioSizes': 'Which card sizes can I design?',
  'support.a.studioSizes':
    '4 × 6 in, 6 × 9 in and 6 × 11 in, each with a front and a back. The address side must leave the address, postage and barcode areas empty.',
  'support.q.studioImages': 'Which images can I use?',
  'support.a.studioImages':
    'PNG, JPEG, WebP or SVG images, at most 10 MB of images per card. For a sharp print an image needs 300 DPI at the size it is placed: Properties shows its DPI, and the Check tab warns when it is lower.',
  'support.q.studioPreflight': 'What does the Check tab look for?',
  'support.a.studioPreflight':
    'Its preflight looks at both sides: empty sides, missing images, images under 300 DPI, anything outside the safe zone (1/8 in inside the trim line), anything in the address side’s mailing areas, text under 6 pt and text that does not fit its box. Issues marked Blocks must be fixed before you can publish.',
  'support.q.studioPublish': 'What is the difference between Save as draft and Publish?',
  'support.a.studioPublish':
    'Save as draft keeps your work and leaves the card incomplete. Publish marks its artwork final: a card with a title and both sides is then complete, ready to order and shown in the Marketplace gallery.',
  'support.q.studioMerge': 'Can I preview merge fields with real contacts?',
  'support.a.studioMerge':
    'Yes: in the Check tab’s merge preview, choose one of your contact lists and step through its contacts, or choose Worst case to fill every merge field with the longest value in the list. It tells you how many records overflow a text box.',
  'support.q.studioExport': 'Can I download my card?',
  'support.a.studioExport':
    'Yes: the Download tab gives each side as SVG or as a 300 DPI PNG, and a PDF proof of both sides with crop marks.',
  'support.q.studioKeys': 'Are there keyboard shortcuts?',
  'support.a.studioKeys':
    'Yes, while the canvas has the focus; press ? to list them all. The arrows nudge the selection (Shift for bigger steps), Enter edits a text, Escape finishes, Ctrl+D duplicates, Ctrl+G groups and Ctrl+Z undoes (Cmd on a Mac); Ctrl+wheel zooms and Space+drag moves around the card.',

  'support.q.campaignBuild': 'How do I build a campaign?',
  'support.a.campaignBuild':
    'In Campaigns, press New campaign. Name it, add text, email and postcard steps (up to 20), choose a template for each and set the wait before each step in hours, days or weeks (0 to 365, counted from the step before). The timeline shows the day each step goes.',
  'support.q.campaignCategories': 'Why does saving say my categories have no template?',
  'support.a.campaignCategories':
    'A campaign’s categories must lead to templates: when none of the chosen categories has a template, the campaign is not saved. Choose other categories, or give a template one of them first.',
  'support.q.campaignMarketplace': 'How do Marketplace users get my campaign?',
  'support.a.campaignMarketplace':
    'Active campaigns are offered to Marketplace users in Order Campaign. Switch a campaign to Inactive to take it out of that catalogue.',
  'support.q.campaignShare': 'How do I share a campaign with a PRO user?',
  'support.a.campaignShare':
    'Choose Share on the campaign and pick the PRO admin. They find it under Shared with me and accept or reject it; accepting copies it into their campaigns.',
  'support.q.campaignDuplicate': 'Can I copy a campaign?',
  'support.a.campaignDuplicate':
    'Yes: Duplicate makes a copy under a new name, yours to change. Design Studio users see the super admin’s campaigns read-only and can duplicate them to adapt them.',
  'support.q.campaignDelete': 'Why can’t I delete a campaign?',
  'support.a.campaignDelete':
    'A campaign that a running order uses cannot be deleted. Make it inactive instead, so that nobody orders it again.',
  'support.q.campaignTiming': 'When do the postcards of a campaign arrive?',
  'support.a.campaignTiming':
    'Postcards go First Class: the timeline counts on them reaching homes 4 to 6 days after they are sent, and shows those days beside each postcard step.',

  'support.q.affiliateCommission': 'How does the reseller program pay?',
  'support.a.affiliateCommission':
    'As a Pro user you earn a 50% reseller commission on what the basic users you bring in pay. The platform’s administrators pay your earnings out to you.',
  'support.q.affiliateLink': 'How do people sign up under me?',
  'support.a.affiliateLink':
    'Share your referral page: /affiliate/ followed by your business domain, for example /affiliate/yourbusiness.com. It shows your business and leads to sign-up; the accounts made from it are linked to you.',
  'support.q.affiliateWhere': 'Where is the affiliate program in the app?',
  'support.a.affiliateWhere':
    'Affiliate, in the Account group of the menu. Getting started, on your dashboard, leads there too.',

  'support.q.adminTemplates': 'Can I change other users’ templates?',
  'support.a.adminTemplates':
    'Yes: as a super admin you can edit, quick edit, share and delete any template in SMS Templates, Mail Templates and Card Templates.',
  'support.q.adminProTemplates': 'What are PRO Card Templates?',
  'support.a.adminProTemplates':
    'Your own card templates, with industry and category filters. Give each one an industry and a category so the right users find it; New card template opens the card Design Studio.',
  'support.q.adminCampaigns': 'Who sees the campaigns I build?',
  'support.a.adminCampaigns':
    'Design Studio users see your campaigns read-only and can duplicate them; the active ones are offered to Marketplace users in Order Campaign.',
  'support.q.adminVendorReport': 'What does the Vendor Report show?',
  'support.a.adminVendorReport':
    'What the platform paid its print, text, email and data vendors, job by job, between two dates, filtered by vendor and product. The filters stay in the page address, so a report can be bookmarked; Show as table reads the chart as numbers, and Download CSV exports the rows.',
  'support.q.adminLists': 'Can I see every contact list?',
  'support.a.adminLists':
    'Yes: System Contact Lists shows every list in the system with its owner; open one to see its contacts.',
  'support.q.adminNoBilling': 'Why don’t I see Billing or Fund Account?',
  'support.a.adminNoBilling':
    'Super admin accounts do not pay for orders: cards, funding and subscriptions belong to Marketplace and Design Studio accounts.',

  'support.q.accountProfile': 'Where do I change my profile?',
  'support.a.accountProfile':
    'Choose Account Setting in your account menu at the top right of the page: it opens Account Settings, which also has its place in the menu.',
  'support.q.accountPassword': 'I forgot my password or my username.',
  'support.a.accountPassword':
    'On the sign-in page, choose Forgot password? and enter your email: if it belongs to an account, we send a link to set a new password. Forgot username? finds your username from your email or mobile number.',
  'support.q.accountLanguage': 'How do I change the language or the colours?',
  'support.a.accountLanguage':
    'Press the gear button in the top bar (Language and theme settings). It offers English, Chinese, Spanish, French and Italian, and themes for the top bar, the sidebar, the main area and the layout background.',
  'support.q.accountBrowser': 'Which browser should I use?',
  'support.a.accountBrowser':
    'Mailcraft is made for Google Chrome. In other browsers a banner warns that some features may not work.',
  'support.q.accountHelp': 'Where can I find more help?',
  'support.a.accountHelp':
    'Help, at the end of the menu, opens the help guides. For anything else, write to our support team at the address on this page.',
};
