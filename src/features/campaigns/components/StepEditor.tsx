import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CopyOutlined,
  DeleteOutlined,
  HolderOutlined,
} from '@ant-design/icons';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { NativeSelect, PlainButton, TextInput } from '../../../components/controls';
import type { CallState } from '../../../state/callState';
import type { Template } from '../../templates';
import { type CampaignStep, DURATION_UNITS, STEP_TYPES, type StepType } from '../schemas';
import { MAX_WAIT } from '../steps';
import { CHANNEL_ICONS, useStepWords } from './StepStrip';
import { StepPreview } from './StepPreview';

export type StepChange =
  | { kind: 'type'; value: StepType }
  | { kind: 'template'; value: number }
  | { kind: 'wait'; value: number }
  | { kind: 'unit'; value: CampaignStep['duration']['type'] }
  | { kind: 'up' | 'down' | 'duplicate' | 'remove' }
  /** Dropped on the step at `value` (drag and drop; the buttons do the same from the keyboard). */
  | { kind: 'moveTo'; value: number };

/** What a dragged step carries: its place in the list. Other drags (files, text) are ignored. */
const STEP_DRAG_TYPE = 'application/x-mailcraft-step';
const DROP_TARGET = 'step-editor--drop-target';

/** The step's own tools, in the order they stand. */
const TOOLS = [
  { kind: 'up', labelId: 'campaigns.step.up', icon: <ArrowUpOutlined aria-hidden="true" /> },
  { kind: 'down', labelId: 'campaigns.step.down', icon: <ArrowDownOutlined aria-hidden="true" /> },
  {
    kind: 'duplicate',
    labelId: 'campaigns.step.duplicate',
    icon: <CopyOutlined aria-hidden="true" />,
  },
  { kind: 'remove', labelId: 'campaigns.step.remove', icon: <DeleteOutlined aria-hidden="true" /> },
] as const;

/**
 * One step of the builder: channel, template (from the user's library of that channel, with its
 * preview), the wait since the step before, and moving, copying or removing it. Memoised: typing
 * in one step does not redraw the other nineteen.
 */
