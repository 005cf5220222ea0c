import '../register';
import '../components/campaigns.css';
import { Alert, Button, Spin } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { DraftBanner } from '../../../components/DraftBanner';
import { MessageAlert } from '../../../components/MessageAlert';
import type { PageProps } from '../../../components/pageProps';
import { RetryAlert } from '../../../components/RetryAlert';
import { useTemplateDraft } from '../../../components/useTemplateDraft';
import { useUserMessage } from '../../../components/useUserMessage';
import { paths } from '../../../config/paths';
import { callFailureMessage } from '../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { selectProfile } from '../../auth';
import {
  type BuilderValues,
  EMPTY_BUILDER,
  builderValuesOf,
  campaignFieldsOf,
  isBuilderValues,
} from '../builderValues';
import { CampaignDetailsFields } from '../components/CampaignDetailsFields';
import { CampaignTimeline } from '../components/CampaignTimeline';
import { StepList } from '../components/StepList';
import {
  builderClosed,
  campaignSaveRequested,
  createCampaignCall,
  getCall,
  selectEditing,
  selectPickerTemplates,
  selectSaving,
  selectCategoryCheck,
  templatesWanted,
  updateCampaignCall,
} from '../slice';
import { STEP_TYPES } from '../schemas';
import { type StepProblem, firstStepProblem } from '../steps';

const NAME_MAX = 100;

/**
 * /dashboard/Create-campaign/{id?} (roles 1 and 3): the campaign's details, its steps (each a
 * template and a wait) and the timeline beside them. Every change is kept as a local draft, offered
 * back after a reload, until the campaign is saved.
 */
export default function CampaignBuilderPage({ titleId }: PageProps) {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { id } = useParams();
  const campaignId = id === undefined ? null : Number(id);
  const validId = campaignId === null || (Number.isInteger(campaignId) && campaignId > 0);
  const profile = useAppSelector(selectProfile);
  const editing = useAppSelector(selectEditing);
  const saving = useAppSelector(selectSaving);
  // The category check runs first: the save is under way from the click.
  const checking = useAppSelector(selectCategoryCheck).loading;
  const busy = saving.loading || checking;
  const templates = useAppSelector(selectPickerTemplates);

  useEffect(() => {
    for (const type of STEP_TYPES) dispatch(templatesWanted(type));
    if (campaignId !== null && validId) dispatch(getCall.request({ id: campaignId }));
    return () => {
      dispatch(builderClosed());
    };
  }, [dispatch, campaignId, validId]);

  const loaded = campaignId === null ? null : editing.data?.id === campaignId ? editing.data : null;
  const baseline = useMemo(
    () => (campaignId === null ? EMPTY_BUILDER : loaded ? builderValuesOf(loaded) : null),
    [campaignId, loaded],
  );
  const [values, setValues] = useState<BuilderValues | null>(null);
  const [tried, setTried] = useState(false);
  // The form starts from the server's copy once it arrives (a new campaign starts empty).
  const current = values ?? baseline ?? EMPTY_BUILDER;
  const draft = useTemplateDraft({
    userId: profile?.id,
    templateType: 'campaign',
    templateId: campaignId,
    baseline,
    content: current,
    isContent: isBuilderValues,
  });
  const { clear } = draft;
  // A save that went through: the draft is no longer needed.
  const savedCampaign = saving.data;
  useEffect(() => {
    if (savedCampaign) clear();
  }, [savedCampaign, clear]);

  const change = useCallback(
    (patch: Partial<BuilderValues>) =>
      setValues((previous) => ({ ...(previous ?? baseline ?? EMPTY_BUILDER), ...patch })),
    [baseline],
  );
  const name = current.name.trim();
  const nameProblem =
    name === ''
      ? intl.formatMessage({ id: 'campaigns.nameRequired' })
      : name.length > NAME_MAX
        ? intl.formatMessage({ id: 'campaigns.nameTooLong' }, { max: NAME_MAX })
        : null;
  const stepProblem: StepProblem | null = firstStepProblem(
    current.steps,
    current.step === 'Single',
  );
  const submit = () => {
    setTried(true);
    if (nameProblem || stepProblem || busy) return;
    dispatch(campaignSaveRequested({ campaignId, fields: campaignFieldsOf(current) }));
  };

  if (!validId)
    return (
      <Alert
        type="error"
        showIcon
        title={intl.formatMessage({ id: 'campaigns.builder.notFound' })}
      />
    );
  const saveCall = campaignId === null ? createCampaignCall : updateCampaignCall;
  return (
    <section className="campaign-builder" aria-labelledby="builder-title">
      <header className="campaign-library__header">
        <h1 id="builder-title">
          {campaignId === null
            ? intl.formatMessage({ id: titleId })
            : intl.formatMessage(
                { id: 'campaigns.builder.editTitle' },
                { name: loaded?.name ?? '' },
              )}
        </h1>
      </header>
      {editing.error ? (
        <RetryAlert
          message={word(callFailureMessage(getCall, editing.error))}
          onRetry={() => campaignId !== null && dispatch(getCall.request({ id: campaignId }))}
        />
      ) : null}
      {baseline === null && !editing.error ? <Spin /> : null}
      {draft.draft ? (
        <DraftBanner
          savedAt={draft.draft.savedAt}
          onRestore={() => {
            const restored = draft.restore();
            if (restored) setValues(restored);
          }}
          onDiscard={draft.discard}
        />
      ) : null}
      {baseline !== null ? (
        <div className="campaign-builder__layout">
          <div className="campaign-builder__form">
            <MessageAlert
              message={saving.error ? callFailureMessage(saveCall, saving.error) : null}
            />
            <CampaignDetailsFields
              values={current}
              nameProblem={tried ? nameProblem : null}
              onChange={change}
            />
            <StepList
              steps={current.steps}
              single={current.step === 'Single'}
              templates={templates}
              problem={tried ? stepProblem : null}
              onChange={(steps) => change({ steps })}
            />
            <div className="campaign-builder__actions">
              <Button onClick={() => void navigate(paths.dashboard.campaigns.getHref())}>
                {intl.formatMessage({ id: 'common.cancel' })}
              </Button>
              <Button type="primary" loading={busy} onClick={submit}>
                {intl.formatMessage({ id: 'campaigns.builder.save' })}
              </Button>
            </div>
          </div>
          <aside className="campaign-builder__timeline">
            <CampaignTimeline steps={current.steps} templates={templates} />
          </aside>
        </div>
      ) : null}
    </section>
  );
}
