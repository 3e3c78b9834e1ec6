import { describe, expect, it } from 'vitest';
import type { ReminderChannelBody } from '../../lib/api';
import { choiceRequest, initialChoice, opensChoice, reminderView, svgDataUrl } from './reminder-channel';

const offered: ReminderChannelBody['offered'] = ['email', 'line', 'whatsapp'];
const line = { linkCode: 'K7XP3M', linkExpiresAt: '2026-11-23T15:30:00Z', loginUrl: 'https://access.line.me/oauth2/v2.1/authorize?x=1' };

describe('the reminder choice', () => {
  it('shows nothing when the clinic offers e-mail alone', () => {
    expect(reminderView({ channel: 'email', state: 'active', offered: ['email'] })).toEqual({ kind: 'hidden' });
  });

  it('opens the choice for a booking that has chosen nothing yet, with e-mail checked', () => {
    const body: ReminderChannelBody = { channel: 'email', state: 'active', offered };
    expect(opensChoice(reminderView(body))).toBe(true);
    expect(initialChoice(body)).toEqual({ channel: 'email', whatsappNumber: '', consent: false });
  });

  it('shows the ways to link LINE while it waits, and keeps the choice closed', () => {
    const view = reminderView({ channel: 'line', state: 'pending', offered, line });
    expect(view).toEqual({ kind: 'pending', line });
    expect(opensChoice(view)).toBe(false);
  });

  it('says where WhatsApp reminders go, and offers that number when the choice opens again', () => {
    const body: ReminderChannelBody = { channel: 'whatsapp', state: 'active', offered, whatsappNumber: '+886912345678' };
    expect(reminderView(body)).toEqual({ kind: 'active', channel: 'whatsapp', whatsappNumber: '+886912345678' });
    expect(initialChoice(body, '0911111111').whatsappNumber).toBe('+886912345678');
  });

  it('after a stop in the chat, says so and offers the choice again from e-mail', () => {
    const body: ReminderChannelBody = { channel: 'line', state: 'stopped', offered };
    expect(reminderView(body)).toEqual({ kind: 'stopped', channel: 'line' });
    expect(opensChoice(reminderView(body))).toBe(true);
    expect(initialChoice(body).channel).toBe('email');
  });

  it("offers the booking's phone for WhatsApp when the page knows it", () => {
    expect(initialChoice({ channel: 'email', state: 'active', offered }, ' 0912345678 ').whatsappNumber).toBe('0912345678');
  });

  it('sends the number only with WhatsApp and only when typed, and the agreement only for a chat', () => {
    expect(choiceRequest({ channel: 'whatsapp', whatsappNumber: ' +81 90-1234-5678 ', consent: true }, 'a@b.co', 'ja')).toEqual({
      contact: 'a@b.co',
      channel: 'whatsapp',
      consent: true,
      lang: 'ja',
      whatsappNumber: '+81 90-1234-5678',
    });
    expect(choiceRequest({ channel: 'whatsapp', whatsappNumber: '  ', consent: false }, 'a@b.co', 'en')).not.toHaveProperty('whatsappNumber');
    expect(choiceRequest({ channel: 'line', whatsappNumber: '0912345678', consent: true }, 'a@b.co', 'en')).toEqual({
      contact: 'a@b.co',
      channel: 'line',
      consent: true,
      lang: 'en',
    });
    expect(choiceRequest({ channel: 'email', whatsappNumber: '', consent: true }, 'a@b.co', 'en').consent).toBe(false);
  });

  it('makes an image address of the QR code that keeps every character of the SVG', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><path d="M0 0h1v1H0z"/></svg>';
    const url = svgDataUrl(svg);
    expect(url.startsWith('data:image/svg+xml;utf8,')).toBe(true);
    expect(decodeURIComponent(url.slice('data:image/svg+xml;utf8,'.length))).toBe(svg);
    expect(url).not.toMatch(/[<>"#]/);
  });
});
