# 內容頁（issue 5）。頁面標題與導言為 pages.ftl 中的 `page-<id>-title/-lead`。
# 以 `medical-` 開頭的鍵為重要醫療文字（完全依照 the product brief 的說法與數字）。

## Shared
content-book = 預約諮詢
content-contact = 聯絡診所
content-read-more = 繼續閱讀
content-cta-title = 有腫塊想請醫師看看嗎？
content-cta-text = 留言給我們，或預約台北、高雄院區的諮詢門診。我們會在 { $reply_hours } 小時內回覆。
content-location-back = 背部
content-location-neck = 頸部
content-location-shoulder = 肩部
content-location-scalp = 頭皮
content-level-basic = 入門
content-level-intermediate = 進階
content-level-advanced = 高階
content-minutes = { $value } 分鐘
content-days = { $value } 天
content-months = { $value } 個月
content-cm = { $value } 公分

## Services
services-treatments-title = 治療項目
medical-treatment-lipoma-title = 脂肪瘤切除
medical-treatment-lipoma-text = 脂肪瘤是皮下柔軟的良性脂肪腫塊。我們連同薄薄的包膜一起完整取出，切口通常只有腫瘤直徑的 { $incision_ratio_min_percent }–{ $incision_ratio_max_percent }%。
medical-treatment-cyst-title = 粉瘤（皮脂腺囊腫、表皮囊腫）切除
medical-treatment-cyst-text = 只要囊壁還在，囊腫就會一再復發。我們將整個囊壁完整取出，切口通常為 { $incision_cm_min }–{ $incision_cm_max } 公分。
medical-treatment-tumor-title = 皮膚腫瘤切除
medical-treatment-tumor-text = 皮膚上或皮下的腫塊在局部麻醉下切除，組織會送病理檢查，確認究竟是什麼。
medical-treatment-mole-title = 痣的切除
medical-treatment-mole-text = 有變化、會出血或造成困擾的痣，切除後由病理科醫師檢查。完整切除與明確的病理結果優先，其次才是疤痕大小。
services-link-lipoma = 認識脂肪瘤
services-link-cyst = 認識粉瘤
services-link-tumor = 認識皮膚腫瘤與痣
services-compare-title = 微創手術與傳統手術比較
medical-compare-caption = 切口長度與傷口癒合：傳統切口與本院微創技術的比較
medical-compare-aspect = 比較項目
medical-compare-traditional = 傳統切口
medical-compare-minimal = 微創手術
medical-compare-incision = 切口長度
medical-compare-incision-traditional = { $traditional_incision_cm_min }–{ $traditional_incision_cm_max } 公分
medical-compare-incision-minimal = 通常 { $incision_cm_min }–{ $incision_cm_max } 公分
medical-compare-recovery = 傷口完全癒合
medical-compare-recovery-traditional = { $traditional_recovery_weeks_min }–{ $traditional_recovery_weeks_max } 週
medical-compare-recovery-minimal = { $healing_weeks_min }–{ $healing_weeks_max } 週（通常 { $activity_days_min }–{ $activity_days_max } 天後可恢復日常活動）
medical-compare-note = 大型腫塊的切口會隨腫塊變大，但通常維持在腫瘤直徑的 { $incision_ratio_min_percent }–{ $incision_ratio_max_percent }%：我們曾以 { $showcase_incision_cm } 公分的切口取出 { $showcase_tumour_cm } 公分的腫瘤。
services-steps-title = 手術當天的流程
services-step-1-title = 診察
services-step-1-text = 醫師檢查腫塊、說明治療選項，並回答您的問題。
services-step-2-title = 局部麻醉
medical-step-2-text = 只麻醉手術部位，您全程清醒、舒適。
services-step-3-title = 切除
medical-step-3-text = 大多數手術需要 { $surgery_minutes_min }–{ $surgery_minutes_max } 分鐘，透過小切口將腫塊完整取出。
services-step-4-title = 當天返家
services-step-4-text = 稍作休息後，帶著書面的照護說明回家。
services-step-5-title = 恢復與病理檢查
medical-step-5-text = 多數患者 { $activity_days_min }–{ $activity_days_max } 天可恢復正常活動，{ $healing_weeks_min }–{ $healing_weeks_max } 週完全癒合。切除的組織會送病理檢查。
services-safety-title = 安全第一
services-safety-text = 我們的團隊具備高級心臟救命術（ACLS）認證，每間手術室都配備安全設備。零重大併發症。

