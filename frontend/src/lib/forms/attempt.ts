// One submission attempt, one Idempotency-Key (docs/public-api.md): sending the same answers again (a retry
// after a lost answer, a double tap) reuses the key, so the server answers with the first result and
// stores nothing new; changed answers are a new attempt with a new key.

export interface AttemptKeys {
  /** The key for a request whose answers serialise to `signature`. */
  keyFor: (signature: string) => string;
  /** The attempt succeeded: the next submission is a new one. */
  settle: () => void;
}

export function attemptKeys(newKey: () => string): AttemptKeys {
  let current: { key: string; signature: string } | null = null;
  return {
    keyFor(signature) {
      if (current?.signature !== signature) current = { key: newKey(), signature };
      return current.key;
    },
    settle() {
      current = null;
    },
  };
}
