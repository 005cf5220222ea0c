import { Button } from 'antd';
import { useIntl } from 'react-intl';
import type { CsvValidationReport } from '../csv/types';
import { formatBytes } from './formatBytes';

/** Step 3's outcome: what the check found, and the problem rows as a CSV to download. */
export function ReportStep({
  report,
  onDownloadErrors,
}: {
  report: CsvValidationReport;
  onDownloadErrors: () => void;
}) {
  const intl = useIntl();
  const problems = [
    ['contacts.import.badEmails', report.badEmail],
    ['contacts.import.badPhones', report.badPhone],
    ['contacts.import.badZips', report.badZip],
    ['contacts.import.duplicates', report.duplicateEmails],
    ['contacts.import.wrongColumns', report.wrongColumnCount],
    ['contacts.import.repairedZips', report.repairedZips],
  ] as const;
  const listed = report.errors.count > 0;
  return (
    <section className="import-step" aria-labelledby="import-report-title">
      <h2 id="import-report-title" className="import-subtitle">
        {intl.formatMessage({ id: 'contacts.import.reportTitle' })}
      </h2>
      <ul className="import-report">
        <li>
          <strong>
            {intl.formatMessage({ id: 'contacts.import.rows' }, { count: report.rows })}
          </strong>
        </li>
        {problems
          .filter(([, count]) => count > 0)
          .map(([id, count]) => (
            <li key={id}>{intl.formatMessage({ id }, { count })}</li>
          ))}
      </ul>
      {problems.every(([, count]) => count === 0) ? (
        <p>{intl.formatMessage({ id: 'contacts.import.noProblems' })}</p>
      ) : null}
      <p className="contacts-hint">
        {intl.formatMessage(
          { id: 'contacts.import.checkedIn' },
          {
            size: formatBytes(intl, report.bytes),
            seconds: intl.formatNumber(report.ms / 1000, { maximumFractionDigits: 1 }),
          },
        )}
      </p>
      {listed ? (
        <Button onClick={onDownloadErrors}>
          {intl.formatMessage({ id: 'contacts.import.downloadErrors' })}
        </Button>
      ) : null}
    </section>
  );
}
