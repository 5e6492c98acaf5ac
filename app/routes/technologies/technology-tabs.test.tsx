import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '#site/pages';
import { WithI18n } from '#tests/support/i18n';
import { TechnologyTabs } from './technology-tabs';

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderTabs(url: string = ROUTES.technologies) {
  const router = createMemoryRouter(
    [
      {
        path: ROUTES.technologies,
        element: (
          <>
            <TechnologyTabs />
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: ['/elsewhere', url], initialIndex: 1 },
  );
  render(
    <WithI18n>
      <RouterProvider router={router} />
    </WithI18n>,
  );
  return { user: userEvent.setup(), router };
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });

// Rendering whole sections in jsdom is slow on a busy machine.
describe('TechnologyTabs', { timeout: 20_000 }, () => {
  it('shows the ELY tab by default, with one tab stop and linked panels', () => {
    renderTabs();
    const ely = tab(/ELY Companion/);
    const bio = tab(/Biomedical AI/);
    expect(ely).toHaveAttribute('aria-selected', 'true');
    expect(ely).toHaveAttribute('tabindex', '0');
    expect(bio).toHaveAttribute('aria-selected', 'false');
    expect(bio).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel');
    expect(ely).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveAccessibleName('ELY Companion');
    expect(within(panel).getByRole('heading', { name: 'Volumetric display' })).toBeVisible();
  });

  it('moves focus and selection with the arrow keys, Home and End, wrapping around', async () => {
    const { user } = renderTabs();
    await user.tab();
    expect(tab(/ELY Companion/)).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(tab(/Biomedical AI/)).toHaveFocus();
    expect(tab(/Biomedical AI/)).toHaveAttribute('aria-selected', 'true');
    expect(tab(/Biomedical AI/)).toHaveAttribute('tabindex', '0');
    expect(tab(/ELY Companion/)).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Biomedical AI');

    await user.keyboard('{ArrowRight}');
    expect(tab(/ELY Companion/)).toHaveFocus();
    expect(tab(/ELY Companion/)).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowLeft}');
    expect(tab(/Biomedical AI/)).toHaveFocus();

    await user.keyboard('{Home}');
    expect(tab(/ELY Companion/)).toHaveFocus();
    expect(tab(/ELY Companion/)).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{End}');
    expect(tab(/Biomedical AI/)).toHaveFocus();
    expect(tab(/Biomedical AI/)).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps the chosen tab in the URL, replacing the history entry', async () => {
    const { user, router } = renderTabs();
    await user.click(tab(/Biomedical AI/));
    expect(screen.getByTestId('location')).toHaveTextContent(`${ROUTES.technologies}?tab=bio`);
    expect(router.state.historyAction).toBe('REPLACE');

    await user.click(tab(/ELY Companion/));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/tecnologias$/);
  });

  it('opens the tab named in the URL', () => {
    renderTabs(`${ROUTES.technologies}?tab=bio`);
    expect(tab(/Biomedical AI/)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Biomedical AI');
  });

  it('falls back to the ELY tab for an unknown value', () => {
    renderTabs(`${ROUTES.technologies}?tab=nope`);
    expect(tab(/ELY Companion/)).toHaveAttribute('aria-selected', 'true');
  });

  it('expands a capability card through its title button', async () => {
    const { user } = renderTabs();
    const button = screen.getByRole('button', { name: 'Affect recognition from voice' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const details = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(details).not.toBeVisible();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(details).toBeVisible();
  });
});
