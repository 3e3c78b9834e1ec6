# 頁首選單、行動版選單、語言切換與浮動導覽
nav-home = 首頁
nav-about = 關於我們
nav-doctor = 醫師介紹
nav-services = 治療項目
nav-medical-booking = 線上預約
nav-global-influence = 國際影響力
nav-cases = 成功案例
nav-videos = 衛教影片
nav-contact = 聯絡我們
nav-main-label = 主選單
nav-mobile-label = 行動版選單
nav-menu-open = 開啟選單
nav-menu-close = 關閉選單
nav-language-switcher = 語言：{ $language }
pill-label = 快速連結
pill-home = 首頁
pill-doctor = 醫師
pill-international = 國際患者
pill-appointment = 立即預約

# First visit: the same page offered in the browser's language, written in that language.
language-suggestion-label = 語言建議
language-suggestion-text = 本頁也有繁體中文版。
language-suggestion-switch = 以繁體中文閱讀
language-suggestion-dismiss = 不用了，謝謝
