# プライバシーと Cookie の同意バナー
consent-title = プライバシーについて
consent-body = 当サイトは運営に必要なストレージのみを使用します。ご同意いただいた場合に限り、患者さん向け情報の改善のため匿名で閲覧状況を計測します。広告用 Cookie は使用しません。
consent-analytics-label = 匿名の閲覧統計を許可する
consent-necessary-note = 必要なストレージ（言語、テーマ、この選択）は常に有効です。
consent-accept-all = すべて許可
consent-necessary-only = 必要なもののみ
consent-customize = カスタマイズ
consent-save = 選択を保存
consent-saved = プライバシー設定を保存しました。
consent-privacy-link = プライバシーに関するお知らせを読む
