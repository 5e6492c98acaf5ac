import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '#domain/catalog';
import { ROUTES } from '#site/pages';
import { WithI18n } from '#tests/support/i18n';
import { ProductCatalogue } from './product-catalogue';

function renderCatalogue() {
  render(
    <WithI18n>
      <MemoryRouter>
        <ProductCatalogue />
      </MemoryRouter>
    </WithI18n>,
  );
  return userEvent.setup();
}

const toggle = (title: string) =>
  screen.getByRole('button', { name: `Details and specifications: ${title}` });
const panelOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls') ?? '');

// Rendering whole sections in jsdom is slow on a busy machine.
describe('ProductCatalogue', { timeout: 20_000 }, () => {
  it('lists every product with its status label and price', () => {
    renderCatalogue();
    for (const product of PRODUCTS) {
      const card = screen.getByRole('article', { name: product.title });
      expect(card).toHaveTextContent(
        { available: 'Available', presale: 'Presale', coming: 'Coming Soon' }[product.status],
      );
    }
    const octahedron = screen.getByRole('article', { name: 'ELY Holographic Octahedron' });
    expect(octahedron).toHaveTextContent('US$391');
    expect(octahedron.querySelector('s')).toHaveTextContent('US$489');
    expect(octahedron).toHaveTextContent('20% off');
  });

  it('keeps at most one product expanded: opening one closes the other', async () => {
    const user = renderCatalogue();
    const octahedron = toggle('ELY Holographic Octahedron');
    const consulting = toggle('Biomedical AI Consulting');
    expect(octahedron).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(octahedron)).not.toBeVisible();

    await user.click(octahedron);
    expect(octahedron).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(octahedron)).toBeVisible();
    expect(panelOf(octahedron)).toHaveTextContent('Braided USB-C cable (1.5 m)');

    await user.click(consulting);
    expect(consulting).toHaveAttribute('aria-expanded', 'true');
    expect(octahedron).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(octahedron)).not.toBeVisible();
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);

    await user.click(consulting);
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('offers a contact link instead of a cart button for products sold by quote', () => {
    renderCatalogue();
    expect(screen.getByRole('link', { name: 'Request a quote' })).toHaveAttribute(
      'href',
      ROUTES.contact,
    );
    expect(screen.getByRole('link', { name: 'Contact sales' })).toHaveAttribute(
      'href',
      ROUTES.contact,
    );
  });
});
