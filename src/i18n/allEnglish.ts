import { en } from './locales/en';
import { contactsEn } from './locales/domains/contacts/en';
import { listBuilderEn } from './locales/domains/listBuilder/en';
import type { MessageId } from './messageIds';

/**
 * Every English message, first-load and lazy domains together. For tests and tools only: the app
 * itself must not import this, or the lazy domains would join the first load.
 */
export const allEnglish: Record<MessageId, string> = { ...en, ...contactsEn, ...listBuilderEn };
