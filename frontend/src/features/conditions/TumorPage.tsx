import { ConditionPage } from './ConditionPage';

export default function TumorPage() {
  return <ConditionPage id="tumor" />;
}
