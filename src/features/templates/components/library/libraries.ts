import { paths } from '../../../../config/paths';
import type { MessageId } from '../../../../i18n/messageIds';
import type { TemplateType } from '../../schemas';
import type { TemplateList } from '../../slice';
import type { FilterName } from './LibraryFilters';

/** What distinguishes the five template screens; one library component serves them all. */
export interface LibraryConfig {
  list: TemplateList;
  type: TemplateType;
  filters: readonly FilterName[];
  /** The super admin's PRO card templates are their own templates (my_template always on). */
  alwaysMine: boolean;
  /** The label of the "new" button, or null where the screen cannot create. */
  createLabelId: MessageId | null;
  /** A screen this one leads to from its header (the gallery's bulk send of a template). */
  headerLink?: { href: string; labelId: MessageId };
}

const TYPE_FILTERS: readonly FilterName[] = ['industry', 'category', 'myTemplates'];

export const LIBRARIES: Record<TemplateList, LibraryConfig> = {
  sms: {
    list: 'sms',
    type: 'sms',
    filters: TYPE_FILTERS,
    alwaysMine: false,
    createLabelId: 'templates.new.sms',
  },
  mail: {
    list: 'mail',
    type: 'mail',
    filters: TYPE_FILTERS,
    alwaysMine: false,
    createLabelId: 'templates.new.mail',
  },
  card: {
    list: 'card',
    type: 'card',
    filters: TYPE_FILTERS,
    alwaysMine: false,
    createLabelId: 'templates.new.card',
  },
  pro: {
    list: 'pro',
    type: 'card',
    filters: ['industry', 'category'],
    alwaysMine: true,
    createLabelId: 'templates.new.card',
  },
  gallery: {
    list: 'gallery',
    type: 'card',
    filters: ['category', 'propertyPhoto', 'favourites'],
    alwaysMine: false,
    createLabelId: null,
    headerLink: {
      href: paths.dashboard.bulkMailCenter.getHref(),
      labelId: 'screen.bulkMailCenter',
    },
  },
};