export const StepEditor = memo(function StepEditor({
  step,
  index,
  count,
  templates,
  problem,
  onChange,
}: {
  step: CampaignStep;
  index: number;
  count: number;
  templates: CallState<Template[]>;
  /** What is wrong with this step, if the last save attempt found something. */
  problem: string | null;
  onChange: (index: number, change: StepChange) => void;
}) {
  const intl = useIntl();
  const words = useStepWords();
  const number = index + 1;
  const idOf = (part: string) => `step-${step.duration.id}-${part}`;
  const chosen = templates.data?.find((template) => template.id === step.template) ?? null;
  const label = (id: string) => intl.formatMessage({ id }, { number });
  return (
    <li
      className={`step-editor step-editor--${step.type}`}
      aria-labelledby={idOf('title')}
      // The drop target is marked by a class, not state: a drag across twenty steps redraws none.
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes(STEP_DRAG_TYPE)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        event.currentTarget.classList.add(DROP_TARGET);
      }}
      onDragLeave={(event) => event.currentTarget.classList.remove(DROP_TARGET)}
      onDrop={(event) => {
        event.currentTarget.classList.remove(DROP_TARGET);
        const carried = event.dataTransfer.getData(STEP_DRAG_TYPE);
        const from = carried === '' ? NaN : Number(carried);
        if (!Number.isInteger(from)) return;
        event.preventDefault();
        if (from !== index) onChange(from, { kind: 'moveTo', value: index });
      }}
    >
      <div className="step-editor__header">
        {/* Mouse users drag by the grip; keyboard users have Move up and Move down. */}
        <span
          className="step-drag"
          draggable
          aria-hidden="true"
          title={label('campaigns.step.drag')}
          onDragStart={(event) => {
            event.dataTransfer.setData(STEP_DRAG_TYPE, String(index));
            event.dataTransfer.effectAllowed = 'move';
            const item = event.currentTarget.closest('li');
            if (item) event.dataTransfer.setDragImage(item, 16, 16);
          }}
        >
          <HolderOutlined />
        </span>
        <h3 id={idOf('title')}>
          {CHANNEL_ICONS[step.type]}{' '}
          {intl.formatMessage(
            { id: 'campaigns.step.title' },
            { number, channel: words.channel(step.type) },
          )}
        </h3>
        <span className="step-editor__tools">
          {/*
           * Plain buttons with native tooltips: with 20 steps, antd's Tooltip measured 40–50 ms
           * per hover task after each move (scripts/bench/builder.mjs), over the 50 ms budget.
           */}
          {TOOLS.map(({ kind, labelId, icon }) => (
            <PlainButton
              key={kind}
              variant="text"
              size="small"
              className={`step-tool${kind === 'remove' ? ' step-tool--danger' : ''}`}
              title={label(labelId)}
              aria-label={label(labelId)}
              disabled={(kind === 'up' && index === 0) || (kind === 'down' && index === count - 1)}
              onClick={() => onChange(index, { kind })}
            >
              {icon}
            </PlainButton>
          ))}
        </span>
      </div>
      <div className="step-editor__fields">
        <label htmlFor={idOf('type')}>{intl.formatMessage({ id: 'campaigns.step.channel' })}</label>
        <NativeSelect
          id={idOf('type')}
          className="builder-select"
          value={step.type}
          onChange={(event) =>
            onChange(index, { kind: 'type', value: event.target.value as StepType })
          }
        >
          {STEP_TYPES.map((type) => (
            <option key={type} value={type}>
              {words.channel(type)}
            </option>
          ))}
        </NativeSelect>
        <label htmlFor={idOf('template')}>
          {intl.formatMessage({ id: 'campaigns.step.template' })}
        </label>
        <NativeSelect
          id={idOf('template')}
          className="builder-select"
          value={step.template}
          aria-busy={templates.loading}
          aria-invalid={problem !== null && step.template <= 0}
          aria-describedby={problem ? idOf('problem') : undefined}
          onChange={(event) =>
            onChange(index, { kind: 'template', value: Number(event.target.value) })
          }
        >
          <option value={0} disabled>
            {intl.formatMessage({
              id: templates.loading ? 'app.loading' : 'campaigns.step.chooseTemplate',
            })}
          </option>
          {(templates.data ?? []).map((template) => (
            <option key={template.id} value={template.id}>
              {template.title}
            </option>
          ))}
          {/* A template the list no longer offers (deleted, or past the first page) stays shown. */}
          {step.template > 0 && templates.data && !chosen ? (
            <option value={step.template}>
              {intl.formatMessage({ id: 'campaigns.step.unknownTemplate' }, { id: step.template })}
            </option>
          ) : null}
        </NativeSelect>
        <label htmlFor={idOf('wait')}>
          {intl.formatMessage({
            id: index === 0 ? 'campaigns.step.waitFirst' : 'campaigns.step.wait',
          })}
        </label>
        <span className="step-editor__wait">
          <TextInput
            id={idOf('wait')}
            className="builder-number"
            type="number"
            min={0}
            max={MAX_WAIT}
            step={1}
            value={Number.isFinite(step.duration.value) ? step.duration.value : ''}
            onChange={(event) =>
              onChange(index, { kind: 'wait', value: event.target.valueAsNumber })
            }
          />
          <NativeSelect
            className="builder-select"
            aria-label={label('campaigns.step.unit')}
            value={step.duration.type}
            onChange={(event) =>
              onChange(index, {
                kind: 'unit',
                value: event.target.value as CampaignStep['duration']['type'],
              })
            }
          >
            {DURATION_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {intl.formatMessage({ id: `campaigns.unit.${unit}` })}
              </option>
            ))}
          </NativeSelect>
        </span>
      </div>
      {problem ? (
        <p id={idOf('problem')} className="step-editor__problem" role="alert">
          {problem}
        </p>
      ) : null}
      {chosen ? <StepPreview template={chosen} /> : null}
    </li>
  );
});