## Condition pages
condition-what-title = 這是什麼？
condition-signs-title = 出現這些情況請儘早就醫
condition-treatment-title = 我們如何切除
condition-facts-title = 重點一覽
condition-cases-title = 類似案例
condition-articles-title = 延伸閱讀
medical-lipoma-what = 脂肪瘤是位於皮膚下方、由脂肪細胞組成的良性（非癌性）腫塊，摸起來通常柔軟或有彈性，按壓時會稍微移動。常見於背部、肩膀、頸部、手臂、大腿與腹部，通常不會自行消失。
medical-lipoma-sign-1 = 快速長大或變硬。
medical-lipoma-sign-2 = 疼痛、發紅或發熱。
medical-lipoma-sign-3 = 摸起來固定不動，而不是可以移動。
medical-lipoma-sign-4 = 大於約 5 公分，或切除後又復發。
medical-lipoma-treatment = 我們在局部麻醉下，將整個脂肪瘤連同薄薄的包膜完整取出。切口通常為 { $incision_cm_min }–{ $incision_cm_max } 公分；較大的脂肪瘤切口會隨之變大，但通常維持在直徑的 { $incision_ratio_min_percent }–{ $incision_ratio_max_percent }%。我們曾取出 { $largest_tumour_cm } 公分的脂肪瘤。
medical-cyst-what = 表皮囊腫（常稱粉瘤或皮脂腺囊腫）是皮膚下的一個小囊。囊壁會持續產生角質，囊袋因此慢慢被填滿，腫塊也跟著變大。表面常有一個小黑點開口，擠壓時可能流出有異味的分泌物。
medical-cyst-sign-1 = 變得紅、腫、熱或疼痛。
medical-cyst-sign-2 = 擠壓或引流後一再復發。
medical-cyst-sign-3 = 持續變大，或影響穿衣、睡眠。
medical-cyst-sign-4 = 紅腫擴散、流膿或發燒：請儘快就醫。
medical-cyst-treatment = 要降低復發機會，必須取出整個囊壁：只清空內容物，囊袋很快又會填滿。發炎的囊腫通常先消炎，等穩定後再切除。切口通常為 { $incision_cm_min }–{ $incision_cm_max } 公分，囊壁會送病理檢查。
medical-tumor-what = 大多數的痣和皮膚腫塊都是良性的，但醫師必須親自檢查才能判斷。腫塊切除後，由病理科醫師在顯微鏡下檢查，確認究竟是什麼。
medical-tumor-sign-1 = 左右不對稱、邊緣不規則，或一顆痣有多種顏色。
medical-tumor-sign-2 = 大於約 6 公釐，或大小、形狀、顏色、高度有變化。
medical-tumor-sign-3 = 沒有受傷卻發癢、出血或結痂，或傷口幾週都不癒合。
medical-tumor-sign-4 = 皮膚上或皮下的腫塊持續變大、變硬或固定不動。
medical-tumor-treatment = 痣與皮膚腫瘤在局部麻醉下切除，當天即可返家。切口大小取決於需要安全切除的範圍：完整切除與明確的病理結果優先，其次才是小疤痕。
medical-fact-duration = 多數手術在局部麻醉下約 { $surgery_minutes_min }–{ $surgery_minutes_max } 分鐘；很大的腫塊需要更久。
medical-fact-incision = 切口通常為 { $incision_cm_min }–{ $incision_cm_max } 公分。
medical-fact-discharge = 當天即可返家。
medical-fact-recovery = 多數患者 { $activity_days_min }–{ $activity_days_max } 天恢復正常活動，{ $healing_weeks_min }–{ $healing_weeks_max } 週完全癒合。

## Cases
case-condition-lipoma = 脂肪瘤
case-condition-cyst = 粉瘤
case-condition-skin_tumor = 皮膚腫瘤
case-condition-mole = 痣
case-size = 大小
case-incision = 切口
case-surgery = 手術時間
case-recovery = 恢復正常活動
case-patient = 患者
case-location = 部位
case-patient-value = { $age } 歲・{ $country }
case-incision-ratio = 切口為腫塊直徑的 { $percent }%。
case-read-story = 閱讀完整故事
case-privacy-note = 可能辨識患者身分的細節均已省略。每個案例都不同，您的治療計畫會在診察時決定。

## Videos
videos-filter-category = 主題
videos-filter-difficulty = 程度
videos-category-all = 全部主題
videos-category-lipoma = 脂肪瘤
videos-category-cyst = 粉瘤
videos-category-skinTumor = 皮膚腫瘤
videos-category-technique = 手術技術
videos-level-all = 全部程度
videos-shown = 顯示 { $count } 部影片
videos-none = 沒有符合篩選條件的影片。
videos-duration = 片長 { $duration }
videos-view-count = { $views } 次觀看
videos-play = 播放影片：{ $title }
videos-coming-soon = 影片即將推出
videos-coming-soon-text = 這部影片正在製作中。在此之前，可以先閱讀相同主題的衛教文章。
videos-privacy = 在您按下播放前，本站不會載入任何 YouTube 內容；播放時使用 YouTube 的隱私強化模式。
videos-player-title = 影片：{ $title }

