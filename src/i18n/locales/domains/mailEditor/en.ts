/** English messages of the mailEditor screens (the source of their keys). */
export const mailEditorEn = {} as const;
