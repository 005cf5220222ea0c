import { act } from '@testing-library/react';

/** Lets pending requests and sagas run, so "nothing was sent" is not decided too early. */
export async function settle(ms = 50) {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}
