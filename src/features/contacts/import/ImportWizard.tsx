import '../register';
import { Alert, Button, Input, Modal } from 'antd';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messageIds';
import { saveBlob } from '../../../lib/saveBlob';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { buildErrorCsv } from '../csv/errorCsv';
import { assignColumn, autoMap, emptyMapping, missingRequired } from '../csv/fieldMapping';
import { checkChosenFiles, type FileRefusal } from '../csv/fileRules';
import { type CsvPreview, readCsvPreview } from '../csv/preview';
import type { CsvValidationReport, FieldMapping } from '../csv/types';
import { validateFile } from '../csv/validateFile';
import { LIST_NAME_MAX, listNameProblem } from '../listNameRules';
import { listOptionsCall, nameCheckCall, selectListOptions, selectNameCheck } from '../slice';
import '../components/contacts.css';
import { forgetFile, rememberFile } from './chosenFiles';
import { FileStep } from './FileStep';
import { importCancelled, importReset, importStarted, selectImport } from './importSlice';
import { MappingStep } from './MappingStep';
import { ReportStep } from './ReportStep';
import { ServerStep } from './ServerStep';
import { useErrorCsvText } from './useErrorCsvText';
import './import.css';

const REFUSALS: Record<FileRefusal, MessageId> = {
  none: 'contacts.import.fileNone',
  count: 'contacts.import.fileCount',
  type: 'contacts.import.fileType',
  size: 'contacts.import.fileSize',
  empty: 'contacts.import.fileEmpty',
};

type Check =
  | { phase: 'idle' }
  | { phase: 'running'; percent: number }
  | { phase: 'done'; report: CsvValidationReport }
  | { phase: 'failed' };

/**
 * The two sidebar modals' flow (issue "Upload contacts and Create contact list"): name a new list
 * or pick one, choose one CSV, see its first rows at once, match its columns, check the whole
 * file in a worker, then upload it, send the mapping and wait for the server to make it ready.
 */
