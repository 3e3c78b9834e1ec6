import type { Stat } from './StatCounter';

/** SPEC §9 statistics, exactly its numbers. */
export const HOME_STATS: Stat[] = [
  { key: 'years', value: 15, suffix: '+' },
  { key: 'cases', value: 10000, suffix: '+' },
  { key: 'countries', value: 50, suffix: '+' },
  { key: 'satisfaction', value: 98, suffix: '%' },
  { key: 'languages', value: 9 },
  { key: 'complications', value: 0 },
];
