import type { smsEditorEn } from './en';

export const smsEditorFr: Record<keyof typeof smsEditorEn, string> = {};
