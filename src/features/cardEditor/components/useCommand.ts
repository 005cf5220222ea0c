import { useCallback } from 'react';
import { useAppDispatch } from '../../../state/hooks';
import type { CommandArgsByName, CommandName } from '../model';
import { commandRun } from '../state/slice';

/** Runs a named editor command on the active side (one undo step when it changes objects). */
export function useCommand() {
  const dispatch = useAppDispatch();
  return useCallback(
    <N extends CommandName>(name: N, args: CommandArgsByName[N]) => {
      dispatch(commandRun(name, args));
    },
    [dispatch],
  );
}
