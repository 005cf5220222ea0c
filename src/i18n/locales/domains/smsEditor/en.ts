/** English messages of the smsEditor screens (the source of their keys). */
export const smsEditorEn = {} as const;
