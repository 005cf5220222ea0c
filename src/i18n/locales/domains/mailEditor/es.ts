import type { mailEditorEn } from './en';

export const mailEditorEs: Record<keyof typeof mailEditorEn, string> = {};
