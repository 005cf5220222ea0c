import type { FailureWording } from '../../../../tests/fixtures/failureWordingKit';

/**
 * How each of the integrations page's calls shows its failure, in English, apart from the app's
 * code (the fault matrix and the end-to-end fault sweep judge every endpoint × fault by it; see
 * tests/fixtures/failureWordingKit.ts). Every one is shown on the page, in the server's words when
 * it sends some (a refused webhook URI says why).
 */
const onPage = (words: string): FailureWording => ({ show: 'inline', words, server: true });

export const FAILURE_WORDING: Record<string, FailureWording> = {
  'integrations.webhook': onPage('Your webhook could not be loaded. Please try again.'),
  'integrations.saveWebhook': onPage('The webhook could not be saved. Please try again.'),
  'integrations.removeWebhook': onPage('The webhook could not be removed. Please try again.'),
  'integrations.sendTestEvent': onPage('The test event could not be sent. Please try again.'),
  'integrations.notificationSettings': onPage(
    'Your notification settings could not be loaded. Please try again.',
  ),
  'integrations.saveNotificationSettings': onPage(
    'Your notification settings could not be saved. Please try again.',
  ),
};
