// The claims check as the editor types (issue 27 point 4): the core's own rule (WASM `checkClaims`
// from pkg-claims, loaded by the editor's chunk only) over the text in the editor, with the language's
// lists as the server has them, so the findings an approval would refuse show before saving. A shared
// file (no language folder) keeps the server's findings, over the text last saved.
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { ClaimFinding } from '../../../generated/core/ClaimFinding';
import { useClaimRules } from '../../api/content';

type Checker = (tag: string, rulesJson: string, text: string) => ClaimFinding[] | null;

let loading: Promise<Checker> | null = null;

/** The core's check, loaded once. */
function loadChecker(): Promise<Checker> {
  loading ??= import('clinic-core-claims').then((m) => m.checkClaims as Checker);
  return loading;
}

/** The findings in `text` by `lang`'s lists, or `null` until the check and the lists are here (or for
 *  a shared file, `lang` empty). */
export function useLiveClaims(lang: string, text: string): ClaimFinding[] | null {
  const rules = useClaimRules(lang);
  const [check, setCheck] = useState<Checker | null>(null);
  useEffect(() => {
    if (!lang) return;
    let live = true;
    loadChecker().then((c) => live && setCheck(() => c)).catch(() => {});
    return () => {
      live = false;
    };
  }, [lang]);
  const rulesJson = useMemo(() => (rules.data ? JSON.stringify(rules.data) : ''), [rules.data]);
  // Typing stays first: the check runs on the text React has time for.
  const deferred = useDeferredValue(text);
  return useMemo(() => (check && rulesJson ? check(lang, rulesJson, deferred) : null), [check, rulesJson, lang, deferred]);
}
