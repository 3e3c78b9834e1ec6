import type { PageData } from '../../app/site-data';
import { PageBody, PageIntro } from '../../components/page/PageIntro';

export default function FaqPage({ data }: { data: PageData<{ faq: { id: string; question: string; answer: string }[] }> }) {
  return (
    <>
      <PageIntro id="faq" />
      <PageBody>
        <div className="grid gap-3">
          {data.page.faq.map((f) => (
            <details key={f.id} className="card">
              <summary className="cursor-pointer font-semibold">{f.question}</summary>
              <p className="mt-3">{f.answer}</p>
            </details>
          ))}
        </div>
      </PageBody>
    </>
  );
}
