import { nextIdOf } from '../../../../../tests/e2e/xssKit';
import { type HostileScreen, hostileScreen } from '../../../../../tests/e2e/xssScreenKit';

/** The catalogue's names under hostile strings (tests/e2e/xssScreens.spec.ts). */
export const XSS_SCREENS: readonly HostileScreen[] = [
  hostileScreen({
    title: 'categories: category names',
    account: 'admin',
    url: '/dashboard/category',
    headingId: 'screen.category',
    plant: ({ data }, strings) => {
      const model = data.categories[0];
      const first = nextIdOf(data.categories);
      for (const [index, text] of strings.entries())
        data.categories.push({
          ...model,
          id: first + index,
          category_name: text,
          category_slug: `hostile-${index}`,
        });
    },
  }),
  hostileScreen({
    title: 'industries: industry names',
    account: 'admin',
    url: '/dashboard/industry',
    headingId: 'screen.industry',
    plant: ({ data }, strings) => {
      const model = data.industries[0];
      const first = nextIdOf(data.industries);
      for (const [index, text] of strings.entries())
        data.industries.push({ ...model, id: first + index, industry_name: text });
    },
  }),
];
