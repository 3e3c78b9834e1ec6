// What the reminder choice shows for the server's answer, and the request a choice sends. The channels
// offered, the consent rule and the number rule are the server's (GET/POST
// /api/bookings/{code}/reminder-channel): nothing here decides what may be chosen.
import type { LineLinking, ReminderChannel, ReminderChannelBody, ReminderChannelRequest } from '../../lib/api';
import type { Locale } from '../../lib/core';

/** What the patient sees about where the reminders go now. */
export type ReminderView =
  /** The clinic offers e-mail alone: there is nothing to choose, and nothing is shown. */
  | { kind: 'hidden' }
  | { kind: 'active'; channel: ReminderChannel; whatsappNumber?: string }
  /** LINE chosen but not linked yet: the ways to link it (reminders go by e-mail meanwhile). */
  | { kind: 'pending'; line: LineLinking }
  /** Ended in the chat: reminders go by e-mail again. */
  | { kind: 'stopped'; channel: ReminderChannel };

export function reminderView(body: ReminderChannelBody): ReminderView {
  if (body.offered.length < 2) return { kind: 'hidden' };
  if (body.state === 'stopped') return { kind: 'stopped', channel: body.channel };
  if (body.state === 'pending') return body.line ? { kind: 'pending', line: body.line } : { kind: 'active', channel: 'email' };
  return { kind: 'active', channel: body.channel, whatsappNumber: body.whatsappNumber };
}

/** Whether the choice opens at once: nothing chosen yet (e-mail), or the chat ended it. */
export function opensChoice(view: ReminderView): boolean {
  return (view.kind === 'active' && view.channel === 'email') || view.kind === 'stopped';
}

/** The choice form's values. */
export interface ChoiceValues {
  channel: string;
  whatsappNumber: string;
  consent: boolean;
}

/**
 * The form as it opens: the channel reminders use now (e-mail after a stop), the WhatsApp number the
 * server holds or else the booking's phone when the page knows it, and no agreement (it is given anew).
 */
export function initialChoice(body: ReminderChannelBody, bookingPhone = ''): ChoiceValues {
  return {
    channel: body.state === 'stopped' ? 'email' : body.channel,
    whatsappNumber: body.whatsappNumber ?? bookingPhone.trim(),
    consent: false,
  };
}

/**
 * Whether the form asks for the patient's agreement: e-mail reminders come with the booking, a chat
 * channel needs an explicit yes (the server answers `consent` `terms_required` without it).
 */
export const asksConsent = (channel: string): boolean => channel !== '' && channel !== 'email';

/** The request for a choice: the number goes only with WhatsApp, and only when typed (else the server uses the booking's phone). */
export function choiceRequest(v: ChoiceValues, contact: string, lang: Locale): ReminderChannelRequest {
  const number = v.channel === 'whatsapp' ? v.whatsappNumber.trim() : '';
  return {
    contact,
    channel: v.channel,
    consent: asksConsent(v.channel) && v.consent,
    lang,
    ...(number ? { whatsappNumber: number } : {}),
  };
}

/** The Fluent key of a channel's name (LINE and WhatsApp stay in Latin letters in every language). */
export const channelKey = (channel: string): string => `reminders-channel-${channel}`;

/** The LINE add-friend QR code (an SVG document) as an image address (the CSP allows data: images). */
export const svgDataUrl = (svg: string): string => `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
