import { test, type Page } from '@playwright/test';
import { expect, open, plain, url, withNumbers, type Locale } from './helpers';
import { CONTENT_PAGES } from './content-pages';

const articleLinks = (page: Page) => page.getByRole('region', { name: /All articles|所有文章|كل المقالات/ }).getByRole('listitem');

test.describe('every content page renders', () => {
  for (const locale of ['zh-TW', 'en', 'ar'] as Locale[]) {
    test(`in ${locale}, with a title, its sections and the right direction`, async ({ page }) => {
      test.setTimeout(120_000);
      for (const path of CONTENT_PAGES) {
        await open(page, url(locale, path));
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
        const h1 = page.getByRole('heading', { level: 1 });
        await expect(h1).toHaveCount(1);
        expect(plain(await h1.textContent()).trim().length, `${path} h1`).toBeGreaterThan(1);
        // Each page has real sections below the title, not a stub.
        expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count(), `${path} h2`).toBeGreaterThan(0);
      }
    });
  }
});

test('services shows the SPEC comparison as an accessible table', async ({ page }) => {
  await open(page, '/en/services');
  const table = page.getByRole('table', { name: /Incision length and wound healing/ });
  await expect(table.getByRole('columnheader', { name: 'Traditional incision' })).toBeVisible();
  const incision = table.getByRole('row', { name: /Incision length/ });
  await expect(incision.getByRole('cell')).toHaveText([withNumbers('3–5 cm'), withNumbers('Usually 0.5–1 cm')]);
  // full healing on both sides (the like-for-like row, docs/decisions.md), our return to activity beside it
  const healing = table.getByRole('row', { name: /Full wound healing/ });
  await expect(healing.getByRole('cell')).toHaveText([withNumbers('2–3 weeks'), withNumbers('2–3 weeks (normal activity usually after 3–7 days)')]);
});

test('condition pages link their treatment from services', async ({ page }) => {
  await open(page, '/en/services');
  await page.getByRole('link', { name: 'About lipomas' }).click();
  await page.waitForURL('**/en/lipoma');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lipoma');
  await expect(page.getByText(withNumbers('Most procedures take 20–45 minutes under local anaesthesia; very large lumps take longer.'))).toBeVisible();
});

