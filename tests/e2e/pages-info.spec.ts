import { academia } from '#app/content/en/academia';
import {
  developers as developersPage,
  partners as partnersPage,
} from '#app/content/en/coming-soon';
import { ethics } from '#app/content/en/ethics';
import { pages as spanishPages } from '#app/content/es/pages';
import { synthamourLife } from '#app/content/es/synthamourlife';
import { ROUTES } from '#site/pages';
import { expect, test, visit } from './fixtures';
import { axeAtBothWidths } from './shop-helpers';

const { courses: COURSES } = academia;
const ACADEMY_COURSES_FROM = 'Courses from US$299';
const { principles: PRINCIPLES } = ethics;
// /synthamourlife is Spanish: its words are the Spanish catalogue's.
const { diseases: FOCUS_DISEASES, roadmap: ROADMAP } = synthamourLife;
const PAGES = spanishPages;

/** The item at an index, failing the test loudly if the content has fewer items. */
function nth<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`no item at index ${index}`);
  return item;
}

test.describe('SynthAmour Life (Spanish)', () => {
  test('the prerendered HTML is Spanish: lang, title, description, locale', async ({ request }) => {
    const html = await (await request.get(ROUTES.synthamourLife)).text();
    expect(html).toMatch(/<html lang="es">/);
    expect(html).toContain(`<title>${PAGES.synthamourLife.title}</title>`);
    expect(html).toContain(
      `<meta name="description" content="${PAGES.synthamourLife.description}"/>`,
    );
    expect(html).toContain('<meta property="og:locale" content="es_MX"/>');
    expect(html).toContain('primer trimestre de 2026');
  });

  test('the language switch, and the document language, follow client-side navigation', async ({
    page,
  }) => {
    await visit(page, ROUTES.ely);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The switch names the other language in that language, with hreflang.
    const toSpanish = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Español' });
    await expect(toSpanish).toHaveAttribute('hreflang', 'es');
    await toSpanish.click();
    await expect(page).toHaveURL('/es/ely');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle(PAGES.ely.title);
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.getByRole('link', { name: 'SynthAmour Life' }).click();
    await expect(page).toHaveURL(ROUTES.synthamourLife);
    await expect(page).toHaveTitle(PAGES.synthamourLife.title);
    await nav.getByRole('link', { name: 'Ética' }).click();
    await expect(page).toHaveURL('/es/ethics');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(ROUTES.ethics);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Ethics' }),
    ).toBeVisible();
  });

  test('lists exactly 14 diseases and 4 roadmap phases, with the Q1 2026 beta; its navbar, menus and footer are in Spanish, in the prerendered HTML already; at 390 px its mobile menu is in Spanish', async ({
    page,
    request,
  }) => {
    const html = await (await request.get(ROUTES.synthamourLife)).text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Saltar al contenido');

    await visit(page, ROUTES.synthamourLife);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const diseases = page.getByRole('list', { name: 'Enfermedades que acompañamos' });
    await expect(diseases.getByRole('listitem')).toHaveCount(14);
    await expect(diseases.getByRole('listitem')).toHaveText([...FOCUS_DISEASES]);
    const roadmap = page.getByRole('list', { name: 'Hoja de ruta' });
    await expect(roadmap.getByRole('listitem')).toHaveCount(4);
    for (const phase of ROADMAP) {
      await expect(roadmap.getByRole('heading', { name: phase.title })).toBeVisible();
    }
    await expect(page.getByText(/primer trimestre de 2026/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Únete a la beta' })).toHaveAttribute(
      'href',
      /^mailto:contacto@synthamour\.com\?subject=/,
    );

    const nav = page.getByRole('navigation', { name: 'Principal' });
    for (const label of [
      'Inicio',
      'Productos',
      'Tecnologías',
      'Laboratorio',
      'Academia',
      'Ética',
      'Contacto',
    ]) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Carrito' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    for (const heading of ['Investigación', 'Empresa', 'Recursos', 'Síguenos']) {
      await expect(footer.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Conoce a ELY' })).toHaveAttribute(
      'href',
      '/es/ely',
    );
    await expect(footer).toContainText('Ciudad de México');
    // No English words left in the shell.
    await expect(footer.getByText(/Follow us|Resources|Company|Mexico City/)).toHaveCount(0);

    // Narrowed to a phone's width, as a window is: the mobile menu.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Menú', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(
      menu.getByRole('navigation', { name: 'Menú móvil' }).getByRole('link', { name: 'Inicio' }),
    ).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Cerrar menú' })).toBeVisible();
  });
});

