// Photos are judged in the browser before any upload, by the core's rules: type by content (the first
// bytes, not the name), size, count. A refused photo never joins the list.
import type { FieldProblem, FormRules, PhotoMeta } from '../../lib/core';

/** Enough leading bytes for the JPEG and PNG signatures. */
export const HEAD_BYTES = 16;

export interface PickedPhoto {
  id: string;
  file: File;
  meta: PhotoMeta;
  url: string;
}

export interface Refusal {
  name: string;
  problem: FieldProblem;
}

export async function readMeta(file: File): Promise<PhotoMeta> {
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  return { size: file.size, head };
}

/**
 * Splits candidates into those that may join `kept` and those refused with the core's problem: each
 * candidate is checked as the next photo of the list, so the sixth is refused as too many.
 */
export function admit<T extends { meta: PhotoMeta; name: string }>(
  rules: Pick<FormRules, 'checkPhotos'>,
  kept: readonly PhotoMeta[],
  candidates: readonly T[],
): { accepted: T[]; refused: (Refusal & { candidate: T })[] } {
  const accepted: T[] = [];
  const refused: (Refusal & { candidate: T })[] = [];
  const list = [...kept];
  for (const candidate of candidates) {
    const problems = rules.checkPhotos([...list, candidate.meta]);
    const index = list.length;
    const own =
      problems.find((p) => p.code === 'too_many_files') ??
      problems.find((p) => Number(p.params?.index) === index);
    if (own) refused.push({ name: candidate.name, problem: own, candidate });
    else {
      accepted.push(candidate);
      list.push(candidate.meta);
    }
  }
  return { accepted, refused };
}

/** `none` excludes every other symptom, and any other symptom excludes `none`. */
export function toggleSymptom(current: readonly string[], value: string, checked: boolean): string[] {
  if (!checked) return current.filter((s) => s !== value);
  if (value === 'none') return ['none'];
  return [...current.filter((s) => s !== 'none' && s !== value), value];
}
