import { Input } from 'antd';
import { useIntl } from 'react-intl';
import { NativeSelect } from '../../../components/controls';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { CategoryChoices, IndustrySelect } from '../../catalog';
import type { BuilderValues } from '../builderValues';
import { categoryCheckCall, refusesCategories } from '../categoryCheck';
import { selectCategoryCheck } from '../slice';
import { callFailureMessage } from '../../../state/callState';
import { useUserMessage } from '../../../components/useUserMessage';
import { AGENT_TYPES, CAMPAIGN_TYPES, STEP_MODES } from '../schemas';

/**
 * The campaign's details: name, description, tags, categories (sent comma-separated), industry,
 * agent type, type and step. Light selects and checkboxes: antd's Select would add ~25 KB here.
 */
export function CampaignDetailsFields({
  values,
  nameProblem,
  onChange,
}: {
  values: BuilderValues;
  nameProblem: string | null;
  onChange: (patch: Partial<BuilderValues>) => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const check = useAppSelector(selectCategoryCheck);
  const word = useUserMessage();
  const categoryProblem =
    check.error && refusesCategories(check.error)
      ? word(callFailureMessage(categoryCheckCall, check.error))
      : null;
  const label = (id: string) => intl.formatMessage({ id });
  const chooseCategories = (categoryIds: number[]) => {
    // A new choice of categories has not been asked about yet.
    dispatch(categoryCheckCall.clear());
    onChange({ categoryIds });
  };
  return (
    <div className="campaign-details">
      <div className="builder-field">
        <label htmlFor="campaign-name">
          {label('campaigns.field.name')} <span aria-hidden="true">*</span>
        </label>
        <Input
          id="campaign-name"
          value={values.name}
          required
          aria-invalid={nameProblem !== null}
          aria-describedby={nameProblem ? 'campaign-name-problem' : undefined}
          onChange={(event) => onChange({ name: event.target.value })}
        />
        {nameProblem ? (
          <p id="campaign-name-problem" className="builder-field__problem" role="alert">
            {nameProblem}
          </p>
        ) : null}
      </div>
      <div className="builder-field">
        <label htmlFor="campaign-description">{label('campaigns.field.description')}</label>
        <Input.TextArea
          id="campaign-description"
          rows={2}
          value={values.description}
          onChange={(event) => onChange({ description: event.target.value })}
        />
      </div>
      <div className="builder-field">
        <label htmlFor="campaign-tags">{label('campaigns.field.tags')}</label>
        <Input
          id="campaign-tags"
          value={values.tags}
          aria-describedby="campaign-tags-help"
          onChange={(event) => onChange({ tags: event.target.value })}
        />
        <p id="campaign-tags-help" className="builder-field__help">
          {label('campaigns.field.tagsHelp')}
        </p>
      </div>
      <fieldset
        className="builder-field builder-categories"
        aria-describedby={categoryProblem ? 'campaign-categories-problem' : undefined}
      >
        <legend>{label('campaigns.field.categories')}</legend>
        <CategoryChoices
          value={values.categoryIds}
          choiceClassName="builder-categories__choice"
          onChange={chooseCategories}
        />
        {categoryProblem ? (
          <p id="campaign-categories-problem" className="builder-field__problem" role="alert">
            {categoryProblem}
          </p>
        ) : null}
      </fieldset>
      <div className="campaign-details__row">
        <div className="builder-field">
          <label htmlFor="campaign-industry">{label('campaigns.field.industry')}</label>
          <IndustrySelect
            id="campaign-industry"
            className="builder-select"
            value={values.industryId}
            emptyLabel={label('campaigns.field.noIndustry')}
            onChange={(industryId) => onChange({ industryId })}
          />
        </div>
        <div className="builder-field">
          <label htmlFor="campaign-agent">{label('campaigns.field.agentType')}</label>
          <NativeSelect
            id="campaign-agent"
            className="builder-select"
            value={values.agentType}
            onChange={(event) =>
              onChange({ agentType: event.target.value as BuilderValues['agentType'] })
            }
          >
            {AGENT_TYPES.map((agent) => (
              <option key={agent} value={agent}>
                {label(`campaigns.agent.${agent}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="builder-field">
          <label htmlFor="campaign-type">{label('campaigns.field.type')}</label>
          <NativeSelect
            id="campaign-type"
            className="builder-select"
            value={values.type}
            onChange={(event) => onChange({ type: event.target.value as BuilderValues['type'] })}
          >
            {CAMPAIGN_TYPES.map((type) => (
              <option key={type} value={type}>
                {label(`campaigns.type.${type}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="builder-field">
          <label htmlFor="campaign-step">{label('campaigns.field.step')}</label>
          <NativeSelect
            id="campaign-step"
            className="builder-select"
            value={values.step}
            onChange={(event) => onChange({ step: event.target.value as BuilderValues['step'] })}
          >
            {STEP_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {label(`campaigns.step.mode.${mode}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
    </div>
  );
}