test.describe('videos', () => {
  test('filter by topic and level; placeholders say "coming soon" and load nothing from YouTube', async ({ page }) => {
    const thirdParty: string[] = [];
    page.on('request', (r) => !r.url().startsWith('http://127.0.0.1') && !r.url().startsWith('data:') && thirdParty.push(r.url()));
    await open(page, '/en/videos');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(8);
    await page.getByRole('group', { name: 'Topic' }).getByRole('button', { name: 'Cyst' }).click();
    await expect(page.getByRole('group', { name: 'Topic' }).getByRole('button', { name: 'Cyst' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).toHaveCount(2);
    await expect(page.getByRole('status')).toHaveText(/^\u2068?2\u2069? videos shown$/);
    await page.getByRole('group', { name: 'Level' }).getByRole('button', { name: 'Advanced' }).click();
    await expect(cards).toHaveCount(0);
    await expect(page.getByText('No videos match these filters.')).toBeVisible();
    await page.getByRole('group', { name: 'Topic' }).getByRole('button', { name: 'All topics' }).click();
    await expect(cards).toHaveCount(2);
    await expect(cards.first().getByText('Video coming soon')).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(thirdParty).toEqual([]);
  });

  test('the filter works in Arabic too', async ({ page }) => {
    await open(page, '/ar/videos');
    await page.getByRole('group', { name: 'الموضوع' }).getByRole('button', { name: 'التقنية' }).click();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
  });
});

test.describe('article search', () => {
  test('the prerendered list shows every article with JavaScript off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/en/articles');
    await expect(articleLinks(page)).toHaveCount(12);
    await expect(page.getByRole('link', { name: 'What is a lipoma?' }).first()).toBeVisible();
    await context.close();
  });

  test('finds an article despite a typo, as you type, and keeps ?q= in the URL', async ({ page }) => {
    await open(page, '/en/articles');
    await page.getByRole('searchbox', { name: 'Search articles' }).pressSequentially('lipoam');
    await expect(page.getByRole('link', { name: 'What is a lipoma?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'When should a mole or skin growth be checked?' })).toHaveCount(0);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('lipoam');
  });

  test('only /articles downloads the search WASM, and only after the page is shown', async ({ page }) => {
    const wasm = new Set<string>();
    page.on('request', (r) => r.url().endsWith('.wasm') && wasm.add(r.url()));
    await open(page, '/en/services');
    await expect.poll(() => wasm.size).toBe(1); // the core every page uses
    const core = [...wasm][0];
    await open(page, '/en/articles');
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('lipoma');
    await expect(page.getByRole('link', { name: 'What is a lipoma?' }).first()).toBeVisible();
    await expect.poll(() => [...wasm].filter((u) => u !== core).length).toBe(1);
  });

  test('a shared ?q= link opens with the search applied', async ({ page }) => {
    await open(page, '/en/articles?q=cyst');
    await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('cyst');
    await expect(page.getByRole('link', { name: 'Epidermal and sebaceous cysts explained' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'When should a mole or skin growth be checked?' })).toHaveCount(0);
  });

  test('searches in Chinese', async ({ page }) => {
    await open(page, '/articles');
    await page.getByRole('searchbox', { name: '搜尋文章' }).fill('麻醉');
    await expect(page.getByRole('status').filter({ hasText: /找到 \u2068?\d+\u2069? 篇文章/ })).toBeVisible();
    const count = Number(/找到 (\d+) 篇文章/.exec(plain(await page.getByRole('status').filter({ hasText: '篇文章' }).textContent()))?.[1]);
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(12);
    await expect(articleLinks(page).first().getByRole('link')).toContainText('麻醉');
  });

  test('searches in Arabic, ignoring diacritics', async ({ page }) => {
    await open(page, '/ar/articles');
    await page.getByRole('searchbox', { name: 'ابحث في المقالات' }).fill('التَّخْدِير');
    await expect(page.getByRole('link', { name: 'التخدير الموضعي والسلامة في يوم الجراحة' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'ما هو الورم الشحمي؟' })).toHaveCount(0);
  });

  test('says when nothing matches, in the visitor language', async ({ page }) => {
    await open(page, '/en/articles');
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('qqqxxzz');
    await expect(page.getByText('No articles found matching the criteria')).toBeVisible();
    await page.getByRole('button', { name: 'Show all articles' }).click();
    await expect(articleLinks(page)).toHaveCount(12);
    await open(page, '/ar/articles?q=qqqxxzz');
    await expect(page.getByText('لم يتم العثور على مقالات تطابق المعايير')).toBeVisible();
  });

  test('category filter narrows the list', async ({ page }) => {
    await open(page, '/en/articles');
    await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Patient story' }).click();
    await expect(articleLinks(page)).toHaveCount(2);
    await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe('patient_testimonial');
  });
});

test.describe('article page', () => {
  test('like persists across a reload; bookmark is separate', async ({ page }) => {
    await open(page, '/en/articles/what-is-a-lipoma');
    const like = page.getByRole('button', { name: 'Like' });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('share falls back to copying the link when the Web Share API is missing', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: async (text: string) => void ((window as unknown as { copied: string }).copied = text) },
        configurable: true,
      });
    });
    await open(page, '/en/articles/what-is-a-lipoma');
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied to the clipboard')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { copied: string }).copied)).toMatch(/\/en\/articles\/what-is-a-lipoma$/);
  });

  test('has case details, related articles, a back link, Article and BreadcrumbList JSON-LD', async ({ page }) => {
    await open(page, '/en/articles/patient-story-20cm-lipoma-3cm-incision');
    const details = page.getByRole('region', { name: 'Case details' });
    await expect(details.getByText('20 cm')).toBeVisible();
    await expect(details.getByText('96 months')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Related articles' }).getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Back to all articles/ }).first()).toHaveAttribute('href', '/en/articles');
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = ld.map((s) => JSON.parse(s)['@type']);
    expect(types).toContain('Article');
    expect(types).toContain('BreadcrumbList');
    const article = ld.map((s) => JSON.parse(s)).find((j) => j['@type'] === 'Article');
    expect(article.headline).toBe('A 20 cm lipoma removed through a 3 cm incision');
  });
});

