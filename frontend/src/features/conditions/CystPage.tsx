import { ConditionPage } from './ConditionPage';

export default function CystPage() {
  return <ConditionPage id="cyst" />;
}
