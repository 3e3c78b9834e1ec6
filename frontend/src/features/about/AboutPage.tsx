import { KeyList, PageBody, PageIntro } from '../../components/page/PageIntro';

export default function AboutPage() {
  return (
    <>
      <PageIntro id="about" />
      <PageBody>
        <KeyList prefix="page-about-point" count={4} />
      </PageBody>
    </>
  );
}
