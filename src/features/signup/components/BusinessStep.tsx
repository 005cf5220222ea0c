import { useIntl } from 'react-intl';
import { NativeSelect, PlainButton, TextInput } from '../../../components/controls';
import type { SignupIndustry } from '../api';
import type { SignupDraft } from '../draft';
import { bareDomain, domainProblem } from '../rules';
import { Field } from './Field';
import type { FieldName } from './problems';

interface BusinessStepProps {
  draft: SignupDraft;
  problemOf: (field: FieldName) => string | null;
  domainState: 'checking' | 'taken' | 'failed' | null;
  industries: readonly SignupIndustry[];
  industriesFailed: boolean;
  onRetryIndustries: () => void;
  onChange: (change: Partial<SignupDraft>) => void;
  onBlur: (field: FieldName) => void;
}

/** Step 2: the business: its name, website (checked as a bare domain) and industry. */
export function BusinessStep(props: BusinessStepProps) {
  const intl = useIntl();
  const { draft, problemOf, onChange, onBlur } = props;
  const bare = bareDomain(draft.website);
  const showBare = bare && !domainProblem(draft.website);
  const domainNotice =
    props.domainState === 'taken' ? (
      <p className="field__error signup__domain-taken" role="alert">
        {intl.formatMessage({ id: 'signup.domain.taken' })}
      </p>
    ) : props.domainState === 'checking' ? (
      <p className="signup__hint" role="status">
        {intl.formatMessage({ id: 'signup.domain.checking' })}
      </p>
    ) : props.domainState === 'failed' ? (
      <p className="signup__hint" role="status">
        {intl.formatMessage({ id: 'signup.check.failed' })}
      </p>
    ) : null;
  return (
    <>
      <Field
        id="signup-businessName"
        label={intl.formatMessage({ id: 'signup.businessName' })}
        problem={problemOf('businessName')}
      >
        {(control) => (
          <TextInput
            {...control}
            className="field__input"
            autoComplete="organization"
            value={draft.businessName}
            onChange={(event) => onChange({ businessName: event.target.value })}
            onBlur={() => onBlur('businessName')}
          />
        )}
      </Field>
      <Field
        id="signup-website"
        label={intl.formatMessage({ id: 'signup.website' })}
        hint={showBare ? intl.formatMessage({ id: 'signup.website.hint' }, { domain: bare }) : null}
        problem={problemOf('website')}
        extra={domainNotice}
      >
        {(control) => (
          <TextInput
            {...control}
            className="field__input"
            type="url"
            inputMode="url"
            autoComplete="url"
            value={draft.website}
            onChange={(event) => onChange({ website: event.target.value })}
            onBlur={() => onBlur('website')}
          />
        )}
      </Field>
      <Field
        id="signup-industryId"
        label={intl.formatMessage({ id: 'signup.industry' })}
        problem={problemOf('industryId')}
        extra={
          props.industriesFailed ? (
            <div className="signup__check-failed" role="alert">
              <p>{intl.formatMessage({ id: 'signup.industries.failed' })}</p>
              <PlainButton size="small" onClick={props.onRetryIndustries}>
                {intl.formatMessage({ id: 'common.retry' })}
              </PlainButton>
            </div>
          ) : null
        }
      >
        {(control) => (
          <NativeSelect
            {...control}
            className="field__input"
            value={draft.industryId}
            onChange={(event) => onChange({ industryId: event.target.value })}
            onBlur={() => onBlur('industryId')}
          >
            <option value="">{intl.formatMessage({ id: 'signup.industry.choose' })}</option>
            {props.industries.map((industry) => (
              <option key={industry.id} value={String(industry.id)}>
                {industry.industry_name}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
    </>
  );
}
