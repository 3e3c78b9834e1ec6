// Fluent keys for the values the server sends (statuses, kinds, branches, audit events, field names,
// reminder channels and deliveries).
import type { I18n } from '../../lib/i18n';
import { localeProfile } from '../../lib/core';

type Group =
  | 'status' | 'kind' | 'branch' | 'tumor' | 'urgency' | 'event' | 'field' | 'channel' | 'channel-state' | 'delivery'
  // The health questions' codes (clinic_core::intake), named for staff.
  | 'flag' | 'allergy' | 'condition' | 'treatment' | 'worry' | 'visit-kind' | 'medicine-class' | 'intake-state';

/** The translated name of a server value; a value without a text yet (a new audit event) shows as sent. */
export function valueLabel(t: I18n['t'], group: Group, value: string): string {
  const key = `dash-${group}-${value.replace(/[_.]/g, '-').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  const text = t(key);
  return text === key ? value : text;
}

/** A language by its own name (the patient's language). */
export function languageName(tag: string): string {
  try {
    return localeProfile(tag).nativeName;
  } catch {
    return tag;
  }
}

/**
 * The Fluent key prefix of each answer a patient chose from a list (the public forms' own texts,
 * i18n/<locale>/forms.ftl), by kind: a booking's `size` and `location` are free text, an assessment's
 * are codes.
 */
const ANSWER_KEYS: Partial<Record<string, Record<string, string>>> = {
  assessment: {
    size: 'assess-size-',
    location: 'assess-location-',
    duration: 'assess-duration-',
    symptoms: 'assess-symptom-',
    recommendedTreatment: 'assess-treatment-',
    costNote: 'assess-',
    nextSteps: 'assess-step-',
    reasons: 'assess-reason-',
  },
  inquiry: { inquiryType: 'inquiry-type-' },
};

/** Whether a field of this kind holds codes from a list (translated by `answerLabel`). */
export function isCodedAnswer(kind: string, field: string): boolean {
  return ANSWER_KEYS[kind]?.[field] !== undefined;
}

/** A coded answer in the reader's language; a code without a text yet shows as sent. */
export function answerLabel(t: I18n['t'], kind: string, field: string, code: string): string {
  const prefix = ANSWER_KEYS[kind]?.[field];
  if (prefix === undefined) return code;
  const key = `${prefix}${code}`;
  const text = t(key);
  return text === key ? code : text;
}
