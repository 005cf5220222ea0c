import '../register';
import { lazy } from 'react';
import { useIntl } from 'react-intl';
import { AdminListPage } from '../../../components/adminList/AdminListPage';
import type { PageProps } from '../../../components/pageProps';
import { useAppSelector } from '../../../state/hooks';
import { IndustryStatusSwitch, useIndustryStatus } from '../components/IndustryStatusSwitch';
import type { IndustryValues } from '../components/IndustryFormDialog';
import { PROFILE_TYPES } from '../components/profileTypes';
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

// The form loads on the first add or edit: antd's Form, Modal and Checkbox stay out of the first load.
const IndustryFormDialog = lazy(() => import('../components/IndustryFormDialog'));

type StatusChange = { id: number; status: 0 | 1 };

/** /dashboard/industry (role 1): search, add, edit, delete, and switch an industry on or off. */
export default function IndustryPage({ titleId }: PageProps) {
  const intl = useIntl();
  const list = useAppSelector(selectIndustries);
  const status = useIndustryStatus(list.data);

  const profileTypeName = (type: string) => {
    const id = PROFILE_TYPES[type];
    return id ? intl.formatMessage({ id }) : type;
  };

  return (
    <AdminListPage<Industry, IndustryValues, StatusChange>
      titleId={titleId}
      list={list}
      change={useAppSelector(selectIndustryChange)}
      listCall={industryListCall}
      listRequest={({ search, limit, offset }) =>
        industryListCall.request({ search_text: search, limit, offset })
      }
      texts={{
        search: 'catalog.industry.search',
        searchPlaceholder: 'catalog.industry.searchPlaceholder',
        add: 'catalog.industry.add',
        empty: 'catalog.industry.empty',
        pages: 'catalog.industry.pages',
      }}
      columns={({ busy, run }) => [
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
              busy={busy}
              onToggle={(next) => {
                const sent = run(
                  { id: row.id, status: next },
                  industryStatusCall.request({ industry_id: row.id, status: next }),
                );
                if (sent) status.started(row.id, next);
              }}
            />
          ),
        },
      ]}
      rowName={(row) => row.industry_name}
      deleteRequest={(row) => deleteIndustryCall.request({ industry_id: row.id })}
      saveRequest={(values, record) => {
        const fields = {
          industry_name: values.industry_name.trim(),
          profile_type: values.profile_type,
          assets_status: values.assets_status ? 1 : 0,
          private_status: values.private_status ? 1 : 0,
        };
        return record
          ? editIndustryCall.request({ ...fields, industry_id: record.id })
          : createIndustryCall.request(fields);
      }}
      saveCall={(record) => (record ? editIndustryCall : createIndustryCall)}
      dialog={(props) => <IndustryFormDialog {...props} profileTypeName={profileTypeName} />}
      onOther={status.settled}
    />
  );
}
