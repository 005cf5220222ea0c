import { contactsEn } from './en';

// Translation pending in this session: English stands in so the app runs.
export const contactsZh: Record<keyof typeof contactsEn, string> = { ...contactsEn };
