import { KeyList, PageBody, PageIntro } from '../../components/page/PageIntro';

export default function InternationalPage() {
  return (
    <>
      <PageIntro id="international" />
      <PageBody>
        <KeyList prefix="page-international-point" count={4} />
      </PageBody>
    </>
  );
}
