import type { Page } from '@playwright/test';
import { ely } from '#app/content/en/ely';
import { ROUTES } from '#site/pages';
import {
  afterFrames,
  afterIdle,
  expect,
  holdRequests,
  layoutShift,
  test,
  visit,
  watchLayoutShift,
  watchRequests,
} from './fixtures';
import { earlyAddToCartIsKept, launchAt } from './shop-helpers';

const { carousel, faqs: FAQS } = ely;
const SLIDES = carousel.slides;

/** The item at an index, failing the test loudly if the content has fewer items. */
function nth<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`no item at index ${index}`);
  return item;
}

function carouselRegion(page: Page) {
  return page.getByRole('region', { name: carousel.heading });
}

/** Asserts which slide is current: its group is exposed and in view, its indicator is marked. */
async function expectCurrentSlide(page: Page, position: number) {
  const region = carouselRegion(page);
  const slide = region.getByRole('group', { name: `${position} of ${SLIDES.length}` });
  await expect(slide).toBeVisible();
  await expect(slide).not.toHaveAttribute('aria-hidden', 'true');
  await expect(slide.getByRole('heading', { level: 3 })).toHaveText(
    nth(SLIDES, position - 1).title,
  );
  // Only the current slide is exposed to assistive technology.
  await expect(region.getByRole('group')).toHaveCount(1);
  const indicator = region.getByRole('button', {
    name: `Slide ${position}: ${nth(SLIDES, position - 1).title}`,
  });
  await expect(indicator).toHaveAttribute('aria-current', 'true');
  await expect(region.locator('[aria-current="true"]')).toHaveCount(1);
  // The slide has settled inside the carousel's viewport. Asked every 50 ms: the default backoff
  // (up to a second between tries) would find a slide that settled in 600 ms only at 850.
  await expect
    .poll(
      async () => {
        const [box, viewport] = await Promise.all([
          slide.boundingBox(),
          region.locator('.overflow-hidden').first().boundingBox(),
        ]);
        return box && viewport ? Math.abs(box.x + 16 - viewport.x) < 2 : false;
      },
      { intervals: [50] },
    )
    .toBe(true);
}

