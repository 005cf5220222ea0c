import { Alert, Form, Radio, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormModal } from '../../../../components/FormModal';
import { MessageAlert } from '../../../../components/MessageAlert';
import { useAppDispatch, useAppSelector } from '../../../../state/hooks';
import { useCallSettled } from '../../../../state/useCallSettled';
import type { Template } from '../../schemas';
import {
  recipientContactsCall,
  recipientListsCall,
  selectRecipientContacts,
  selectRecipientLists,
  selectTemplateActivity,
  selectTemplateOutcome,
  singleSendCall,
} from '../../slice';
import { dialogFailure } from './dialogFailure';

interface SendValues {
  to: 'list' | 'contact';
  listId: number;
  contactId?: number;
}

/** Sends the template to one contact or to a whole contact list (orders/single-send/create). */
export function SendDialog({ template, onClose }: { template: Template; onClose: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<SendValues>();
  const [to, setTo] = useState<SendValues['to']>('list');
  const lists = useAppSelector(selectRecipientLists);
  const contacts = useAppSelector(selectRecipientContacts);
  const busy = useAppSelector(selectTemplateActivity)[template.id] === 'send';
  const error =
    useCallSettled(
      useAppSelector(selectTemplateOutcome),
      (outcome) => outcome.activity === 'send' && outcome.templateId === template.id,
      { onSuccess: onClose },
    )?.error ?? null;

  useEffect(() => {
    dispatch(recipientListsCall.request({}));
  }, [dispatch]);

  const chooseList = (listId: number) => {
    form.setFieldValue('contactId', undefined);
    if (to === 'contact') dispatch(recipientContactsCall.request({ contactlist_id: listId }));
  };
  const chooseTarget = (value: SendValues['to']) => {
    setTo(value);
    const listId = form.getFieldValue('listId') as number | undefined;
    if (value === 'contact' && listId !== undefined)
      dispatch(recipientContactsCall.request({ contactlist_id: listId }));
  };
  const send = ({ listId, contactId }: SendValues) => {
    dispatch(
      singleSendCall.request(
        to === 'list'
          ? { template_id: template.id, contact_list_id: listId }
          : { template_id: template.id, contact_id: contactId! },
      ),
    );
  };
  const noLists = lists.data !== null && lists.data.length === 0;

  return (
    <FormModal<SendValues>
      title={intl.formatMessage({ id: 'templates.send.title' }, { name: template.title })}
      okText={intl.formatMessage({ id: 'templates.send.ok' })}
      okDisabled={noLists}
      form={form}
      initialValues={{ to: 'list' }}
      saving={busy}
      failure={dialogFailure(error, singleSendCall)}
      notices={
        <>
          <MessageAlert message={dialogFailure(lists.error, recipientListsCall)} />
          {noLists ? (
            <Alert
              type="info"
              showIcon
              title={intl.formatMessage({ id: 'templates.send.noLists' })}
              style={{ marginBottom: 16 }}
            />
          ) : null}
        </>
      }
      onCancel={onClose}
      onSubmit={send}
    >
      <Form.Item name="to" label={intl.formatMessage({ id: 'templates.send.to' })}>
        <Radio.Group
          onChange={(event) => chooseTarget(event.target.value as SendValues['to'])}
          options={[
            { value: 'list', label: intl.formatMessage({ id: 'templates.send.toList' }) },
            { value: 'contact', label: intl.formatMessage({ id: 'templates.send.toContact' }) },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="listId"
        label={intl.formatMessage({ id: 'templates.send.list' })}
        rules={[
          { required: true, message: intl.formatMessage({ id: 'templates.send.listRequired' }) },
        ]}
      >
        <Select
          loading={lists.loading}
          onChange={chooseList}
          options={(lists.data ?? []).map((list) => ({
            value: list.id,
            label: intl.formatMessage(
              { id: 'templates.send.listOption' },
              { name: list.name, count: list.total_count },
            ),
          }))}
        />
      </Form.Item>
      {to === 'contact' ? (
        <Form.Item
          name="contactId"
          label={intl.formatMessage({ id: 'templates.send.contact' })}
          rules={[
            {
              required: true,
              message: intl.formatMessage({ id: 'templates.send.contactRequired' }),
            },
          ]}
        >
          <Select
            loading={contacts.loading}
            showSearch={{ optionFilterProp: 'label' }}
            options={(contacts.data ?? []).map((contact) => ({
              value: contact.id,
              label: `${contact.first_name} ${contact.last_name} · ${contact.email || contact.phone}`,
            }))}
          />
        </Form.Item>
      ) : null}
    </FormModal>
  );
}