test('FAQ is an accordion of 20 questions with FAQPage JSON-LD', async ({ page }) => {
  await open(page, '/en/faq');
  const question = page.getByText('How long does the surgery take?');
  const answer = page.getByText(/Most procedures take 20–45 minutes under local anaesthesia/);
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toBeVisible();
  await question.press('Enter');
  await expect(answer).toBeHidden();
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((s) => JSON.parse(s));
  const faq = ld.find((j) => j['@type'] === 'FAQPage');
  expect(faq.mainEntity).toHaveLength(20);
});

test('doctor shows all 8 certificates and a full-size viewer', async ({ page }) => {
  await open(page, '/en/doctor');
  const buttons = page.getByRole('button', { name: /^View full size:/ });
  await expect(buttons).toHaveCount(8);
  await page.getByRole('button', { name: 'View full size: Board Certificate in Dermatology' }).click();
  const dialog = page.getByRole('dialog', { name: 'Board Certificate in Dermatology' });
  await expect(dialog.getByRole('img', { name: 'Certificate: Board Certificate in Dermatology' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test.describe('contact', () => {
  test('LINE QR dialog opens and closes', async ({ page }) => {
    await open(page, '/en/contact');
    await page.getByRole('button', { name: 'Show LINE QR code' }).click();
    const dialog = page.getByRole('dialog', { name: 'LINE' });
    await expect(dialog.getByRole('img', { name: 'LINE QR code of the clinic' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('contact cards switch to the mobile layout below 768 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, '/en/contact');
    const messaging = page.getByRole('region', { name: 'Message us directly' });
    await expect(messaging.getByRole('link', { name: 'Open LINE' })).toBeVisible();
    await expect(messaging.getByRole('link', { name: 'Open WhatsApp' })).toBeVisible();
    await expect(messaging.locator('img[src="/images/qr/line.svg"]')).toBeHidden();
    const [line, whatsapp] = await Promise.all([
      messaging.getByRole('heading', { name: 'LINE' }).boundingBox(),
      messaging.getByRole('heading', { name: 'WhatsApp for international patients' }).boundingBox(),
    ]);
    expect(whatsapp!.y).toBeGreaterThan(line!.y); // stacked, one card per row
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(messaging.locator('img[src="/images/qr/line.svg"]')).toBeVisible();
    await expect(messaging.getByRole('link', { name: 'Open LINE' })).toBeHidden();
  });

  test('the map loads only when asked, saying "Loading map..." meanwhile, and links to Maps', async ({ page }) => {
    const google: string[] = [];
    await page.route('https://www.google.com/**', (route) => {
      google.push(route.request().url());
      // Never answer: the page keeps showing its loading state.
    });
    await open(page, '/en/contact');
    await expect(page.getByRole('link', { name: 'Open Taipei Clinic in Google Maps' })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\//);
    expect(google).toEqual([]);
    await page.getByRole('button', { name: 'Show map of Taipei Clinic' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading map...' })).toBeVisible();
    await expect(page.locator('iframe[title="Map of Taipei Clinic"]')).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?q=25\.0415,121\.5478/);
  });

  test('two clinics with hours, social links and the inquiry form, in Arabic with isolated addresses', async ({ page }) => {
    await open(page, '/ar/contact');
    const clinics = page.getByRole('region', { name: 'عيادتا تايبيه وكاوشيونغ' });
    await expect(clinics.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })).toHaveCount(2);
    await expect(clinics.locator('address bdi')).toHaveCount(2);
    await expect(clinics.getByText('جارٍ تحميل الخريطة...')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'وسائل التواصل الاجتماعي' }).getByRole('link')).toHaveCount(3);
    await expect(page.getByRole('main').locator('form')).toHaveCount(1);
  });
});
