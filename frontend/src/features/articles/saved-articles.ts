// Likes and bookmarks, kept in this browser only (localStorage), one list of article ids per kind.

export type SavedKind = 'liked' | 'bookmarked';

const KEYS: Record<SavedKind, string> = { liked: 'articles-liked', bookmarked: 'articles-bookmarked' };

function read(kind: SavedKind): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEYS[kind]) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return []; // storage blocked or a bad value: nothing saved
  }
}

export function isSaved(kind: SavedKind, id: string): boolean {
  return read(kind).includes(id);
}

/** Turns the mark on or off and returns the new state (unchanged if storage is unavailable). */
export function toggleSaved(kind: SavedKind, id: string): boolean {
  const list = read(kind);
  const on = !list.includes(id);
  const next = on ? [...list, id] : list.filter((v) => v !== id);
  try {
    localStorage.setItem(KEYS[kind], JSON.stringify(next));
    return on;
  } catch {
    return !on;
  }
}
