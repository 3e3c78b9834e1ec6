import { KeyList, PageBody, PageIntro } from '../../components/page/PageIntro';

export default function PatientCommunityPage() {
  return (
    <>
      <PageIntro id="patient-community" />
      <PageBody>
        <KeyList prefix="page-patient-community-point" count={3} />
      </PageBody>
    </>
  );
}
