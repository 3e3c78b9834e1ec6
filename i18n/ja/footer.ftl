# フッター
footer-appointment-only = 完全予約制・自費診療
footer-links-title = サイトマップ
footer-booking-status = 予約の確認・キャンセル
footer-clinics-title = 院のご案内
footer-phone = 電話：
footer-hours-title = 診療時間
footer-self-pay = ご予約が必要です。日曜日は休診です。
footer-contact-title = チャットで相談
footer-line-qr-alt = 当院の LINE アカウントを追加する QR コード
footer-line-id = LINE ID：
footer-whatsapp-qr-alt = WhatsApp で相談する QR コード
footer-whatsapp-international = 海外の患者さん向け WhatsApp
footer-social-title = フォローする
footer-copyright = © 林医師クリニック　{ $year } 年から患者さんに寄り添っています
footer-privacy = プライバシー設定
footer-terms = 利用規約とよくある質問
medical-disclaimer = 医療に関する免責事項：本サイトの情報は一般的な健康情報であり、診察に代わるものではありません。診断と治療には医師による対面での診察が必要です。
