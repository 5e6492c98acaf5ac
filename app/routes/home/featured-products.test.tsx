import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '#site/pages';
import { WithI18n } from '#tests/support/i18n';
import { FeaturedProducts } from './featured-products';

function renderCards() {
  render(
    <WithI18n>
      <MemoryRouter>
        <FeaturedProducts />
      </MemoryRouter>
    </WithI18n>,
  );
  return userEvent.setup();
}

// Rendering whole sections in jsdom is slow on a busy machine.
describe('FeaturedProducts', { timeout: 20_000 }, () => {
  it('shows a card per product with its price and status label', () => {
    renderCards();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(5);
    const octahedron = screen.getByRole('article', { name: 'ELY Holographic Octahedron' });
    expect(octahedron).toHaveTextContent('US$391');
    expect(octahedron).toHaveTextContent('Presale');
    expect(within(octahedron).getByRole('link', { name: /Discover ELY/ })).toHaveAttribute(
      'href',
      ROUTES.ely,
    );
    expect(screen.getByRole('article', { name: 'Custom ELY' })).toHaveTextContent(
      'From US$5/month',
    );
    expect(screen.getByRole('article', { name: 'Corporate Services' })).toHaveTextContent(
      'From US$15,000',
    );
  });

  it('the Academy card shows a Coming Soon alert in the page instead of navigating', async () => {
    const user = renderCards();
    const academy = screen.getByRole('article', { name: 'ELY Academy' });
    const alert = within(academy).getByRole('alert');
    expect(alert).toBeEmptyDOMElement();
    await user.click(within(academy).getByRole('button', { name: 'See the courses' }));
    expect(alert).toHaveTextContent(/^Coming Soon/);
    expect(
      within(academy).getByRole('button', { name: 'See the courses' }),
    ).toHaveAccessibleDescription(/Coming Soon/);
  });
});
