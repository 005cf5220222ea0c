import type { smsEditorEn } from './en';

export const smsEditorIt: Record<keyof typeof smsEditorEn, string> = {};
