import { allEnglish as en } from '../../../../i18n/allEnglish';
import { expect } from '../../../../../tests/e2e/fixtures';
import { nextIdOf } from '../../../../../tests/e2e/xssKit';
import {
  ADMIN_ID,
  type HostileScreen,
  SANITISER_PARSING,
  hostileScreen,
} from '../../../../../tests/e2e/xssScreenKit';

/** The template libraries and editors under hostile strings (tests/e2e/xssScreens.spec.ts). */
export const XSS_SCREENS: readonly HostileScreen[] = [
  hostileScreen({
    title: 'SMS library: template titles and message text',
    account: 'admin',
    url: '/dashboard/message',
    headingId: 'screen.message',
    plant: ({ data }, strings) => {
      const model = data.templates.find((row) => row.type === 'sms' && row.user_id === ADMIN_ID)!;
      const first = nextIdOf(data.templates);
      for (const [index, text] of strings.entries())
        data.templates.push({ ...model, id: first + index, title: text, content: text });
    },
  }),
  hostileScreen({
    title: 'mail library: template titles and subjects',
    account: 'admin',
    url: '/dashboard/mail',
    headingId: 'screen.mail',
    plant: ({ data }, strings) => {
      const model = data.templates.find((row) => row.type === 'mail' && row.user_id === ADMIN_ID)!;
      const first = nextIdOf(data.templates);
      for (const [index, text] of strings.entries())
        data.templates.push({ ...model, id: first + index, title: text, subject: text });
    },
  }),
  hostileScreen({
    title: 'card library: template titles, and artwork SVG shown as images',
    account: 'admin',
    url: '/dashboard/card',
    headingId: 'screen.card',
    plant: ({ data }, strings) => {
      const model = data.templates.find((row) => row.type === 'card' && row.user_id === ADMIN_ID)!;
      const first = nextIdOf(data.templates);
      for (const [index, text] of strings.entries())
        data.templates.push({
          ...model,
          id: first + index,
          title: text,
          front_svg: `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${text}</svg>`,
          back_svg: text,
        });
    },
  }),
  hostileScreen({
    title: 'template editors: an SMS and a mail template made of every hostile string',
    account: 'admin',
    allowed: SANITISER_PARSING,
    plant: ({ data }, strings) => {
      const ids = { sms: 0, mail: 0 };
      for (const type of ['sms', 'mail'] as const) {
        const model = data.templates.find((row) => row.type === type && row.user_id === ADMIN_ID)!;
        ids[type] = nextIdOf(data.templates);
        data.templates.push({
          ...model,
          id: ids[type],
          title: strings.join(' '),
          subject: strings.join(' '),
          // The mail body is HTML by design: the payloads as markup, for the sanitiser to meet.
          content:
            type === 'sms' ? strings.join('\n') : strings.map((text) => `<p>${text}</p>`).join(''),
        });
      }
      return ids;
    },
    url: (ids) => `/dashboard/message?edit=${ids.sms}`,
    read: async ({ page, strings, planted: ids, expectNothingRan }) => {
      const shown: string[] = [];
      const sms = page.getByRole('dialog', { name: en['smsEditor.editTitle'] });
      const message = sms.getByRole('textbox', { name: en['smsEditor.message.label'] });
      // The editor's chunk loads on first use, then the template: slow on a loaded 2-core machine.
      await expect(message).toBeVisible({ timeout: 30_000 });
      await expect(message).toHaveValue(strings.join('\n'));
      const title = sms.getByRole('textbox', { name: en['editor.title.label'] });
      await expect(title).toHaveValue(strings.join(' '));
      shown.push(await message.inputValue(), await title.inputValue());
      await expectNothingRan('the SMS editor');

      await page.goto(`/dashboard/mail?edit=${ids.mail}`);
      const mail = page.getByRole('dialog').filter({ hasText: en['mailEditor.subject'] });
      const subject = mail.getByRole('textbox', { name: en['mailEditor.subject'] });
      await expect(subject).toBeVisible({ timeout: 30_000 });
      await expect(subject).toHaveValue(strings.join(' '));
      shown.push(await subject.inputValue());
      await expect(mail.getByRole('textbox', { name: en['mailEditor.body.label'] })).toBeVisible();
      await expectNothingRan('the mail editor');
      await mail.getByRole('tab', { name: en['mailEditor.tab.preview'] }).click();
      await expect(
        mail.locator(`iframe[title="${en['mailEditor.preview.frameTitle']}"]`),
      ).toBeVisible();
      await expectNothingRan('the mail preview');
      return shown.join('\n');
    },
  }),
];