export function ImportWizard({
  mode,
  onClose,
}: {
  mode: 'create' | 'upload';
  onClose: () => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const csvText = useErrorCsvText();
  const imported = useAppSelector(selectImport);
  const options = useAppSelector(selectListOptions);
  const nameCheck = useAppSelector(selectNameCheck);
  const nameId = useId();
  const listId = useId();

  const [name, setName] = useState('');
  const [nameProblem, setNameProblem] = useState<MessageId | null>(null);
  const [targetList, setTargetList] = useState<number | null>(null);
  const [targetProblem, setTargetProblem] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<CsvPreview | null>(null);
  const [fileProblem, setFileProblem] = useState<MessageId | null>(null);
  const [mapping, setMapping] = useState<FieldMapping>(emptyMapping);
  const [check, setCheck] = useState<Check>({ phase: 'idle' });
  const [askClose, setAskClose] = useState(false);
  /** The name last sent to contactlistname-existance; its answer decides whether to go on. */
  const [checkedName, setCheckedName] = useState<string | null>(null);
  const startWhenFree = useRef(false);
  const abort = useRef<AbortController | null>(null);
  const fileId = useRef<string | null>(null);

  // A finished or failed earlier import is not this one; one still running is shown as it goes.
  useEffect(() => {
    if (imported.phase === 'ready' || imported.phase === 'failed') dispatch(importReset());
    if (mode === 'upload') dispatch(listOptionsCall.request({}));
    return () => abort.current?.abort();
    // Once, on opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const serverSide = imported.phase !== 'idle';
  const missing = preview ? missingRequired(mapping) : [];

  const choose = async (files: FileList | null) => {
    abort.current?.abort();
    setCheck({ phase: 'idle' });
    setPreview(null);
    const chosen = checkChosenFiles(files ?? []);
    if (!chosen.ok) {
      setFile(null);
      setFileProblem(REFUSALS[chosen.reason]);
      return;
    }
    setFile(chosen.file);
    setFileProblem(null);
    try {
      const read = await readCsvPreview(chosen.file);
      if (read.header.length === 0) {
        setFileProblem('contacts.import.noHeader');
        return;
      }
      setPreview(read);
      setMapping(autoMap(read.header));
    } catch {
      setFileProblem('contacts.import.previewFailed');
    }
  };

  const targetReady = (): boolean => {
    if (mode === 'upload') {
      setTargetProblem(targetList === null);
      return targetList !== null;
    }
    const found = listNameProblem(name);
    const problem: MessageId | null = found
      ? found === 'required'
        ? 'contacts.name.required'
        : 'contacts.name.tooLong'
      : null;
    setNameProblem(problem);
    return problem === null;
  };

  const runCheck = async () => {
    if (!file || !preview || missing.length > 0) return;
    const controller = new AbortController();
    abort.current = controller;
    setCheck({ phase: 'running', percent: 0 });
    try {
      const report = await validateFile(file, mapping, {
        signal: controller.signal,
        onProgress: ({ bytesDone, bytesTotal }) =>
          setCheck({
            phase: 'running',
            percent: bytesTotal > 0 ? Math.floor((bytesDone / bytesTotal) * 100) : 0,
          }),
      });
      if (!controller.signal.aborted) setCheck({ phase: 'done', report });
    } catch {
      if (!controller.signal.aborted) setCheck({ phase: 'failed' });
      else setCheck({ phase: 'idle' });
    }
  };

  const start = useCallback(() => {
    if (!file) return;
    if (fileId.current) forgetFile(fileId.current);
    fileId.current = rememberFile(file);
    const listName =
      mode === 'create'
        ? name.trim()
        : (options.data?.find((list) => list.id === targetList)?.name ?? '');
    dispatch(
      importStarted({
        fileId: fileId.current,
        target: mode === 'create' ? { name: name.trim() } : { listId: targetList! },
        listName,
        mapping,
        repairZips: check.phase === 'done' && check.report.repairedZips > 0,
      }),
    );
  }, [file, mode, name, options.data, targetList, dispatch, mapping, check]);

  const proceed = () => {
    if (!targetReady()) return;
    if (mode === 'upload') {
      start();
      return;
    }
    // A new list's name must be free (contactlistname-existance) before anything is uploaded.
    setCheckedName(name.trim());
    startWhenFree.current = true;
    dispatch(nameCheckCall.request({ name: name.trim() }));
  };
  const nameVerdict: MessageId | null =
    checkedName === null || checkedName !== name.trim() || nameCheck.loading
      ? null
      : nameCheck.error
        ? 'contacts.name.checkFailed'
        : nameCheck.data?.exists
          ? 'contacts.name.taken'
          : null;
  useEffect(() => {
    if (!startWhenFree.current || nameCheck.loading || !nameCheck.data) return;
    startWhenFree.current = false;
    if (!nameCheck.data.exists && !nameCheck.error) start();
  }, [nameCheck, start]);
  const shownNameProblem = nameProblem ?? nameVerdict;

  const retry = () => {
    if (!imported.request || !imported.failedStep) return;
    const from = imported.failedStep;
    dispatch(
      importStarted({
        ...imported.request,
        ...(imported.listId ? { resume: { listId: imported.listId, from } } : {}),
      }),
    );
  };

  const downloadErrors = () => {
    if (check.phase !== 'done' || !file) return;
    const base = file.name.replace(/\.csv$/i, '');
    saveBlob(`${base}-problems.csv`, buildErrorCsv(check.report, csvText));
  };

  // Closing loses the chosen file and checks; during the upload it also stops the upload.
  const uploading = imported.phase === 'create' || imported.phase === 'upload';
  const unsaved = uploading || (!serverSide && file !== null);
  const requestClose = () => (unsaved ? setAskClose(true) : onClose());
  const confirmClose = () => {
    abort.current?.abort();
    if (uploading) dispatch(importCancelled());
    if (uploading) dispatch(importReset());
    onClose();
  };

  const title = intl.formatMessage({
    id: mode === 'create' ? 'contacts.import.createTitle' : 'contacts.import.uploadTitle',
  });
  const checking = check.phase === 'running';
  const footer = serverSide ? (
    <Button onClick={requestClose}>{intl.formatMessage({ id: 'common.close' })}</Button>
  ) : (
    <>
      <Button onClick={requestClose}>{intl.formatMessage({ id: 'common.cancel' })}</Button>
      {check.phase === 'done' ? (
        <>
          <Button onClick={() => setCheck({ phase: 'idle' })}>
            {intl.formatMessage({ id: 'contacts.import.back' })}
          </Button>
          <Button type="primary" loading={nameCheck.loading} onClick={proceed}>
            {intl.formatMessage({ id: 'contacts.import.proceed' })}
          </Button>
        </>
      ) : checking ? (
        <Button onClick={() => abort.current?.abort()}>
          {intl.formatMessage({ id: 'contacts.import.cancelCheck' })}
        </Button>
      ) : (
        <Button
          type="primary"
          disabled={!preview || missing.length > 0}
          onClick={() => {
            if (targetReady()) void runCheck();
          }}
        >
          {intl.formatMessage({ id: 'contacts.import.validate' })}
        </Button>
      )}
    </>
  );

  return (
    <Modal
      open
      width={880}
      title={title}
      onCancel={requestClose}
      mask={{ closable: false }}
      footer={footer}
    >
      {askClose ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={intl.formatMessage({ id: 'contacts.import.closeAsk' })}
          action={
            <>
              <Button size="small" danger onClick={confirmClose}>
                {intl.formatMessage({ id: 'contacts.import.closeConfirm' })}
              </Button>{' '}
              <Button size="small" onClick={() => setAskClose(false)}>
                {intl.formatMessage({ id: 'contacts.import.keepGoing' })}
              </Button>
            </>
          }
        />
      ) : null}
      {serverSide ? (
        <ServerStep
          state={imported}
          listName={imported.request?.listName ?? ''}
          onRetry={retry}
          onOpenList={onClose}
        />
      ) : (
        <>
          <div className="import-step">
            {mode === 'create' ? (
              <>
                <label htmlFor={nameId} className="import-label">
                  {intl.formatMessage({ id: 'contacts.name.label' })}
                  <span aria-hidden="true"> *</span>
                </label>
                <Input
                  id={nameId}
                  value={name}
                  aria-required
                  aria-invalid={shownNameProblem ? true : undefined}
                  aria-describedby={shownNameProblem ? `${nameId}-error` : undefined}
                  disabled={checking}
                  onChange={(event) => {
                    setName(event.target.value);
                    setNameProblem(null);
                  }}
                />
                {shownNameProblem ? (
                  <p id={`${nameId}-error`} role="alert" className="import-error">
                    {intl.formatMessage({ id: shownNameProblem }, { max: LIST_NAME_MAX })}
                  </p>
                ) : null}
              </>
            ) : (
              <>
                <label htmlFor={listId} className="import-label">
                  {intl.formatMessage({ id: 'contacts.import.targetList' })}
                  <span aria-hidden="true"> *</span>
                </label>
                <select
                  id={listId}
                  className="import-select"
                  value={targetList ?? ''}
                  aria-required
                  aria-invalid={targetProblem ? true : undefined}
                  disabled={checking}
                  onChange={(event) => {
                    setTargetList(event.target.value ? Number(event.target.value) : null);
                    setTargetProblem(false);
                  }}
                >
                  <option value="">
                    {intl.formatMessage({ id: 'contacts.import.targetListPlaceholder' })}
                  </option>
                  {(options.data ?? []).map((list) => (
                    <option key={list.id} value={list.id}>
                      {list.name}
                    </option>
                  ))}
                </select>
                {targetProblem ? (
                  <p role="alert" className="import-error">
                    {intl.formatMessage({ id: 'contacts.import.targetRequired' })}
                  </p>
                ) : null}
                {options.error ? (
                  <p role="alert" className="import-error">
                    {intl.formatMessage({ id: 'contacts.import.listsFailed' })}
                  </p>
                ) : null}
                {options.data?.length === 0 ? (
                  <p className="contacts-hint">
                    {intl.formatMessage({ id: 'contacts.import.noLists' })}
                  </p>
                ) : null}
              </>
            )}
          </div>
          <FileStep
            file={file}
            preview={preview}
            problem={fileProblem ? intl.formatMessage({ id: fileProblem }) : null}
            disabled={checking}
            onChoose={(files) => void choose(files)}
          />
          {preview && check.phase !== 'done' ? (
            <MappingStep
              header={preview.header}
              mapping={mapping}
              missing={missing}
              disabled={checking}
              onAssign={(field, column) => setMapping((now) => assignColumn(now, field, column))}
            />
          ) : null}
          {check.phase === 'running' ? (
            <div className="import-step">
              <label className="import-label" htmlFor="import-check-progress">
                {intl.formatMessage(
                  { id: 'contacts.import.validating' },
                  { percent: check.percent },
                )}
              </label>
              <progress
                id="import-check-progress"
                className="import-progress"
                max={100}
                value={check.percent}
              />
            </div>
          ) : null}
          {check.phase === 'failed' ? (
            <p role="alert" className="import-error">
              {intl.formatMessage({ id: 'contacts.import.validateFailed' })}
            </p>
          ) : null}
          {check.phase === 'done' ? (
            <ReportStep report={check.report} onDownloadErrors={downloadErrors} />
          ) : null}
        </>
      )}
    </Modal>
  );
}
