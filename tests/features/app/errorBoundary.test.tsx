import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { ErrorBoundary } from '../../../src/app/ErrorBoundary';
import { en } from '../../../src/i18n/locales/en';

function Broken(): never {
  throw new Error('render failed');
}

describe('the error boundary', () => {
  it('shows a friendly page with a reload button instead of a blank screen, and records the error', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <IntlProvider locale="en" messages={en}>
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>
      </IntlProvider>,
    );
    expect(
      screen.getByRole('heading', { name: 'Something went wrong on this page' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    // Without a DSN the reporter logs locally instead of loading Sentry.
    expect(
      logged.mock.calls.some((call) =>
        call.some((arg) => arg instanceof Error && arg.message === 'render failed'),
      ),
    ).toBe(true);
  });
});
