import './register';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { PlainButton } from '../../../components/controls';
import { useUserMessage } from '../../../components/useUserMessage';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { callFailureMessage } from '../../../state/callState';
import { MatchCount } from './components/MatchCount';
import { PlacePickers } from './components/PlacePickers';
import { listNameRules } from '../listNameRules';
import { useFocusReturn } from '../../../components/useFocusReturn';
import {
  builderClosed,
  builderOpened,
  countRetried,
  saveCall,
  selectCount,
  selectSave,
  selectSelection,
} from './slice';

interface NameValues {
  name: string;
}

/**
 * The sidebar's list builder (templates-campaigns-contacts §2): pick places, watch the count, save
 * them as a contact list. While saving nothing can be pressed twice or dismissed; a saved list
 * closes the modal (the saga has shown the toast and gone to the contact lists).
 */
export default function ListBuilderModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const selection = useAppSelector(selectSelection);
  const count = useAppSelector(selectCount);
  const save = useAppSelector(selectSave);
  const [form] = Form.useForm<NameValues>();
  // Set synchronously on submit: a double click is refused before the loading state renders.
  const sent = useRef(false);
  // Unmounting skips antd's own focus return, so give focus back to what opened us.
  useFocusReturn();

  // Before the first paint, so a previous opening's selection or outcome never flashes.
  useLayoutEffect(() => {
    dispatch(builderOpened());
    return () => {
      dispatch(builderClosed());
    };
  }, [dispatch]);

  useEffect(() => {
    if (!sent.current || save.loading) return;
    sent.current = false;
    if (save.data) onClose();
  }, [save, onClose]);

  const saving = save.loading;
  const countable = Boolean(count.data && count.data.count > 0 && !count.loading);
  const canSave = countable && selection.state !== null && !saving;

  const submit = ({ name }: NameValues) => {
    if (sent.current || !canSave || selection.state === null) return;
    sent.current = true;
    const { state, counties, cities, zipcodes } = selection;
    dispatch(saveCall.request({ name: name.trim(), state, counties, cities, zipcodes }));
  };

  return (
    <Modal
      open
      title={intl.formatMessage({ id: 'screen.listBuilder' })}
      width={640}
      okText={intl.formatMessage({ id: 'listBuilder.save' })}
      cancelText={intl.formatMessage({ id: 'common.cancel' })}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ disabled: !canSave }}
      confirmLoading={saving}
      cancelButtonProps={{ disabled: saving }}
      closable={!saving}
      keyboard={!saving}
      mask={{ closable: false }}
    >
      <Typography.Paragraph>{intl.formatMessage({ id: 'listBuilder.intro' })}</Typography.Paragraph>
      {save.error ? (
        <Alert
          type="error"
          showIcon
          title={word(callFailureMessage(saveCall, save.error))}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form<NameValues>
        form={form}
        layout="vertical"
        requiredMark
        initialValues={{ name: '' }}
        disabled={saving}
        onFinish={submit}
      >
        <PlacePickers selection={selection} disabled={saving} />
        <MatchCount
          count={count}
          stateChosen={selection.state !== null}
          onRetry={() => dispatch(countRetried())}
        />
        <Form.Item
          name="name"
          label={intl.formatMessage({ id: 'listBuilder.name.label' })}
          required
          rules={listNameRules(intl, {
            required: 'listBuilder.name.required',
            tooLong: 'listBuilder.name.tooLong',
          })}
        >
          <Input placeholder={intl.formatMessage({ id: 'listBuilder.name.placeholder' })} />
        </Form.Item>
        {/* Lets Enter in the name submit, as in any form; the Save button stays the visible way. */}
        <PlainButton type="submit" hidden disabled={!canSave} />
      </Form>
    </Modal>
  );
}
