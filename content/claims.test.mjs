// Claims that hold (issue 30): each defect class the editors found in the seven languages is put back
// into a copy of the repository's strings and content, and the words check (content/check.mjs runs it)
// must name it. One copy carries every break, in a different message each; one run of the check; one
// test per class asserts its own finding. A last test runs content/check.mjs itself on the copy.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkWords, neverMatcher } from './words.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Replaces message `key` of i18n/<locale>/<file> (with its continuation lines) by `key = value`. */
function setMessage(source, key, value) {
  const lines = source.split('\n');
  const at = lines.findIndex((l) => new RegExp(`^${key}\\s*=`).test(l));
  assert.ok(at >= 0, `no message ${key}`);
  let end = at + 1;
  while (end < lines.length && /^(\s+\S|\})/.test(lines[end])) end += 1;
  lines.splice(at, end - at, `${key} = ${value}`);
  return lines.join('\n');
}

// [file, change]: every break the tests below look for.
const BREAKS = [
  // contradictions with the FAQ and with the facts
  ['i18n/en/home.ftl', (s) => setMessage(s, 'home-diff-painless-title', 'Truly painless')],
  ['i18n/zh-TW/pages.content.ftl', (s) => setMessage(s, 'medical-cyst-treatment', '要根治，必須取出整個囊壁。')],
  ['i18n/hi/pages.ftl', (s) => setMessage(s, 'page-cyst-lead', 'पूरी थैली हटाने से यह दोबारा नहीं होता।')],
  ['i18n/en/home.ftl', (s) => setMessage(s, 'home-stat-languages', 'Languages (this site: 9 languages)')],
  ['i18n/ja/home.ftl', (s) => setMessage(s, 'home-stat-countries', '9 言語で対応')],
  ['i18n/en/pages.ftl', (s) => setMessage(s, 'page-doctor-lead', 'Board-certified dermatologist with 15+ certifications at home and abroad.')],
  ['i18n/en/pages.content.ftl', (s) => setMessage(s, 'medical-compare-recovery-minimal', '{ $activity_days_min }–{ $activity_days_max } days')],
  ['i18n/en/pages.ftl', (s) => setMessage(s, 'page-services-point-4', 'Surgery takes { $surgery_minutes_min }–{ $surgery_minutes_max } minutes under local anaesthesia.')],
  ['i18n/en/pages.ftl', (s) => setMessage(s, 'page-tumor-point-3', 'Small incisions, with normal activity after { $activity_days_min }–{ $activity_days_max } days.')],
  ['i18n/es/home.ftl', (s) => setMessage(s, 'home-tile-cases-text', 'Pacientes reales, desde un lipoma de { $largest_tumour_cm } cm hasta pequeños quistes faciales.')],
  ['i18n/en/pages.ftl', (s) => setMessage(s, 'page-international-lead', 'Coming from abroad? Consultation, surgery and a check-up in a few days.')],
  ['i18n/ko/pages.ftl', (s) => setMessage(s, 'page-youtube-integration-point-3', '매달 새 영상 공개.')],
  ['i18n/ar/pages.ftl', (s) => setMessage(s, 'page-global-influence-point-2', 'شهادات دولية في الجراحة التجميلية.')],
  ['i18n/en/pages.ftl', (s) => setMessage(s, 'page-booking-status-point-3', 'Need to change the date? Cancel and book a new time.')],
  ['i18n/en/forms.ftl', (s) => setMessage(s, 'booking-success-title', 'Booking successful')],
  ['i18n/ja/forms.ftl', (s) => setMessage(s, 'booking-success-title', 'ご予約が完了しました')],
  // medical advertising (Medical Care Act arts. 85–86): every rule, in several languages and files
  ['i18n/en/home.ftl', (s) => setMessage(s, 'home-hero-eyebrow', 'The No. 1 clinic for skin tumour surgery since { $founding_year }')],
  ['i18n/ko/home.ftl', (s) => setMessage(s, 'home-diff-incision-title', '효과 보장 초소형 절개')],
  ['content/zh-TW/faq.json', (s) => s.replace('沒有醫師能保證腫塊永遠不會再出現', '療效保證，腫塊永遠不會再出現')],
  ['i18n/hi/home.ftl', (s) => setMessage(s, 'home-diff-painless-title', 'दर्द-रहित इलाज')],
  ['i18n/ar/home.ftl', (s) => setMessage(s, 'home-why-advantages-1', 'تُزال الكتلة كاملةً فتختفي بلا رجعة.')],
  ['i18n/es/pages.content.ftl', (s) => setMessage(s, 'community-stories-title', 'Testimonios de pacientes')],
  ['i18n/ja/pages.content.ftl', (s) => setMessage(s, 'case-read-story', 'ビフォーアフターを見る')],
  ['i18n/ar/home.ftl', (s) => setMessage(s, 'home-tile-cases-title', 'صور قبل وبعد')],
  ['i18n/es/home.ftl', (s) => setMessage(s, 'home-diff-technique-title', 'Técnica de primer nivel mundial')],
  // developer and wrong texts
  ['i18n/en/errors.ftl', (s) => setMessage(s, 'page-not-found-lead', 'Did you forget to add the page to the router?')],
  ['i18n/en/dashboard.ftl', (s) => setMessage(s, 'dash-purged-name', 'Removed after the retention period')],
  // register and terms
  ['i18n/ja/pages.ftl', (s) => setMessage(s, 'page-international-point-4', '術後のケア方法をお客様の言語でご説明します。')],
  ['i18n/ja/forms.ftl', (s) => setMessage(s, 'booking-copy', '番号をコピー')],
  ['i18n/ja/forms.ftl', (s) => setMessage(s, 'consult-assess-title', 'まずはオンライン自己評価から')],
  ['i18n/ko/forms.ftl', (s) => setMessage(s, 'booking-times-zone', '시간은 병원 시간(타이베이, UTC+8)이에요.')],
  ['content/ko/legal/terms.md', (s) => s.replace(/\n$/, '\n\n문의는 언제든 환영해요.\n')],
  ['i18n/ko/server.ftl', (s) => setMessage(s, 'email-urgency-low', '급하지 않아요. 편한 때 예약해 주세요.')],
  ['i18n/es/pages.ftl', (s) => setMessage(s, 'page-international-point-1', 'Envía fotos por WhatsApp para una primera opinión.')],
  ['i18n/es/pages.ftl', (s) => setMessage(s, 'page-youtube-integration-point-1', 'Un video breve por cada afección, sin costo.')],
  ['i18n/es/pages.ftl', (s) => setMessage(s, 'page-videos-lead', 'Aprende sobre lipomas y quistes.')],
  ['i18n/ko/home.ftl', (s) => setMessage(s, 'home-stats-title', '린 원장 클리닉의 경험')],
  ['i18n/en/forms.ftl', (s) => setMessage(s, 'offer-take', 'Book this seat')],
  ['i18n/ar/forms.ftl', (s) => setMessage(s, 'offer-take', 'احجز هذا المقعد')],
  ['i18n/ja/forms.ftl', (s) => setMessage(s, 'status-verify-waiting', 'お席は { $until } までお取りしています。')],
  ['i18n/en/validation.ftl', (s) => setMessage(s, 'validation-terms_required', 'Please agree to the terms and privacy policy')],
  ['i18n/ko/validation.ftl', (s) => setMessage(s, 'validation-terms_required', '이용약관과 개인정보 처리방침에 동의해 주세요')],
  ['i18n/hi/pages.ftl', (s) => setMessage(s, 'page-lipoma-point-1', 'मुलायम गांठ, जो बढ़ सकती है।')],
  ['i18n/hi/forms.ftl', (s) => setMessage(s, 'status-reschedule', 'तारीख या समय बदलें')],
  ['i18n/ar/forms.ftl', (s) => setMessage(s, 'assess-result-title', 'هذا ليس تشخيص ذاتي')],
  // facts typed into the text
  ['i18n/en/forms.ftl', (s) => setMessage(s, 'booking-date-hint', 'Monday to Friday 10:00–19:00, Saturday 10:00–17:00, clinic time.')],
  ['content/es/faq.json', (s) => s.replace('en un plazo de {reply_hours} horas', 'en un plazo de 24 horas')],
  ['content/hi/faq.json', (s) => s.replace('हम {countries} से ज़्यादा देशों', 'हम 50 से ज़्यादा देशों')],
  ['content/en/faq.json', (s) => s.replace('from 10:00 to 19:00', 'from 10:00 to 20:00')],
  // style sheet: range and percent marks, digits
  ['i18n/ja/pages.ftl', (s) => setMessage(s, 'page-tumor-point-2', '局所麻酔下で摘出します。通常{ $surgery_minutes_min }～{ $surgery_minutes_max }分です。')],
  ['i18n/ar/forms.ftl', (s) => setMessage(s, 'assess-uploading', 'جارٍ الرفع: { $percent }٪')],
  ['i18n/hi/pages.ftl', (s) => setMessage(s, 'page-faq-lead', 'ज़्यादातर प्रक्रियाएँ २० मिनट की होती हैं।')],
];

