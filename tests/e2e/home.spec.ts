import { test } from '@playwright/test';
import { expect, open, plain } from './helpers';

test.describe('home page', () => {
  test('zh-TW home shows the WASM-resolved text and validates the phone live, in Chinese, on blur', async ({ page }) => {
    await open(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('以最小的傷口，完整切除脂肪瘤與粉瘤');
    const phone = page.getByRole('textbox', { name: '手機號碼' });
    await phone.fill('12');
    // zh-TW validates on blur: nothing yet while typing.
    await expect(page.getByText('請輸入有效的電話號碼')).toHaveCount(0);
    await phone.blur();
    const message = page.locator('#' + (await phone.getAttribute('id')) + '-error');
    await expect(message).not.toBeEmpty();
    const text = plain(await message.textContent());
    expect(text).toMatch(/[\u4e00-\u9fff]/); // a Chinese message from validation.ftl
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    // Only the touched field speaks.
    const name = page.getByRole('textbox', { name: '姓名' });
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('en home validates as you type, in English, and clears when the value is valid', async ({ page }) => {
    await open(page, '/en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Remove lipomas and cysts completely, through the smallest incision');
    const phone = page.getByRole('textbox', { name: 'Phone number' });
    await phone.pressSequentially('12');
    await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
    await phone.fill('0912345678');
    await expect(page.getByText('Please enter a valid phone number')).toHaveCount(0);
  });

  test('ar validates only on submit, then in Arabic', async ({ page }) => {
    await open(page, '/ar');
    const phone = page.getByRole('textbox', { name: 'رقم الهاتف' });
    await phone.fill('12');
    await phone.blur();
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'متابعة الحجز' }).click();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('textbox', { name: 'الاسم الكامل' })).toHaveAttribute('aria-invalid', 'true');
    expect(page.url()).toMatch(/\/ar$/);
  });

  test('a valid start continues to the booking page with name and phone carried over', async ({ page }) => {
    await open(page, '/en');
    await page.getByRole('textbox', { name: 'Full name' }).fill('Mary Chen');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('0912345678');
    await page.getByRole('button', { name: 'Continue booking' }).click();
    await page.waitForURL('**/en/medical-booking');
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Mary Chen');
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue('0912345678');
  });

  test('statistics are in the prerendered HTML in the number format of the page language, with the spec numbers', async ({ request }) => {
    for (const path of ['/', '/en', '/ar']) {
      const html = await (await request.get(path)).text();
      for (const value of ['15+', '10,000+', '50+', '98%', '>7<', '>0<']) expect(html, `${path} ${value}`).toContain(value);
    }
  });

  test('every home action links where the spec says', async ({ page }) => {
    await open(page, '/en');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Book a consultation' })).toHaveAttribute('href', '/en/contact');
    await expect(main.getByRole('link', { name: 'See success cases' })).toHaveAttribute('href', '/en/cases');
    await expect(main.getByRole('link', { name: /^Success cases/ })).toHaveAttribute('href', '/en/cases');
    await expect(main.getByRole('link', { name: /^Treatments/ })).toHaveAttribute('href', '/en/services');
    await expect(main.getByRole('link', { name: 'View all treatments' })).toHaveAttribute('href', '/en/services');
    await expect(main.getByRole('link', { name: /^Video education/ })).toHaveAttribute('href', '/en/videos');
    await expect(main.getByRole('link', { name: /^Dr\. Lin/ })).toHaveAttribute('href', '/en/doctor');
    await expect(main.getByRole('link', { name: 'View all certifications' })).toHaveAttribute('href', '/en/doctor');
    await expect(main.getByRole('list').filter({ has: page.getByRole('figure') }).getByRole('listitem')).toHaveCount(4);
  });

  test('the LINE card opens a QR dialog; in English a backdrop click closes it', async ({ page }) => {
    await open(page, '/en');
    await page.getByRole('button', { name: 'Show LINE QR code' }).click();
    const dialog = page.getByRole('dialog', { name: 'LINE' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'LINE QR code of the clinic' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Open LINE' })).toHaveAttribute('href', /line\.me/);
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });

  test('in zh-TW (indirect communication) a backdrop click keeps the QR dialog open; the close button closes it', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: '顯示 WhatsApp QR Code' }).click();
    const dialog = page.getByRole('dialog', { name: '國際患者 WhatsApp' });
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '關閉' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the QR codes are SVGs generated at build time', async ({ request }) => {
    for (const name of ['line', 'whatsapp']) {
      const res = await request.get(`/images/qr/${name}.svg`);
      expect(res.status()).toBe(200);
      expect(await res.text()).toContain('<svg');
    }
  });
});
