// Fluent keys for the values the server sends (statuses, kinds, branches, audit events, field names).
import type { I18n } from '../../lib/i18n';
import { localeProfile } from '../../lib/core';

type Group = 'status' | 'kind' | 'branch' | 'tumor' | 'urgency' | 'event' | 'field';

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
