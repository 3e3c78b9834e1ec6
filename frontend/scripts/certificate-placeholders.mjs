// Writes the placeholder certificate images named in content/certificates.json
// (public/images/certificates/<id>-placeholder.svg and -placeholder-thumb.svg) until real scans exist.
// Run once by hand: node scripts/certificate-placeholders.mjs
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const frontend = fileURLToPath(new URL('..', import.meta.url));
const certs = JSON.parse(readFileSync(join(frontend, '..', 'content', 'certificates.json'), 'utf8'));
const hue = { core: 170, safety: 10, academic: 220, international: 280 };

function svg(cert, scale) {
  const [w, h] = cert.orientation === 'portrait' ? [300, 400] : [400, 300];
  const c = hue[cert.category] ?? 170;
  const lines = Array.from({ length: 4 }, (_, i) => `<rect x="${w * 0.2}" y="${h * 0.55 + i * 18}" width="${w * (0.6 - i * 0.08)}" height="6" rx="3" fill="hsl(${c} 20% 75%)"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w * scale}" height="${h * scale}" role="img">
<rect width="${w}" height="${h}" fill="hsl(${c} 40% 97%)"/>
<rect x="12" y="12" width="${w - 24}" height="${h - 24}" fill="none" stroke="hsl(${c} 45% 35%)" stroke-width="4"/>
<rect x="22" y="22" width="${w - 44}" height="${h - 44}" fill="none" stroke="hsl(${c} 45% 60%)" stroke-width="1.5"/>
<circle cx="${w / 2}" cy="${h * 0.32}" r="${Math.min(w, h) * 0.13}" fill="hsl(${c} 50% 40%)"/>
<path d="M${w / 2 - 14} ${h * 0.32}l10 10 18-20" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round"/>
${lines}
</svg>
`;
}

const out = join(frontend, 'public', 'images', 'certificates');
mkdirSync(out, { recursive: true });
for (const cert of certs) {
  writeFileSync(join(frontend, 'public', cert.images.full), svg(cert, 1));
  writeFileSync(join(frontend, 'public', cert.images.thumbnail), svg(cert, 0.4));
}
console.log(`wrote ${certs.length * 2} placeholder certificates to ${out}`);
