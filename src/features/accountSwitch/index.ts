/**
 * Switching sides and impersonation (issue 29), the feature's public face. The app loads it lazily
 * (the top bar's switch, the account menu's entries, the banner), and with it the feature's state.
 */
import './register';
export { sideSwitchRequested } from './slice';
export { AccountSwitchEntries, type AccountMenuEntry } from './components/AccountSwitchEntries';
export { ImpersonationBanner } from './components/ImpersonationBanner';
