/** the product’s screens and routes: shown after scrolling down past 200 px; hidden when scrolling up, at the top, or when forced. */
export const PILL_THRESHOLD_PX = 200;

export function nextPillVisible(previousY: number, y: number, wasVisible: boolean, forceHidden = false): boolean {
  if (forceHidden || y <= PILL_THRESHOLD_PX) return false;
  if (y > previousY) return true;
  if (y < previousY) return false;
  return wasVisible;
}
