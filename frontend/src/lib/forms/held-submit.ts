// A form the patient sent before the scripts took it over: boot.js held the browser's own sending
// (a GET of the same page, with what was typed in the address) and marked the form. Once the app has
// adopted what was typed, it sends the form the way the patient meant.
import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/** The mark boot.js puts on a form whose sending it held. */
export const HELD_SUBMIT_ATTRIBUTE = 'data-held-submit';

/**
 * Sends a held form again after hydration. Call it after the hook that adopts the typed values: the
 * form is sent from the render that has them, so its submit handler sees what the patient typed.
 */
export function useHeldSubmit(ref: RefObject<HTMLFormElement | null>): void {
  const [held, setHeld] = useState(false);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el?.hasAttribute(HELD_SUBMIT_ATTRIBUTE)) return;
    el.removeAttribute(HELD_SUBMIT_ATTRIBUTE);
    setHeld(true);
    // once, at hydration
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!held) return;
    setHeld(false);
    ref.current?.requestSubmit();
  }, [held, ref]);
}
