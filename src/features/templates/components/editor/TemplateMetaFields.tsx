import '../../register';
import { Alert, Button, Form, Input, Select } from 'antd';
import { useIntl } from 'react-intl';
import { useCatalogOptions } from '../../../catalog';
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
 * store is not used). The selects' options come from the catalogue's useCatalogOptions; they stay
 * antd's searchable Select, which every template editor's route loads anyway.
 */
export function TemplateMetaFields({
  value,
  onChange,
  problems = {},
  disabled = false,
  idPrefix = 'template',
}: TemplateMetaFieldsProps) {
  const intl = useIntl();
  const options = useCatalogOptions();
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
          options={options.categories}
          placeholder={intl.formatMessage({ id: 'editor.category.placeholder' })}
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
          loading={options.categoriesLoading}
          disabled={disabled}
          onChange={(next) => onChange({ ...value, category: next ?? null })}
        />
      </Form.Item>
      <Form.Item label={intl.formatMessage({ id: 'editor.industry.label' })} htmlFor={ids.industry}>
        <Select<number>
          id={ids.industry}
          value={value.industry_id ?? undefined}
          options={options.industries}
          placeholder={intl.formatMessage({ id: 'editor.industry.placeholder' })}
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
          loading={options.industriesLoading}
          disabled={disabled}
          onChange={(next) => onChange({ ...value, industry_id: next ?? null })}
        />
      </Form.Item>
      {options.failed ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={intl.formatMessage({ id: 'editor.options.failed' })}
          action={
            <Button size="small" onClick={options.reload}>
              {intl.formatMessage({ id: 'editor.retry' })}
            </Button>
          }
        />
      ) : null}
    </>
  );
}
