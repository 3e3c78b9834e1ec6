// The one API client (docs/public-api.md): one typed function per endpoint, one error type for every failure.
import type { FieldProblem, Locale } from './core';

// The wire types are generated from the Rust that reads and writes them (frontend/src/generated).
import type { AssessmentBody } from '../generated/api/AssessmentBody';
import type { Availability } from '../generated/api/Availability';
import type { BookingBody } from '../generated/api/BookingBody';
import type { CancelledBody } from '../generated/api/CancelledBody';
import type { InquiryBody } from '../generated/api/InquiryBody';
import type { PatientRescheduleRequest } from '../generated/api/PatientRescheduleRequest';
import type { ReminderChannelBody } from '../generated/api/ReminderChannelBody';
import type { ReminderChannelRequest } from '../generated/api/ReminderChannelRequest';
import type { SearchResults } from '../generated/api/SearchResults';
import type { OfferBody } from '../generated/api/OfferBody';
import type { WaitlistBody } from '../generated/api/WaitlistBody';
import type { WaitlistRequest } from '../generated/core/WaitlistRequest';
import type { AssessmentRequest } from '../generated/core/AssessmentRequest';
import type { AssessmentResult } from '../generated/core/AssessmentResult';
import type { BookingRequest } from '../generated/core/BookingRequest';
import type { Branch } from '../generated/core/Branch';
import type { InquiryRequest } from '../generated/core/InquiryRequest';

export type { Availability, AssessmentResult, BookingRequest, Branch, InquiryRequest };
export type { BookingStatus } from '../generated/core/BookingStatus';
export type { InquiryType } from '../generated/core/InquiryType';
export type { Slot } from '../generated/api/Slot';
export type { TumorType } from '../generated/core/TumorType';
/** A booking as the API answers it (201 of a new one, 200 of a lookup). */
export type BookingSummary = BookingBody;
export type { OfferBody, WaitlistBody, WaitlistRequest };
export type { ReminderChannelBody, ReminderChannelRequest };
export type { LineLinking } from '../generated/api/LineLinking';
export type { ReminderChannel } from '../generated/core/ReminderChannel';
/** The `data` part of an assessment. */
export type AssessmentData = AssessmentRequest;

/**
 * Every failure of a call: `status` 0 means the network (or the browser) failed before an answer came;
 * `fields` carries the 422's field problems; `retryAfter` (seconds) comes with 429.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: FieldProblem[] = [],
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNetwork(): boolean {
    return this.status === 0;
  }
}

interface ErrorBody {
  error?: { code?: string; message?: string; fields?: FieldProblem[] };
}

/**
 * The one reading of a failed answer, for the site and the dashboard: the error shape's code, message
 * and field problems when the body is ours, else the status alone (a proxy's page); `Retry-After` in seconds.
 */
export function apiErrorFrom(status: number, text: string, retryAfterHeader: string | null): ApiError {
  let body: ErrorBody = {};
  try {
    body = JSON.parse(text) as ErrorBody;
  } catch {
    // a proxy's HTML page: keep the status
  }
  const retry = retryAfterHeader ? Number.parseInt(retryAfterHeader, 10) : undefined;
  return new ApiError(
    status,
    body.error?.code ?? `http_${status}`,
    body.error?.message ?? (text || `HTTP ${status}`),
    body.error?.fields ?? [],
    Number.isFinite(retry) ? retry : undefined,
  );
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, { credentials: 'same-origin', ...init, headers: { Accept: 'application/json', ...init.headers } });
  } catch (error) {
    throw new ApiError(0, 'network', error instanceof Error ? error.message : String(error));
  }
  const text = await res.text().catch(() => '');
  if (!res.ok) throw apiErrorFrom(res.status, text, res.headers.get('Retry-After'));
  return JSON.parse(text) as T;
}

const postJson = <T>(path: string, body: unknown, idempotencyKey?: string) =>
  call<T>(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}) },
    body: JSON.stringify(body),
  });

/** A fresh key for one attempt: the server answers a repeat of the same attempt with the first answer. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; plain-HTTP previews on a LAN address still get a random key
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b: number) => b.toString(16).padStart(2, '0')).join('');
}

/** `POST /api/waitlist` → 201 `{id, status: "waiting", …}`: the patient waits for a seat on a full day. */
export const joinWaitlist = (body: WaitlistRequest, idempotencyKey: string) =>
  postJson<WaitlistBody>('/api/waitlist', body, idempotencyKey);

/** `GET /api/waitlist/offers/{id}` → 200 the seat an offer holds (or held). */
export const getOffer = (id: string) => call<OfferBody>(`/api/waitlist/offers/${encodeURIComponent(id)}`);

