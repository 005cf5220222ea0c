import { fireEvent, screen } from '@testing-library/react';
import { preloadAppModules, atDesktopWidth } from '../../utils/appSetup';
import { renderApp } from '../../utils/renderApp';
import { settle } from './contactsTestKit';

preloadAppModules(() => import('../../../src/features/contacts/pages/ContactListPage'));
atDesktopWidth();

it(`debug`, async () => {
  await renderApp('/dashboard/mailinglist/1', { as: 'market' });
  await settle(1500);
  const main = document.querySelector('main')!;
  console.log(main.innerHTML.replace(/<svg.*?<\/svg>/g, '').slice(0, 5000));
  const vp = document.querySelector('.contact-grid__viewport') as HTMLElement;
  vp.scrollTop = 500;
  console.log('scrollTop', vp.scrollTop, typeof requestAnimationFrame);
  fireEvent.scroll(vp);
  await settle(100);
  console.log([...document.querySelectorAll('[role=row]')].map(r => r.getAttribute('aria-rowindex')).join(','));
});
