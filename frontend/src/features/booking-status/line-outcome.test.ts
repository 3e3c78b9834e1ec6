import { describe, expect, it } from 'vitest';
import { lineOutcome } from './line-outcome';

describe('coming back from LINE Login', () => {
  it('reads the three outcomes the server sends back', () => {
    expect(['linked', 'declined', 'failed'].map(lineOutcome)).toEqual(['linked', 'declined', 'failed']);
  });

  it('shows nothing for a missing or hand-edited value', () => {
    expect([null, '', 'LINKED', 'yes', 'linked '].map(lineOutcome)).toEqual([null, null, null, null, null]);
  });
});
