import type { smsEditorEn } from './en';

export const smsEditorEs: Record<keyof typeof smsEditorEn, string> = {};
