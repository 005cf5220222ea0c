import type { FeatureRoutes, PublicRouteEntry } from '../../components/routeEntries';
import { paths } from '../../config/paths';
import type { MessageId } from '../../i18n/messageIds';
import { UnbuiltPublicPage } from './unbuiltPages';

const unbuilt = (
  path: string,
  titleId: MessageId,
  access: PublicRouteEntry['access'],
): PublicRouteEntry => ({ path, page: UnbuiltPublicPage, titleId, access });

/** Sign-up, recovery, unsubscribe, OAuth and payment pages of later issues. */
export const publicPlaceholderRoutes: FeatureRoutes = {
  publicRoutes: [
    unbuilt(paths.signUp.path, 'screen.signUp', 'guest'),
    unbuilt(paths.forgotPassword.path, 'screen.forgotPassword', 'guest'),
    unbuilt(paths.forgotUsername.path, 'screen.forgotUsername', 'guest'),
    unbuilt(paths.resetPassword.path, 'screen.resetPassword', 'any'),
    unbuilt(paths.oauthLogin.path, 'screen.oauthLogin', 'any'),
    unbuilt(paths.oauthRegister.path, 'screen.oauthRegister', 'any'),
    unbuilt(paths.oauthCallback.path, 'screen.oauthCallback', 'any'),
    unbuilt(paths.auth0Callback.path, 'screen.auth0Callback', 'any'),
    unbuilt(paths.affiliateSignUp.path, 'screen.affiliateSignUp', 'any'),
  ],
};
