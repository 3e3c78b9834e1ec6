import { useState } from 'react';
import { KeyList, PageBody, PageIntro } from '../../components/page/PageIntro';
import type { AssessmentResult } from '../../lib/api';
import { AssessmentForm } from './AssessmentForm';
import { AssessmentResultView } from './AssessmentResultView';

/** /assessment: photos and answers, then the triage result and a new-assessment action. */
export default function AssessmentPage() {
  const [result, setResult] = useState<AssessmentResult | null>(null);
  return (
    <>
      <PageIntro id="assessment" />
      <PageBody>
        <div className="mb-8">
          <KeyList prefix="page-assessment-point" count={3} />
        </div>
        {result ? <AssessmentResultView result={result} onNew={() => setResult(null)} /> : <AssessmentForm onResult={setResult} />}
      </PageBody>
    </>
  );
}
