import type { Certificate } from '../../lib/site-data';

export function CertificateCard({ cert }: { cert: Certificate }) {
  return (
    <figure className="card flex h-full flex-col items-center gap-3 p-4 text-center">
      <img
        src={cert.thumbnail}
        alt=""
        width={cert.orientation === 'portrait' ? 120 : 160}
        height={cert.orientation === 'portrait' ? 160 : 120}
        loading="lazy"
        className="h-40 w-auto rounded"
      />
      <figcaption>
        <span className="block font-semibold">{cert.title}</span>
        <span className="block text-sm text-slate-600 dark:text-slate-400">{cert.issuer}</span>
      </figcaption>
    </figure>
  );
}
