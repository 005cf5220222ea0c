// @vitest-environment node
/**
 * The template reads no screen shows yet (the card editor, campaign steps and the Marketplace
 * dashboard will): each answers through its endpoint with what those screens will rely on. They
 * had a slice of their own until now; the screen that first needs one declares its trio.
 */
import { type Endpoint, callEndpoint } from '../../../src/api';
import {
  basicDashboardMailListEndpoint,
  categoryFilterEndpoint,
  getTemplateByIdEndpoint,
  getTemplatesByIdsEndpoint,
  notifyTemplatesInsertedEndpoint,
  templateCompleteStatusEndpoint,
  templateDetailsEndpoint,
  templateJsonContentEndpoint,
  templatePartialInfoEndpoint,
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
    ['get_templateByid', () => read(getTemplateByIdEndpoint, { id: 101 })],
    ['get_templetebymultipleid', () => read(getTemplatesByIdsEndpoint, { ids: [1, 101, 201] })],
    [
      'templateinfo-completestatus/',
      () => read(templateCompleteStatusEndpoint, { template_id: 204 }),
    ],
    ['single-templatedetails/', () => read(templateDetailsEndpoint, { template_id: 2 })],
    ['singletemplate-partialinfo', () => read(templatePartialInfoEndpoint, { template_id: 2 })],
    [
      'singletemplate-jsoncontentdata/',
      () => read(templateJsonContentEndpoint, { template_id: 201 }),
    ],
    [
      'basicdashboard-mailtemplatelist',
      () => read(basicDashboardMailListEndpoint, { limit: 5, offset: 0 }),
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
