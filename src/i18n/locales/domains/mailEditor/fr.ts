import type { mailEditorEn } from './en';

export const mailEditorFr: Record<keyof typeof mailEditorEn, string> = {};
