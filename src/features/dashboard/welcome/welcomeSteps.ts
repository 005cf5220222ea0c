import type { Role } from '../../../config/constants';
import { paths } from '../../../config/paths';
import type { MessageId } from '../../../i18n/messageIds';

export interface WelcomeStep {
  titleId: MessageId;
  bodyId: MessageId;
  href: string;
}

const step = (key: string, href: string): WelcomeStep => ({
  titleId: `welcome.step.${key}` as MessageId,
  bodyId: `welcome.step.${key}.body` as MessageId,
  href,
});

/** The first three things worth doing on each side, in the order a new user would do them. */
export function welcomeStepsFor(role: Role): WelcomeStep[] {
  const to = paths.dashboard;
  if (role === 2)
    return [
      step('fund', to.membership.getHref()),
      step('contacts', to.mailing.getHref()),
      step('order', to.templateGallery.getHref()),
    ];
  if (role === 3)
    return [
      step('design', to.cardTemplates.getHref()),
      step('campaign', to.campaigns.getHref()),
      step('affiliate', to.affiliate.getHref()),
    ];
  return [
    step('industries', to.industry.getHref()),
    step('categories', to.category.getHref()),
    step('proTemplates', to.proTemplates.getHref()),
  ];
}
