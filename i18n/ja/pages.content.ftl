# コンテンツページ（issue 5）。ページのタイトルと導入文は pages.ftl の `page-<id>-title/-lead`。
# `medical-` で始まるキーは重要な医療テキスト（the product brief の表現と数値のとおり）。

## Shared
content-book = 診察を予約する
content-contact = クリニックに問い合わせる
content-read-more = 続きを読む
content-cta-title = 気になるしこりはありませんか？
content-cta-text = メッセージを送るか、台北院・高雄院での診察をご予約ください。{ $reply_hours }時間以内にご返信します。
content-location-back = 背中
content-location-neck = 首
content-location-shoulder = 肩
content-location-scalp = 頭皮
content-level-basic = 基礎
content-level-intermediate = 中級
content-level-advanced = 上級
content-minutes = { $value }分
content-days = { $value }日
content-months = { $value }か月
content-cm = { $value } cm

## Services
services-treatments-title = 治療の対象
medical-treatment-lipoma-title = 脂肪腫の摘出
medical-treatment-lipoma-text = 脂肪腫は皮下にできるやわらかい良性の脂肪のかたまりです。薄い被膜ごと完全に摘出し、切開は通常、直径の{ $incision_ratio_min_percent }〜{ $incision_ratio_max_percent }%にとどめます。
medical-treatment-cyst-title = 粉瘤（アテローム）の摘出
medical-treatment-cyst-text = 袋が残っている限り、嚢腫は再発を繰り返します。袋全体を摘出し、切開は通常{ $incision_cm_min }〜{ $incision_cm_max } cmです。
medical-treatment-tumor-title = 皮膚腫瘍の摘出
medical-treatment-tumor-text = 皮膚や皮下のできものを局所麻酔で摘出し、組織は病理検査に出して正確な診断を確認します。
medical-treatment-mole-title = ほくろの除去
medical-treatment-mole-text = 変化する、出血する、気になるほくろを切除し、病理医が調べます。完全な切除と確かな結果を優先し、傷あとの小ささはその次です。
services-link-lipoma = 脂肪腫について
services-link-cyst = 粉瘤について
services-link-tumor = 皮膚腫瘍とほくろについて
services-compare-title = 低侵襲手術と従来の手術の比較
medical-compare-caption = 切開の長さと傷が治るまでの期間：従来の切開と当院の低侵襲手術の比較
medical-compare-aspect = 比較項目
medical-compare-traditional = 従来の切開
medical-compare-minimal = 低侵襲手術
medical-compare-incision = 切開の長さ
medical-compare-incision-traditional = { $traditional_incision_cm_min }〜{ $traditional_incision_cm_max } cm
medical-compare-incision-minimal = 通常{ $incision_cm_min }〜{ $incision_cm_max } cm
medical-compare-recovery = 傷が完全に治るまで
medical-compare-recovery-traditional = { $traditional_recovery_weeks_min }〜{ $traditional_recovery_weeks_max }週間
medical-compare-recovery-minimal = { $healing_weeks_min }〜{ $healing_weeks_max }週間（普段の生活は通常{ $activity_days_min }〜{ $activity_days_max }日後から）
medical-compare-note = 大きなしこりでは切開も大きくなりますが、通常は腫瘍の直径の{ $incision_ratio_min_percent }〜{ $incision_ratio_max_percent }%にとどまります。{ $showcase_tumour_cm } cmの腫瘍を{ $showcase_incision_cm } cmの切開で摘出した実績があります。
services-steps-title = 手術当日の流れ
services-step-1-title = 診察
services-step-1-text = 医師がしこりを診察し、治療の選択肢を説明して、ご質問にお答えします。
services-step-2-title = 局所麻酔
medical-step-2-text = 手術する部分だけを麻酔します。意識ははっきりしたまま、楽に過ごせます。
services-step-3-title = 摘出
medical-step-3-text = ほとんどの手術は{ $surgery_minutes_min }〜{ $surgery_minutes_max }分です。小さな切開からしこりを完全に取り出します。
services-step-4-title = 当日帰宅
services-step-4-text = 少し休んだあと、書面のケア説明をお持ちになってご帰宅いただけます。
services-step-5-title = 回復と病理検査
medical-step-5-text = 多くの方は{ $activity_days_min }〜{ $activity_days_max }日で普段の生活に戻れ、{ $healing_weeks_min }〜{ $healing_weeks_max }週間で傷が完全に治ります。摘出した組織は病理医が調べます。
services-safety-title = 安全を第一に
services-safety-text = 当院のチームは二次救命処置（ACLS）の認定を受けており、すべての手術室に安全設備を備えています。重大な合併症はゼロです。

