import { Alert, Form, Select, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../../i18n/messageIds';
import { useAppDispatch, useAppSelector } from '../../../../state/hooks';
import { type Selection, citiesOffered, zipcodesOffered } from '../selection';
import {
  citiesChosen,
  countiesChosen,
  detailRetried,
  selectDetail,
  selectStates,
  stateChosen,
  statesRetried,
  zipcodesChosen,
} from '../slice';
import { RetryAlert } from '../../../../components/RetryAlert';

const MAX_TAGS = 8;

/**
 * The cascade: state, then counties, cities and ZIP codes, each narrowed by those above it. The
 * data service's files carry no messages of their own, so their failures are worded here.
 */
export function PlacePickers({ selection, disabled }: { selection: Selection; disabled: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const states = useAppSelector(selectStates);
  const detail = useAppSelector(selectDetail);
  const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const stateName =
    states.data?.find((state) => state.code === selection.state)?.name ?? selection.state ?? '';
  // Places of the chosen state only: a late answer for another state is never offered.
  const places =
    detail.data?.available && detail.data.state === selection.state ? detail.data : null;
  const unavailable = detail.data?.available === false && detail.data.state === selection.state;
  const placesDisabled = disabled || !places;
  // A disabled select shows no placeholder: antd greys it below the contrast WCAG asks for.
  const hint = (id: MessageId, off: boolean) => (off ? undefined : t(id));
  const common = {
    mode: 'multiple' as const,
    allowClear: true,
    maxTagCount: MAX_TAGS,
    showSearch: { optionFilterProp: 'label' },
    notFoundContent: t('listBuilder.noOptions'),
    disabled: placesDisabled,
    loading: detail.loading,
  };

  return (
    <>
      {states.error ? (
        <RetryAlert
          message={t('listBuilder.states.failed')}
          onRetry={() => dispatch(statesRetried())}
        />
      ) : null}
      <Form.Item label={t('listBuilder.state.label')} htmlFor="list-builder-state" required>
        <Select<string>
          id="list-builder-state"
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
          placeholder={hint('listBuilder.state.placeholder', disabled || !states.data)}
          notFoundContent={t('listBuilder.noOptions')}
          loading={states.loading}
          disabled={disabled || !states.data}
          options={(states.data ?? []).map((state) => ({ value: state.code, label: state.name }))}
          value={selection.state ?? undefined}
          onChange={(code) => dispatch(stateChosen(code ?? null))}
        />
      </Form.Item>

      {detail.loading ? (
        <Typography.Paragraph>
          {t('listBuilder.detail.loading', { state: stateName })}
        </Typography.Paragraph>
      ) : null}
      {detail.error && selection.state ? (
        <RetryAlert
          message={t('listBuilder.detail.failed', { state: stateName })}
          onRetry={() => dispatch(detailRetried())}
        />
      ) : null}
      {unavailable ? (
        <Alert
          type="info"
          showIcon
          title={t('listBuilder.detail.unavailable', { state: stateName })}
          style={{ marginBottom: 16 }}
        />
      ) : null}

      <Form.Item label={t('listBuilder.counties.label')} htmlFor="list-builder-counties">
        <Select<string[]>
          {...common}
          id="list-builder-counties"
          placeholder={hint('listBuilder.counties.placeholder', placesDisabled)}
          options={(places?.counties ?? []).map(({ name }) => ({ value: name, label: name }))}
          value={selection.counties}
          onChange={(names) => dispatch(countiesChosen(names))}
        />
      </Form.Item>
      <Form.Item label={t('listBuilder.cities.label')} htmlFor="list-builder-cities">
        <Select<string[]>
          {...common}
          id="list-builder-cities"
          placeholder={hint('listBuilder.cities.placeholder', placesDisabled)}
          options={(places ? citiesOffered(places, selection) : []).map(({ name }) => ({
            value: name,
            label: name,
          }))}
          value={selection.cities}
          onChange={(names) => dispatch(citiesChosen(names))}
        />
      </Form.Item>
      <Form.Item label={t('listBuilder.zipcodes.label')} htmlFor="list-builder-zipcodes">
        <Select<string[]>
          {...common}
          id="list-builder-zipcodes"
          placeholder={hint('listBuilder.zipcodes.placeholder', placesDisabled)}
          options={(places ? zipcodesOffered(places, selection) : []).map(({ zip, city }) => ({
            value: zip,
            label: `${zip} · ${city}`,
          }))}
          value={selection.zipcodes}
          onChange={(zips) => dispatch(zipcodesChosen(zips))}
        />
      </Form.Item>
    </>
  );
}
