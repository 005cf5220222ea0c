import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { OptionFilter } from '../../../components/OptionFilter';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { CategoryFilter, IndustryFilter } from '../../catalog';
import { type CampaignFilters as Filters, NO_CAMPAIGN_FILTERS } from '../query';
import { CAMPAIGN_TYPES, type CampaignType } from '../schemas';
import { MAX_STEPS } from '../steps';
import { NativeSelect, TextInput } from '../../../components/controls';

const TOUCH_CHOICES = Array.from({ length: MAX_STEPS }, (_, index) => index + 1);

/** The library's filter bar (§3 Campaign list request): the title waits for a pause in typing. */
export function CampaignFilters({ onChange }: { onChange: (filters: Filters) => void }) {
  const intl = useIntl();
  const [title, setTitle] = useState('');
  const [rest, setRest] = useState<Omit<Filters, 'title'>>(NO_CAMPAIGN_FILTERS);
  const settledTitle = useDebouncedValue(title, 300);

  useEffect(() => {
    onChange({ ...rest, title: settledTitle });
    // onChange is the parent's setter; only the values should trigger a new query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settledTitle, rest]);

  const label = (id: string) => intl.formatMessage({ id });
  const set = (patch: Partial<typeof rest>) => setRest((previous) => ({ ...previous, ...patch }));
  return (
    <div className="library-filters campaign-filters" role="search">
      <TextInput
        type="search"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        placeholder={label('campaigns.filter.title')}
        aria-label={label('campaigns.filter.title')}
        className="library-filters__search"
      />
      <CategoryFilter
        label={label('campaigns.filter.category')}
        allLabel={label('campaigns.filter.allCategories')}
        value={rest.categoryIds[0] ?? null}
        onChange={(categoryId) => set({ categoryIds: categoryId === null ? [] : [categoryId] })}
      />
      <IndustryFilter
        label={label('campaigns.filter.industry')}
        allLabel={label('campaigns.filter.allIndustries')}
        value={rest.industryId}
        onChange={(industryId) => set({ industryId })}
      />
      <OptionFilter
        label={label('campaigns.filter.touches')}
        allLabel={label('campaigns.filter.anyTouches')}
        value={rest.touches}
        loading={false}
        options={TOUCH_CHOICES.map((count) => ({
          value: count,
          label: intl.formatMessage({ id: 'campaigns.touches' }, { count }),
        }))}
        onChange={(touches) => set({ touches })}
      />
      <NativeSelect
        className="option-filter"
        aria-label={label('campaigns.filter.type')}
        value={rest.campaignType ?? ''}
        onChange={(event) =>
          set({
            campaignType: event.target.value === '' ? null : (event.target.value as CampaignType),
          })
        }
      >
        <option value="">{label('campaigns.filter.allTypes')}</option>
        {CAMPAIGN_TYPES.map((type) => (
          <option key={type} value={type}>
            {label(`campaigns.type.${type}`)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