## Condition pages
condition-what-title = どんな病気？
condition-signs-title = 早めに受診したほうがよいサイン
condition-treatment-title = 当院での摘出方法
condition-facts-title = ポイント
condition-cases-title = 同様の症例
condition-articles-title = 関連コラム
medical-lipoma-what = 脂肪腫は、皮膚のすぐ下にできる脂肪細胞の良性（がんではない）のかたまりです。触るとやわらかく弾力があり、押すと少し動きます。背中、肩、首、腕、太もも、お腹によく見られ、自然に消えることは通常ありません。
medical-lipoma-sign-1 = 急に大きくなる、または硬くなった。
medical-lipoma-sign-2 = 痛む、赤い、熱をもっている。
medical-lipoma-sign-3 = 動かず、固定されているように感じる。
medical-lipoma-sign-4 = 約5 cmより大きい、または摘出後に再発した。
medical-lipoma-treatment = 局所麻酔で、薄い被膜を含めて脂肪腫全体を摘出します。切開は通常{ $incision_cm_min }〜{ $incision_cm_max } cmで、大きな脂肪腫ではしこりに合わせて大きくなりますが、通常は直径の{ $incision_ratio_min_percent }〜{ $incision_ratio_max_percent }%にとどまります。{ $largest_tumour_cm } cmの脂肪腫を摘出した実績があります。
medical-cyst-what = 粉瘤（アテローム、医学的には表皮嚢腫）は、皮膚の下にできる小さな袋です。袋の内側から角質が作られ続けるため、袋が少しずつ満たされ、しこりが大きくなります。表面に小さな黒い穴があることが多く、においのある内容物が出ることがあります。
medical-cyst-sign-1 = 赤く腫れる、熱をもつ、痛む。
medical-cyst-sign-2 = 絞り出したり排膿したりしても再発を繰り返す。
medical-cyst-sign-3 = 大きくなっている、または衣服や睡眠の妨げになる。
medical-cyst-sign-4 = 赤みが広がる、膿が出る、発熱がある場合は、すぐに受診してください。
medical-cyst-treatment = 再発の可能性を下げるには、袋全体の摘出が必要です。中身を出しただけでは、袋はまた満たされます。炎症を起こした粉瘤は、まず炎症を抑え、落ち着いてから摘出するのが一般的です。切開は通常{ $incision_cm_min }〜{ $incision_cm_max } cmで、袋は病理検査に出します。
medical-tumor-what = ほくろや皮膚のできものの多くは良性ですが、医師が実際に診察しなければ判断できません。摘出したできものは病理医が顕微鏡で調べ、正確な診断を確認します。
medical-tumor-sign-1 = 形が左右非対称、境界がぎざぎざ、または1つのほくろに複数の色がある。
medical-tumor-sign-2 = 約6 mmより大きい、または大きさ・形・色・盛り上がりが変化している。
medical-tumor-sign-3 = けがをしていないのにかゆみ・出血・かさぶたがある、または数週間たっても治らない傷がある。
medical-tumor-sign-4 = 皮膚や皮下のしこりが大きくなる、硬い、または動かない。
medical-tumor-treatment = ほくろや皮膚腫瘍は局所麻酔で摘出し、当日ご帰宅いただけます。切開の大きさは安全に取り除くべき範囲によって決まります。完全な摘出と確かな病理結果を優先し、傷あとの小ささはその次です。
medical-fact-duration = 多くの手術は局所麻酔で{ $surgery_minutes_min }〜{ $surgery_minutes_max }分です。とても大きなしこりはさらに時間がかかります。
medical-fact-incision = 切開は通常{ $incision_cm_min }〜{ $incision_cm_max } cmです。
medical-fact-discharge = 当日ご帰宅いただけます。
medical-fact-recovery = 多くの方は{ $activity_days_min }〜{ $activity_days_max }日で普段の生活に戻れ、{ $healing_weeks_min }〜{ $healing_weeks_max }週間で傷が完全に治ります。

