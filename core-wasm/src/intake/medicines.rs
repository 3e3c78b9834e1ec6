//! The medicines the health questions let a patient pick: the common anticoagulants and
//! antiplatelets, by generic name and by the brand names printed on the packs in each country the
//! clinic's patients come from. `docs/intake.md` names each country's source. A medicine that is
//! not here is typed into "other" and flagged for staff to check.

use super::MedicineClass;
use crate::lang::Locale;
use crate::search::normalize;
use serde::Serialize;

/// One medicine (by its active ingredient).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Medicine {
    /// Its wire name: the international non-proprietary name, in snake case.
    pub id: &'static str,
    pub class: MedicineClass,
    /// The names it goes by: the generic name, then per country (ISO 3166 code) the local generic
    /// name and the brands on the packs.
    pub names: &'static [(&'static str, &'static [&'static str])],
}

/// Every country whose names are listed, in the order the form offers them.
pub const COUNTRIES: &[&str] = &["TW", "JP", "KR", "US", "ES", "SA", "IN"];

/// The listed medicines: anticoagulants first, then antiplatelets.
pub const MEDICINES: &[Medicine] = &[
    Medicine {
        id: "warfarin",
        class: MedicineClass::Anticoagulant,
        names: &[
            ("*", &["Warfarin"]),
            ("TW", &["Coumadin", "可邁丁", "華法林"]),
            ("JP", &["ワーファリン", "ワルファリン"]),
            ("KR", &["쿠마딘", "와파린"]),
            ("US", &["Coumadin", "Jantoven"]),
            ("ES", &["Aldocumar"]),
            ("SA", &["Coumadin", "Marevan", "وارفارين"]),
            ("IN", &["Warf", "Uniwarfin", "वारफेरिन"]),
        ],
    },
    Medicine {
        id: "acenocoumarol",
        class: MedicineClass::Anticoagulant,
        names: &[("*", &["Acenocoumarol"]), ("ES", &["Sintrom"]), ("IN", &["Acitrom"])],
    },
    Medicine {
        id: "dabigatran",
        class: MedicineClass::Anticoagulant,
        names: &[
            ("*", &["Dabigatran", "Pradaxa"]),
            ("TW", &["普栓達"]),
            ("JP", &["プラザキサ", "ダビガトラン"]),
            ("KR", &["프라닥사"]),
            ("SA", &["براداكسا"]),
        ],
    },
    Medicine {
        id: "rivaroxaban",
        class: MedicineClass::Anticoagulant,
        names: &[
            ("*", &["Rivaroxaban", "Xarelto"]),
            ("TW", &["拜瑞妥"]),
            ("JP", &["イグザレルト", "リバーロキサバン"]),
            ("KR", &["자렐토"]),
            ("SA", &["زاريلتو"]),
        ],
    },
    Medicine {
        id: "apixaban",
        class: MedicineClass::Anticoagulant,
        names: &[
            ("*", &["Apixaban", "Eliquis"]),
            ("TW", &["艾必克凝"]),
            ("JP", &["エリキュース", "アピキサバン"]),
            ("KR", &["엘리퀴스"]),
            ("SA", &["إليكويس"]),
        ],
    },
    Medicine {
        id: "edoxaban",
        class: MedicineClass::Anticoagulant,
        names: &[
            ("*", &["Edoxaban"]),
            ("TW", &["Lixiana", "里先安"]),
            ("JP", &["リクシアナ", "エドキサバン"]),
            ("KR", &["릭시아나"]),
            ("US", &["Savaysa"]),
            ("ES", &["Lixiana"]),
        ],
    },
    Medicine {
        id: "enoxaparin",
        class: MedicineClass::Anticoagulant,
        names: &[
            ("*", &["Enoxaparin", "Heparin"]),
            ("TW", &["Clexane", "克立生"]),
            ("JP", &["クレキサン", "ヘパリン"]),
            ("KR", &["크렉산", "헤파린"]),
            ("US", &["Lovenox"]),
            ("ES", &["Clexane"]),
            ("SA", &["Clexane", "كليكسان"]),
            ("IN", &["Clexane"]),
        ],
    },
    Medicine {
        id: "aspirin",
        class: MedicineClass::Antiplatelet,
        names: &[
            ("*", &["Aspirin", "Acetylsalicylic acid"]),
            ("TW", &["Bokey", "伯基", "阿斯匹靈"]),
            ("JP", &["バイアスピリン", "バファリン", "アスピリン"]),
            ("KR", &["아스피린", "아스피린 프로텍트"]),
            ("US", &["Bayer", "Ecotrin"]),
            ("ES", &["Adiro", "Tromalyt"]),
            ("SA", &["Aspocid", "أسبرين"]),
            ("IN", &["Ecosprin", "Disprin", "एस्पिरिन"]),
        ],
    },
    Medicine {
        id: "clopidogrel",
        class: MedicineClass::Antiplatelet,
        names: &[
            ("*", &["Clopidogrel", "Plavix"]),
            ("TW", &["保栓通"]),
            ("JP", &["プラビックス", "クロピドグレル"]),
            ("KR", &["플라빅스"]),
            ("ES", &["Iscover"]),
            ("SA", &["بلافيكس"]),
            ("IN", &["Clopilet", "Deplatt"]),
        ],
    },
    Medicine {
        id: "ticagrelor",
        class: MedicineClass::Antiplatelet,
        names: &[
            ("*", &["Ticagrelor"]),
            ("TW", &["Brilinta", "百無凝"]),
            ("JP", &["ブリリンタ"]),
            ("KR", &["브릴린타"]),
            ("US", &["Brilinta"]),
            ("ES", &["Brilique"]),
            ("SA", &["Brilinta"]),
            ("IN", &["Brilinta", "Axcer"]),
        ],
    },
    Medicine {
        id: "prasugrel",
        class: MedicineClass::Antiplatelet,
        names: &[
            ("*", &["Prasugrel"]),
            ("TW", &["Efient"]),
            ("JP", &["エフィエント"]),
            ("KR", &["에피언트"]),
            ("US", &["Effient"]),
            ("ES", &["Efient"]),
        ],
    },
    Medicine {
        id: "cilostazol",
        class: MedicineClass::Antiplatelet,
        names: &[
            ("*", &["Cilostazol"]),
            ("TW", &["Pletaal", "普達"]),
            ("JP", &["プレタール", "シロスタゾール"]),
            ("KR", &["프레탈"]),
            ("US", &["Pletal"]),
            ("IN", &["Pletoz"]),
        ],
    },
    Medicine {
        id: "dipyridamole",
        class: MedicineClass::Antiplatelet,
        names: &[
            ("*", &["Dipyridamole", "Persantin"]),
            ("JP", &["ペルサンチン"]),
            ("KR", &["페르산틴"]),
            ("US", &["Aggrenox"]),
        ],
    },
];