/** `POST /api/waitlist/offers/{id}/accept` → 201 the booking; 409 `offer_expired` once the hold is over. */
export const acceptOffer = (id: string, idempotencyKey: string) =>
  postJson<BookingSummary>(`/api/waitlist/offers/${encodeURIComponent(id)}/accept`, {}, idempotencyKey);

/** `POST /api/bookings` → 201. */
export const createBooking = (body: BookingRequest, idempotencyKey: string) =>
  postJson<BookingSummary>('/api/bookings', body, idempotencyKey);

/** `GET /api/bookings/{code}?contact=` → 200, or 404 when code and contact do not match. */
export const getBooking = (code: string, contact: string) =>
  call<BookingSummary>(`/api/bookings/${encodeURIComponent(code)}?contact=${encodeURIComponent(contact)}`);

/** `POST /api/bookings/{code}/cancel` → 200 `{confirmationCode, status: "cancelled"}`. */
export const cancelBooking = (code: string, contact: string, idempotencyKey: string) =>
  postJson<CancelledBody>(
    `/api/bookings/${encodeURIComponent(code)}/cancel`,
    { contact },
    idempotencyKey,
  );

/**
 * `POST /api/bookings/{code}/reschedule` → 200 the booking at its new time; 409 `slot_full`, or
 * `change_window` when the visit is too close to change online.
 */
export const rescheduleBooking = (code: string, body: PatientRescheduleRequest, idempotencyKey: string) =>
  postJson<BookingSummary>(`/api/bookings/${encodeURIComponent(code)}/reschedule`, body, idempotencyKey);

/**
 * `GET /api/bookings/{code}/reminder-channel?contact=&lang=` → 200 where the booking's reminders go and
 * which channels the clinic offers; 404 when code and contact do not match. `lang` names LINE Login's
 * screens (the page's language).
 */
export const getReminderChannel = (code: string, contact: string, lang: Locale) =>
  call<ReminderChannelBody>(
    `/api/bookings/${encodeURIComponent(code)}/reminder-channel?contact=${encodeURIComponent(contact)}&lang=${encodeURIComponent(lang)}`,
  );

/**
 * `POST /api/bookings/{code}/reminder-channel` → 200 the new choice; 422 with `channel`, `consent`
 * (`terms_required`) or `whatsappNumber` (`phone`) problems; 409 `not_changeable` for a closed booking.
 */
export const chooseReminderChannel = (code: string, body: ReminderChannelRequest, idempotencyKey: string) =>
  postJson<ReminderChannelBody>(`/api/bookings/${encodeURIComponent(code)}/reminder-channel`, body, idempotencyKey);

/** The `.ics` download of a booking (a link, not a fetch). */
export const calendarUrl = (code: string, contact: string) =>
  `/api/bookings/${encodeURIComponent(code)}/calendar.ics?contact=${encodeURIComponent(contact)}`;

/** `GET /api/availability?branch=&from=&to=` (dates `YYYY-MM-DD`, clinic time). */
export const getAvailability = (branch: Branch, from: string, to: string, signal?: AbortSignal) =>
  call<Availability>(`/api/availability?branch=${branch}&from=${from}&to=${to}`, { signal });

/** `POST /api/inquiries` → 201 `{id, receivedAt}`. */
export const createInquiry = (body: InquiryRequest, idempotencyKey: string) =>
  postJson<InquiryBody>('/api/inquiries', body, idempotencyKey);

/** `GET /api/search?lang=&q=&category=`. */
export const searchArticles = (lang: Locale, q: string, category?: string) =>
  call<SearchResults>(
    `/api/search?lang=${encodeURIComponent(lang)}&q=${encodeURIComponent(q)}${category ? `&category=${encodeURIComponent(category)}` : ''}`,
  );

/**
 * `POST /api/assessments` (multipart: `data` JSON + `images`), through XMLHttpRequest because fetch
 * cannot report upload progress; `onProgress` gets 0..1.
 */
export function createAssessment(
  data: AssessmentData,
  images: File[],
  idempotencyKey: string,
  onProgress?: (fraction: number) => void,
): Promise<AssessmentBody> {
  const form = new FormData();
  form.append('data', new Blob([JSON.stringify(data)], { type: 'application/json' }));
  for (const image of images) form.append('images', image, image.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/assessments');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Idempotency-Key', idempotencyKey);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        try {
          resolve(JSON.parse(xhr.responseText));
        } catch {
          reject(new ApiError(xhr.status, 'format', 'unreadable answer'));
        }
      } else reject(apiErrorFrom(xhr.status, xhr.responseText, xhr.getResponseHeader('Retry-After')));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', 'network error'));
    xhr.ontimeout = xhr.onerror;
    xhr.send(form);
  });
}
