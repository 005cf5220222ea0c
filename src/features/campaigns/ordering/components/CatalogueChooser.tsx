import { Empty, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { OptionFilter } from '../../../../components/OptionFilter';
import { RetryAlert } from '../../../../components/RetryAlert';
import { useDebouncedValue } from '../../../../components/useDebouncedValue';
import { useUserMessage } from '../../../../components/useUserMessage';
import { callFailureMessage } from '../../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../../state/hooks';
import { StepStrip } from '../../components/StepStrip';
import { CAMPAIGN_TYPES, type Campaign, type CampaignType } from '../../schemas';
import { MAX_STEPS } from '../../steps';
import type { CatalogueQuery } from '../api';
import { catalogueCall, catalogueRequested, selectCatalogue } from '../slice';
import { Choice, NativeSelect, TextInput } from '../../../../components/controls';

/** The catalogue's filters (§7 get-campaign-list-for-user): each sent only when set. */
export function catalogueQuery(
  tags: string,
  touches: number | null,
  type: CampaignType | null,
): CatalogueQuery {
  const words = tags
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
  return {
    ...(words.length > 0 ? { tags: words.join(',') } : {}),
    ...(touches !== null ? { no_of_touches: touches } : {}),
    ...(type !== null ? { campaign_type: type } : {}),
  };
}

/** Step 1: the ready-made campaigns, each with its steps, one chosen like a radio button. */
export function CatalogueChooser({
  chosenId,
  onChoose,
}: {
  chosenId: number | null;
  onChoose: (campaign: Campaign) => void;
}) {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const catalogue = useAppSelector(selectCatalogue);
  const [tags, setTags] = useState('');
  const [touches, setTouches] = useState<number | null>(null);
  const [type, setType] = useState<CampaignType | null>(null);
  const settledTags = useDebouncedValue(tags, 300);
  const query = useMemo(
    () => catalogueQuery(settledTags, touches, type),
    [settledTags, touches, type],
  );
  const queryKey = JSON.stringify(query);
  useEffect(() => {
    dispatch(catalogueRequested(JSON.parse(queryKey) as CatalogueQuery));
  }, [dispatch, queryKey]);
  const label = (id: string) => intl.formatMessage({ id });
  const campaigns = catalogue.data ?? [];
  return (
    <section className="order-section" aria-labelledby="order-choose-title">
      <h2 id="order-choose-title">{label('ordering.choose.title')}</h2>
      <div className="library-filters" role="search">
        <TextInput
          type="search"
          className="library-filters__search"
          value={tags}
          placeholder={label('ordering.filter.tags')}
          aria-label={label('ordering.filter.tags')}
          onChange={(event) => setTags(event.target.value)}
        />
        <OptionFilter
          label={label('campaigns.filter.touches')}
          allLabel={label('campaigns.filter.anyTouches')}
          value={touches}
          loading={false}
          options={Array.from({ length: MAX_STEPS }, (_, index) => ({
            value: index + 1,
            label: intl.formatMessage({ id: 'campaigns.touches' }, { count: index + 1 }),
          }))}
          onChange={setTouches}
        />
        <NativeSelect
          className="option-filter"
          aria-label={label('campaigns.filter.type')}
          value={type ?? ''}
          onChange={(event) =>
            setType(event.target.value === '' ? null : (event.target.value as CampaignType))
          }
        >
          <option value="">{label('campaigns.filter.allTypes')}</option>
          {CAMPAIGN_TYPES.map((value) => (
            <option key={value} value={value}>
              {label(`campaigns.type.${value}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {catalogue.error ? (
        <RetryAlert
          message={word(callFailureMessage(catalogueCall, catalogue.error))}
          onRetry={() => dispatch(catalogueRequested(query))}
        />
      ) : null}
      <Spin spinning={catalogue.loading}>
        {campaigns.length === 0 && !catalogue.loading && !catalogue.error ? (
          <Empty description={label('ordering.choose.none')} />
        ) : (
          <ul className="order-catalogue" aria-busy={catalogue.loading}>
            {campaigns.map((campaign) => (
              <li key={campaign.id}>
                <label
                  className={`order-choice${campaign.id === chosenId ? ' order-choice--chosen' : ''}`}
                >
                  <Choice
                    type="radio"
                    name="order-campaign"
                    checked={campaign.id === chosenId}
                    aria-label={intl.formatMessage(
                      { id: 'ordering.choose.option' },
                      { name: campaign.name },
                    )}
                    aria-describedby={`order-choice-owner-${campaign.id}`}
                    onChange={() => onChoose(campaign)}
                  />
                  <span className="order-choice__body">
                    <strong>{campaign.name}</strong>
                    {/* Two designers may name a campaign alike: whose it is tells them apart. */}
                    <span id={`order-choice-owner-${campaign.id}`} className="order-choice__owner">
                      {intl.formatMessage({ id: 'campaigns.by' }, { owner: campaign.owner_name })}
                    </span>
                    {campaign.description ? <span>{campaign.description}</span> : null}
                    <StepStrip
                      steps={campaign.content}
                      label={intl.formatMessage(
                        { id: 'campaigns.stepsOf' },
                        { name: campaign.name },
                      )}
                    />
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </Spin>
    </section>
  );
}
