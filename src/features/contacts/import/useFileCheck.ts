import { useEffect, useRef, useState } from 'react';
import type { CsvValidationReport, FieldMapping } from '../csv/types';
import { validateFile } from '../csv/validateFile';

export type FileCheck =
  | { phase: 'idle' }
  | { phase: 'running'; percent: number }
  | { phase: 'done'; report: CsvValidationReport }
  | { phase: 'failed' };

/**
 * The check of the whole file, in Web Workers. It stays with the wizard rather than in a saga: it
 * calls no server, its report (typed arrays, possibly large) feeds only this modal's report and
 * problem-rows download, and nothing of it must outlive the modal, which stops it on closing.
 */
export function useFileCheck() {
  const [check, setCheck] = useState<FileCheck>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);

  const stop = () => running.current?.abort();
  // Closing the modal stops a check still running.
  useEffect(() => () => running.current?.abort(), []);

  const run = async (file: File, mapping: FieldMapping) => {
    const controller = new AbortController();
    running.current = controller;
    setCheck({ phase: 'running', percent: 0 });
    try {
      const report = await validateFile(file, mapping, {
        signal: controller.signal,
        onProgress: ({ bytesDone, bytesTotal }) => {
          if (running.current !== controller) return;
          setCheck({
            phase: 'running',
            percent: bytesTotal > 0 ? Math.floor((bytesDone / bytesTotal) * 100) : 0,
          });
        },
      });
      if (running.current === controller && !controller.signal.aborted)
        setCheck({ phase: 'done', report });
    } catch {
      // A check replaced by a newer one has nothing more to say.
      if (running.current !== controller) return;
      setCheck(controller.signal.aborted ? { phase: 'idle' } : { phase: 'failed' });
    }
  };

  /** Stops a running check and forgets any outcome (another file, or "Back"). */
  const reset = () => {
    stop();
    setCheck({ phase: 'idle' });
  };

  return { check, run, stop, reset };
}
