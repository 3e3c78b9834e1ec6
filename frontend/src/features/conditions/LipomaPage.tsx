import { ConditionPage, type ConditionData } from './ConditionPage';

export default function LipomaPage({ data }: { data: ConditionData }) {
  return <ConditionPage id="lipoma" data={data} />;
}
