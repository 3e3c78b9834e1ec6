import { KeyList, PageBody, PageIntro } from '../../components/page/PageIntro';

export default function AssessmentPage() {
  return (
    <>
      <PageIntro id="assessment" />
      <PageBody>
        <KeyList prefix="page-assessment-point" count={3} />
      </PageBody>
    </>
  );
}
