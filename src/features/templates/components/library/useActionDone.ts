import { useEffect, useRef, useState } from 'react';
import { useAppSelector } from '../../../../state/hooks';
import { type TemplateActivity, selectTemplateOutcome } from '../../slice';

/**
 * Watches one template action started from a dialog: calls `onDone` when it succeeds and returns
 * its failure (or null) so the dialog can stay open and say why. Outcomes that were already there
 * when the dialog opened (an earlier attempt) are ignored.
 */
export function useActionDone(
  activity: TemplateActivity,
  templateId: number | null,
  onDone: () => void,
) {
  const outcome = useAppSelector(selectTemplateOutcome);
  const [atOpen] = useState(outcome);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  const relevant =
    outcome !== null &&
    outcome !== atOpen &&
    outcome.activity === activity &&
    outcome.templateId === templateId;
  useEffect(() => {
    if (relevant && outcome.error === null) done.current();
  }, [relevant, outcome]);
  return relevant ? outcome.error : null;
}
