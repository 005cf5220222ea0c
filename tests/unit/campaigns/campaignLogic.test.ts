import {
  campaignFieldsOf,
  EMPTY_BUILDER,
  isBuilderValues,
} from '../../../src/features/campaigns/builderValues';
import { campaignQuery, NO_CAMPAIGN_FILTERS } from '../../../src/features/campaigns/query';
import { campaignSchema, type CampaignStep } from '../../../src/features/campaigns/schemas';
import {
  duplicateStep,
  firstStepProblem,
  moveStep,
  newStep,
  removeStep,
} from '../../../src/features/campaigns/steps';
import { timelineOf, timelineSpan } from '../../../src/features/campaigns/timeline';

const step = (
  type: CampaignStep['type'],
  id: number,
  value: number,
  unit: CampaignStep['duration']['type'] = 'days',
): CampaignStep => ({
  type,
  template: id * 10,
  duration: { id, type: unit, value },
});

describe('the campaign list request', () => {
  it('sends only paging when no filter is set', () => {
    expect(campaignQuery(1, NO_CAMPAIGN_FILTERS)).toEqual({ limit: 10, offset: 0 });
  });

  it('sends each filter that is set, categories comma-separated', () => {
    expect(
      campaignQuery(3, {
        title: '  spring ',
        categoryIds: [4, 7],
        industryId: 2,
        touches: 3,
        campaignType: 'Online',
      }),
    ).toEqual({
      limit: 10,
      offset: 20,
      title: 'spring',
      categories: '4,7',
      industry_id: 2,
      no_of_touches: 3,
      campaign_type: 'Online',
    });
  });

  it('leaves out a blank title', () => {
    expect(campaignQuery(1, { ...NO_CAMPAIGN_FILTERS, title: '   ' })).not.toHaveProperty('title');
  });
});

describe('steps', () => {
  const steps = [step('sms', 1, 0), step('card', 2, 3), step('mail', 3, 1, 'weeks')];

  it('adds a step with a fresh id, at once for the first and a day later after that', () => {
    expect(newStep('sms', [])).toEqual({
      type: 'sms',
      template: 0,
      duration: { id: 1, type: 'days', value: 0 },
    });
    expect(newStep('card', steps).duration).toEqual({ id: 4, type: 'days', value: 1 });
  });

  it('moves, duplicates and removes steps', () => {
    expect(moveStep(steps, 2, 0).map((s) => s.duration.id)).toEqual([3, 1, 2]);
    expect(moveStep(steps, 0, -1).map((s) => s.duration.id)).toEqual([1, 2, 3]);
    const copied = duplicateStep(steps, 1);
    expect(copied.map((s) => s.duration.id)).toEqual([1, 2, 4, 3]);
    expect(copied[2]).toMatchObject({ type: 'card', template: 20 });
    expect(removeStep(steps, 1).map((s) => s.duration.id)).toEqual([1, 3]);
  });

  it('names the first problem that stops a save', () => {
    expect(firstStepProblem([], false)).toEqual({ kind: 'none' });
    expect(firstStepProblem(steps, true)).toEqual({ kind: 'single' });
    expect(
      firstStepProblem([step('sms', 1, 0), { ...step('mail', 2, 1), template: 0 }], false),
    ).toEqual({
      kind: 'noTemplate',
      index: 1,
    });
    expect(firstStepProblem([step('sms', 1, 366)], false)).toEqual({ kind: 'badWait', index: 0 });
    expect(firstStepProblem([step('sms', 1, 1.5)], false)).toEqual({ kind: 'badWait', index: 0 });
    expect(
      firstStepProblem(
        Array.from({ length: 21 }, (_, i) => step('sms', i + 1, 1)),
        false,
      ),
    ).toEqual({
      kind: 'tooMany',
    });
    expect(firstStepProblem(steps, false)).toBeNull();
  });
});

describe('the timeline', () => {
  it('counts each wait from the step before and gives a card its in-home window 4–6 days after', () => {
    const entries = timelineOf([
      step('sms', 1, 0),
      step('card', 2, 3),
      step('mail', 3, 1, 'weeks'),
      step('sms', 4, 12, 'hours'),
    ]);
    expect(entries.map((entry) => entry.sendDay)).toEqual([0, 3, 10, 10.5]);
    expect(entries.map((entry) => entry.inHome)).toEqual([null, { from: 7, to: 9 }, null, null]);
    expect(timelineSpan(entries)).toBe(10.5);
    expect(timelineSpan(timelineOf([step('card', 1, 2)]))).toBe(8);
  });
});

describe('the builder payload', () => {
  it('sends categories and tags comma-separated and the steps as JSON content', () => {
    const steps = [step('sms', 1, 0)];
    expect(
      campaignFieldsOf({
        ...EMPTY_BUILDER,
        name: '  Spring drip ',
        tags: ' buyers, , spring ',
        categoryIds: [3, 5],
        steps,
      }),
    ).toEqual({
      name: 'Spring drip',
      description: '',
      tags: 'buyers,spring',
      category_id: '3,5',
      type: 'Online',
      step: 'Multiple',
      content: JSON.stringify(steps),
      industry_id: null,
      agent_type: 'any',
    });
  });

  it('trusts a stored draft only when it has the builder shape', () => {
    expect(isBuilderValues(EMPTY_BUILDER)).toBe(true);
    expect(isBuilderValues({ ...EMPTY_BUILDER, steps: [{ type: 'fax' }] })).toBe(false);
    expect(isBuilderValues({ ...EMPTY_BUILDER, type: 'Carrier pigeon' })).toBe(false);
    expect(isBuilderValues('{}')).toBe(false);
  });
});

describe('a campaign from the server', () => {
  const base = {
    id: '7',
    name: 'Drip',
    category_id: '3, 5',
    tags: 'a, b',
    status: '1',
    favourite_status: 1,
  };

  it('reads comma lists, the default type and step, and the steps', () => {
    const campaign = campaignSchema.parse({
      ...base,
      content: JSON.stringify([
        { type: 'sms', template: '12', duration: { id: 1, type: 'days', value: '2' } },
      ]),
    });
    expect(campaign).toMatchObject({
      id: 7,
      category_id: [3, 5],
      tags: ['a', 'b'],
      type: 'Online',
      step: 'Multiple',
      status: 1,
      favourite_status: true,
      content: [{ type: 'sms', template: 12, duration: { id: 1, type: 'days', value: 2 } }],
    });
  });

  it('reads malformed content as no steps, and drops a malformed step', () => {
    expect(campaignSchema.parse({ ...base, content: '{not json' }).content).toEqual([]);
    expect(campaignSchema.parse({ ...base, content: '{"a":1}' }).content).toEqual([]);
    expect(
      campaignSchema.parse({
        ...base,
        content: [
          { type: 'fax', template: 1, duration: { id: 1 } },
          { type: 'mail', template: 2, duration: { id: 2, type: 'days', value: 1 } },
        ],
      }).content,
    ).toEqual([{ type: 'mail', template: 2, duration: { id: 2, type: 'days', value: 1 } }]);
  });
});
