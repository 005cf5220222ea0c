import type { mailEditorEn } from './en';

export const mailEditorIt: Record<keyof typeof mailEditorEn, string> = {};
