import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithI18n } from '#tests/support/i18n';
import { forgetCustomElyLaunch } from '../../lib/custom-ely-launch';
import { CustomElyNote } from './custom-ely-action';

/**
 * The note under Custom ELY's price on /ely once hydrated: it follows the launch the server is
 * configured with (`GET /api/subscriptions/config`), as the card's button does, not the
 * catalogue's 'Launches January 1st, 2027'.
 */

function answerConfig(launch: string, planId: string | null = 'P-CUSTOM-ELY') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({ mode: 'stand-in', planId, launch, clientId: 'test', sdkBaseUrl: null }),
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  forgetCustomElyLaunch();
});

const PAST = '2020-01-01T06:00:00.000Z';
const EARLIER = '2026-12-15T06:00:00.000Z';
const FAR = new Date(Date.now() + 400 * 86_400_000).toISOString();

describe('Custom ELY’s note on /ely follows the configured launch', () => {
  const note = 'Launches January 1st, 2027 · cancel any time';

  function renderNote(locale: 'en' | 'es', fallback = note) {
    return render(
      <WithI18n locale={locale}>
        <p data-testid="note">
          <CustomElyNote fallback={fallback} />
        </p>
      </WithI18n>,
    );
  }

  it('launched: no "Launches…", it is available, in both languages', async () => {
    answerConfig(PAST);
    const { unmount } = renderNote('en');
    await vi.waitFor(() =>
      expect(screen.getByTestId('note')).toHaveTextContent('Available now · cancel any time'),
    );
    unmount();
    forgetCustomElyLaunch();
    renderNote('es', 'Se lanza el 1 de enero de 2027 · cancela cuando quieras');
    await vi.waitFor(() =>
      expect(screen.getByTestId('note')).toHaveTextContent(
        'Disponible ya · cancela cuando quieras',
      ),
    );
  });

  it('an earlier launch still to come: its day', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-01T12:00:00Z'), toFake: ['Date'] });
    try {
      answerConfig(EARLIER);
      renderNote('en');
      await vi.waitFor(() =>
        expect(screen.getByTestId('note')).toHaveTextContent(
          'Launches December 15, 2026 · cancel any time',
        ),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('a later launch than the catalogue’s: its day too', async () => {
    answerConfig(FAR);
    renderNote('en');
    await vi.waitFor(() => expect(screen.getByTestId('note')).not.toHaveTextContent('January 1st'));
    expect(screen.getByTestId('note')).toHaveTextContent(/^Launches .+ · cancel any time$/);
  });
});
