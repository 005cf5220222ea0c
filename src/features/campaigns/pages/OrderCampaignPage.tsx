import '../ordering/register';
import '../components/campaigns.css';
import '../ordering/components/ordering.css';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PageProps } from '../../../components/pageProps';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import type { Template } from '../../templates';
import type { Campaign, CampaignStep } from '../schemas';
import { complianceProblems, withOptOutLine } from '../ordering/compliance';
import { launchIntent } from '../ordering/launchIntent';
import { CatalogueChooser } from '../ordering/components/CatalogueChooser';
import { LaunchBar } from '../ordering/components/LaunchBar';
import { OrderListsField } from '../ordering/components/OrderListsField';
import { OrderMessages } from '../ordering/components/OrderMessages';
import { OrderPrice } from '../ordering/components/OrderPrice';
import { UpgradeNotice, useUpgradeGate } from '../ordering/components/UpgradeNotice';
import {
  launchRequested,
  orderPriceWanted,
  selectPrice,
  selectStepTemplates,
  stepTemplatesCall,
} from '../ordering/slice';
import { TextInput } from '../../../components/controls';

/**
 * /dashboard/User-Create-Campaign/{id?} (role 2): choose a ready-made campaign, name it, choose
 * the lists, check its messages, see the price, and launch it (templates-campaigns-contacts §5).
 */
export default function OrderCampaignPage({ titleId }: PageProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const templates = useAppSelector(selectStepTemplates);
  const price = useAppSelector(selectPrice);
  const [campaign, setCampaign] = useState<Campaign | null>(null);
  const [name, setName] = useState('');
  const [listIds, setListIds] = useState<number[]>([]);
  const [adjusted, setAdjusted] = useState<Record<number, string>>({});
  const [tried, setTried] = useState(false);
  const gated = useUpgradeGate();

  useEffect(() => {
    launchIntent.forgetDone();
  }, []);

  const choose = (next: Campaign) => {
    setCampaign(next);
    setName(next.name);
    setAdjusted({});
    const ids = [...new Set(next.content.map((step) => step.template))];
    if (ids.length > 0) dispatch(stepTemplatesCall.request({ ids }));
  };
  const priceKey =
    campaign && listIds.length > 0 ? JSON.stringify([campaign.id, [...listIds].sort()]) : null;
  useEffect(() => {
    if (!priceKey) return;
    const [selected, lists] = JSON.parse(priceKey) as [number, number[]];
    dispatch(orderPriceWanted({ selected_campaign_id: selected, contact_list_ids: lists }));
  }, [dispatch, priceKey]);

  const templateOf = useCallback(
    (step: CampaignStep): Template | undefined =>
      templates.data?.[step.type].find((template) => template.id === step.template),
    [templates.data],
  );
  const steps = useMemo(() => campaign?.content ?? [], [campaign]);
  const problems = useMemo(
    () => complianceProblems(steps, templateOf, adjusted),
    [steps, templateOf, adjusted],
  );
  const form = campaign
    ? {
        selected_campaign_id: campaign.id,
        campaign_name: name.trim(),
        contact_list_ids: [...listIds].sort((a, b) => a - b),
        template_content: Object.entries(adjusted).map(([step, content]) => ({
          step: Number(step),
          content,
        })),
      }
    : null;
  const nameProblem =
    tried && name.trim() === '' ? intl.formatMessage({ id: 'campaigns.nameRequired' }) : null;
  const listsProblem =
    tried && listIds.length === 0 ? intl.formatMessage({ id: 'ordering.listsRequired' }) : null;
  const adjust = (stepId: number, text: string | null) =>
    setAdjusted((previous) => {
      const next = { ...previous };
      if (text === null) delete next[stepId];
      else next[stepId] = text;
      return next;
    });
  const launch = () => {
    setTried(true);
    if (!form || form.campaign_name === '' || form.contact_list_ids.length === 0 || !price.data)
      return;
    dispatch(launchRequested({ form, totalCents: price.data.total }));
  };

  return (
    <section className="order-campaign" aria-labelledby="order-title">
      <h1 id="order-title">{intl.formatMessage({ id: titleId })}</h1>
      <p>{intl.formatMessage({ id: 'ordering.intro' })}</p>
      {gated ? <UpgradeNotice /> : null}
      <CatalogueChooser chosenId={campaign?.id ?? null} onChoose={choose} />
      {campaign ? (
        <>
          <section className="order-section" aria-labelledby="order-details-title">
            <h2 id="order-details-title">{intl.formatMessage({ id: 'ordering.details.title' })}</h2>
            <div className="builder-field">
              <label htmlFor="order-name">{intl.formatMessage({ id: 'ordering.name' })}</label>
              {/* A light control: antd's Input alone weighed 14 KB gzip on this route's budget. */}
              <TextInput
                id="order-name"
                className="order-name"
                value={name}
                invalid={nameProblem !== null}
                aria-describedby={nameProblem ? 'order-name-problem' : undefined}
                onChange={(event) => setName(event.target.value)}
              />
              {nameProblem ? (
                <p id="order-name-problem" className="builder-field__problem" role="alert">
                  {nameProblem}
                </p>
              ) : null}
            </div>
            <OrderListsField chosen={listIds} problem={listsProblem} onChange={setListIds} />
          </section>
          <OrderMessages
            steps={steps}
            templateOf={templateOf}
            adjusted={adjusted}
            onAdjust={adjust}
          />
          <OrderPrice
            price={priceKey ? price : null}
            onRetry={() =>
              form &&
              dispatch(
                orderPriceWanted({
                  selected_campaign_id: form.selected_campaign_id,
                  contact_list_ids: form.contact_list_ids,
                }),
              )
            }
          />
          <LaunchBar
            problems={problems}
            totalCents={priceKey !== null ? (price.data?.total ?? null) : null}
            onAddOptOut={(stepId) => {
              const step = steps.find((each) => each.duration.id === stepId);
              const text = adjusted[stepId] ?? (step ? templateOf(step)?.content : undefined) ?? '';
              adjust(stepId, withOptOutLine(text));
            }}
            ready={price.data !== null && priceKey !== null}
            onLaunch={launch}
          />
        </>
      ) : null}
    </section>
  );
}