let root;
let found;
before(() => {
  root = mkdtempSync(join(tmpdir(), 'claims-'));
  cpSync(join(repo, 'content'), join(root, 'content'), { recursive: true });
  cpSync(join(repo, 'i18n'), join(root, 'i18n'), { recursive: true });
  cpSync(join(repo, 'frontend/src/generated/contract.json'), join(root, 'frontend/src/generated/contract.json'));
  for (const [rel, change] of BREAKS) {
    const path = join(root, rel);
    const before = readFileSync(path, 'utf8');
    const after = change(before);
    assert.notEqual(after, before, `the break did not change ${rel}`);
    writeFileSync(path, after);
  }
  found = checkWords(root);
});
after(() => rmSync(root, { recursive: true, force: true }));

/** The check named `where` with a problem matching `what`. */
const finds = (where, what) => {
  const hit = found.some((p) => p.startsWith(`${where}:`) && what.test(p));
  assert.ok(hit, `expected ${where} ~ ${what}; found:\n${found.filter((p) => p.startsWith(where)).join('\n') || '(nothing there)'}`);
};

test('the repository itself passes', () => {
  assert.deepEqual(checkWords(repo), []);
});

test('a pain claim the FAQ contradicts fails ("Truly painless")', () => {
  finds('i18n/en/home.ftl home-diff-painless-title', /"truly painless" is never used \(medical advertising, painless: absolute pain claim/);
});

test('a promise of no recurrence fails (zh 根治, hi "दोबारा नहीं होता")', () => {
  finds('i18n/zh-TW/pages.content.ftl medical-cyst-treatment', /"根治" is never used \(medical advertising, no-recurrence/);
  finds('i18n/hi/pages.ftl page-cyst-lead', /"दोबारा नहीं होता" is never used/);
});

test('medical advertising fails in every language: guarantees, painless, no recurrence, superlatives, testimonials, before-and-after', () => {
  finds('i18n/en/home.ftl home-hero-eyebrow', /"No\. 1" is never used \(medical advertising, superlative:/);
  finds('i18n/ko/home.ftl home-diff-incision-title', /"효과 보장" is never used \(medical advertising, guarantee:/);
  finds('content/zh-TW/faq.json[will-the-lump-come-back].answer', /"療效保證" is never used \(medical advertising, guarantee:/);
  finds('i18n/hi/home.ftl home-diff-painless-title', /"दर्द-रहित इलाज" is never used \(medical advertising, painless:/);
  finds('i18n/ar/home.ftl home-why-advantages-1', /"بلا رجعة" is never used \(medical advertising, no-recurrence:/);
  finds('i18n/es/pages.content.ftl community-stories-title', /"testimonios" is never used \(medical advertising, testimonial:/);
  finds('i18n/ja/pages.content.ftl case-read-story', /"ビフォーアフター" is never used \(medical advertising, before-after:/);
  finds('i18n/ar/home.ftl home-tile-cases-title', /"صور قبل وبعد" is never used \(medical advertising, before-after:/);
  finds('i18n/es/home.ftl home-diff-technique-title', /"primer nivel mundial" is never used \(medical advertising, superlative:/);
});

test('the honest wording is not advertising: the FAQ on pain and recurrence, a lump described as painless', () => {
  const honest = [
    ['en', 'No doctor can promise that a lump will never return. Soft, movable and usually painless. Complete removal is the best protection.'],
    ['zh-TW', '沒有醫師能保證腫塊永遠不會再出現。柔軟、可推動，通常不痛。完整移除是最好的預防。'],
    ['ja', 'ただし、絶対に再発しないと約束できる医師はいません。'],
    ['ko', '다만 어떤 의사도 혹이 절대 다시 생기지 않는다고 약속할 수는 없으며, 수술 후 며칠 동안 누르면 약간 아픈 정도의 불편감은 정상이에요.'],
    ['es', 'Ningún médico puede garantizar que un bulto no reaparezca nunca. Blando, móvil y normalmente indoloro.'],
    ['ar', 'ولا يستطيع أي طبيب أن يضمن ألا تعود الكتلة أبدًا. الاستئصال الكامل هو أفضل وقاية من عودتها.'],
    ['hi', 'कोई भी डॉक्टर यह वादा नहीं कर सकता कि गाँठ कभी दोबारा नहीं होगी। पूरी गाँठ निकालना ही सबसे अच्छा बचाव है।'],
  ];
  for (const [locale, text] of honest) {
    const glossary = JSON.parse(readFileSync(join(repo, 'i18n', locale, 'glossary.json'), 'utf8'));
    for (const w of glossary.advertising.flatMap((a) => a.never)) assert.ok(!neverMatcher(w, locale).test(text), `${locale} "${w}" in: ${text}`);
  }
});

test('a number of languages typed beside the site\'s own fails (9 beside 7)', () => {
  finds('i18n/en/home.ftl home-stat-languages', /types a site_languages count by hand: "9 languages"/);
  finds('i18n/ja/home.ftl home-stat-countries', /types a site_languages count by hand/);
});

test('a number of certificates other than those shown fails ("15+ certifications")', () => {
  finds('i18n/en/pages.ftl page-doctor-lead', /types a certificates_shown count by hand: "15\+ certifications"/);
});

test('a comparison row that sets our return to activity against their full healing fails', () => {
  finds('i18n/en/pages.content.ftl medical-compare-recovery-minimal', /compares traditional_recovery_weeks with another measure/);
});

test('a surgery time or recovery range stated as if every case fitted it fails (cases of 60 and 150 minutes, 14 days)', () => {
  finds('i18n/en/pages.ftl page-services-point-4', /states the range surgery_minutes without "usually"/);
  finds('i18n/en/pages.ftl page-tumor-point-3', /states the range activity_days without "usually"/);
});

test('promises the cases and the facts do not bear out fail (facial cysts, a few days, monthly videos, international certifications)', () => {
  finds('i18n/es/home.ftl home-tile-cases-text', /"quistes faciales" is never used/);
  finds('i18n/en/pages.ftl page-international-lead', /"check-up in a few days" is never used/);
  finds('i18n/ko/pages.ftl page-youtube-integration-point-3', /"매달" is never used/);
  finds('i18n/ar/pages.ftl page-global-influence-point-2', /"شهادات دولية" is never used/);
});

test('help that names another action than the page offers fails ("cancel and book a new time")', () => {
  finds('i18n/en/pages.ftl page-booking-status-point-3', /"cancel and book a new time" is never used/);
});

test('a booking called successful before the clinic confirms it fails', () => {
  finds('i18n/en/forms.ftl booking-success-title', /"booking successful" is never used/);
  finds('i18n/ja/forms.ftl booking-success-title', /"ご予約が完了しました" is never used/);
});

test('developer text and a wrong reason for an erased row fail', () => {
  finds('i18n/en/errors.ftl page-not-found-lead', /"router" is never used/);
  finds('i18n/en/dashboard.ftl dash-purged-name', /"retention" is never used/);
});

test('ja: one form of address, one name for the code and for the assessment', () => {
  finds('i18n/ja/pages.ftl page-international-point-4', /"お客様" is never used/);
  finds('i18n/ja/forms.ftl booking-copy', /"番号をコピー" is never used \(glossary term "confirmation-code"/);
  finds('i18n/ja/forms.ftl consult-assess-title', /"オンライン自己評価" is never used \(glossary term "self-assessment"/);
});

test('ko: the clinic is 클리닉; 합니다체 in the legal pages and e-mails, 해요체 elsewhere', () => {
  finds('i18n/ko/forms.ftl booking-times-zone', /"병원" is never used \(glossary term "clinic"/);
  finds('content/ko/legal/terms.md', /is never used \(address form here is 합니다체/);
  finds('i18n/ko/server.ftl email-urgency-low', /is never used \(address form here is 합니다체/);
  assert.ok(!found.some((p) => p.startsWith('content/ko/legal/') && /습니다/.test(p)), 'formal endings in the legal pages are right');
});

test('es: usted throughout, and European Spanish words (vídeo, coste)', () => {
  finds('i18n/es/pages.ftl page-international-point-1', /"Envía fotos" is never used \(address form is usted\)/);
  finds('i18n/es/pages.ftl page-videos-lead', /"Aprende" is never used \(address form is usted\)/);
  finds('i18n/es/pages.ftl page-youtube-integration-point-1', /"video" is never used \(vocabulary/);
  finds('i18n/es/pages.ftl page-youtube-integration-point-1', /"costo" is never used \(vocabulary/);
});

test('one name of the clinic in each language', () => {
  finds('i18n/ko/home.ftl home-stats-title', /"린 원장 클리닉" is never used \(glossary term "clinic-name"/);
});

test('a seat where patients expect an appointment time fails (en, ar, ja), but staff screens may count seats', () => {
  finds('i18n/en/forms.ftl offer-take', /"seat" is never used \(glossary term "appointment-time"/);
  finds('i18n/ar/forms.ftl offer-take', /"مقعد" is never used/);
  finds('i18n/ja/forms.ftl status-verify-waiting', /"お席" is never used/);
  assert.ok(!found.some((p) => p.startsWith('i18n/en/dashboard.ftl') && /seat/.test(p)));
});

test('a second name for the privacy notice fails (en, ko)', () => {
  finds('i18n/en/validation.ftl validation-terms_required', /"privacy policy" is never used \(glossary term "privacy-notice"/);
  finds('i18n/ko/validation.ftl validation-terms_required', /"개인정보 처리방침" is never used/);
});

test('hi: one spelling (गाँठ, nukta on loanwords)', () => {
  finds('i18n/hi/pages.ftl page-lipoma-point-1', /"गांठ" is never used \(spelling/);
  finds('i18n/hi/forms.ftl status-reschedule', /"तारीख" is never used \(spelling/);
});

test('ar: a glossary-banned term is found without its article too', () => {
  finds('i18n/ar/forms.ftl assess-result-title', /"التشخيص الذاتي" is never used/);
  assert.ok(neverMatcher('التشخيص الذاتي', 'ar').test('وبالتشخيص الذاتي'));
  assert.ok(neverMatcher('رمز الحجز', 'ar').test('أرسل رمز حجز'));
  assert.ok(!neverMatcher('هيك', 'ar').test('الهيكل'));
});

test('facts typed into the text fail: opening hours, reply hours, countries', () => {
  finds('i18n/en/forms.ftl booking-date-hint', /types the opening hours by hand \("10:00"\)/);
  finds('content/es/faq.json[when-should-i-contact-the-clinic-after-surgery].answer', /types a reply_hours count by hand: "24 horas"/);
  finds('content/hi/faq.json[do-you-treat-international-patients].answer', /types a countries count by hand: "50 से ज़्यादा देशों"/);
  finds('content/en/faq.json[what-are-your-opening-hours].answer', /states opening times 10:00 17:00 20:00; content\/clinics\.json says 10:00 17:00 19:00/);
});

test('the style sheet: range mark, percent sign and digits of each language', () => {
  finds('i18n/ja/pages.ftl page-tumor-point-2', /range mark "～" .* ja writes ranges with "〜"/);
  finds('i18n/ar/forms.ftl assess-uploading', /percent sign not "%"/);
  finds('i18n/hi/pages.ftl page-faq-lead', /non-Latin digits/);
});

test('content/check.mjs fails on the broken copy, as make test-content runs it', () => {
  const run = spawnSync(process.execPath, [join(root, 'content', 'check.mjs')], { encoding: 'utf8' });
  assert.equal(run.status, 1);
  assert.match(run.stderr, /banned claim/);
});