## Cases
case-condition-lipoma = 脂肪腫
case-condition-cyst = 粉瘤
case-condition-skin_tumor = 皮膚腫瘍
case-condition-mole = ほくろ
case-size = 大きさ
case-incision = 切開
case-surgery = 手術時間
case-recovery = 普段の生活に戻るまで
case-patient = 患者さん
case-location = 部位
case-patient-value = { $age }歳・{ $country }
case-incision-ratio = 切開はしこりの直径の{ $percent }%でした。
case-read-story = 体験談を読む
case-privacy-note = 患者さんを特定できる情報は省いています。症例はそれぞれ異なり、治療計画は診察で決まります。

## Videos
videos-filter-category = テーマ
videos-filter-difficulty = レベル
videos-category-all = すべてのテーマ
videos-category-lipoma = 脂肪腫
videos-category-cyst = 粉瘤
videos-category-skinTumor = 皮膚腫瘍
videos-category-technique = 手術手技
videos-level-all = すべてのレベル
videos-shown = { $count }本の動画を表示中
videos-none = 条件に合う動画はありません。
videos-duration = 再生時間 { $duration }
videos-view-count = { $views }回視聴
videos-play = 動画を再生：{ $title }
videos-coming-soon = 動画は近日公開
videos-coming-soon-text = この動画は準備中です。同じテーマはコラムでも解説しています。
videos-privacy = 再生ボタンを押すまで、YouTube のコンテンツは一切読み込まれません。再生時は YouTube のプライバシー強化モードを使用します。
videos-player-title = 動画：{ $title }

## Doctor
doctor-profile-title = プロフィール
doctor-bio-1 = 林医師は皮膚科専門医として、{ $years_experience }年以上にわたり皮膚腫瘍の低侵襲摘出に取り組んできました。{ $founding_year }年の開院以来、チームで{ $cases }件以上の症例を治療しています。
doctor-bio-2 = 考え方はシンプルです。局所麻酔で、可能な限り小さな切開から、被膜や袋を含めてしこり全体を取り除き、患者さんが当日帰宅できるようにすることです。
doctor-bio-3 = 林医師はこの手技について講演を行い、二次救命処置（ACLS）認定のチームとともに診療しています。
doctor-expertise-title = 専門分野
doctor-expertise-1 = 脂肪腫（巨大脂肪腫を含む。{ $largest_tumour_cm } cmの脂肪腫の摘出実績）
doctor-expertise-2 = 粉瘤（アテローム・表皮嚢腫）。再発を繰り返す粉瘤も含みます
doctor-expertise-3 = 皮膚腫瘍とほくろ（病理検査を含む）
doctor-expertise-4 = 局所麻酔による低侵襲手術
doctor-certs-lead = ここでは{ $certificates_shown }件の認定証をご覧いただけます。選択すると拡大表示します。
doctor-cert-category-core = 主な資格
doctor-cert-category-safety = 安全
doctor-cert-category-academic = 学術
doctor-cert-category-international = 海外研修
doctor-cert-view = 拡大表示：{ $title }
doctor-cert-issuer = 発行：{ $issuer }
doctor-cert-placeholder = 見本の画像です。クリニックが原本のスキャン画像に差し替えます。
doctor-cert-image-alt = 認定証：{ $title }

