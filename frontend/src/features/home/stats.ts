import { fact } from '../../lib/core';
import type { Stat } from '../../components/page/StatCounter';

/** the product’s business constants statistics from content/facts.json; languages are the site's own (docs/decisions.md, "One number of languages"). */
export const HOME_STATS: Stat[] = [
  { key: 'years', value: fact('years_experience'), suffix: '+' },
  { key: 'cases', value: fact('cases'), suffix: '+' },
  { key: 'countries', value: fact('countries'), suffix: '+' },
  { key: 'satisfaction', value: fact('satisfaction_percent'), suffix: '%' },
  { key: 'languages', value: fact('site_languages') },
  { key: 'complications', value: fact('major_complications') },
];
