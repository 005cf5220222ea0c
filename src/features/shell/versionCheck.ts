import { type SagaIterator } from 'redux-saga';
import { call, takeLatest } from 'redux-saga/effects';
import { APP_VERSION } from '../../config/constants';
import { sagaServices } from '../../state/typedEffects';
import { sidebarItemClicked } from './slice';

function versionOf(file: unknown): string | null {
  if (file && typeof file === 'object' && 'version' in file && typeof file.version === 'string')
    return file.version;
  return null;
}

/**
 * On every sidebar click, public/version.json is read; a version other than the built one means a
 * new release is deployed, so caches are cleared and the page reloads. A failed read changes nothing.
 */
export function* checkVersion(): SagaIterator {
  const services = yield* sagaServices();
  let deployed: string | null;
  try {
    deployed = versionOf(yield call(services.fetchVersionFile));
  } catch {
    return;
  }
  if (deployed === null || deployed === APP_VERSION) return;
  try {
    yield call(services.clearCaches);
  } finally {
    services.reloadPage();
  }
}

export function* shellSaga(): SagaIterator {
  yield takeLatest(sidebarItemClicked.type, checkVersion);
}
