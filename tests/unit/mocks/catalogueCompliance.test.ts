// @vitest-environment node
import { complianceProblems } from '../../../src/features/campaigns/ordering/compliance';
import type { Template } from '../../../src/features/templates';
import { db } from '../../../src/mocks/db';

/**
 * The platform's own ready-made campaigns pass its own ordering rules as they are (issue 25): every
 * text of an active design says how to opt out, every email carries an unsubscribe link.
 */
describe('the seeded catalogue', () => {
  it('has no active design that the ordering rules would stop', () => {
    const stopped = db()
      .campaigns.filter((design) => design.status === 1)
      .map((design) => ({
        name: design.name,
        problems: complianceProblems(
          design.steps,
          (step) => db().templates.get(step.template) as unknown as Template | undefined,
          {},
        ),
      }))
      .filter((design) => design.problems.length > 0);
    expect(stopped).toEqual([]);
  });
});