## Doctor
doctor-profile-title = 簡介
doctor-bio-1 = 林醫師是皮膚科專科醫師，專注於微創切除皮膚腫瘤超過 { $years_experience } 年。自 { $founding_year } 年創立診所以來，團隊已治療超過 { $cases } 個案例。
doctor-bio-2 = 理念很簡單：在局部麻醉下，以能做到的最小切口，將整個腫塊連同包膜或囊壁完整取出，讓患者當天就能回家。
doctor-bio-3 = 林醫師受邀講授這項技術，並與具備高級心臟救命術（ACLS）認證的團隊合作。
doctor-expertise-title = 專長領域
doctor-expertise-1 = 脂肪瘤，包括巨大脂肪瘤（曾取出 { $largest_tumour_cm } 公分的脂肪瘤）
doctor-expertise-2 = 表皮囊腫與皮脂腺囊腫，包括反覆復發的粉瘤
doctor-expertise-3 = 皮膚腫瘤與痣，並送病理檢查
doctor-expertise-4 = 局部麻醉下的微創手術
doctor-certs-lead = 此處展示 { $certificates_shown } 張證書。點選任一張即可查看大圖。
doctor-cert-category-core = 核心資格
doctor-cert-category-safety = 安全
doctor-cert-category-academic = 學術
doctor-cert-category-international = 國際研修
doctor-cert-view = 查看大圖：{ $title }
doctor-cert-issuer = 核發單位：{ $issuer }
doctor-cert-placeholder = 示意圖。診所將以證書正本的掃描檔替換。
doctor-cert-image-alt = 證書：{ $title }

## About
about-story-title = 我們的故事
about-story-text = 本院創立於 { $founding_year } 年，目標只有一個：不需住院，以最小的切口，完整切除脂肪瘤、粉瘤與其他皮膚腫瘤。{ $years_experience } 年多、超過 { $cases } 個案例之後，這仍是我們每天在做的事。
about-stats-title = 數字看本院
about-stat-founded = 創立年份
about-stat-years = 年經驗
about-stat-cases = 治療案例
about-stat-countries = 患者來自的國家
about-stat-satisfaction = 患者滿意度
about-stat-certifications = 醫師頁展示的證書
about-stat-complications = 重大併發症
about-values-title = 我們的做法
about-value-complete-title = 完整切除
about-value-complete-text = 殘留的組織可能再長回來，所以我們將整個腫塊連同包膜或囊壁完整取出。
about-value-small-title = 最小的切口
medical-about-value-small-text = 通常為 { $incision_cm_min }–{ $incision_cm_max } 公分；較大的腫塊通常為腫瘤直徑的 { $incision_ratio_min_percent }–{ $incision_ratio_max_percent }%。
about-value-safety-title = 安全第一
about-value-safety-text = 團隊具備高級心臟救命術（ACLS）認證，每間手術室都配備安全設備。
about-value-care-title = 以您的語言照護
about-value-care-text = 提供 { $site_languages } 種語言的資訊，服務來自 { $countries } 多個國家的患者。
about-clinics-title = 兩個院區
about-clinics-text = 台北與高雄院區，皆採預約制。本院為自費診所。
about-meet-doctor = 認識醫師
about-see-clinics = 地址與門診時間

## FAQ
faq-category-procedure = 關於手術
faq-category-recovery = 術後恢復
faq-category-cost = 費用與保險
faq-category-international = 國際患者
faq-category-booking = 預約與就診
faq-more-title = 還有其他問題嗎？
faq-more-text = 歡迎透過 LINE 或 WhatsApp 詢問，或留言給我們。我們會在 { $reply_hours } 小時內回覆。

## Global influence
global-stats-title = 我們的足跡
global-stat-countries = 患者來自的國家
global-stat-languages = 本網站提供的語言
global-stat-cases = 治療案例
global-stat-years = 年經驗
global-countries-title = 患者從哪裡來
global-countries-text = 僅在本站公開的案例中，患者就來自以下國家與地區：
global-teaching-title = 教學與研修
global-teaching-text = 林醫師講授微創皮膚腫瘤手術，並曾赴海外完成實作研修。以下證書記錄了這些經歷：
global-international-link = 國際患者資訊

