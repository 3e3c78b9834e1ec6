// A deterministic benchmark corpus: 10,000 article-like titles in the site's seven scripts, and
// queries with typos whose relevant titles are known, so engines can be compared on speed and recall.
const WORDS = {
  en: "lipoma cyst removal minimally invasive surgery incision recovery scar wound care patient story clinic sebaceous epidermal mole skin tumour local anaesthesia doctor guide safety pathology healing discharge technique".split(" "),
  zh: "脂肪瘤 粉瘤 微創 手術 切口 恢復 疤痕 傷口 照護 病人 故事 診所 皮脂腺 表皮 痣 皮膚 腫瘤 局部 麻醉 醫師 指南 安全 病理 癒合 出院 技術".split(" "),
  ja: "脂肪腫 粉瘤 日帰り 手術 切開 回復 傷跡 ケア 患者 体験談 クリニック 表皮嚢腫 ほくろ 皮膚 腫瘍 局所麻酔 医師 ガイド 安全 病理検査".split(" "),
  ko: "지방종 낭종 제거 최소 침습 수술 절개 회복 흉터 상처 관리 환자 사례 병원 피지낭종 피부 종양 국소 마취 의사 안내 안전 병리".split(" "),
  es: "lipoma quiste extirpación mínimamente invasiva cirugía incisión recuperación cicatriz herida cuidado paciente historia clínica sebáceo epidérmico lunar piel tumor anestesia médico guía seguridad patología".split(" "),
  ar: "الورم الشحمي الكيس الدهني إزالة جراحة طفيفة التوغل شق التعافي ندبة الجرح العناية المريض قصة العيادة الجلد الشامة تخدير موضعي الطبيب دليل السلامة".split(" "),
  hi: "लाइपोमा सिस्ट हटाना न्यूनतम इनवेसिव सर्जरी चीरा रिकवरी निशान घाव देखभाल मरीज कहानी क्लिनिक त्वचा तिल ट्यूमर लोकल एनेस्थीसिया डॉक्टर गाइड सुरक्षा".split(" "),
};
const SYLLABLES = "ka ko mi ra ne to su vi lo da pe zu ha ri mo na".split(" ");
const CJK = new Set(["zh", "ja"]);

function rng(seed) {
  return () => {
    seed |= 0; seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function typo(word, r) {
  const chars = [...word];
  if (chars.length < 4) return word;
  const i = 1 + Math.floor(r() * (chars.length - 2));
  if (r() < 0.5) [chars[i], chars[i + 1]] = [chars[i + 1] ?? chars[i], chars[i]];
  else chars.splice(i, 1);
  return chars.join("");
}

export function makeCorpus(n = 10000, queryCount = 300) {
  const r = rng(42);
  const langs = Object.keys(WORDS);
  const docs = [];
  const words = [];
  for (let i = 0; i < n; i++) {
    const lang = langs[i % langs.length];
    const list = WORDS[lang];
    const count = 3 + Math.floor(r() * 3);
    const picked = Array.from({ length: count }, () => list[Math.floor(r() * list.length)]);
    const code = Array.from({ length: 3 }, () => SYLLABLES[Math.floor(r() * SYLLABLES.length)]).join("") + (i % 97);
    const sep = CJK.has(lang) ? "" : " ";
    docs.push({ id: `t${i}`, title: `${picked.join(sep)} ${code}`, excerpt: "", category: lang, tags: [] });
    words.push({ lang, picked, code });
  }
  const queries = [];
  for (let q = 0; q < queryCount; q++) {
    const d = Math.floor(r() * n);
    const { lang, picked, code } = words[d];
    if (q % 2 === 0) {
      // A unique code word with a typo: exactly one relevant title.
      const relevant = docs.filter((x) => x.title.split(" ").includes(code)).map((x) => x.id);
      queries.push({ query: typo(code, r), relevant });
    } else {
      // Two topic words (one with a typo where the script has letters to swap).
      const [a, b] = [picked[0], picked[1]];
      const qa = CJK.has(lang) ? a : typo(a, r);
      const relevant = docs.filter((x) => x.title.includes(a) && x.title.includes(b)).map((x) => x.id);
      queries.push({ query: `${qa} ${b}`, relevant });
    }
  }
  return { docs, queries };
}

/** recall@k: share of the relevant titles (up to k) found in the first k results. */
export function recallAt(k, resultIds, relevant) {
  const rel = new Set(relevant);
  const hits = resultIds.slice(0, k).filter((id) => rel.has(id)).length;
  return hits / Math.min(k, rel.size || 1);
}
