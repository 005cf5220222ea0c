import { useIntl } from 'react-intl';
import { saveBlob } from '../../../lib/saveBlob';
import { buildErrorCsv } from '../csv/errorCsv';
import { ReportStep } from './ReportStep';
import type { FileCheck } from './useFileCheck';
import { useErrorCsvText } from './useErrorCsvText';

/** Step 3: the whole file's check as it runs, its failure, or what it found. */
export function CheckStep({ check, fileName }: { check: FileCheck; fileName: string }) {
  const intl = useIntl();
  const csvText = useErrorCsvText();
  if (check.phase === 'running')
    return (
      <div className="import-step">
        <label className="import-label" htmlFor="import-check-progress">
          {intl.formatMessage({ id: 'contacts.import.validating' }, { percent: check.percent })}
        </label>
        <progress
          id="import-check-progress"
          className="import-progress"
          max={100}
          value={check.percent}
        />
      </div>
    );
  if (check.phase === 'failed')
    return (
      <p role="alert" className="import-error">
        {intl.formatMessage({ id: 'contacts.import.validateFailed' })}
      </p>
    );
  if (check.phase === 'done') {
    const { report } = check;
    const downloadErrors = () => {
      const base = fileName.replace(/\.csv$/i, '');
      saveBlob(`${base}-problems.csv`, buildErrorCsv(report, csvText));
    };
    return <ReportStep report={report} onDownloadErrors={downloadErrors} />;
  }
  return null;
}
