/**
 * The kinds of notification the product sends (accounts-money §3 "Notifications"): failed
 * addresses after a contact import, refunds (automated and batch) and shared campaigns. Each
 * reaches the user on two channels, in the app (the top bar's bell) and by email; every channel is
 * on until the user switches it off (issue 29). Plain data: the mock backend reads it too.
 */
export const NOTIFICATION_KINDS = ['failedAddresses', 'refunds', 'sharedCampaigns'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface NotificationChannels {
  inApp: boolean;
  email: boolean;
}

export type NotificationSettings = Record<NotificationKind, NotificationChannels>;

/** What a user who never saved their settings gets: every kind, on both channels. */
export function defaultNotificationSettings(): NotificationSettings {
  return {
    failedAddresses: { inApp: true, email: true },
    refunds: { inApp: true, email: true },
    sharedCampaigns: { inApp: true, email: true },
  };
}
