import { inline } from '../../../api';
import { createCall } from '../../../state/callState';
import {
  createTemplateEndpoint,
  listTemplatesEndpoint,
  notifyTemplatesInsertedEndpoint,
  templateCompleteStatusEndpoint,
  templateDetailsEndpoint,
  templateJsonContentEndpoint,
  updateTemplateEndpoint,
} from '../../templates';
import { getContactListsEndpoint, getContactsEndpoint } from '../../contacts';
import {
  editTimerEndpoint,
  reserveCardIdEndpoint,
  saveSvgFileEndpoint,
  svgStatusEndpoint,
} from '../api';

/**
 * The calls the card editor runs, each in one of its sagas' sequences. Opening shows a failure in
 * place of the canvas; every save step shows the server's words (spec §8: a card update failure
 * passes on what was returned) above the canvas; the timer and the notification are silent.
 */
const loadFailure = inline('cardEditor.load.failed');
const saveFailure = inline('cardEditor.save.failed');

export const cardContentCall = createCall('cardEditor/content', templateJsonContentEndpoint, {
  showFailure: loadFailure,
});
export const cardDetailsCall = createCall('cardEditor/details', templateDetailsEndpoint, {
  showFailure: loadFailure,
});
export const reserveIdCall = createCall('cardEditor/reserveId', reserveCardIdEndpoint);
export const saveSvgCall = createCall('cardEditor/saveSvg', saveSvgFileEndpoint);
export const svgStatusCall = createCall('cardEditor/svgStatus', svgStatusEndpoint);
export const createCardCall = createCall('cardEditor/create', createTemplateEndpoint, {
  showFailure: saveFailure,
});
export const updateCardCall = createCall('cardEditor/update', updateTemplateEndpoint, {
  showFailure: saveFailure,
});
export const completeStatusCall = createCall(
  'cardEditor/completeStatus',
  templateCompleteStatusEndpoint,
  { showFailure: saveFailure },
);
export const editTimerCall = createCall('cardEditor/editTimer', editTimerEndpoint);
export const notifyCompleteCall = createCall(
  'cardEditor/notifyComplete',
  notifyTemplatesInsertedEndpoint,
);

/** The merge preview's choices: the user's lists, then the first page of the chosen one. */
export const previewListsCall = createCall('cardEditor/previewLists', getContactListsEndpoint, {
  showFailure: inline('cardEditor.preview.listsFailed'),
});
export const previewContactsCall = createCall('cardEditor/previewContacts', getContactsEndpoint, {
  showFailure: inline('cardEditor.preview.contactsFailed'),
});

/** The Images panel's library: the author's own cards, whose images it offers again. */
export const libraryCardsCall = createCall('cardEditor/libraryCards', listTemplatesEndpoint, {
  showFailure: inline('cardEditor.images.libraryFailed'),
});
