import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { allEnglish } from '../../../i18n/allEnglish';
import { db } from '../../../mocks/db';
import { templateView } from '../../../mocks/templates/rules';
import { TemplateItem } from '../components/library/TemplateItem';
import { type Template, templateSchema } from '../schemas';
import { settle } from '../../../../tests/utils/xssSentinel';
import { type Mounted, PLAIN, type RendererCases } from '../../../../tests/unit/xss/rendererKit';

/**
 * The templates feature's cases of the XSS renderer suite (tests/unit/xss/renderers.test.tsx,
 * which finds this file by glob; the case's shape and the checks are in
 * tests/unit/xss/rendererKit.tsx): a template's user-authored fields in the libraries.
 */

/** How many templates a library renderer shows at once (a long library page). */
const TEMPLATE_SLOTS = 40;

/**
 * Templates of a library (TemplateItem, the component that shows a template's user-authored
 * fields), re-rendered with a string in each one's fields as a list answer would bring them.
 */
async function mountTemplateItems(
  type: 'sms' | 'mail' | 'card',
  fields: (text: string) => Partial<Template>,
): Promise<Mounted> {
  const base = templateSchema.parse(
    templateView(
      db(),
      db().templates.get({ sms: 1, mail: 101, card: 201 }[type])!,
      db().users.get(1)!,
    ),
  );
  const items = (texts: readonly string[]) => (
    <IntlProvider locale="en" messages={allEnglish}>
      {texts.map((text, slot) => (
        <TemplateItem
          key={slot}
          template={{ ...base, id: base.id + slot, ...fields(text) }}
          can={{ change: true, send: true }}
          busy={false}
          onAction={() => undefined}
          onFavourite={() => undefined}
          onDelete={() => undefined}
        />
      ))}
    </IntlProvider>
  );
  const view = render(items(Array<string>(TEMPLATE_SLOTS).fill(PLAIN)));
  await settle();
  return {
    slots: TEMPLATE_SLOTS,
    show: async (texts) => {
      view.rerender(items(texts));
      await Promise.resolve();
    },
    spots: [
      {
        name: 'the template',
        region: (slot) => document.querySelectorAll('.template-item')[slot]!,
        expected: (text) => (type === 'card' ? '' : text),
      },
    ],
  };
}

export const XSS_RENDERERS: RendererCases = [
  {
    name: 'template library: titles, category and industry names, sms text',
    blns: 'all',
    mount: () =>
      mountTemplateItems('sms', (text) => ({
        title: text,
        content: text,
        category_name: text,
        industry_name: text,
      })),
  },
  {
    name: 'template library: mail subject',
    // The same text path as the titles above, which see every string.
    blns: 100,
    mount: () => mountTemplateItems('mail', (text) => ({ title: text, subject: text })),
  },
  {
    name: 'template library: card artwork SVG (shown as images)',
    blns: 100,
    mount: () =>
      mountTemplateItems('card', (text) => ({
        title: text,
        front_svg: `<svg xmlns="http://www.w3.org/2000/svg"><text>${text}</text></svg>`,
        back_svg: text,
      })),
  },
];
