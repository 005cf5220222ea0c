/**
 * The templates feature's public face: other features import only from here. Nothing here
 * registers the templates state: the campaign builder reads template lists through its own calls.
 */
export { getTemplatesByIdsEndpoint, listTemplatesEndpoint } from './api';
export type { Template, TemplateType } from './schemas';
export { svgImageSource } from './components/library/cardArtwork';
