import { ConditionPage, type ConditionData } from './ConditionPage';

export default function TumorPage({ data }: { data: ConditionData }) {
  return <ConditionPage id="tumor" data={data} />;
}
