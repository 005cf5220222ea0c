import { type CategoryRecord, seedCategories } from '../catalog';
import { TEMPLATE_TYPES, type TemplateRecord } from './records';
import { seedCard } from './cardSeed';

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

/**
 * The texts the platform's own ready-made campaigns send (src/mocks/campaigns/seed.ts DESIGNS):
 * each says how to opt out, as the ordering rules require, so a catalogue campaign can be
 * launched as it is. tests/unit/mocks/catalogueCompliance.test.ts keeps this list true.
 */
export const CATALOGUE_SMS_IDS: readonly number[] = [1, 5, 16, 18, 19, 31, 35];
const OPT_OUT = ' Reply STOP to opt out.';

function smsBody(id: number, index: number, title: string): string {
  const body = SMS_BODIES[index % SMS_BODIES.length]!.replace('{{title}}', title);
  return CATALOGUE_SMS_IDS.includes(id) && !/\bSTOP\b/.test(body) ? `${body}${OPT_OUT}` : body;
}

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

/** The id of each type's first template: the seeded campaigns use these. */
export const FIRST_TEMPLATE_ID = { sms: 1, mail: 101, card: 201 } as const;

/**
 * Two of the studio's complete cards that preflight stops from publishing, for the Design Studio:
 * one has a photo far below 300 DPI on its front, the other a text in its back's address zone.
 */
const LOW_RES_INDEX = 19;
const ADDRESS_ZONE_INDEX = 22;
export const LOW_RES_CARD_ID = FIRST_TEMPLATE_ID.card + LOW_RES_INDEX;
export const ADDRESS_ZONE_CARD_ID = FIRST_TEMPLATE_ID.card + ADDRESS_ZONE_INDEX;
const SPECIAL_CARD_TITLES: Record<number, string> = {
  [LOW_RES_INDEX]: 'Low resolution photo',
  [ADDRESS_ZONE_INDEX]: 'Address zone text',
};

/** Every seventh card lacks its back: an incomplete card. */
export function isIncompleteSeedCard(index: number): boolean {
  return index % 7 === 3;
}

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
    const special = type === 'card' ? SPECIAL_CARD_TITLES[index] : undefined;
    const title = special ?? `${category.category_name} ${variant} ${Math.floor(index / 6) + 1}`;
    const card =
      type === 'card'
        ? seedCard({
            title,
            colour,
            emptyBack: isIncompleteSeedCard(index),
            lowResolutionPhoto: index === LOW_RES_INDEX,
            textInAddressZone: index === ADDRESS_ZONE_INDEX,
          })
        : null;
    return {
      id: firstId + index,
      user_id: index < STUDIO_SHARE ? STUDIO_ID : ADMIN_ID,
      type,
      title,
      subject: type === 'mail' ? `${title}: news for {{first_name}}` : '',
      content: card
        ? card.content
        : type === 'sms'
          ? smsBody(firstId + index, index, title)
          : mailBody(title, colour),
      category: category.id,
      industry_id: industry,
      front_svg: card?.front_svg ?? '',
      back_svg: card?.back_svg ?? '',
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