/// The medicine with this wire name.
pub fn find(id: &str) -> Option<&'static Medicine> {
    MEDICINES.iter().find(|m| m.id == id)
}

/// The country whose pack names a page in this language shows first.
pub fn home_country(locale: Locale) -> &'static str {
    match locale {
        Locale::Ja => "JP",
        Locale::Ko => "KR",
        Locale::Es => "ES",
        Locale::Ar => "SA",
        Locale::Hi => "IN",
        Locale::En => "US",
        _ => "TW",
    }
}

/// A medicine as a list shows it: its wire name, class, and the names to show for one country.
#[cfg_attr(any(test, feature = "ts"), derive(ts_rs::TS))]
#[cfg_attr(any(test, feature = "ts"), ts(export, export_to = "core/"))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MedicineEntry {
    pub id: &'static str,
    pub class: MedicineClass,
    /// The generic name first, then the country's names.
    pub names: Vec<&'static str>,
}

/// The names of a medicine for one country: the generic names and that country's.
fn names_for(medicine: &Medicine, country: &str) -> Vec<&'static str> {
    let mut names: Vec<&'static str> = Vec::new();
    for (c, list) in medicine.names {
        if *c == "*" || *c == country {
            for n in *list {
                if !names.contains(n) {
                    names.push(n);
                }
            }
        }
    }
    names
}

