import '../register';
import '../components/campaigns.css';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Spin } from 'antd';
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { PageProps } from '../../../components/pageProps';
import { Pager } from '../../../components/Pager';
import { RetryAlert } from '../../../components/RetryAlert';
import { useUserMessage } from '../../../components/useUserMessage';
import { paths } from '../../../config/paths';
import { callFailureMessage } from '../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { useCatalogOptions } from '../../catalog';
import { type CampaignAction, CampaignItem } from '../components/CampaignItem';
import type { CampaignDialogKind } from '../components/CampaignDialogs';
import { CampaignFilters } from '../components/CampaignFilters';
import { SharedCampaignsPanel } from '../components/SharedCampaignsPanel';
import {
  CAMPAIGN_PAGE_SIZE,
  type CampaignFilters as Filters,
  NO_CAMPAIGN_FILTERS,
  campaignQuery,
  isFiltered,
} from '../query';
import type { Campaign } from '../schemas';
import {
  deleteCall,
  favouriteCall,
  listCall,
  listRequested,
  selectCampaignActivity,
  selectCampaignList,
  selectShared,
  sharedWanted,
  statusCall,
} from '../slice';

const CampaignDialog = lazy(() => import('../components/CampaignDialogs'));

/**
 * /dashboard/campaigns (roles 1 and 3): the campaign library with its filters and paging, each
 * campaign's favourite, status, copy, share and delete, and the campaigns shared with this user.
 */
export default function CampaignLibraryPage({ titleId }: PageProps) {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const list = useAppSelector(selectCampaignList);
  const activity = useAppSelector(selectCampaignActivity);
  const { categories } = useCatalogOptions();
  const sharedFailed = useAppSelector(selectShared).error !== null;
  const [filters, setFilters] = useState<Filters>(NO_CAMPAIGN_FILTERS);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<{ kind: CampaignDialogKind; campaign: Campaign } | null>(
    null,
  );

  // After deletes the page may lie past the end: show the last page there is.
  const lastPage = Math.max(1, Math.ceil((list.totalCount ?? 0) / CAMPAIGN_PAGE_SIZE));
  const shownPage = list.totalCount === undefined ? page : Math.min(page, lastPage);
  const query = useMemo(() => campaignQuery(shownPage, filters), [shownPage, filters]);
  const queryKey = JSON.stringify(query);
  const reload = () => dispatch(listRequested(query));
  // One Retry sends every failed load of the screen again (the shared list too).
  const retry = () => {
    reload();
    if (sharedFailed) dispatch(sharedWanted());
  };
  useEffect(() => {
    reload();
    // queryKey stands for the query's contents.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryKey]);

  const categoryName = useMemo(
    () => new Map(categories.map((category) => [category.value, category.label])),
    [categories],
  );
  const onAction = (campaign: Campaign, action: CampaignAction) => {
    if (action === 'edit') void navigate(paths.dashboard.createCampaign.getHref(campaign.id));
    else setDialog({ kind: action, campaign });
  };

  const campaigns = list.data ?? [];
  const total = list.totalCount ?? 0;
  return (
    <section className="campaign-library" aria-labelledby="campaigns-title">
      <header className="campaign-library__header">
        <h1 id="campaigns-title">{intl.formatMessage({ id: titleId })}</h1>
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden="true" />}
          onClick={() => void navigate(paths.dashboard.createCampaign.getHref())}
        >
          {intl.formatMessage({ id: 'campaigns.new' })}
        </Button>
      </header>
      <CampaignFilters
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {list.error ? (
        <RetryAlert message={word(callFailureMessage(listCall, list.error))} onRetry={retry} />
      ) : null}
      <Spin spinning={list.loading} description={intl.formatMessage({ id: 'app.loading' })}>
        {campaigns.length === 0 && !list.loading && !list.error ? (
          <Empty
            description={intl.formatMessage({
              id: isFiltered(filters) ? 'campaigns.empty.filtered' : 'campaigns.empty',
            })}
          />
        ) : (
          <div className="campaign-list" aria-busy={list.loading}>
            {campaigns.map((campaign) => (
              <CampaignItem
                key={campaign.id}
                campaign={campaign}
                categoryNames={campaign.category_id
                  .map((id) => categoryName.get(id))
                  .filter(Boolean)
                  .join(', ')}
                busy={activity[campaign.id] !== undefined}
                onAction={(action) => onAction(campaign, action)}
                onFavourite={() =>
                  dispatch(
                    favouriteCall.request({
                      campaign_id: campaign.id,
                      favourite_status: campaign.favourite_status ? 0 : 1,
                    }),
                  )
                }
                onStatus={(active) =>
                  dispatch(statusCall.request({ campaign_id: campaign.id, status: active ? 1 : 0 }))
                }
                onDelete={() => dispatch(deleteCall.request({ campaign_id: campaign.id }))}
              />
            ))}
          </div>
        )}
      </Spin>
      <Pager
        current={shownPage}
        pageSize={CAMPAIGN_PAGE_SIZE}
        total={total}
        onChange={setPage}
        label={intl.formatMessage({ id: 'campaigns.pages' })}
        totalLabel={
          list.data ? intl.formatMessage({ id: 'campaigns.total' }, { count: total }) : undefined
        }
      />
      <SharedCampaignsPanel />
      {dialog ? (
        <Suspense fallback={null}>
          <CampaignDialog
            kind={dialog.kind}
            campaign={dialog.campaign}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
