/** Lets the footer's privacy-settings link reopen the consent banner without importing it. */
export const CONSENT_REOPEN_EVENT = 'consent:reopen';

export function reopenConsent(): void {
  window.dispatchEvent(new Event(CONSENT_REOPEN_EVENT));
}