/// The whole list for one country, in the list's order.
pub fn list_for(country: &str) -> Vec<MedicineEntry> {
    MEDICINES.iter().map(|m| MedicineEntry { id: m.id, class: m.class, names: names_for(m, country) }).collect()
}

/// The medicines whose names (any country's) contain what the patient typed, ignoring case, accents
/// and width; a name starting with it ranks first, then a match among the country's own names. An
/// empty query finds the whole list.
pub fn search(query: &str, country: &str) -> Vec<MedicineEntry> {
    let q = fold(query);
    if q.is_empty() {
        return list_for(country);
    }
    let mut hits: Vec<(u8, usize, MedicineEntry)> = Vec::new();
    for (order, m) in MEDICINES.iter().enumerate() {
        let mut best: Option<u8> = None;
        for (c, list) in m.names {
            let local = *c == "*" || *c == country;
            for name in *list {
                let n = fold(name);
                let rank = if n.starts_with(&q) {
                    if local {
                        0
                    } else {
                        2
                    }
                } else if n.contains(&q) {
                    if local {
                        1
                    } else {
                        3
                    }
                } else {
                    continue;
                };
                best = Some(best.map_or(rank, |b| b.min(rank)));
            }
        }
        if let Some(rank) = best {
            hits.push((rank, order, MedicineEntry { id: m.id, class: m.class, names: names_for(m, country) }));
        }
    }
    hits.sort_by_key(|(rank, order, _)| (*rank, *order));
    hits.into_iter().map(|(_, _, e)| e).collect()
}

/// Lower case, Latin accents folded, full-width Latin letters made ASCII, spaces dropped.
fn fold(s: &str) -> String {
    let widened: String = s
        .chars()
        .map(|c| match c as u32 {
            0xFF01..=0xFF5E => char::from_u32(c as u32 - 0xFEE0).unwrap_or(c),
            _ => c,
        })
        .collect();
    normalize(&widened, Locale::En).chars().filter(|c| !c.is_whitespace() && *c != '-').collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_unique_and_every_country_is_known() {
        for (i, m) in MEDICINES.iter().enumerate() {
            assert!(MEDICINES[..i].iter().all(|o| o.id != m.id), "{} twice", m.id);
            assert!(m.names.iter().all(|(c, _)| *c == "*" || COUNTRIES.contains(c)), "{}", m.id);
            assert_eq!(m.names[0].0, "*", "{} starts with its generic name", m.id);
        }
    }

    #[test]
    fn brands_are_found_in_any_script_and_width() {
        let ids = |q: &str, c: &str| search(q, c).iter().map(|e| e.id).collect::<Vec<_>>();
        assert_eq!(ids("eliq", "TW"), ["apixaban"]);
        assert_eq!(ids("ＰＬＡＶＩＸ", "TW"), ["clopidogrel"]);
        assert_eq!(ids("保栓", "TW"), ["clopidogrel"]);
        assert_eq!(ids("ワーファ", "JP"), ["warfarin"]);
        assert_eq!(ids("sintrom", "TW"), ["acenocoumarol"]);
        assert!(ids("paracetamol", "TW").is_empty());
        assert_eq!(search("", "JP").len(), MEDICINES.len());
    }

    #[test]
    fn the_countrys_own_names_rank_first() {
        // "Clexane" is Spain's enoxaparin, and "cl" begins clopidogrel everywhere.
        let ids: Vec<_> = search("cl", "ES").iter().map(|e| e.id).collect();
        assert_eq!(ids, ["enoxaparin", "clopidogrel"]);
        let shown = &search("xarelto", "JP")[0];
        assert_eq!(shown.names, ["Rivaroxaban", "Xarelto", "イグザレルト", "リバーロキサバン"]);
    }
}