## About
about-story-title = 私たちの歩み
about-story-text = 当院は{ $founding_year }年、入院なしで、できるだけ小さな切開から脂肪腫・粉瘤などの皮膚腫瘍を完全に取り除くことを目指して開院しました。{ $years_experience }年以上、{ $cases }件を超える症例を経た今も、それが私たちの毎日の仕事です。
about-stats-title = 数字で見る当院
about-stat-founded = 開院
about-stat-years = 年の経験
about-stat-cases = 治療症例
about-stat-countries = 患者さんの出身国
about-stat-satisfaction = 患者満足度
about-stat-certifications = 医師紹介ページの証書
about-stat-complications = 重大な合併症
about-values-title = 当院の方針
about-value-complete-title = 完全な摘出
about-value-complete-text = 取り残した組織は再び大きくなることがあるため、被膜や袋を含めてしこり全体を取り除きます。
about-value-small-title = できるだけ小さな切開
medical-about-value-small-text = 通常{ $incision_cm_min }〜{ $incision_cm_max } cm。大きなしこりでも通常は腫瘍の直径の{ $incision_ratio_min_percent }〜{ $incision_ratio_max_percent }%です。
about-value-safety-title = 安全を第一に
about-value-safety-text = 二次救命処置（ACLS）認定のチームと、すべての手術室に備えた安全設備。
about-value-care-title = 母国語でのご案内
about-value-care-text = { $site_languages }言語で情報を提供し、{ $countries }か国以上の患者さんをお迎えしています。
about-clinics-title = 2つの院
about-clinics-text = 台北と高雄にあり、どちらも予約制です。当院は自費診療のクリニックです。
about-meet-doctor = 医師紹介を見る
about-see-clinics = 所在地と診療時間

## FAQ
faq-category-procedure = 手術について
faq-category-recovery = 術後の回復
faq-category-cost = 費用と保険
faq-category-international = 海外の患者さん
faq-category-booking = 予約と受診
faq-more-title = ほかにご質問はありますか？
faq-more-text = LINE や WhatsApp でお尋ねいただくか、メッセージをお送りください。{ $reply_hours }時間以内にご返信します。

## Global influence
global-stats-title = 当院の広がり
global-stat-countries = 患者さんの出身国
global-stat-languages = 本サイトの対応言語
global-stat-cases = 治療症例
global-stat-years = 年の経験
global-countries-title = 患者さんはどこから
global-countries-text = このサイトで紹介している症例だけでも、患者さんは次の国・地域から来院されています：
global-teaching-title = 教育と研修
global-teaching-text = 林医師は低侵襲の皮膚腫瘍手術について講演し、海外で実技研修を修了しています。その活動を示す認定証です：
global-international-link = 海外の患者さんへのご案内

## International patients
intl-languages-title = 対応言語
intl-languages-text = このサイトは次の言語でご覧いただけます。これらの言語でお問い合わせいただけます：
intl-before-title = 渡航前にお送りいただくもの
intl-before-lead = 事前に写真を拝見すると、計画が立てやすくなります。WhatsApp またはオンライン評価から、次の情報をお送りください：
intl-before-1 = しこりの鮮明な写真（大きさがわかるよう、硬貨や定規を横に置いて）
intl-before-2 = しこりの大きさと場所、最初に気づいた時期
intl-before-3 = 変化・痛みの有無、これまでの治療歴
intl-before-4 = 既往歴、服用中の薬、アレルギー
intl-before-5 = これまでの検査結果・画像・病理結果（お持ちの場合）
intl-before-note = 写真による確認は参考であり、診断ではありません。治療計画は医師が対面で診察したうえで決定します。
intl-travel-title = 旅程の計画
medical-intl-travel-1 = ほとんどの手術は{ $surgery_minutes_min }〜{ $surgery_minutes_max }分で、当日ご帰宅いただけます。
intl-travel-2 = 出発前の傷の確認を含めて、約 { $stay_days } 日間の滞在を目安にお考えください。ご旅行の日程をお知らせいただければ、医師が一人ひとりに合った計画を確認します。
intl-travel-3 = 帰りの航空券を予約する前に、医師にご相談ください。
intl-travel-4 = 台北院・高雄院とも MRT の駅の近くにあります。
intl-payment-title = お支払い
intl-payment-text = 当院は自費診療のクリニックです。台湾ドル（TWD）、米ドル（USD）、日本円（JPY）でお支払いいただけ、現金、カード、分割払い、海外保険に対応しています。
intl-payment-note = 費用はしこりの種類・大きさ・数・場所によって異なり、医師の診察後にお見積もりをお伝えします。
intl-contact-title = 国際チームへのご連絡

