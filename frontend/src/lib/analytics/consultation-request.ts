import type { Locale } from '../core';
import { trackEvent, trackEventAfterNavigation } from './analytics';

/**
 * the product’s outgoing calls's consultation request: a patient asked the clinic to get in touch, i.e. continued from the
 * home page's booking starter or sent a contact inquiry that was stored (docs/decisions.md). Its
 * params name where and in which language, never who: no name, e-mail, phone or message.
 */
interface ConsultationRequest {
  source: 'home' | 'contact';
  language: Locale;
  inquiryType?: string;
}

function paramsOf({ source, language, inquiryType }: ConsultationRequest): Record<string, string> {
  return inquiryType ? { source, language, inquiry_type: inquiryType } : { source, language };
}

/** The home starter leaves the page right after: the next page sends the event. */
export function consultationRequestBeforeLeaving(request: ConsultationRequest): void {
  trackEventAfterNavigation('consultation_request', paramsOf(request));
}

/** The inquiry was stored and the page stays: sent now. */
export function consultationRequestSent(request: ConsultationRequest): void {
  trackEvent('consultation_request', paramsOf(request));
}
