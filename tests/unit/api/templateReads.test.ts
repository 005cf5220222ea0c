// @vitest-environment node
/**
 * The template reads that screens run inside their sagas (the card editor's, the campaign save's
 * category check, the order page's): each answers through its endpoint with what those screens
 * rely on.
 */
import { type Endpoint, callEndpoint } from '../../../src/api';
import {
  categoryFilterEndpoint,
  getTemplatesByIdsEndpoint,
  notifyTemplatesInsertedEndpoint,
  templateCompleteStatusEndpoint,
  templateDetailsEndpoint,
  templateJsonContentEndpoint,
} from '../../../src/features/templates/api';
import { db } from '../../../src/mocks/db';

const adminToken = () => db().users.find((row) => row.role_id === 1)!.api_token;

/** One read as the super admin, as the store's call would send it. */
function read<Req, Data>(endpoint: Endpoint<Req, Data>, request: Req) {
  return callEndpoint(endpoint, request, { token: adminToken() });
}

describe('the one-off template reads', () => {
  it.each([
    [
      'category-filter',
      () => read(categoryFilterEndpoint, { categories: '1,2', limit: 10, offset: 0 }),
    ],
    ['get_templetebymultipleid', () => read(getTemplatesByIdsEndpoint, { ids: [1, 101, 201] })],
    [
      'templateinfo-completestatus/',
      () => read(templateCompleteStatusEndpoint, { template_id: 204 }),
    ],
    ['single-templatedetails/', () => read(templateDetailsEndpoint, { template_id: 2 })],
    [
      'singletemplate-jsoncontentdata/',
      () => read(templateJsonContentEndpoint, { template_id: 201 }),
    ],
    [
      'notification-templateinsertcomplete',
      () => read(notifyTemplatesInsertedEndpoint, { templateid_array: [1, 2, 999] }),
    ],
  ] as const)('%s answers', async (_path, request) => {
    const result = await request();
    expect(result.data).not.toBeNull();
  });

  it('reads the exact answers the screens rely on', async () => {
    const [completeStatus, byIds, notifyInserted] = await Promise.all([
      read(templateCompleteStatusEndpoint, { template_id: 204 }),
      read(getTemplatesByIdsEndpoint, { ids: [1, 101, 201] }),
      read(notifyTemplatesInsertedEndpoint, { templateid_array: [1, 2, 999] }),
    ]);
    expect(completeStatus.data).toEqual({ id: 204, complete_status: false });
    expect(byIds.data.sms.map((item) => item.id)).toEqual([1]);
    expect(byIds.data.card.map((item) => item.id)).toEqual([201]);
    expect(notifyInserted.data).toEqual({ count: 2 });
  });
});
