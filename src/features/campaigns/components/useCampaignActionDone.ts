import { useEffect, useRef, useState } from 'react';
import { useAppSelector } from '../../../state/hooks';
import { type CampaignActivity, selectCampaignOutcome } from '../slice';

/**
 * Watches one campaign action started from a dialog: calls `onDone` when it succeeds and returns
 * its failure (or null) so the dialog stays open and says why. An outcome already there when the
 * dialog opened (an earlier attempt) is ignored.
 */
export function useCampaignActionDone(
  activity: CampaignActivity,
  campaignId: number,
  onDone: () => void,
) {
  const outcome = useAppSelector(selectCampaignOutcome);
  const [atOpen] = useState(outcome);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  const relevant =
    outcome !== null &&
    outcome !== atOpen &&
    outcome.activity === activity &&
    outcome.campaignId === campaignId;
  useEffect(() => {
    if (relevant && outcome.error === null) done.current();
  }, [relevant, outcome]);
  return relevant ? outcome.error : null;
}
