import type { CategoryRecord } from '../catalog/records';
import { TEMPLATE_TYPES, type TemplateRecord } from './records';
import { seedCategories } from '../catalog/seed';

const ADMIN_ID = 1;
const MARKET_ID = 2;
const STUDIO_ID = 4;
/** Per type: enough for paging to matter (10 a page for sms and mail, 12 for cards). */
const PER_TYPE = 36;
const STUDIO_SHARE = 24;
const VARIANTS = ['Classic', 'Bold', 'Friendly', 'Minimal', 'Premium', 'Bright'];
const COLOURS = ['#1457c4', '#0f766e', '#b45309', '#7c3aed', '#be123c', '#334155'];
const SEED_DATE = Date.UTC(2026, 9, 30, 12);

const SMS_BODIES = [
  'Hi {{first_name}}, {{business_name}} here. {{title}} — reply YES to hear more.',
  'Good news {{first_name}}! {{title}} near {{property_street}}. Call us today.',
  '{{first_name}}, our {{title}} offer ends Friday. Text STOP to opt out.',
];

function mailBody(title: string, colour: string): string {
  return [
    `<h1 style="color: ${colour}">${title}</h1>`,
    '<p>Hi <span data-merge-tag="{{first_name}}">{{first_name}}</span>,</p>',
    '<p>We have news for the owners of <strong>{{property_street}}</strong> and your neighbours in {{city}}.</p>',
    '<ul><li>No obligation</li><li>Local experts since 2009</li></ul>',
    '<p>Best regards,<br>{{business_name}}</p>',
    // CAN-SPAM: an ordered campaign's email must carry a way out (ordering/compliance.ts).
    '<p style="font-size: 12px"><a href="https://mailcraft.example/unsubscribe">Unsubscribe</a></p>',
  ].join('');
}

function cardSide(title: string, colour: string, side: 'front' | 'back'): string {
  const body =
    side === 'front'
      ? `<rect width="600" height="400" fill="${colour}"/><circle cx="500" cy="90" r="60" fill="#ffffff" opacity="0.2"/><text x="40" y="210" font-family="Arial" font-size="40" fill="#ffffff">${title}</text>`
      : `<rect width="600" height="400" fill="#ffffff"/><rect x="330" y="230" width="240" height="120" fill="none" stroke="#64748b"/><text x="40" y="80" font-family="Arial" font-size="22" fill="${colour}">${title}</text><text x="40" y="120" font-family="Arial" font-size="16" fill="#334155">Call {{business_name}} today</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400">${body}</svg>`;
}

/** The id of each type's first template: the seeded campaigns use these. */
export const FIRST_TEMPLATE_ID = { sms: 1, mail: 101, card: 201 } as const;

function templatesOfType(
  type: TemplateRecord['type'],
  categories: CategoryRecord[],
): TemplateRecord[] {
  const firstId = FIRST_TEMPLATE_ID[type];
  return Array.from({ length: PER_TYPE }, (_, index) => {
    const category = categories[index % categories.length]!;
    const industry = category.industry_id ?? (index % 7) + 1;
    const variant = VARIANTS[index % VARIANTS.length]!;
    const colour = COLOURS[(index + firstId) % COLOURS.length]!;
    const title = `${category.category_name} ${variant} ${Math.floor(index / 6) + 1}`;
    // Every seventh card lacks its back: an incomplete card.
    const incomplete = type === 'card' && index % 7 === 3;
    return {
      id: firstId + index,
      user_id: index < STUDIO_SHARE ? STUDIO_ID : ADMIN_ID,
      type,
      title,
      subject: type === 'mail' ? `${title}: news for {{first_name}}` : '',
      content:
        type === 'sms'
          ? SMS_BODIES[index % SMS_BODIES.length]!.replace('{{title}}', title)
          : type === 'mail'
            ? mailBody(title, colour)
            : JSON.stringify({ version: 1, size: '6x4', title }),
      category: category.id,
      industry_id: industry,
      front_svg: type === 'card' ? cardSide(title, colour, 'front') : '',
      back_svg: type === 'card' && !incomplete ? cardSide(title, colour, 'back') : '',
      favourite_user_ids: index % 5 === 0 ? [STUDIO_ID, MARKET_ID] : [],
      shared_with_user_ids: [],
      propertyphoto_status: index % 2 === 0 ? 1 : 0,
      zapier_used: type === 'mail' && index === 1 ? 1 : 0,
      updated_at: new Date(SEED_DATE - (firstId + index) * 3_600_000).toISOString(),
    };
  });
}

/** Templates of each type, filed under the seeded categories. */
export function seedTemplates(): TemplateRecord[] {
  const categories = seedCategories();
  return TEMPLATE_TYPES.flatMap((type) => templatesOfType(type, categories));
}
