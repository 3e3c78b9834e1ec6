/**
 * The heights of the fixed bars (header, language suggestion, consent banner) that focus, in-page links
 * and the floating pill must stay clear of (WCAG 2.2 SC 2.4.11).
 *
 * They are custom properties that styles.css registers as not inherited, written only on the elements
 * that use them: the root (scroll padding, the room at the page's end) and each element that marks
 * itself with `data-insets` (the pill, the suggestion card). An inherited property set on the root
 * would make the browser compute the style of every element of the page again each time a bar is
 * measured, a long task on a slow phone right when the page becomes interactive.
 */
export type Inset = '--header-height' | '--suggestion-height' | '--consent-height';

const current = new Map<Inset, string>();

function write(el: HTMLElement, name: Inset, value: string | undefined): void {
  if (value === undefined) el.style.removeProperty(name);
  else if (el.style.getPropertyValue(name) !== value) el.style.setProperty(name, value);
}

/** Records a bar's height in pixels (null: the bar is gone) on the root and every `data-insets` element. */
export function setInset(name: Inset, px: number | null): void {
  const value = px === null ? undefined : `${px}px`;
  if (value === undefined) current.delete(name);
  else current.set(name, value);
  write(document.documentElement, name, value);
  document.querySelectorAll<HTMLElement>('[data-insets]').forEach((el) => write(el, name, value));
}

/** Gives an element that appears after the bars were measured their current heights (call it in a layout effect, before its first paint). */
export function adoptInsets(el: HTMLElement | null): void {
  if (!el) return;
  for (const [name, value] of current) write(el, name, value);
}
