import '../register';
import type { DataColumn } from '../../../components/DataTable';
import { Suspense, lazy, useCallback, useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { PageProps } from '../../../components/pageProps';
import { callFailureMessage } from '../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import type { IndustryListRequest } from '../api';
import { CatalogTable } from '../components/CatalogTable';
import { CatalogToolbar } from '../components/CatalogToolbar';
import { IndustryStatusSwitch, useIndustryStatus } from '../components/IndustryStatusSwitch';
import { RowActions } from '../components/RowActions';
import { useCatalogChanges } from '../components/useCatalogChanges';
import { PAGE_SIZE, useListQuery } from '../../../components/useListQuery';
import type { Industry } from '../schemas';
import {
  createIndustryCall,
  deleteIndustryCall,
  editIndustryCall,
  industryListCall,
  industryStatusCall,
  selectIndustries,
  selectIndustryChange,
} from '../slice';

import type { IndustryValues } from '../components/IndustryFormDialog';
import { PROFILE_TYPES } from '../components/profileTypes';

// The form loads on the first add or edit: antd's Form, Modal and Checkbox stay out of the first load.
const IndustryFormDialog = lazy(() => import('../components/IndustryFormDialog'));

/** /dashboard/industry (role 1): search, add, edit, delete, and switch an industry on or off. */
export default function IndustryPage({ titleId }: PageProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectIndustries);
  const change = useAppSelector(selectIndustryChange);
  const query = useListQuery('');

  const request = useMemo<IndustryListRequest>(
    () => ({ search_text: query.search, limit: PAGE_SIZE, offset: query.offset }),
    [query.search, query.offset],
  );
  const reload = useCallback(() => {
    dispatch(industryListCall.request(request));
  }, [dispatch, request]);
  useEffect(reload, [reload]);

  const status = useIndustryStatus(list.data);
  const changes = useCatalogChanges<Industry, { id: number; status: 0 | 1 }>({
    change,
    rowsOnPage: list.data?.length ?? 0,
    page: query.page,
    setPage: query.setPage,
    reload,
    onOther: status.settled,
  });

  const profileTypeName = (type: string) => {
    const id = PROFILE_TYPES[type];
    return id ? intl.formatMessage({ id }) : type;
  };

  const columns: DataColumn<Industry>[] = [
    {
      key: 'name',
      title: intl.formatMessage({ id: 'catalog.column.name' }),
      dataIndex: 'industry_name',
    },
    {
      key: 'profileType',
      title: intl.formatMessage({ id: 'catalog.industry.profileType' }),
      render: (_value, row) => profileTypeName(row.profile_type),
    },
    {
      key: 'status',
      title: intl.formatMessage({ id: 'catalog.industry.status' }),
      render: (_value, row) => (
        <IndustryStatusSwitch
          industry={row}
          status={status}
          busy={change.loading}
          onToggle={(next) => {
            const sent = changes.run(
              { id: row.id, status: next },
              industryStatusCall.request({ industry_id: row.id, status: next }),
            );
            if (sent) status.started(row.id, next);
          }}
        />
      ),
    },
    {
      key: 'actions',
      title: intl.formatMessage({ id: 'catalog.column.actions' }),
      render: (_value, row) => (
        <RowActions
          name={row.industry_name}
          disabled={change.loading}
          onEdit={() => changes.openEdit(row)}
          onDelete={() => changes.remove(deleteIndustryCall.request({ industry_id: row.id }))}
        />
      ),
    },
  ];

  const record = changes.dialog?.record ?? null;
  const submit = (values: IndustryValues) => {
    const fields = {
      industry_name: values.industry_name.trim(),
      profile_type: values.profile_type,
      assets_status: values.assets_status ? 1 : 0,
      private_status: values.private_status ? 1 : 0,
    };
    changes.save(
      record
        ? editIndustryCall.request({ ...fields, industry_id: record.id })
        : createIndustryCall.request(fields),
    );
  };

  return (
    <section className="panel" aria-labelledby="industry-page-title">
      <h1 id="industry-page-title">{intl.formatMessage({ id: titleId })}</h1>
      <CatalogToolbar
        searchLabelId="catalog.industry.search"
        searchPlaceholderId="catalog.industry.searchPlaceholder"
        searchText={query.searchText}
        onSearchTextChange={query.setSearchText}
        addLabelId="catalog.industry.add"
        onAdd={changes.openCreate}
      />
      <CatalogTable<Industry>
        list={list}
        columns={columns}
        page={query.page}
        onPageChange={query.setPage}
        onRetry={reload}
        emptyId="catalog.industry.empty"
        call={industryListCall}
        pagesLabelId="catalog.industry.pages"
      />
      {changes.dialog ? (
        <Suspense fallback={null}>
          <IndustryFormDialog
            record={record}
            profileTypeName={profileTypeName}
            saving={change.loading}
            failure={
              changes.dialog.failure &&
              callFailureMessage(
                record ? editIndustryCall : createIndustryCall,
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
