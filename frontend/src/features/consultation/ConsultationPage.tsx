import { KeyList, PageBody, PageIntro } from '../../components/page/PageIntro';

export default function ConsultationPage() {
  return (
    <>
      <PageIntro id="consultation" />
      <PageBody>
        <KeyList prefix="page-consultation-point" count={3} />
      </PageBody>
    </>
  );
}
