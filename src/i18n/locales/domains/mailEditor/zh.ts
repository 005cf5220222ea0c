import type { mailEditorEn } from './en';

export const mailEditorZh: Record<keyof typeof mailEditorEn, string> = {};
