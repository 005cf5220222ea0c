import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { RetryAlert } from '../../../components/RetryAlert';
import { useUserMessage } from '../../../components/useUserMessage';
import { callFailureMessage } from '../../../state/callState';
import { useAppDispatch } from '../../../state/hooks';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { CallState } from '../../../state/callState';
import type { Template } from '../../templates';
import { type CampaignStep, STEP_TYPES, type StepType } from '../schemas';
import {
  MAX_STEPS,
  MAX_WAIT,
  type StepProblem,
  duplicateStep,
  moveStep,
  newStep,
  removeStep,
  replaceStep,
} from '../steps';
import { pickerCalls, templatesWanted } from '../slice';
import { type StepChange, StepEditor } from './StepEditor';
import { useStepWords } from './StepStrip';

/** The campaign's steps, in order, with Add buttons per channel and the first problem named. */
export function StepList({
  steps,
  single,
  templates,
  problem,
  onChange,
}: {
  steps: CampaignStep[];
  single: boolean;
  templates: Record<StepType, CallState<Template[]>>;
  problem: StepProblem | null;
  onChange: (steps: CampaignStep[]) => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const word = useUserMessage();
  const words = useStepWords();
  const failedTypes = STEP_TYPES.filter((type) => templates[type].error !== null);
  // The editors get one stable callback, which reads the latest steps: memoised steps stay put.
  const latest = useRef({ steps, onChange });
  useLayoutEffect(() => {
    latest.current = { steps, onChange };
  });
  const changeStep = useCallback((index: number, change: StepChange) => {
    const { steps: now, onChange: set } = latest.current;
    switch (change.kind) {
      case 'up':
        return set(moveStep(now, index, index - 1));
      case 'down':
        return set(moveStep(now, index, index + 1));
      case 'moveTo':
        return set(moveStep(now, index, change.value));
      case 'duplicate':
        return set(duplicateStep(now, index));
      case 'remove':
        return set(removeStep(now, index));
      case 'type':
        // Another channel: the template of the old one no longer fits.
        return set(replaceStep(now, index, { type: change.value, template: 0 }));
      case 'template':
        return set(replaceStep(now, index, { template: change.value }));
      case 'wait':
        return set(replaceStep(now, index, { duration: { value: change.value } }));
      case 'unit':
        return set(replaceStep(now, index, { duration: { type: change.value } }));
    }
  }, []);

  const full = steps.length >= MAX_STEPS || (single && steps.length >= 1);
  const problemOf = (index: number): string | null => {
    if (!problem || !('index' in problem) || problem.index !== index) return null;
    return problem.kind === 'noTemplate'
      ? intl.formatMessage({ id: 'campaigns.step.needsTemplate' })
      : intl.formatMessage({ id: 'campaigns.step.badWait' }, { max: MAX_WAIT });
  };
  const listProblem =
    problem?.kind === 'none'
      ? intl.formatMessage({ id: 'campaigns.steps.none' })
      : problem?.kind === 'tooMany'
        ? intl.formatMessage({ id: 'campaigns.steps.tooMany' }, { max: MAX_STEPS })
        : problem?.kind === 'single'
          ? intl.formatMessage({ id: 'campaigns.steps.single' })
          : null;
  return (
    <section className="step-list" aria-labelledby="steps-title">
      <h2 id="steps-title">
        {intl.formatMessage({ id: 'campaigns.steps.title' }, { count: steps.length })}
      </h2>
      {listProblem ? (
        <p className="builder-field__problem" role="alert">
          {listProblem}
        </p>
      ) : null}
      {failedTypes.length > 0 ? (
        <RetryAlert
          message={word(
            callFailureMessage(pickerCalls[failedTypes[0]!], templates[failedTypes[0]!].error!),
          )}
          onRetry={() => failedTypes.forEach((type) => dispatch(templatesWanted(type)))}
        />
      ) : null}
      <ol className="step-list__steps">
        {steps.map((step, index) => (
          <StepEditor
            key={step.duration.id}
            step={step}
            index={index}
            count={steps.length}
            templates={templates[step.type]}
            problem={problemOf(index)}
            onChange={changeStep}
          />
        ))}
      </ol>
      <div className="step-list__add">
        {STEP_TYPES.map((type) => (
          <Button
            key={type}
            icon={<PlusOutlined aria-hidden="true" />}
            disabled={full}
            onClick={() => onChange([...steps, newStep(type, steps)])}
          >
            {intl.formatMessage({ id: 'campaigns.steps.add' }, { channel: words.channel(type) })}
          </Button>
        ))}
      </div>
    </section>
  );
}
