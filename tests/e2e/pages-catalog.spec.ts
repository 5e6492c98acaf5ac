import { CUSTOM_ELY_LAUNCH } from '#domain/catalog';
import { ROUTES } from '#site/pages';
import { expect, test, visit } from './fixtures';
import { launchAt } from './shop-helpers';

test.describe('technologies tabs', () => {
  test('the prerendered page shows the ely tab', async ({ request }) => {
    const html = await (await request.get(ROUTES.technologies)).text();
    expect(html).toMatch(/<button[^>]*role="tab"[^>]*aria-selected="true"[^>]*>ELY Companion</);
  });

  test('a direct load of ?tab=bio opens bio after hydration, without errors', async ({ page }) => {
    await visit(page, `${ROUTES.technologies}?tab=bio`);
    await expect(page.getByRole('tab', { name: 'Biomedical AI' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tabpanel', { name: 'Biomedical AI' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Patient companion' })).toBeVisible();
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(page.getByRole('tabpanel', { name: 'Biomedical AI' })).toBeVisible();
  });

  // One visit: a capability card of the first tab opened, then the tabs by keyboard.
  test('capability cards expand and collapse; arrow keys move between tabs and the URL follows without new history', async ({
    page,
  }) => {
    await visit(page, ROUTES.technologies);
    const card = page.getByRole('button', { name: 'Four-plane light field' });
    await expect(card).toHaveAttribute('aria-expanded', 'false');
    await card.click();
    await expect(card).toHaveAttribute('aria-expanded', 'true');
    const details = page.locator(`[id="${await card.getAttribute('aria-controls')}"]`);
    await expect(details).toBeVisible();
    await expect(details).toContainText('1440 × 1440 pixels');

    const length = await page.evaluate(() => history.length);
    const ely = page.getByRole('tab', { name: 'ELY Companion' });
    await ely.focus();
    await page.keyboard.press('ArrowRight');
    const bio = page.getByRole('tab', { name: 'Biomedical AI' });
    await expect(bio).toBeFocused();
    await expect(bio).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(`${ROUTES.technologies}?tab=bio`);
    await page.keyboard.press('Home');
    await expect(ely).toBeFocused();
    await expect(page).toHaveURL(ROUTES.technologies);
    await page.keyboard.press('End');
    await expect(page).toHaveURL(`${ROUTES.technologies}?tab=bio`);
    // Focus follows the selection in an effect: let it land before tabbing on.
    await expect(bio).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Biomedical AI' })).toBeVisible();
    expect(await page.evaluate(() => history.length)).toBe(length);
    // Tab leaves the tab list for the panel's first control: one tab stop for the list.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Home measurement timelines' })).toBeFocused();
  });
});

test.describe('products', () => {
  // One visit of the products page (with the launch a shop has before January 1st: the test
  // server's opens subscriptions), then the Academy page for its waitlist address.
  test('shows the catalogue’s prices, labels and ways to buy; one product card is expanded at a time; the course waitlist is the Academy page’s: the same address', async ({
    page,
  }) => {
    await launchAt(page, CUSTOM_ELY_LAUNCH.toISOString());
    const asked = page.waitForResponse('**/api/subscriptions/config');
    await visit(page, ROUTES.products);
    await asked;
    const octahedronCard = page.getByRole('article', { name: 'ELY Holographic Octahedron' });
    await expect(octahedronCard).toContainText('US$391');
    await expect(octahedronCard.locator('s')).toHaveText(/US\$489/);
    await expect(octahedronCard).toContainText('20% off');
    await expect(octahedronCard).toContainText('Presale');
    const customCard = page.getByRole('article', { name: 'Custom ELY' });
    await expect(customCard).toContainText('From US$5/month');
    await expect(customCard).toContainText('Coming Soon');
    await expect(customCard.getByRole('button', { name: 'Available January 1st' })).toBeDisabled();
    await expect(page.getByRole('article', { name: 'Corporate Services' })).toContainText(
      'From US$15,000',
    );
    await expect(page.getByRole('article', { name: 'ELY Academy' })).toContainText('From US$299');
    const consulting = page.getByRole('article', { name: 'Biomedical AI Consulting' });
    await expect(consulting).toContainText('By quote');

    // One product card is expanded at a time.
    const octahedron = page.getByRole('button', {
      name: 'Details and specifications: ELY Holographic Octahedron',
    });
    const custom = page.getByRole('button', { name: 'Details and specifications: Custom ELY' });
    await octahedron.click();
    await expect(octahedron).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Braided USB-C cable (1.5 m)')).toBeVisible();
    await custom.click();
    await expect(custom).toHaveAttribute('aria-expanded', 'true');
    await expect(octahedron).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('Braided USB-C cable (1.5 m)')).toBeHidden();
    await expect(page.locator('main [aria-expanded="true"]')).toHaveCount(1);

    const waitlist = page
      .getByRole('article', { name: 'ELY Academy' })
      .getByRole('link', { name: 'Join the course waitlist' });
    const href = await waitlist.getAttribute('href');
    expect(href).toMatch(/^mailto:academy@synthamour\.com\?subject=/);

    // The consulting card's way to buy leads to the contact page.
    await consulting.getByRole('link', { name: 'Request a quote' }).click();
    await expect(page).toHaveURL(ROUTES.contact);

    // The course waitlist is the Academy page's: the same address.
    await visit(page, ROUTES.academy);
    await expect(page.getByRole('main').getByRole('link', { name: 'Notify me' })).toHaveAttribute(
      'href',
      href ?? '',
    );
  });
});

test.describe('laboratory', () => {
  test('progress bars report their values; one project card is expanded at a time', async ({
    page,
  }) => {
    await visit(page, ROUTES.laboratory);
    await expect(
      page.getByRole('progressbar', { name: 'Volumetric Projection progress' }),
    ).toHaveAttribute('aria-valuenow', '75');
    await expect(
      page.getByRole('progressbar', { name: 'Medical Research Program progress' }),
    ).toHaveAttribute('aria-valuenow', '25');
    const volumetric = page.getByRole('button', {
      name: 'Features and milestones: Volumetric Projection',
    });
    const medical = page.getByRole('button', {
      name: 'Features and milestones: Medical Research Program',
    });
    await volumetric.click();
    await expect(page.getByText('Optical stack and plane alignment')).toBeVisible();
    await medical.click();
    await expect(medical).toHaveAttribute('aria-expanded', 'true');
    await expect(volumetric).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('Optical stack and plane alignment')).toBeHidden();
    await expect(page.locator('main [aria-expanded="true"]')).toHaveCount(1);
  });
});
