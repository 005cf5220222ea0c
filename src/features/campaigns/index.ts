/** The campaigns feature's public face: other features import only from here. */
export type { Campaign, CampaignStep, StepType } from './schemas';
