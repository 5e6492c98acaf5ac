import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CUSTOM_ELY_LAUNCH } from '#domain/catalog';
import { WithI18n } from '#tests/support/i18n';
import { forgetCustomElyLaunch } from '../../lib/custom-ely-launch';
import { ProductCartButton } from './custom-ely-gate';

/**
 * Custom ELY's button on the products page once hydrated: they follow the
 * launch the server is configured with (`GET /api/subscriptions/config`), not the catalogue's
 * date, as /ely's Subscribe does. The catalogue's date is in the future for these tests (the
 * browser's clock is not faked), so the catalogue alone would say 'Available January 1st'.
 */

function answerConfig(launch: string, planId: string | null = 'P-CUSTOM-ELY') {
  const fetchMock = vi.fn(async (url: string) => {
    if (url === '/api/subscriptions/config') {
      return Response.json({
        mode: 'stand-in',
        planId,
        launch,
        clientId: 'test',
        sdkBaseUrl: null,
      });
    }
    return Response.json({ products: {} });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  forgetCustomElyLaunch();
});

function renderButton(locale: 'en' | 'es') {
  return render(
    <WithI18n locale={locale}>
      <MemoryRouter>
        <ProductCartButton productId="custom-ely" />
      </MemoryRouter>
    </WithI18n>,
  );
}

const PAST = '2020-01-01T06:00:00.000Z';
const EARLIER = '2026-12-15T06:00:00.000Z';

describe('Custom ELY on the products page follows the configured launch', () => {
  it.skipIf(Date.now() >= CUSTOM_ELY_LAUNCH.getTime())(
    'launched earlier than the catalogue: a link to subscribe on /ely, in both languages',
    async () => {
      answerConfig(PAST);
      const { unmount } = renderButton('en');
      const link = await screen.findByRole('link', { name: 'Subscribe' });
      expect(link).toHaveAttribute('href', '/ely#ely-plans-heading');
      expect(screen.queryByRole('button')).toBeNull();
      unmount();
      forgetCustomElyLaunch();
      renderButton('es');
      const enlace = await screen.findByRole('link', { name: 'Suscribirme' });
      expect(enlace).toHaveAttribute('href', '/es/ely#ely-plans-heading');
    },
  );

  it('a launch other than the catalogue’s, still to come: disabled, with that day through Intl', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-01T12:00:00Z'), toFake: ['Date'] });
    try {
      answerConfig(EARLIER);
      const { unmount } = renderButton('en');
      const button = await screen.findByRole('button', { name: 'Available December 15, 2026' });
      expect(button).toBeDisabled();
      unmount();
      forgetCustomElyLaunch();
      renderButton('es');
      expect(
        await screen.findByRole('button', { name: 'Disponible el 15 de diciembre de 2026' }),
      ).toBeDisabled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('the catalogue’s own launch: the catalogue’s words', async () => {
    vi.useFakeTimers({ now: CUSTOM_ELY_LAUNCH.getTime() - 60_000, toFake: ['Date'] });
    try {
      const fetchMock = answerConfig(CUSTOM_ELY_LAUNCH.toISOString());
      renderButton('en');
      await vi.waitFor(() =>
        expect(fetchMock).toHaveBeenCalledWith('/api/subscriptions/config', expect.anything()),
      );
      expect(await screen.findByRole('button', { name: 'Available January 1st' })).toBeDisabled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('subscriptions off (no plan): the catalogue’s button', async () => {
    vi.useFakeTimers({ now: CUSTOM_ELY_LAUNCH.getTime() - 60_000, toFake: ['Date'] });
    try {
      const fetchMock = answerConfig(PAST, null);
      renderButton('en');
      await vi.waitFor(() =>
        expect(fetchMock).toHaveBeenCalledWith('/api/subscriptions/config', expect.anything()),
      );
      expect(await screen.findByRole('button', { name: 'Available January 1st' })).toBeDisabled();
      expect(screen.queryByRole('link')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
