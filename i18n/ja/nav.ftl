# ヘッダーメニュー、モバイルメニュー、言語切替、フローティングナビ
nav-home = ホーム
nav-about = クリニック紹介
nav-doctor = 医師紹介
nav-services = 治療内容
nav-medical-booking = オンライン予約
nav-global-influence = 国際的な実績
nav-cases = 症例紹介
nav-videos = 動画
nav-contact = お問い合わせ
nav-main-label = メインメニュー
nav-mobile-label = モバイルメニュー
nav-menu-open = メニューを開く
nav-menu-close = メニューを閉じる
nav-language-switcher = 言語：{ $language }
pill-label = クイックリンク
pill-home = ホーム
pill-doctor = 医師
pill-international = 海外の患者さん
pill-appointment = 今すぐ予約

# First visit: the same page offered in the browser's language, written in that language.
language-suggestion-label = 言語のご案内
language-suggestion-text = このページは日本語でもご覧いただけます。
language-suggestion-switch = 日本語で読む
language-suggestion-dismiss = 今回は結構です
