import { screen } from '@testing-library/react';
import { atDesktopWidth, preloadAppModules } from '../../utils/appSetup';
import { renderApp } from '../../utils/renderApp';

preloadAppModules(() => import('../../../src/features/contacts/pages/ContactListsPage'));
atDesktopWidth();

it('smoke', async () => {
  const t0 = Date.now();
  await renderApp('/dashboard/mailing', { as: 'market' });
  await screen.findByText('Portland homeowners');
  console.log('took', Date.now() - t0);
  console.log(document.querySelector('main')?.outerHTML ?? document.body.innerHTML.slice(0, 20000));
});