test.describe('ELY carousel', () => {
  test('the prerendered HTML has all five slides with slide 1 in place', async ({ request }) => {
    const html = await (await request.get(ROUTES.ely)).text();
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(5);
    for (const [index, slide] of SLIDES.entries()) {
      expect(html).toContain(`aria-label="${index + 1} of 5"`);
      expect(html).toContain(slide.title);
    }
    // Slide 1 is the one exposed before any script runs.
    expect(html).toMatch(/aria-label="1 of 5"(?![^>]*aria-hidden)/);
    expect(html).toMatch(/aria-label="2 of 5"[^>]*aria-hidden="true"/);
  });

  test('previous and next buttons move between slides and wrap around, and each indicator shows its slide', async ({
    page,
  }) => {
    await visit(page, ROUTES.ely);
    const region = carouselRegion(page);
    await expectCurrentSlide(page, 1);
    /** Presses Previous or Next, each pair the button and the slide it must bring. */
    const press = async (...steps: ['Previous slide' | 'Next slide', number][]) => {
      for (const [button, position] of steps) {
        await region.getByRole('button', { name: button }).click();
        await expectCurrentSlide(page, position);
      }
    };
    // Sliding: a step each way, and the loop both ways round (5 before 1, 1 after 5).
    await press(['Next slide', 2], ['Previous slide', 1], ['Previous slide', 5], ['Next slide', 1]);
    // Which slide a button or an indicator brings is the same logic with or without motion, so
    // the rest jump (reduced motion, which the carousel follows live; jumps are tested below): a
    // slide takes Chromium drawing in software about a second of CPU, and these moves took ten.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await press(['Next slide', 2], ['Next slide', 3], ['Previous slide', 2]);
    // Then by the indicators, in an order the buttons would not take.
    for (const position of [4, 2, 5, 1]) {
      await region
        .getByRole('button', { name: `Slide ${position}: ${nth(SLIDES, position - 1).title}` })
        .click();
      await expectCurrentSlide(page, position);
    }
  });

  test('arrow keys, Home and End work when the carousel has focus', async ({ page }) => {
    await visit(page, ROUTES.ely);
    const region = carouselRegion(page);
    await region.focus();
    await expect(region).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expectCurrentSlide(page, 2);
    // A key moves the carousel as its button does (sliding above); the keys' other moves jump.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.keyboard.press('ArrowRight');
    await expectCurrentSlide(page, 3);
    await page.keyboard.press('ArrowLeft');
    await expectCurrentSlide(page, 2);
    await page.keyboard.press('End');
    await expectCurrentSlide(page, 5);
    await page.keyboard.press('Home');
    await expectCurrentSlide(page, 1);
    // The keys also work while a control inside the carousel has focus.
    await page.keyboard.press('Tab');
    await expect(region.getByRole('button', { name: 'Previous slide' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expectCurrentSlide(page, 2);
  });

  test('the region is in the tab order and shows a focus ring, with the arrow keys’ hint, and only then', async ({
    page,
  }) => {
    await visit(page, ROUTES.ely);
    const region = carouselRegion(page);
    const hint = page.getByText('Use the left and right arrow keys to change slides.');
    // No tip on screen for everyone: it belongs to the keyboard focus.
    await expect(hint).toBeHidden();
    await expect(page.getByText(/^Tip:/)).toHaveCount(0);
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab');
      if (await region.evaluate((el) => el === document.activeElement)) break;
    }
    await expect(region).toBeFocused();
    expect(await region.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
    expect(await region.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
    await expect(hint).toBeVisible();
    await expect(region).toHaveAccessibleDescription(
      'Use the left and right arrow keys to change slides.',
    );
    await page.keyboard.press('Tab');
    await expect(hint).toBeHidden();
  });

  test('a horizontal drag (swipe) changes the slide', async ({ page }) => {
    await visit(page, ROUTES.ely);
    // A drag before Embla has arrived moves nothing (only a press is kept for it): wait for it.
    await expect(carouselRegion(page).locator('[data-ready="true"]')).toBeAttached();
    const slide = carouselRegion(page).getByRole('group', { name: '1 of 5' });
    const box = await slide.boundingBox();
    if (!box) throw new Error('slide has no box');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step += 1) {
      await page.mouse.move(box.x + box.width * (0.8 - step * 0.06), y);
    }
    await page.mouse.up();
    await expectCurrentSlide(page, 2);
  });

  test('a press before the carousel script arrives is applied once it does', async ({ page }) => {
    // Embla loads after hydration; hold its chunk back to click in that window.
    const embla = await holdRequests(page, /\/assets\/embla-carousel[^/]*\.js$/);
    await visit(page, ROUTES.ely);
    await carouselRegion(page).getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(embla.count).toBe(1);
    embla.release();
    await expectCurrentSlide(page, 2);
  });

  test('causes no layout shift while the page loads and hydrates', async ({ page }) => {
    await watchLayoutShift(page);
    await visit(page, ROUTES.ely);
    // Everything the page loads after hydration (the carousel's engine, lazy images) has arrived
    // and been laid out.
    await page.waitForLoadState('networkidle');
    await afterFrames(page);
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });
});

test.describe('ELY under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('slides jump into place instead of sliding', async ({ page }) => {
    await visit(page, ROUTES.ely);
    const region = carouselRegion(page);
    // Wait until the carousel engine is ready (a first change works), then go back.
    await region.getByRole('button', { name: 'Next slide' }).click();
    await expectCurrentSlide(page, 2);
    await region.getByRole('button', { name: 'Previous slide' }).click();
    await expectCurrentSlide(page, 1);
    // Click, then sample slide 2's position on every animation frame: an animated change passes
    // through positions between where it was and where it lands; a jump never does.
    const samples = await region.evaluate(async (el) => {
      const next = el.querySelector<HTMLButtonElement>('button[aria-label="Next slide"]');
      const slide = el.querySelector('[aria-label="2 of 5"]');
      const viewport = el.querySelector('.overflow-hidden');
      const offset = () =>
        (slide?.getBoundingClientRect().x ?? Number.NaN) +
        16 -
        (viewport?.getBoundingClientRect().x ?? Number.NaN);
      const positions = [offset()];
      next?.click();
      for (let i = 0; i < 20; i += 1) {
        await new Promise(requestAnimationFrame);
        positions.push(offset());
      }
      return positions;
    });
    const [before] = samples;
    const between = samples.filter((x) => Math.abs(x) >= 2 && Math.abs(x - (before ?? 0)) >= 2);
    expect(between).toEqual([]);
    expect(Math.abs(samples.at(-1) ?? Number.NaN)).toBeLessThan(2);
  });
});

