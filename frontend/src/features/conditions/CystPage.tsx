import { ConditionPage, type ConditionData } from './ConditionPage';

export default function CystPage({ data }: { data: ConditionData }) {
  return <ConditionPage id="cyst" data={data} />;
}
