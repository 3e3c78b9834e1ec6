// Input made before the scripts take over: the prerendered form is plain HTML, so a patient on a slow
// connection can type into it for a second or two before React hydrates it. These read what is there
// and decide what a stored draft may still fill, so nothing typed is ever lost.

/** What a form control holds, as read from the DOM (the part of HTMLInputElement this needs). */
export interface ControlState {
  name: string;
  type: string;
  value: string;
  checked: boolean;
}

/** Whether a form value is still empty (nothing typed, chosen or ticked). */
export function isEmptyValue(value: unknown): boolean {
  return value == null || value === '' || value === false || (Array.isArray(value) && value.length === 0);
}

/**
 * The values the controls hold that differ from the form's empty state, shaped like it: text as
 * strings, a single checkbox as a boolean, a radio group as the checked value, a group of checkboxes
 * (an array field) as the checked values. Fields the form does not know, and files, are ignored.
 */
export function typedValues<V extends object>(controls: readonly ControlState[], initial: V): Partial<V> {
  const shape = initial as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const c of controls) {
    if (!c.name || !(c.name in shape) || c.type === 'file') continue;
    const empty = shape[c.name];
    if (Array.isArray(empty)) {
      if (c.checked) out[c.name] = [...((out[c.name] as string[] | undefined) ?? []), c.value];
    } else if (typeof empty === 'boolean') {
      if (c.checked) out[c.name] = true;
    } else if (c.type === 'radio') {
      if (c.checked) out[c.name] = c.value;
    } else if (c.value !== '' && c.value !== empty) {
      out[c.name] = c.value;
    }
  }
  return out as Partial<V>;
}

/** The controls of a form element as plain data. */
export function controlsOf(form: HTMLFormElement): ControlState[] {
  return Array.from(form.elements).flatMap((el) =>
    el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement
      ? [{ name: el.name, type: el.type, value: el.value, checked: el instanceof HTMLInputElement && el.checked }]
      : [],
  );
}

/**
 * A stored draft (or a prefill) restored into a form: it fills only the fields that are still empty,
 * never one the patient has already filled.
 */
export function fillEmpty<V extends object>(current: V, stored: Partial<V>): V {
  const out = { ...current } as Record<string, unknown>;
  for (const [field, value] of Object.entries(stored)) {
    if (field in out && isEmptyValue(out[field]) && !isEmptyValue(value)) out[field] = value;
  }
  return out as V;
}