test.describe('ELY plans', () => {
  test('show the three plans with their prices and calls to action, and every question below them is a disclosure that opens by click and by keyboard', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2026-12-31T23:59:00-06:00'));
    // The server launches Custom ELY on the catalogue's day (the test server's is in the past).
    await launchAt(page, '2027-01-01T06:00:00.000Z');
    await visit(page, ROUTES.ely);
    const plans = page.getByRole('region', { name: 'Choose how to bring ELY home' });
    const octahedron = plans.getByRole('article', { name: 'ELY Holographic Octahedron' });
    await expect(octahedron).toContainText('US$391');
    await expect(octahedron).toContainText('US$489');
    await expect(octahedron).toContainText('includes ELY free for 1 year');
    await expect(octahedron.getByRole('button', { name: 'Add to cart' })).toBeVisible();

    const custom = plans.getByRole('article', { name: 'Custom ELY' });
    await expect(custom).toContainText('From US$5/month');
    await expect(custom.getByRole('button', { name: 'Available January 1st' })).toBeDisabled();

    const corporate = plans.getByRole('article', { name: 'Corporate Services' });
    await expect(corporate).toContainText('From US$15,000');

    // The questions below the plans, before their link leaves the page.
    const section = page.getByRole('region', { name: 'Frequently asked questions' });
    const first = nth(FAQS, 0);
    const second = nth(FAQS, 1);
    await expect(section.getByText(first.answer)).toBeHidden();
    await section.getByText(first.question).click();
    await expect(section.getByText(first.answer)).toBeVisible();
    await section.getByText(first.question).click();
    await expect(section.getByText(first.answer)).toBeHidden();

    await section.getByText(second.question).focus();
    await page.keyboard.press('Enter');
    await expect(section.getByText(second.answer)).toBeVisible();
    await page.keyboard.press('Space');
    await expect(section.getByText(second.answer)).toBeHidden();
    await expect(section.locator('details')).toHaveCount(FAQS.length);

    await corporate.getByRole('link', { name: 'Contact sales' }).click();
    await expect(page).toHaveURL(ROUTES.contact);
  });

  test('Custom ELY follows the launch the server is configured with, not the catalogue’s', async ({
    page,
  }) => {
    // Moved later: disabled past the catalogue's day, saying the configured one.
    await page.clock.setFixedTime(new Date('2027-01-15T12:00:00-06:00'));
    await launchAt(page, '2027-02-01T06:00:00.000Z');
    await visit(page, ROUTES.ely);
    const custom = page.getByRole('article', { name: 'Custom ELY' });
    await expect(custom.getByRole('button', { name: 'Available February 1, 2027' })).toBeDisabled();

    // Moved earlier (as the test server's): subscribing opens before the catalogue's day.
    await page.unroute('**/api/subscriptions/config');
    await page.clock.setFixedTime(new Date('2026-12-20T12:00:00-06:00'));
    await visit(page, ROUTES.ely);
    await expect(custom.getByRole('button', { name: 'Subscribe', exact: true })).toBeEnabled();
  });

  test('Custom ELY subscribes once it has launched', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2027-01-01T00:00:00-06:00'));
    await visit(page, ROUTES.ely);
    const custom = page.getByRole('article', { name: 'Custom ELY' });
    await expect(custom.getByRole('button', { name: 'Subscribe', exact: true })).toBeEnabled();
  });
});

test.describe('ELY plans’ code', () => {
  const PLANS_CHUNK = /\/assets\/ely-plans-[\w-]+\.js$/;

  test('arrives when the plans near the view, and a click on Add to cart before then still adds the product', async ({
    page,
  }) => {
    // The plans are prerendered; their code (ely-plans.tsx, with the cart buttons) is fetched
    // when they come near the viewport or are reached into, then React hydrates them. Until then
    // React would drop a click: the page keeps it and clicks the button again once it can act.
    await earlyAddToCartIsKept(page, {
      path: ROUTES.ely,
      chunk: PLANS_CHUNK,
      section: 'section[aria-labelledby="ely-plans-heading"]',
    });
  });

  test('is not fetched while the plans are far below a short window, and leaving fetches it for the way back', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 400 });
    const requested = watchRequests(page, PLANS_CHUNK);
    await visit(page, ROUTES.ely);
    const plans = page.getByRole('region', { name: 'Choose how to bring ELY home' });
    const below = await plans.evaluate((section) => section.getBoundingClientRect().top);
    // More than two windows down: neither in view nor within the window's height of it.
    expect(below).toBeGreaterThan(2 * 400);
    await afterIdle(page);
    expect(requested).toEqual([]);

    // A client-side navigation away: the page's code fetches the plans' for the next visit.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(ROUTES.products);
    await expect.poll(() => requested.length).toBe(1);

    // Back by a client-side navigation: the plans are drawn at once, and their buttons act.
    await nav.getByRole('link', { name: 'ELY', exact: true }).click();
    await expect(page).toHaveURL(ROUTES.ely);
    await plans.getByRole('button', { name: 'Add to cart' }).click();
    const cart = page.getByRole('dialog', { name: 'Your cart' });
    await expect(cart.getByRole('status')).toHaveText('ELY Holographic Octahedron added to cart');
    expect(requested).toHaveLength(1);
  });
});
