import '../register';
import { lazy, useState } from 'react';
import { useIntl } from 'react-intl';
import { AdminListPage } from '../../../components/adminList/AdminListPage';
import type { PageProps } from '../../../components/pageProps';
import { useAppSelector } from '../../../state/hooks';
import { IndustryFilter } from '../components/CatalogFilter';
import type { CategoryValues } from '../components/CategoryFormDialog';
import { useCatalogOptions } from '../components/useCatalogOptions';
import type { Category } from '../schemas';
import {
  categoryListCall,
  createCategoryCall,
  deleteCategoryCall,
  editCategoryCall,
  selectCategories,
  selectCategoryChange,
} from '../slice';

// The form loads on the first add or edit: antd's Form and Modal stay out of the page's first load.
const CategoryFormDialog = lazy(() => import('../components/CategoryFormDialog'));

/** /dashboard/category (roles 1 and 3): search, filter by industry, add, edit and delete. */
export default function CategoryPage({ titleId }: PageProps) {
  const intl = useIntl();
  const { industries, industriesLoading } = useCatalogOptions();
  const [industryFilter, setIndustryFilter] = useState<number | undefined>();

  const industryName = (id: number | null) =>
    id === null
      ? intl.formatMessage({ id: 'catalog.category.allIndustries' })
      : (industries.find((industry) => industry.value === id)?.label ?? '—');

  return (
    <AdminListPage<Category, CategoryValues>
      titleId={titleId}
      list={useAppSelector(selectCategories)}
      change={useAppSelector(selectCategoryChange)}
      listCall={categoryListCall}
      // The category list query (templates-campaigns-contacts §3): status 0; the industry only when chosen.
      listRequest={({ search, limit, offset }) =>
        categoryListCall.request({
          category_name: search,
          limit,
          offset,
          status: 0,
          ...(industryFilter === undefined ? {} : { industries_id: industryFilter }),
        })
      }
      filterKey={String(industryFilter ?? '')}
      filters={
        <>
          <label htmlFor="category-industry-filter" className="visually-hidden">
            {intl.formatMessage({ id: 'catalog.category.industryFilter' })}
          </label>
          <IndustryFilter
            id="category-industry-filter"
            label={intl.formatMessage({ id: 'catalog.category.industryFilter' })}
            allLabel={intl.formatMessage({ id: 'catalog.category.allIndustries' })}
            value={industryFilter ?? null}
            onChange={(value) => setIndustryFilter(value ?? undefined)}
          />
        </>
      }
      texts={{
        search: 'catalog.category.search',
        searchPlaceholder: 'catalog.category.searchPlaceholder',
        add: 'catalog.category.add',
        empty: 'catalog.category.empty',
        pages: 'catalog.category.pages',
      }}
      columns={() => [
        {
          key: 'name',
          title: intl.formatMessage({ id: 'catalog.column.name' }),
          dataIndex: 'category_name',
        },
        {
          key: 'industry',
          title: intl.formatMessage({ id: 'catalog.category.industry' }),
          render: (_value, row) => industryName(row.industry_id),
        },
      ]}
      rowName={(row) => row.category_name}
      deleteRequest={(row) => deleteCategoryCall.request({ category_id: row.id })}
      saveRequest={(values, record) => {
        const fields = {
          category_name: values.category_name.trim(),
          industry_id: values.industry_id ?? null,
        };
        return record
          ? editCategoryCall.request({ ...fields, category_id: record.id })
          : createCategoryCall.request(fields);
      }}
      saveCall={(record) => (record ? editCategoryCall : createCategoryCall)}
      dialog={(props) => (
        <CategoryFormDialog
          {...props}
          industryOptions={industries}
          industriesLoading={industriesLoading}
        />
      )}
    />
  );
}
