import './library.css';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Spin } from 'antd';
import { Pager } from '../../../../components/Pager';
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useUserMessage } from '../../../../components/useUserMessage';
import { paths } from '../../../../config/paths';
import { withDomainMessages } from '../../../../i18n/domainMessages';
import type { MessageId } from '../../../../i18n/messageIds';
import { useAppDispatch, useAppSelector } from '../../../../state/hooks';
import { callFailureMessage } from '../../../../state/callState';
import { selectProfile } from '../../../auth';
import { galleryQuery, pageSizeOf, templateQuery } from '../../query';
import type { Template } from '../../schemas';
import {
  type TemplatesState,
  deleteCall,
  favouriteCall,
  listCalls,
  listRequested,
  pdfCall,
  selectTemplateActivity,
  selectTemplateList,
  selectTemplateOutcome,
} from '../../slice';
import type { LibraryConfig } from './libraries';
import { EMPTY_FILTERS, LibraryFilters, type LibraryFilterValues } from './LibraryFilters';
import { permissionsFor } from './permissions';
import type { LibraryDialogKind } from './LibraryDialog';
import type { TemplateAction } from './TemplateActionsMenu';
import { TemplateItem } from './TemplateItem';

// The editors carry a rich-text editor: they load when one is opened, not with the list, and bring
// their messages with them (the shared `editor.*` words live in the smsEditor domain).
const SmsTemplateEditor = lazy(
  withDomainMessages('smsEditor', () =>
    import('../SmsTemplateEditor').then((module) => ({ default: module.SmsTemplateEditor })),
  ),
);
const MailTemplateEditor = lazy(
  withDomainMessages(['smsEditor', 'mailEditor'], () =>
    import('../MailTemplateEditor').then((module) => ({ default: module.MailTemplateEditor })),
  ),
);

const LibraryDialog = lazy(() => import('./LibraryDialog'));

type Dialog = { kind: LibraryDialogKind; template: Template } | null;

/**
 * A template library: filters, the page of templates, paging, the actions on each and the
 * editors. Filters and the page are kept in the component; the URL keeps the open editor
 * (`?edit=new` or `?edit=<id>`), so a reload reopens it and offers the draft.
 */
export function TemplateLibrary({
  config,
  titleId,
}: {
  config: LibraryConfig;
  titleId: MessageId;
}) {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const profile = useAppSelector(selectProfile);
  const list = useAppSelector((state: { templates: TemplatesState }) =>
    selectTemplateList(state, config.list),
  );
  const activity = useAppSelector(selectTemplateActivity);
  const outcome = useAppSelector(selectTemplateOutcome);
  const [filters, setFilters] = useState<LibraryFilterValues>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);

  // After deletes the page may lie past the end: show the last page there is.
  const pageSize = pageSizeOf(config.type);
  const lastPage = Math.max(1, Math.ceil((list.totalCount ?? 0) / pageSize));
  const shownPage = list.totalCount === undefined ? page : Math.min(page, lastPage);
  const query = useMemo(
    () =>
      config.list === 'gallery'
        ? galleryQuery(shownPage, filters)
        : templateQuery(config.type, shownPage, {
            ...filters,
            myTemplates: config.alwaysMine || filters.myTemplates,
          }),
    [config, shownPage, filters],
  );
  const queryKey = JSON.stringify(query);
  const reload = () => dispatch(listRequested({ list: config.list, query }));
  useEffect(() => {
    reload();
    // queryKey stands for the query's contents.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryKey]);

  // A delete leaves a gap in the page: ask for the page again, so the next template moves up.
  const deleted = outcome?.activity === 'delete' && outcome.error === null ? outcome : null;
  useEffect(() => {
    if (deleted) reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [deleted]);

  const editing = params.get('edit');
  const editorId = editing === null || editing === 'new' ? null : Number(editing);
  const closeEditor = () =>
    setParams(
      (current) => {
        current.delete('edit');
        return current;
      },
      { replace: true },
    );
  const openEditor = (id: number | 'new') => {
    // The card editor is its own screen (the card Design Studio); create and edit lead there.
    if (config.type === 'card')
      void navigate(paths.dashboard.cardEditor.getHref(id === 'new' ? undefined : id));
    else setParams({ edit: String(id) });
  };

  const onAction = (template: Template, action: TemplateAction) => {
    if (action === 'edit') openEditor(template.id);
    else if (action === 'pdf') dispatch(pdfCall.request({ template_id: template.id }));
    else if (action !== 'delete') setDialog({ kind: action, template });
  };
  const changeFilters = (next: LibraryFilterValues) => {
    setFilters(next);
    setPage(1);
  };

  const templates = list.data ?? [];
  const total = list.totalCount ?? 0;
  return (
    <section className="template-library" aria-labelledby="library-title">
      <header className="template-library__header">
        <h1 id="library-title">{intl.formatMessage({ id: titleId })}</h1>
        {config.createLabelId ? (
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden="true" />}
            onClick={() => openEditor('new')}
          >
            {intl.formatMessage({ id: config.createLabelId })}
          </Button>
        ) : null}
        {config.headerLink ? (
          <Link to={config.headerLink.href}>
            {intl.formatMessage({ id: config.headerLink.labelId })}
          </Link>
        ) : null}
      </header>
      <LibraryFilters shown={config.filters} onChange={changeFilters} />
      {list.error ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={word(callFailureMessage(listCalls[config.list], list.error))}
          action={
            <Button size="small" onClick={reload}>
              <FormattedMessage id="templates.retry" />
            </Button>
          }
        />
      ) : null}
      <Spin spinning={list.loading} description={intl.formatMessage({ id: 'app.loading' })}>
        {templates.length === 0 && !list.loading && !list.error ? (
          <Empty
            description={intl.formatMessage({
              id:
                queryKey.includes('"title"') || queryKey.includes('"category"')
                  ? 'templates.empty.filtered'
                  : 'templates.empty',
            })}
          />
        ) : (
          <div className={`template-grid template-grid--${config.type}`} aria-busy={list.loading}>
            {templates.map((template) => (
              <TemplateItem
                key={template.id}
                template={template}
                can={permissionsFor(profile, template)}
                busy={activity[template.id] !== undefined}
                onAction={(action) => onAction(template, action)}
                onFavourite={() =>
                  dispatch(
                    favouriteCall.request({
                      template_id: template.id,
                      favourite_status: template.favourite_status ? 0 : 1,
                    }),
                  )
                }
                onDelete={() => dispatch(deleteCall.request({ template_id: template.id }))}
              />
            ))}
          </div>
        )}
      </Spin>
      <Pager
        current={shownPage}
        pageSize={pageSize}
        total={total}
        onChange={setPage}
        label={intl.formatMessage({ id: 'templates.pages' })}
        totalLabel={
          list.data ? intl.formatMessage({ id: 'templates.total' }, { count: total }) : undefined
        }
      />
      {dialog ? (
        <Suspense fallback={null}>
          <LibraryDialog
            kind={dialog.kind}
            template={dialog.template}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      ) : null}
      {editing !== null && config.type !== 'card' ? (
        <Suspense fallback={<Spin />}>
          {config.type === 'sms' ? (
            <SmsTemplateEditor key={editing} templateId={editorId} onClose={closeEditor} />
          ) : (
            <MailTemplateEditor key={editing} templateId={editorId} onClose={closeEditor} />
          )}
        </Suspense>
      ) : null}
    </section>
  );
}
