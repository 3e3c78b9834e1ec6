/** The value shown at `progress` (0…1) of a count-up, eased out so it settles gently on the target. */
export function countUpValue(target: number, progress: number): number {
  const p = Math.min(1, Math.max(0, progress));
  const eased = 1 - (1 - p) ** 3;
  return Math.round(target * eased);
}
