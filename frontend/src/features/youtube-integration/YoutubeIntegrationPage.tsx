import { KeyList, PageBody, PageIntro } from '../../components/page/PageIntro';

export default function YoutubeIntegrationPage() {
  return (
    <>
      <PageIntro id="youtube-integration" />
      <PageBody>
        <KeyList prefix="page-youtube-integration-point" count={3} />
      </PageBody>
    </>
  );
}
