import { Button } from 'antd';
import { useIntl } from 'react-intl';
import './csvExport.css';

/**
 * Downloads the report as CSV. While the file comes in, the button is busy and a bar shows how
 * much has arrived (or moves without a figure when the server did not say the file's size).
 * `progress` is false when no download runs.
 */
export function CsvExportButton({
  progress,
  disabled,
  onExport,
}: {
  progress: number | null | false;
  disabled: boolean;
  onExport: () => void;
}) {
  const intl = useIntl();
  const running = progress !== false;
  const percent = typeof progress === 'number' ? Math.round(progress * 100) : null;
  return (
    <div className="csv-export">
      <Button loading={running} disabled={disabled} onClick={() => !running && onExport()}>
        {intl.formatMessage({ id: 'report.csv' })}
      </Button>
      {running ? (
        <div
          className="csv-export__bar"
          role="progressbar"
          aria-label={intl.formatMessage({ id: 'report.csv.progress' })}
          aria-valuemin={0}
          aria-valuemax={100}
          {...(percent === null
            ? { 'aria-valuetext': intl.formatMessage({ id: 'report.csv.sizeUnknown' }) }
            : { 'aria-valuenow': percent })}
        >
          <span
            className={
              percent === null ? 'csv-export__fill csv-export__fill--unknown' : 'csv-export__fill'
            }
            style={percent === null ? undefined : { width: `${percent}%` }}
          />
        </div>
      ) : null}
    </div>
  );
}