## Patient community
community-stories-title = 患者さんの体験談
community-stories-lead = 当院でしこりを摘出した患者さんご自身の言葉です。
community-story-by = { $age }歳の患者さん・{ $country }
community-read-case = 症例を見る
community-share-title = 体験を共有する
community-share-text = 患者さんの体験が、まだ迷っている方の助けになります。お問い合わせフォーム、LINE、WhatsApp からお寄せください。掲載は患者さんの同意がある場合のみとし、個人を特定できる情報は省きます。
community-questions-title = 患者さんからよくある質問
community-questions-more = よくある質問をすべて見る
community-promise-title = 私たちのお約束
community-promise-1 = 体験談は患者さんの同意がある場合にのみ掲載します。
community-promise-2 = 患者さんを特定できる情報は省きます。
community-promise-3 = 体験談はお一人の経験です。治療計画は診察で決まります。

## YouTube
yt-channel-title = 当院のチャンネル
yt-channel-text = それぞれの病気の説明、手術当日の流れ、ご自宅での傷のケアを紹介しています。
yt-channel-link = YouTube チャンネルへ
yt-latest-title = 最新の動画
yt-all-videos = すべての動画を見る
yt-privacy-title = プライバシーについて
yt-privacy-text = 再生ボタンを押すまで、このサイトでは YouTube のコンテンツを一切読み込みません。再生時は YouTube のプライバシー強化モード（youtube-nocookie.com）を使用します。

## Contact
contact-clinics-title = 台北院と高雄院
contact-address = 住所
contact-phone = 電話
contact-phone-abroad = 海外から
contact-getting-there = アクセス
contact-hours-title = 診療時間
contact-hours-note = 予約制です。日曜休診。時刻はすべて台湾時間です。
contact-map-show = { $clinic }の地図を表示
contact-map-loading = 地図を読み込み中...
contact-map-title = { $clinic }の地図
contact-map-privacy = 地図は Google が提供し、ご要望があったときだけ読み込みます。
contact-maps-link = Google マップで{ $clinic }を開く
contact-messaging-title = メッセージで直接相談
contact-social-title = ソーシャルメディア
contact-form-title = メッセージを送る

## Articles
articles-search-label = コラムを検索
articles-search-placeholder = 例：脂肪腫、切開、回復
articles-filter-label = カテゴリー
articles-category-all = すべてのカテゴリー
articles-featured-title = おすすめのコラム
articles-list-title = すべてのコラム
articles-results = { $count }件のコラムが見つかりました
articles-no-results = 条件に一致するコラムは見つかりませんでした
articles-no-results-hint = 別の言葉で検索するか、すべてのカテゴリーを表示してください。
articles-show-all = すべてのコラムを表示
articles-view-count = { $views }回閲覧
articles-author-dr-lin = 林医師
articles-by = 執筆：{ $author }
articles-like = いいね
articles-bookmark = ブックマーク
articles-share = 共有
articles-link-copied = リンクをコピーしました
articles-copy-failed = このリンクをコピーしてください：{ $url }
articles-actions-label = コラムの操作
articles-case-title = 症例の詳細
articles-case-duration = しこりがあった期間
articles-case-surgery = 手術時間
articles-case-recovery = 普段の生活に戻るまで
articles-case-size = 大きさ
articles-case-location = 部位
articles-case-difficulty = 難易度
articles-testimonial-title = 患者さんの声
articles-tags = トピック