## International patients
intl-languages-title = 語言
intl-languages-text = 本網站提供以下語言，您也可以用這些語言與我們聯絡：
intl-before-title = 出發前請先提供
intl-before-lead = 先看過照片，有助於您安排行程。請透過 WhatsApp 或線上評估傳送：
intl-before-1 = 腫塊的清晰照片，旁邊放一枚硬幣或尺作為比例
intl-before-2 = 腫塊的大小、位置，以及何時開始發現
intl-before-3 = 是否有變化、疼痛，或曾經治療過
intl-before-4 = 您的病史、正在服用的藥物與過敏史
intl-before-5 = 過去的檢查報告、影像或病理結果（如有）
intl-before-note = 照片評估僅供參考，並非診斷；醫師會在親自診察後確認治療計畫。
intl-travel-title = 規劃您的行程
medical-intl-travel-1 = 大多數手術需要 { $surgery_minutes_min }–{ $surgery_minutes_max } 分鐘，當天即可返家。
intl-travel-2 = 建議先以停留約 { $stay_days } 天來規劃，包括離開前的傷口檢查。請告訴我們您的行程日期，醫師會確認適合您的安排。
intl-travel-3 = 訂回程機票前，請先詢問醫師。
intl-travel-4 = 台北與高雄兩個院區都鄰近捷運站。
intl-payment-title = 付款方式
intl-payment-text = 本院為自費診所。可使用新台幣（TWD）、美元（USD）或日圓（JPY）付款，接受現金、信用卡、分期付款或國際保險。
intl-payment-note = 費用依腫塊的種類、大小、數量與位置而定；醫師診察後會提供報價。
intl-contact-title = 聯絡國際服務團隊

## Patient community
community-stories-title = 患者故事
community-stories-lead = 在本院切除腫塊的患者，用自己的話分享經驗。
community-story-by = { $age } 歲患者・{ $country }
community-read-case = 查看案例
community-share-title = 分享您的經驗
community-share-text = 您的故事能幫助仍在猶豫的人。歡迎透過聯絡表單、LINE 或 WhatsApp 寄給我們。我們只在患者同意下刊登，並省略可能辨識身分的細節。
community-questions-title = 患者常問的問題
community-questions-more = 所有常見問題
community-promise-title = 我們的承諾
community-promise-1 = 只在患者同意下刊登故事。
community-promise-2 = 可能辨識患者身分的細節一律省略。
community-promise-3 = 每則故事都是個人經驗；您的治療計畫會在診察時決定。

## YouTube
yt-channel-title = 我們的頻道
yt-channel-text = 說明各種疾病、手術當天的流程，以及在家如何照顧傷口。
yt-channel-link = 前往我們的 YouTube 頻道
yt-latest-title = 最新影片
yt-all-videos = 查看所有影片
yt-privacy-title = 您的隱私
yt-privacy-text = 在您按下播放前，本站不會載入任何 YouTube 內容。播放時使用 YouTube 的隱私強化模式（youtube-nocookie.com）。

## Contact
contact-clinics-title = 台北與高雄院區
contact-address = 地址
contact-phone = 電話
contact-phone-abroad = 國外來電
contact-getting-there = 交通方式
contact-hours-title = 門診時間
contact-hours-note = 採預約制，週日休診。時間皆為台灣時間。
contact-map-show = 顯示{ $clinic }地圖
contact-map-loading = 地圖載入中...
contact-map-title = { $clinic }地圖
contact-map-privacy = 地圖由 Google 提供，只在您要求時載入。
contact-maps-link = 在 Google 地圖開啟{ $clinic }
contact-messaging-title = 直接傳訊息給我們
contact-social-title = 社群媒體
contact-form-title = 留言給我們

## Articles
articles-search-label = 搜尋文章
articles-search-placeholder = 例如：脂肪瘤、切口、恢復
articles-filter-label = 分類
articles-category-all = 全部分類
articles-featured-title = 精選文章
articles-list-title = 所有文章
articles-results = 找到 { $count } 篇文章
articles-no-results = 找不到符合條件的文章
articles-no-results-hint = 請換個關鍵字，或顯示所有分類。
articles-show-all = 顯示所有文章
articles-view-count = { $views } 次閱讀
articles-author-dr-lin = 林醫師
articles-by = 作者：{ $author }
articles-like = 喜歡
articles-bookmark = 收藏
articles-share = 分享
articles-link-copied = 已複製連結
articles-copy-failed = 請複製此連結：{ $url }
articles-actions-label = 文章操作
articles-case-title = 案例資料
articles-case-duration = 腫塊存在時間
articles-case-surgery = 手術時間
articles-case-recovery = 恢復正常活動
articles-case-size = 大小
articles-case-location = 部位
articles-case-difficulty = 難度
articles-testimonial-title = 患者的話
articles-tags = 主題標籤
