import { act, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { genericErrorRaised, successRaised } from '../../../src/state/notices';
import { renderWithApp } from '../../utils/renderWithStore';

/**
 * The spec's toast rules, pinned in its own numbers (templates-campaigns-contacts §8–§9,
 * accounts-money "Toasts"): top-right, no auto close by default, success toasts 3 seconds, the
 * generic error toast 5 seconds. react-toastify closes a toast when its progress bar's animation
 * ends, so the bar's duration is the time the user sees it; a toast without auto close has none.
 */

function toastOf(text: string): HTMLElement {
  const toast = screen.getByText(text).closest<HTMLElement>('.Toastify__toast');
  if (!toast) throw new Error(`no toast holds "${text}"`);
  return toast;
}

function shownFor(toast: HTMLElement): string | null {
  const bar = toast.querySelector<HTMLElement>('.Toastify__progress-bar');
  if (!bar || bar.getAttribute('aria-hidden') === 'true') return null;
  return bar.style.animationDuration;
}

it('toasts appear top-right', async () => {
  const { store } = renderWithApp(<p>screen</p>);
  act(() => {
    store.dispatch(successRaised({ text: 'Saved the thing' }));
  });
  const toast = await screen.findByText('Saved the thing');
  expect(toast.closest('.Toastify__toast-container')).toHaveClass(
    'Toastify__toast-container--top-right',
  );
});

it('a success toast lasts 3 seconds', async () => {
  const { store } = renderWithApp(<p>screen</p>);
  act(() => {
    store.dispatch(successRaised({ text: 'Template saved' }));
  });
  await screen.findByText('Template saved');
  expect(shownFor(toastOf('Template saved'))).toBe('3000ms');
});

it('the generic error toast lasts 5 seconds and says the spec’s words', async () => {
  const { store } = renderWithApp(<p>screen</p>);
  act(() => {
    store.dispatch(genericErrorRaised({ id: 'error.generic' }));
  });
  await screen.findByText('Something went wrong. Please try again later.');
  expect(shownFor(toastOf('Something went wrong. Please try again later.'))).toBe('5000ms');
});

it('a toast without its own duration stays until it is closed (the container’s default)', async () => {
  const { store } = renderWithApp(<p>screen</p>);
  // The toaster loads lazily with the first notice; then a toast from anywhere uses its defaults.
  act(() => {
    store.dispatch(successRaised({ text: 'Ready' }));
  });
  await screen.findByText('Ready');
  act(() => {
    toast.error('Upload refused');
  });
  await screen.findByText('Upload refused');
  expect(shownFor(toastOf('Upload refused'))).toBeNull();
});
