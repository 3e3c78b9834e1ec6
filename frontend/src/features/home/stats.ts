import { fact } from '../../lib/core';
import type { Stat } from '../../components/page/StatCounter';

/** SPEC §9 statistics, exactly its numbers, from content/facts.json. */
export const HOME_STATS: Stat[] = [
  { key: 'years', value: fact('years_experience'), suffix: '+' },
  { key: 'cases', value: fact('cases'), suffix: '+' },
  { key: 'countries', value: fact('countries'), suffix: '+' },
  { key: 'satisfaction', value: fact('satisfaction_percent'), suffix: '%' },
  { key: 'languages', value: fact('stat_languages') },
  { key: 'complications', value: fact('major_complications') },
];
