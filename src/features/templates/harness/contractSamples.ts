import {
  categoryFilterEndpoint,
  convertPdfEndpoint,
  createTemplateEndpoint,
  deleteTemplateEndpoint,
  duplicateTemplateEndpoint,
  favouriteTemplateEndpoint,
  getTemplatesByIdsEndpoint,
  listTemplatesEndpoint,
  mergeTagsEndpoint,
  notifyTemplatesInsertedEndpoint,
  proofEndpoint,
  quickUpdateTemplateEndpoint,
  searchTemplatesEndpoint,
  shareTemplateEndpoint,
  singleSendEndpoint,
  smsOrEmailEditInfoEndpoint,
  templateCompleteStatusEndpoint,
  templateDetailsEndpoint,
  templateJsonContentEndpoint,
  templateNameExistsEndpoint,
  updateTemplateEndpoint,
} from '../api';
import {
  editTimerEndpoint,
  reserveCardIdEndpoint,
  saveSvgFileEndpoint,
  svgStatusEndpoint,
} from '../../cardEditor/api';
import { type ContractSample, sample } from '../../../../tests/unit/mocks/contract/sample';

/**
 * Templates the studio owns and no campaign uses (seeded: sms 1–36, mail 101–136, card 201–236;
 * the studio owns the first 24 of each type, campaigns use the first one).
 */
const SMS_ID = 3;
const MAIL_ID = 103;
const CARD_ID = 203;

export const CONTRACT_SAMPLES: ContractSample[] = [
  sample(searchTemplatesEndpoint, 'studio', { type: 'sms', limit: 10, offset: 0 }),
  sample(listTemplatesEndpoint, 'market', {
    type: 'card',
    limit: 12,
    offset: 0,
    apiused_bydesktop_status: 1,
  }),
  sample(categoryFilterEndpoint, 'studio', { categories: '1,2', limit: 10, offset: 0 }),
  sample(createTemplateEndpoint, 'studio', {
    type: 'mail',
    title: 'Contract mail',
    subject: 'Hello {{first_name}}',
    content: '<p>Hello</p>',
    category: 1,
    industry_id: 1,
  }),
  sample(updateTemplateEndpoint, 'studio', {
    template_id: SMS_ID,
    title: 'Contract sms',
    category: null,
    industry_id: null,
    content: 'Hi {{first_name}}',
  }),
  sample(quickUpdateTemplateEndpoint, 'studio', {
    template_id: SMS_ID,
    title: 'Quick',
    category: 2,
  }),
  sample(getTemplatesByIdsEndpoint, 'studio', { ids: [SMS_ID, MAIL_ID, CARD_ID] }),
  sample(deleteTemplateEndpoint, 'studio', { template_id: SMS_ID }),
  sample(templateCompleteStatusEndpoint, 'studio', { template_id: CARD_ID }),
  sample(templateDetailsEndpoint, 'studio', { template_id: CARD_ID }),
  sample(smsOrEmailEditInfoEndpoint, 'studio', { template_id: MAIL_ID }),
  sample(templateJsonContentEndpoint, 'studio', { template_id: CARD_ID }),
  sample(convertPdfEndpoint, 'studio', { template_id: SMS_ID }),
  sample(favouriteTemplateEndpoint, 'market', { template_id: CARD_ID, favourite_status: 1 }),
  sample(duplicateTemplateEndpoint, 'market', {
    template_id: MAIL_ID,
    template_name: 'My copy',
    template_type: 'mail',
  }),
  sample(shareTemplateEndpoint, 'studio', {
    template_id: SMS_ID,
    shareto_userid: 'market@mailcraft.demo',
    templete_name: 'Shared',
  }),
  sample(templateNameExistsEndpoint, 'studio', { template_name: 'New', template_type: 'sms' }),
  sample(mergeTagsEndpoint, 'studio', {}),
  sample(notifyTemplatesInsertedEndpoint, 'studio', { templateid_array: [SMS_ID, MAIL_ID] }),
  // Contact 1 is in the Marketplace user's first list and has a phone number.
  sample(singleSendEndpoint, 'market', { template_id: SMS_ID, contact_id: 1 }),
  sample(proofEndpoint, 'studio', { sku: 'EMAIL-1', subject: 'Hi', content: '<p>Hi</p>' }),
  // The card Design Studio's own calls.
  sample(reserveCardIdEndpoint, 'studio', { industry_id: 1 }),
  sample(saveSvgFileEndpoint, 'studio', {
    template_id: CARD_ID,
    side: 'front',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 666 450"></svg>',
  }),
  sample(svgStatusEndpoint, 'studio', { template_id: CARD_ID, svg_status: 1 }),
  sample(editTimerEndpoint, 'studio', {
    template_id: CARD_ID,
    started_at: '2026-11-02T09:30:00.000Z',
    seconds: 90,
  }),
];
