import { screen } from '@testing-library/react';
import { renderApp } from '../../utils/renderApp';
import { findPageHeading } from '../contacts/contactsTestKit';

/** The first seeded card of the Design Studio user (src/mocks/templates/seed.ts). */
export const FIRST_CARD = 201;

/** Opens the card editor through its route and waits for its toolbar. */
export async function openEditor(
  path = '/dashboard/cardeditor',
  as: 'studio' | 'admin' = 'studio',
) {
  const view = await renderApp(path, { as });
  await findPageHeading('Card Editor');
  await screen.findByRole('toolbar', { name: 'Card editor tools' });
  return view;
}