test.describe('coming-soon pages', () => {
  for (const [path, content] of [
    [ROUTES.developers, developersPage],
    [ROUTES.partners, partnersPage],
  ] as const) {
    test(`${path} says what is coming and offers a way to be told`, async ({ page }) => {
      await visit(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.title);
      await expect(page.getByText(/Coming soon/i).first()).toBeVisible();
      for (const item of content.whatIsComing) {
        await expect(page.getByRole('heading', { name: item.title })).toBeVisible();
      }
      const notify = page.getByRole('main').getByRole('link', { name: content.notify.buttonLabel });
      await expect(notify).toHaveAttribute('href', content.notify.href);
      expect(content.notify.href).toMatch(/^mailto:[a-z]+@synthamour\.com\?subject=Notify%20me/);
    });
  }
});

test.describe('ethics', () => {
  test('keeps the prose at a readable measure, links its address, and sets out every principle, each reachable from the table of contents, which marks the section being read', async ({
    page,
  }) => {
    await visit(page, ROUTES.ethics);
    const paragraph = page.getByText(nth(nth(PRINCIPLES, 0).body, 0));
    const width = await paragraph.evaluate((el) => el.getBoundingClientRect().width);
    const fontSize = await paragraph.evaluate((el) =>
      Number.parseFloat(getComputedStyle(el).fontSize),
    );
    // About 65 characters: an average character is roughly half an em wide.
    expect(width / (fontSize * 0.5)).toBeLessThanOrEqual(80);
    expect(width / (fontSize * 0.5)).toBeGreaterThanOrEqual(55);

    await expect(
      page.getByRole('article').getByRole('link', { name: 'ethics@synthamour.com' }),
    ).toHaveAttribute('href', 'mailto:ethics@synthamour.com');

    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc.getByRole('link')).toHaveCount(PRINCIPLES.length);
    for (const principle of PRINCIPLES) {
      await expect(page.getByRole('heading', { level: 2, name: principle.title })).toBeVisible();
    }

    // The table of contents marks the section being read.
    const current = toc.locator('a[aria-current="true"]');
    for (const index of [2, 5]) {
      const principle = nth(PRINCIPLES, index);
      // Scrolled to as a reader would get there, by the page and not by the contents' link.
      await page.evaluate((id) => {
        const top = document.getElementById(id)?.getBoundingClientRect().top ?? 0;
        window.scrollBy(0, top - 120);
      }, principle.id);
      await expect(current).toHaveCount(1);
      await expect(current).toContainText(principle.title);
    }

    const last = nth(PRINCIPLES, PRINCIPLES.length - 1);
    await toc.getByRole('link', { name: last.title }).click();
    await expect(page).toHaveURL(`${ROUTES.ethics}#${last.id}`);
    await expect(page.getByRole('heading', { level: 2, name: last.title })).toBeInViewport();
  });
});

test.describe('academy', () => {
  test('is marked coming soon with courses from US$299', async ({ page }) => {
    await visit(page, ROUTES.academy);
    await expect(page.getByText('Coming Soon', { exact: true })).toBeVisible();
    await expect(page.getByText(ACADEMY_COURSES_FROM)).toBeVisible();
    for (const course of COURSES) {
      await expect(page.getByRole('heading', { name: course.title })).toBeVisible();
    }
    await expect(page.getByRole('main').getByRole('link', { name: 'Notify me' })).toHaveAttribute(
      'href',
      /^mailto:academy@synthamour\.com/,
    );
  });
});

// Every public page's axe check is in pages-a11y.spec.ts; these are the states a visit alone
// does not reach.
test.describe('axe at 390 and 1440 px', () => {
  test.use({ viewport: { width: 390, height: 900 } });

  test(`${ROUTES.ely} with a FAQ open and another slide shown has no violations`, async ({
    page,
  }) => {
    await visit(page, ROUTES.ely);
    await page.getByText('What exactly is ELY?').click();
    await page.getByRole('button', { name: 'Next slide' }).click();
    await axeAtBothWidths(page, 'FAQ open, slide 2');
  });
});
