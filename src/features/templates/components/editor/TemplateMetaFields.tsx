import '../../register';
import { Alert, Button, Form, Input, Select } from 'antd';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../../state/hooks';
import { catalogOptionsWanted, selectAllCategories, selectAllIndustries } from '../../../catalog';
import { FieldHelp } from './FieldHelp';
import type { MetaProblems, TemplateMeta } from './templateMeta';

export interface TemplateMetaFieldsProps {
  /** The fields as the editor holds them (controlled). */
  value: TemplateMeta;
  onChange: (next: TemplateMeta) => void;
  /** Problems to show under the fields (see metaProblems in ./templateMeta). */
  problems?: MetaProblems;
  disabled?: boolean;
  /** Prefix of the inputs' ids, so two editors on one page do not clash; defaults to 'template'. */
  idPrefix?: string;
}

/**
 * Title (required, at most 150 characters), category and industry, for every template editor.
 * Controlled; render it inside an antd <Form layout="vertical"> for the layout (the Form's own
 * store is not used). The selects' options come from the catalogue, asked for on mount.
 */
export function TemplateMetaFields({
  value,
  onChange,
  problems = {},
  disabled = false,
  idPrefix = 'template',
}: TemplateMetaFieldsProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const categories = useAppSelector(selectAllCategories);
  const industries = useAppSelector(selectAllIndustries);

  useEffect(() => {
    dispatch(catalogOptionsWanted());
  }, [dispatch]);

  const categoryOptions = useMemo(
    () => (categories.data ?? []).map((row) => ({ value: row.id, label: row.category_name })),
    [categories.data],
  );
  const industryOptions = useMemo(
    () => (industries.data ?? []).map((row) => ({ value: row.id, label: row.industry_name })),
    [industries.data],
  );
  const optionsFailed = Boolean(categories.error ?? industries.error);
  const ids = {
    title: `${idPrefix}-title`,
    category: `${idPrefix}-category`,
    industry: `${idPrefix}-industry`,
  };
  const word = (problem: MetaProblems[keyof TemplateMeta]) =>
    problem ? intl.formatMessage({ id: problem.id }, problem.values) : undefined;
  const titleProblem = word(problems.title);

  return (
    <>
      <Form.Item
        label={intl.formatMessage({ id: 'editor.title.label' })}
        htmlFor={ids.title}
        required
        validateStatus={titleProblem ? 'error' : undefined}
        help={titleProblem ? <FieldHelp id={`${ids.title}-help`}>{titleProblem}</FieldHelp> : null}
      >
        <Input
          id={ids.title}
          value={value.title}
          disabled={disabled}
          aria-invalid={titleProblem ? true : undefined}
          aria-describedby={titleProblem ? `${ids.title}-help` : undefined}
          onChange={(event) => onChange({ ...value, title: event.target.value })}
        />
      </Form.Item>
      <Form.Item label={intl.formatMessage({ id: 'editor.category.label' })} htmlFor={ids.category}>
        <Select<number>
          id={ids.category}
          value={value.category ?? undefined}
          options={categoryOptions}
          placeholder={intl.formatMessage({ id: 'editor.category.placeholder' })}
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
          loading={categories.loading}
          disabled={disabled}
          onChange={(next) => onChange({ ...value, category: next ?? null })}
        />
      </Form.Item>
      <Form.Item label={intl.formatMessage({ id: 'editor.industry.label' })} htmlFor={ids.industry}>
        <Select<number>
          id={ids.industry}
          value={value.industry_id ?? undefined}
          options={industryOptions}
          placeholder={intl.formatMessage({ id: 'editor.industry.placeholder' })}
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
          loading={industries.loading}
          disabled={disabled}
          onChange={(next) => onChange({ ...value, industry_id: next ?? null })}
        />
      </Form.Item>
      {optionsFailed ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={intl.formatMessage({ id: 'editor.options.failed' })}
          action={
            <Button size="small" onClick={() => dispatch(catalogOptionsWanted())}>
              {intl.formatMessage({ id: 'editor.retry' })}
            </Button>
          }
        />
      ) : null}
    </>
  );
}
