import '../register';
import { Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messageIds';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { listNameProblem } from '../listNameRules';
import { listOptionsCall, selectListOptions } from '../slice';
import '../components/contacts.css';
import { CheckStep } from './CheckStep';
import { CloseQuestion } from './CloseQuestion';
import { FileStep } from './FileStep';
import {
  importCancelled,
  importRetried,
  importStarted,
  importWizardOpened,
  selectImport,
} from './importSlice';
import { MappingStep } from './MappingStep';
import { ServerStep } from './ServerStep';
import { ExistingList, NewListName } from './TargetStep';
import { useChosenCsv } from './useChosenCsv';
import { useFileCheck } from './useFileCheck';
import { WizardFooter } from './WizardFooter';
import './import.css';

/**
 * The two sidebar modals' flow (issue "Upload contacts and Create contact list"): name a new list
 * or pick one, choose one CSV, see its first rows at once, match its columns and check the whole
 * file in a worker. Then it hands the file to the import saga (importSaga.ts), which checks the
 * name, uploads, maps and waits for the server, and shows that saga's progress from the store.
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
  const imported = useAppSelector(selectImport);
  const options = useAppSelector(selectListOptions);
  const csv = useChosenCsv();
  const fileCheck = useFileCheck();
  const { check } = fileCheck;

  const [name, setName] = useState('');
  const [nameProblem, setNameProblem] = useState<MessageId | null>(null);
  const [targetList, setTargetList] = useState<number | null>(null);
  const [targetMissing, setTargetMissing] = useState(false);
  const [askClose, setAskClose] = useState(false);

  useEffect(() => {
    dispatch(importWizardOpened());
    if (mode === 'upload') dispatch(listOptionsCall.request({}));
    // Once, on opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const serverSide = imported.phase !== 'idle' && imported.phase !== 'checkingName';
  const checkingName = imported.phase === 'checkingName';
  const checking = check.phase === 'running';
  // The saga's verdict on the name, while the field still holds the name it refused.
  const refused = imported.refusedName?.name === name.trim() ? imported.refusedName.reason : null;
  const shownNameProblem: MessageId | null =
    nameProblem ??
    (refused === 'taken' ? 'contacts.name.taken' : refused ? 'contacts.name.checkFailed' : null);

  const targetReady = (): boolean => {
    if (mode === 'upload') {
      setTargetMissing(targetList === null);
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

  const runCheck = () => {
    if (!csv.file || !csv.preview || csv.missing.length > 0 || !targetReady()) return;
    void fileCheck.run(csv.file, csv.mapping);
  };

  const proceed = () => {
    if (!csv.file || check.phase !== 'done' || !targetReady()) return;
    const existing = options.data?.find((list) => list.id === targetList);
    dispatch(
      importStarted({
        file: csv.file,
        target: mode === 'create' ? { name: name.trim() } : { listId: targetList! },
        listName: mode === 'create' ? name.trim() : (existing?.name ?? ''),
        mapping: csv.mapping,
        repairZips: check.report.repairedZips > 0,
      }),
    );
  };

  // Closing loses the chosen file and checks; before the file is uploaded it also stops the import.
  const stoppable = checkingName || imported.phase === 'create' || imported.phase === 'upload';
  const unsaved = stoppable || (!serverSide && csv.file !== null);
  const requestClose = () => (unsaved ? setAskClose(true) : onClose());
  const confirmClose = () => {
    fileCheck.stop();
    if (stoppable) dispatch(importCancelled());
    onClose();
  };

  return (
    <Modal
      open
      width={880}
      title={intl.formatMessage({
        id: mode === 'create' ? 'contacts.import.createTitle' : 'contacts.import.uploadTitle',
      })}
      onCancel={requestClose}
      mask={{ closable: false }}
      footer={
        <WizardFooter
          stage={serverSide ? 'server' : check.phase === 'done' ? 'checked' : check.phase}
          canCheck={csv.preview !== null && csv.missing.length === 0}
          proceeding={checkingName}
          onClose={requestClose}
          onCheck={runCheck}
          onStopCheck={fileCheck.stop}
          onBack={fileCheck.reset}
          onProceed={proceed}
        />
      }
    >
      {askClose ? (
        <CloseQuestion onStop={confirmClose} onKeepGoing={() => setAskClose(false)} />
      ) : null}
      {serverSide ? (
        <ServerStep
          state={imported}
          listName={imported.listName}
          onRetry={() => dispatch(importRetried())}
          onOpenList={onClose}
        />
      ) : (
        <>
          {mode === 'create' ? (
            <NewListName
              name={name}
              problem={shownNameProblem}
              disabled={checking}
              onChange={(value) => {
                setName(value);
                setNameProblem(null);
              }}
            />
          ) : (
            <ExistingList
              listId={targetList}
              options={options}
              missing={targetMissing}
              disabled={checking}
              onChange={(value) => {
                setTargetList(value);
                setTargetMissing(false);
              }}
            />
          )}
          <FileStep
            file={csv.file}
            preview={csv.preview}
            problem={csv.problem ? intl.formatMessage({ id: csv.problem }) : null}
            disabled={checking}
            onChoose={(files) => {
              fileCheck.reset();
              void csv.choose(files);
            }}
          />
          {csv.preview && check.phase !== 'done' ? (
            <MappingStep
              header={csv.preview.header}
              mapping={csv.mapping}
              missing={csv.missing}
              disabled={checking}
              onAssign={csv.assign}
            />
          ) : null}
          <CheckStep check={check} fileName={csv.file?.name ?? ''} />
        </>
      )}
    </Modal>
  );
}
