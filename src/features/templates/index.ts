/**
 * The templates feature's public face: other features import only from here. Nothing here
 * registers the templates state: the campaign builder reads template lists through its own calls.
 */
export {
  PROOF_SKUS,
  type TemplateFields,
  categoryFilterEndpoint,
  createTemplateEndpoint,
  getTemplatesByIdsEndpoint,
  listTemplatesEndpoint,
  mergeTagsEndpoint,
  notifyTemplatesInsertedEndpoint,
  proofEndpoint,
  templateCompleteStatusEndpoint,
  templateDetailsEndpoint,
  templateJsonContentEndpoint,
  updateTemplateEndpoint,
} from './api';
export type { MergeTag } from './schemas';
/** A proof of a template as it will go out (the editors' Get proof, the bulk mail center). */
export { decodeProof } from './components/editor/decodeProof';
export { ProofView } from './components/editor/ProofView';
export type { Template, TemplateType } from './schemas';
export { svgImageSource } from './components/library/cardArtwork';
