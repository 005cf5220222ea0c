import '../register';
import { Button } from 'antd';
import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { PlainButton } from '../../../components/controls';
import { RetryAlert } from '../../../components/RetryAlert';
import { useUserMessage } from '../../../components/useUserMessage';
import { paths } from '../../../config/paths';
import { displayUsPhone } from '../../../lib/phone';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { callFailureMessage } from '../../../state/callState';
import { type ListType, getContactsEndpoint } from '../api';
import type { Contact } from '../schemas';
import {
  contactsLeft,
  contactsWanted,
  deleteContactWanted,
  fieldTotalsCall,
  listOptionsCall,
  selectBusy,
  selectContacts,
  selectFieldTotals,
  selectListOptions,
  selectSkipTrace,
  selectSystemLists,
  selectVerify,
  skipTraceCall,
  systemListsCall,
  verifyCall,
} from '../slice';
import { ContactGrid, type GridColumn } from './ContactGrid';
import { ContactSearch } from './ContactSearch';
import './contacts.css';

const EditContactDialog = lazy(() => import('./EditContactDialog'));
const SkipTraceDialog = lazy(() => import('./SkipTraceDialog'));
const ConfirmDeleteDialog = lazy(() => import('../../../components/ConfirmDeleteDialog'));

/**
 * One list's contacts (/dashboard/mailinglist/{id}, and the super admin's system view): loaded
 * page by page into a virtualised table, with edit and delete per contact and, for the owner,
 * address verification and skip trace.
 */
