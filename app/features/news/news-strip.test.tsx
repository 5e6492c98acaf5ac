import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyOf, WithI18n } from '#tests/support/i18n';
import { newsDateLabels } from './news-dates';
import { NewsStrip } from './news-strip';

const NEWS = copyOf('en').news.items;

/** jsdom has no matchMedia: answer the reduced-motion query as the test needs. */
function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function renderStrip() {
  const view = render(
    <WithI18n>
      <MemoryRouter>
        <NewsStrip dates={newsDateLabels(NEWS, 'en-US')} />
      </MemoryRouter>
    </WithI18n>,
  );
  const track = view.container.querySelector<HTMLElement>('.news-track');
  if (!track) throw new Error('no track');
  return { user: userEvent.setup(), track };
}

afterEach(() => vi.unstubAllGlobals());

describe('newsDateLabels', () => {
  it('writes each date as the language does, on the day it was written in any time zone', () => {
    const dates = newsDateLabels(NEWS, 'en-US');
    expect(dates['synthamour-bio-founded']).toBe('Dec 9, 2025');
    expect(dates['custom-ely-launch-date']).toBe('Nov 10, 2026');
    expect(newsDateLabels(copyOf('es').news.items, 'es-MX')['synthamour-bio-founded']).toBe(
      '9 dic 2025',
    );
  });
});

// Rendering whole sections in jsdom is slow on a busy machine.
describe('NewsStrip', { timeout: 20_000 }, () => {
  it('scrolls a seamless loop whose copy is hidden from assistive technology', () => {
    prefersReducedMotion(false);
    const { track } = renderStrip();
    expect(track).toHaveAttribute('data-animated', 'true');
    expect(track).toHaveAttribute('data-paused', 'false');
    expect(track.style.getPropertyValue('--news-duration')).toBe('40s');
    const [list, copy] = within(track).getAllByRole('list', { hidden: true });
    expect(list).not.toHaveAttribute('aria-hidden');
    expect(copy).toHaveAttribute('aria-hidden', 'true');
    expect(copy).toHaveAttribute('inert');
    // Only the first copy's links are reachable, each with its date.
    const links = within(track).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(
      NEWS.map((item) => expect.stringContaining(item.title)),
    );
    expect(list?.querySelectorAll('time')).toHaveLength(NEWS.length);
    expect(list?.querySelector('time')).toHaveAttribute('datetime', NEWS[0]?.date);
    expect(list?.querySelector('time')).toHaveTextContent('Nov 10, 2026');
  });

  it('pauses and plays, reflecting the state with aria-pressed', async () => {
    prefersReducedMotion(false);
    const { user, track } = renderStrip();
    const pause = screen.getByRole('button', { name: 'Pause news' });
    const play = screen.getByRole('button', { name: 'Play news' });
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    expect(play).toHaveAttribute('aria-pressed', 'true');

    await user.click(pause);
    expect(track).toHaveAttribute('data-paused', 'true');
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    expect(play).toHaveAttribute('aria-pressed', 'false');

    await user.click(play);
    expect(track).toHaveAttribute('data-paused', 'false');
    expect(play).toHaveAttribute('aria-pressed', 'true');
  });

  it('speeds up 40, 35 … 10 s per loop, then says it is the fastest and stays at 10', async () => {
    prefersReducedMotion(false);
    const { user, track } = renderStrip();
    const faster = screen.getByRole('button', { name: 'Speed up news' });
    const seen = [screen.getByRole('status').textContent];
    for (let i = 0; i < 7; i += 1) {
      await user.click(faster);
      seen.push(screen.getByRole('status').textContent);
    }
    expect(seen).toEqual([
      ...[40, 35, 30, 25, 20, 15].map((s) => `${s} s per loop`),
      '10 s per loop · fastest',
      '10 s per loop · fastest',
    ]);
    expect(track.style.getPropertyValue('--news-duration')).toBe('10s');
    // Still focusable (so a keyboard user stays on it), and marked as going no further.
    expect(faster).toHaveAttribute('aria-disabled', 'true');
    expect(faster).not.toBeDisabled();
  });

  it('under reduced motion stays still as a plain list until the visitor presses Play', async () => {
    prefersReducedMotion(true);
    const { user, track } = renderStrip();
    expect(track).toHaveAttribute('data-animated', 'false');
    expect(within(track).getAllByRole('list', { hidden: true })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Pause news' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText(/asks for reduced motion/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Play news' }));
    expect(track).toHaveAttribute('data-animated', 'true');
    expect(track).toHaveAttribute('data-paused', 'false');

    await user.click(screen.getByRole('button', { name: 'Pause news' }));
    expect(track).toHaveAttribute('data-animated', 'true');
    expect(track).toHaveAttribute('data-paused', 'true');
  });
});
