import type { smsEditorEn } from './en';

export const smsEditorZh: Record<keyof typeof smsEditorEn, string> = {};
