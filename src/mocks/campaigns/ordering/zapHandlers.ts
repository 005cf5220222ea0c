import { zapHistoryEndpoint } from '../../../features/campaigns/ordering/api';
import { handle } from '../../kit/handle';
import { pageOf } from '../../kit/paging';
import { ok } from '../../kit/replies';
import { forMarketplace } from './rules';

export const zapHistoryHandlers = [
  /** basicdash-zappiersendtemp-allhistory: the templates the caller's zaps sent, newest first. */
  handle(
    zapHistoryEndpoint,
    forMarketplace(({ body, db }, me) => {
      const rows = db.zapSends
        .filter((row) => row.user_id === me.id)
        .sort((a, b) => b.sent_at.localeCompare(a.sent_at) || b.id - a.id);
      return ok(
        pageOf(rows, body).map(({ user_id: _owner, template_id: _template, ...row }) => row),
        { total_count: rows.length },
      );
    }),
  ),
];
