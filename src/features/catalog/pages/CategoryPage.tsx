import '../register';
import { OptionFilter } from '../../../components/OptionFilter';
import type { DataColumn } from '../../../components/DataTable';
import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PageProps } from '../../../components/pageProps';
import { callFailureMessage } from '../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import type { CategoryListRequest } from '../api';
import { CatalogTable } from '../components/CatalogTable';
import { CatalogToolbar } from '../components/CatalogToolbar';
import { RowActions } from '../components/RowActions';
import { useCatalogChanges } from '../components/useCatalogChanges';
import { PAGE_SIZE, useListQuery } from '../../../components/useListQuery';
import type { Category } from '../schemas';
import {
  catalogOptionsWanted,
  categoryListCall,
  createCategoryCall,
  deleteCategoryCall,
  editCategoryCall,
  selectAllIndustries,
  selectCategories,
  selectCategoryChange,
} from '../slice';

import type { CategoryValues } from '../components/CategoryFormDialog';

// The form loads on the first add or edit: antd's Form and Modal stay out of the page's first load.
const CategoryFormDialog = lazy(() => import('../components/CategoryFormDialog'));

/** /dashboard/category (roles 1 and 3): search, filter by industry, add, edit and delete. */
export default function CategoryPage({ titleId }: PageProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectCategories);
  const change = useAppSelector(selectCategoryChange);
  const industries = useAppSelector(selectAllIndustries);
  const [industryFilter, setIndustryFilter] = useState<number | undefined>();
  const query = useListQuery(String(industryFilter ?? ''));

  // The category list query (templates-campaigns-contacts §3): status 0; the industry only when chosen.
  const request = useMemo<CategoryListRequest>(
    () => ({
      category_name: query.search,
      limit: PAGE_SIZE,
      offset: query.offset,
      status: 0,
      ...(industryFilter === undefined ? {} : { industries_id: industryFilter }),
    }),
    [query.search, query.offset, industryFilter],
  );
  const reload = useCallback(() => {
    dispatch(categoryListCall.request(request));
  }, [dispatch, request]);
  useEffect(reload, [reload]);
  useEffect(() => {
    dispatch(catalogOptionsWanted());
  }, [dispatch]);

  const changes = useCatalogChanges<Category>({
    change,
    rowsOnPage: list.data?.length ?? 0,
    page: query.page,
    setPage: query.setPage,
    reload,
  });

  const industryOptions = (industries.data ?? []).map((industry) => ({
    value: industry.id,
    label: industry.industry_name,
  }));
  const industryName = (id: number | null) =>
    id === null
      ? intl.formatMessage({ id: 'catalog.category.allIndustries' })
      : (industries.data?.find((industry) => industry.id === id)?.industry_name ?? '—');

  const columns: DataColumn<Category>[] = [
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
    {
      key: 'actions',
      title: intl.formatMessage({ id: 'catalog.column.actions' }),
      render: (_value, row) => (
        <RowActions
          name={row.category_name}
          disabled={change.loading}
          onEdit={() => changes.openEdit(row)}
          onDelete={() => changes.remove(deleteCategoryCall.request({ category_id: row.id }))}
        />
      ),
    },
  ];

  const record = changes.dialog?.record ?? null;
  const submit = (values: CategoryValues) => {
    const fields = {
      category_name: values.category_name.trim(),
      industry_id: values.industry_id ?? null,
    };
    changes.save(
      record
        ? editCategoryCall.request({ ...fields, category_id: record.id })
        : createCategoryCall.request(fields),
    );
  };

  return (
    <section className="panel" aria-labelledby="category-page-title">
      <h1 id="category-page-title">{intl.formatMessage({ id: titleId })}</h1>
      <CatalogToolbar
        searchLabelId="catalog.category.search"
        searchPlaceholderId="catalog.category.searchPlaceholder"
        searchText={query.searchText}
        onSearchTextChange={query.setSearchText}
        addLabelId="catalog.category.add"
        onAdd={changes.openCreate}
      >
        <label htmlFor="category-industry-filter" className="visually-hidden">
          {intl.formatMessage({ id: 'catalog.category.industryFilter' })}
        </label>
        <OptionFilter
          id="category-industry-filter"
          label={intl.formatMessage({ id: 'catalog.category.industryFilter' })}
          allLabel={intl.formatMessage({ id: 'catalog.category.allIndustries' })}
          value={industryFilter ?? null}
          loading={industries.loading}
          options={industryOptions}
          onChange={(value) => setIndustryFilter(value ?? undefined)}
        />
      </CatalogToolbar>
      <CatalogTable<Category>
        list={list}
        columns={columns}
        page={query.page}
        onPageChange={query.setPage}
        onRetry={reload}
        emptyId="catalog.category.empty"
        call={categoryListCall}
        pagesLabelId="catalog.category.pages"
      />
      {changes.dialog ? (
        <Suspense fallback={null}>
          <CategoryFormDialog
            record={record}
            industryOptions={industryOptions}
            industriesLoading={industries.loading}
            saving={change.loading}
            failure={
              changes.dialog.failure &&
              callFailureMessage(
                record ? editCategoryCall : createCategoryCall,
                changes.dialog.failure,
              )
            }
            onCancel={changes.closeDialog}
            onSubmit={submit}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
