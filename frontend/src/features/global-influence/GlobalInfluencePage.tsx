import { KeyList, PageBody, PageIntro } from '../../components/page/PageIntro';

export default function GlobalInfluencePage() {
  return (
    <>
      <PageIntro id="global-influence" />
      <PageBody>
        <KeyList prefix="page-global-influence-point" count={3} />
      </PageBody>
    </>
  );
}
