import { CATALOGUES } from '#app/i18n/catalogues.server';
import { productLabels } from '#app/lib/product-labels';
import { findProduct, type Product } from '#domain/catalog';
import { LOCALE_SETTINGS, LOCALES } from '#site/locales';
import { localizedRoutes } from '#site/pages';
import { expect, test, visit } from './fixtures';

/**
 * What a Mexican consumer-protection and privacy review asks of the pages, in both languages: the
 * warranty (póliza) as a page of its own, linked from the footer and from the product; one
 * warranty and one latest delivery day wherever they are stated; a short privacy notice, with its
 * link, wherever personal data is typed in. Axe, the sitemap and the SEO tags of the warranty page
 * are checked with every public page (pages-a11y, pages-seo, prerender).
 */

const octahedron = findProduct('octahedron') as Product;

for (const locale of LOCALES) {
  const copy = CATALOGUES[locale];
  const routes = localizedRoutes(locale);
  const labels = productLabels(copy.productLabels, LOCALE_SETTINGS[locale].intl);
  const warrantyTerm = labels.warranty(octahedron) ?? '';

  test.describe(`legal pages (${locale})`, () => {
    // One visit of the products page serves four checks, as a visitor would make them: the sign-in
    // dialog's notice, the footer's legal links, the product's terms and its link to the warranty
    // page, whose content is then checked; back on the products page, the footer's link leads there
    // too. (The home page's hero video would keep the machine busy for nothing: fixtures.ts.)
    test('the sign-in dialog shows the short privacy notice on both tabs; the footer links the warranty beside the other legal pages; the product states the list price, the latest delivery day and links its warranty; the warranty page states scope, duration, conditions, where to claim and costs', async ({
      page,
    }) => {
      await visit(page, routes.products);

      // The sign-in dialog shows the short privacy notice on both tabs, with its link.
      await page
        .getByRole('button', { name: copy.shell.account.signInButton, exact: true })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: copy.shell.loginDialog.title });
      const privacyLink = dialog.getByRole('link', { name: copy.auth.login.privacyLink });
      for (const tab of [copy.auth.login.methods.email, copy.auth.login.methods.phone]) {
        await dialog.getByRole('tab', { name: tab }).click();
        const panel = dialog.getByRole('tabpanel', { name: tab });
        await expect(panel).toContainText('SynthAmour, S.A.P.I. de C.V.');
        await expect(panel).toContainText('Calle Durango 263');
        await expect(privacyLink).toHaveAttribute('href', routes.privacy);
        await expect(privacyLink).toHaveAttribute('target', '_blank');
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // The footer links the warranty beside the other legal pages.
      const legal = page
        .getByRole('contentinfo')
        .getByRole('navigation', { name: copy.shell.footer.columns.help });
      await expect(legal.getByRole('link')).toHaveText([
        copy.pages.privacy.footer ?? '',
        copy.pages.terms.footer ?? '',
        copy.pages.returns.footer ?? '',
        copy.pages.warranty.footer ?? '',
      ]);

      // The product states the list price, the latest delivery day and links its warranty.
      const card = page.getByRole('article', { name: octahedron.title });
      await expect(card).toContainText(
        `${copy.productsPage.labels.originalPrice} ${labels.originalPrice(octahedron)}`,
      );
      await expect(card).toContainText(labels.shipsFrom(octahedron) ?? 'no date');
      await card
        .getByRole('button', {
          name: copy.productsPage.labels.detailsFor.replace('{title}', octahedron.title),
        })
        .click();
      const spec = copy.products.octahedron.specs.find((row) => row.page === 'warranty');
      expect(spec?.value).toBe(warrantyTerm);
      const link = card.getByRole('link', { name: `${spec?.label}: ${warrantyTerm}` });
      await expect(link).toHaveAttribute('href', routes.warranty);
      await link.click();
      await expect(page).toHaveURL(routes.warranty);

      // The warranty page states scope, duration, conditions, where to claim and costs.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.warranty.page.title);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(warrantyTerm);
      const toc = page.getByRole('navigation', { name: copy.legalLabels.tocHeading });
      await expect(toc.getByRole('link')).toHaveCount(copy.warranty.sections.length);
      for (const section of copy.warranty.sections) {
        await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
      }
      const article = page.getByRole('article');
      await expect(
        article.getByRole('link', { name: 'contacto@synthamour.com' }).first(),
      ).toHaveAttribute('href', 'mailto:contacto@synthamour.com');
      // Its last section leads to the returns policy.
      const toReturns = article.locator(`a[href="${routes.returns}"]`);
      await expect(toReturns).toHaveCount(1);

      // Back on the products page, the footer's link leads to the warranty page as well.
      await page.goBack();
      await expect(page).toHaveURL(routes.products);
      await legal.getByRole('link', { name: copy.pages.warranty.footer }).click();
      await expect(page).toHaveURL(routes.warranty);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.warranty.page.title);
    });

    test('the terms say how to invoice, what the peso amounts are and the latest delivery day', async ({
      page,
    }) => {
      await visit(page, routes.terms);
      const dates = labels.presaleDates(octahedron);
      for (const id of ['pesos', 'presale', 'invoices']) {
        const section = copy.terms.sections.find((s) => s.id === id);
        await expect(page.getByRole('heading', { level: 2, name: section?.heading })).toBeVisible();
      }
      await expect(page.locator('#presale')).toContainText(dates?.deliverBy ?? 'no date');
      await expect(page.locator('#invoices')).toContainText(
        locale === 'es' ? '“Solicitar factura”' : '“Request an invoice”',
      );
      // The version and day of the revision, as the confirmation email names them.
      await expect(page.locator('header time')).toContainText(
        locale === 'es' ? 'Versión' : 'Version',
      );
    });

    test('the contact form shows the short privacy notice before sending, with its link', async ({
      page,
    }) => {
      await visit(page, routes.contact);
      const form = page.getByRole('form', { name: copy.contact.form.heading });
      await expect(form).toContainText('SynthAmour, S.A.P.I. de C.V.');
      await expect(form).toContainText('Calle Durango 263');
      await expect(form.getByRole('link', { name: copy.contact.form.privacyLink })).toHaveAttribute(
        'href',
        routes.privacy,
      );
    });
  });
}
