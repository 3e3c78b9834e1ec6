// A form the patient sent before the scripts took it over: boot.js held the browser's own sending
// (a GET of the same page, with what was typed in the address) and marked the form. Once the app has
// adopted what was typed, it sends the form the way the patient meant.
import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/** The mark boot.js puts on a form whose sending it held. */
const HELD_SUBMIT_ATTRIBUTE = 'data-held-submit';

/**
 * Sends a held form again after hydration, from a render that has what was typed (the values adopted
 * at hydration are rendered before effects run). `ready` false delays it: a form whose early input is
 * still being taken over asynchronously (photos) is sent once that is done, never without it.
 */
export function useHeldSubmit(ref: RefObject<HTMLFormElement | null>, ready = true): void {
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
    if (!held || !ready) return;
    setHeld(false);
    ref.current?.requestSubmit();
  }, [held, ready, ref]);
}