export function ContactListView({ type, title }: { type: ListType; title: string }) {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const params = useParams();
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0;
  const contacts = useAppSelector(selectContacts);
  const totals = useAppSelector(selectFieldTotals);
  const options = useAppSelector(type === 'user' ? selectListOptions : selectSystemLists);
  const busy = useAppSelector(selectBusy);
  const verify = useAppSelector(selectVerify);
  const skipTrace = useAppSelector(selectSkipTrace);
  const [editing, setEditing] = useState<Contact | null>(null);
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const onRowAction = useCallback((action: string, contact: Contact) => {
    if (action === 'edit') setEditing(contact);
    if (action === 'delete') setDeleting(contact);
  }, []);
  const [askSkipTrace, setAskSkipTrace] = useState(false);

  const load = useCallback(() => {
    if (!validId) return;
    dispatch(contactsWanted({ id, type }));
    if (type === 'user') dispatch(fieldTotalsCall.request({ contactlist_id: id }));
  }, [dispatch, id, type, validId]);
  useEffect(() => {
    load();
    return () => {
      dispatch(contactsLeft());
    };
  }, [dispatch, load]);
  useEffect(() => {
    dispatch(type === 'user' ? listOptionsCall.request({}) : systemListsCall.request({}));
  }, [dispatch, type]);

  const listName = options.data?.find((list) => list.id === id)?.name ?? '';
  const backTo =
    type === 'user' ? paths.dashboard.mailing.getHref() : paths.dashboard.systemMailing.getHref();
  const closeEdit = useCallback(() => setEditing(null), []);

  const columns = useMemo<GridColumn[]>(
    () => [
      {
        key: 'name',
        title: intl.formatMessage({ id: 'contacts.detail.name' }),
        cell: (contact) => `${contact.first_name} ${contact.last_name}`.trim(),
      },
      {
        key: 'email',
        title: intl.formatMessage({ id: 'contacts.field.email' }),
        cell: (contact) => contact.email,
      },
      {
        key: 'phone',
        title: intl.formatMessage({ id: 'contacts.field.phone' }),
        cell: (contact) => displayUsPhone(contact.phone),
      },
      {
        key: 'address',
        title: intl.formatMessage({ id: 'contacts.detail.address' }),
        cell: (contact) =>
          [contact.street, contact.city, `${contact.state} ${contact.zip}`.trim()]
            .filter(Boolean)
            .join(', '),
      },
      {
        key: 'actions',
        title: intl.formatMessage({ id: 'contacts.detail.actions' }),
        // Light buttons: the grid handles their clicks (onAction) for every row at once.
        cell: (contact) => {
          const name = `${contact.first_name} ${contact.last_name}`.trim();
          const rowBusy = busy[contact.id] !== undefined;
          return (
            <div className="contacts-row-actions">
              <PlainButton
                size="small"
                className="grid-action"
                data-action="edit"
                aria-label={intl.formatMessage({ id: 'contacts.detail.editOf' }, { name })}
              >
                {intl.formatMessage({ id: 'contacts.detail.edit' })}
              </PlainButton>
              <PlainButton
                size="small"
                className="grid-action grid-action--danger"
                data-action="delete"
                disabled={rowBusy}
                aria-busy={rowBusy}
                aria-label={intl.formatMessage({ id: 'contacts.detail.deleteOf' }, { name })}
              >
                {intl.formatMessage({ id: 'contacts.lists.delete' })}
              </PlainButton>
            </div>
          );
        },
      },
    ],
    [intl, busy],
  );

  if (!validId || contacts.error?.httpStatus === 404)
    return (
      <section className="panel" aria-labelledby="contact-list-title">
        <h1 id="contact-list-title">{title}</h1>
        <p role="alert">{intl.formatMessage({ id: 'contacts.detail.notFound' })}</p>
        <Link to={backTo}>
          {intl.formatMessage({
            id: type === 'user' ? 'contacts.detail.back' : 'contacts.detail.backSystem',
          })}
        </Link>
      </section>
    );

  const loaded = contacts.rows.length;
  return (
    <section className="panel" aria-labelledby="contact-list-title">
      <p>
        <Link to={backTo}>
          {intl.formatMessage({
            id: type === 'user' ? 'contacts.detail.back' : 'contacts.detail.backSystem',
          })}
        </Link>
      </p>
      <h1 id="contact-list-title">{title}</h1>
      {listName ? <h2 className="contacts-list-name">{listName}</h2> : null}
      <ul className="contacts-summary">
        <li>{intl.formatMessage({ id: 'contacts.detail.total' }, { count: contacts.total })}</li>
        {totals.data ? (
          <>
            <li>
              {intl.formatMessage(
                { id: 'contacts.detail.withEmail' },
                { count: intl.formatNumber(totals.data.with_email) },
              )}
            </li>
            <li>
              {intl.formatMessage(
                { id: 'contacts.detail.withPhone' },
                { count: intl.formatNumber(totals.data.with_phone) },
              )}
            </li>
            <li>
              {intl.formatMessage(
                { id: 'contacts.detail.withAddress' },
                { count: intl.formatNumber(totals.data.with_address) },
              )}
            </li>
          </>
        ) : null}
      </ul>
      {type === 'user' ? (
        <div className="contacts-toolbar">
          <Button
            loading={verify.loading}
            disabled={contacts.total === 0}
            onClick={() => dispatch(verifyCall.request({ contactlist_id: id }))}
          >
            {intl.formatMessage({ id: 'contacts.detail.verify' })}
          </Button>
          <Button
            loading={skipTrace.loading}
            disabled={contacts.total === 0}
            onClick={() => setAskSkipTrace(true)}
          >
            {intl.formatMessage({ id: 'contacts.detail.skipTrace' })}
          </Button>
        </div>
      ) : null}
      {type === 'user' ? (
        <ContactSearch listId={id} listHref={paths.dashboard.mailingList.getHref} />
      ) : null}
      {contacts.error ? (
        <RetryAlert
          message={word(callFailureMessage(getContactsEndpoint, contacts.error))}
          onRetry={load}
        />
      ) : null}
      <p role="status" className="contacts-hint">
        {contacts.loading
          ? intl.formatMessage(
              { id: 'contacts.detail.loaded' },
              { loaded: intl.formatNumber(loaded), total: intl.formatNumber(contacts.total) },
            )
          : ''}
      </p>
      {!contacts.loading && !contacts.error && contacts.total === 0 ? (
        <p>{intl.formatMessage({ id: 'contacts.detail.empty' })}</p>
      ) : (
        <ContactGrid
          label={intl.formatMessage({ id: 'contacts.detail.caption' }, { name: listName || title })}
          columns={columns}
          rows={contacts.rows}
          total={contacts.total}
          placeholder={intl.formatMessage({ id: 'contacts.detail.rowLoading' })}
          onAction={onRowAction}
        />
      )}
      <Suspense fallback={null}>
        {askSkipTrace ? (
          <SkipTraceDialog
            count={contacts.total}
            onCancel={() => setAskSkipTrace(false)}
            onConfirm={() => {
              setAskSkipTrace(false);
              if (!skipTrace.loading) dispatch(skipTraceCall.request({ contactlist_id: id }));
            }}
          />
        ) : null}
        {deleting ? (
          <ConfirmDeleteDialog
            name={`${deleting.first_name} ${deleting.last_name}`.trim()}
            onCancel={() => setDeleting(null)}
            onConfirm={() => {
              dispatch(deleteContactWanted({ id: deleting.id, type }));
              setDeleting(null);
            }}
          />
        ) : null}
        {editing ? (
          <EditContactDialog contact={editing} listType={type} onClose={closeEdit} />
        ) : null}
      </Suspense>
    </section>
  );
}
