import { ConditionPage } from './ConditionPage';

export default function LipomaPage() {
  return <ConditionPage id="lipoma" />;
}
