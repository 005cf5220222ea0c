import '../../../src/features/contacts/register';
import { verifyCall } from '../../../src/features/contacts/slice';
import { recordRequests, type SeenRequest } from '../../utils/requests';
import { storeSessionOf } from '../../utils/session';
import { createTestStore, waitForState } from '../../utils/store';

/** After an address verification the saga fetches the list's figures again, no screen needed. */

const CALLS = ['addressverify-bydeluxedpv', 'totalcontacts-groupbyfield'];
const endpointOf = (request: SeenRequest) =>
  new URL(request.url).pathname.replace(/\/$/, '').split('/').pop() ?? '';

it('fetches the list’s field totals again once its addresses are verified', async () => {
  const seen = recordRequests();
  storeSessionOf('market');
  const { store } = createTestStore();
  await waitForState(
    store,
    (state) => state.session.token !== null && state.contacts !== undefined,
    Boolean,
  );

  store.dispatch(verifyCall.request({ contactlist_id: 1 }));
  await waitForState(
    store,
    (state) => state.contacts!.fieldTotals,
    (totals) => !totals.loading && totals.data !== null,
  );
  await vi.waitFor(() => {
    const calls = seen.filter((request) => CALLS.includes(endpointOf(request)));
    expect(calls.map(endpointOf)).toEqual(CALLS);
    expect(calls[1]!.body).toMatchObject({ contactlist_id: 1 });
  });
});
