/** How many test events the server lists back (plain, so the e2e harness can read it too). */
export const RECENT_TEST_EVENTS = 10;
