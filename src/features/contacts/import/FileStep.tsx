import { useId } from 'react';
import { useIntl } from 'react-intl';
import { FileInput } from '../../../components/controls';
import type { CsvPreview } from '../csv/preview';
import { formatBytes } from './formatBytes';

/** Step 1: choose one CSV; its header and first rows show at once (only its first bytes are read). */
export function FileStep({
  file,
  preview,
  problem,
  disabled,
  onChoose,
}: {
  file: File | null;
  preview: CsvPreview | null;
  problem: string | null;
  disabled: boolean;
  onChoose: (files: FileList | null) => void;
}) {
  const intl = useIntl();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  return (
    <div className="import-step">
      <label htmlFor={inputId} className="import-label">
        {intl.formatMessage({ id: 'contacts.import.chooseFile' })}
      </label>
      <FileInput
        id={inputId}
        accept=".csv,text/csv"
        disabled={disabled}
        aria-describedby={`${hintId}${problem ? ` ${errorId}` : ''}`}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => onChoose(event.target.files)}
      />
      <p id={hintId} className="contacts-hint">
        {intl.formatMessage({ id: 'contacts.import.dropHint' })}
      </p>
      {problem ? (
        <p id={errorId} role="alert" className="import-error">
          {problem}
        </p>
      ) : null}
      {file && preview && preview.header.length > 0 ? (
        <>
          <p className="contacts-hint">
            {intl.formatMessage(
              { id: 'contacts.import.fileChosen' },
              { name: file.name, size: formatBytes(intl, file.size) },
            )}
          </p>
          <div
            className="import-preview"
            tabIndex={0}
            role="region"
            aria-label={intl.formatMessage(
              { id: 'contacts.import.previewCaption' },
              { name: file.name },
            )}
          >
            <table>
              <caption className="visually-hidden">
                {intl.formatMessage({ id: 'contacts.import.previewCaption' }, { name: file.name })}
              </caption>
              <thead>
                <tr>
                  {preview.header.map((name, index) => (
                    <th key={index} scope="col">
                      {name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((row, rowIndex) => (
                  <tr key={rowIndex}>
                    {preview.header.map((_name, index) => (
                      <td key={index}>{row[index] ?? ''}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </div>
  );
}
