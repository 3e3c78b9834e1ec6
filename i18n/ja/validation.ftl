## 入力チェックのメッセージ（docs/public-api.md の各コード）。

validation-required = この項目は必須です
validation-email = 有効なメールアドレスを入力してください
validation-phone = 有効な電話番号を入力してください
validation-min_length = { $min } 文字以上で入力してください
validation-max_length = { $max } 文字以内で入力してください
validation-format = 形式が正しくありません
validation-invalid_choice = 選択肢から選んでください
validation-date_past = この日時はすでに過ぎています。より後の日時を選んでください
validation-date_closed = この日は休診日です。別の日を選んでください
validation-date_too_far = ご予約は { $max } 日先まで承っています
validation-time_outside_hours = 診療時間内の時間を選んでください
validation-terms_required = 利用規約とプライバシーに関するお知らせに同意してください
validation-terms_required-assessment = この評価は参考情報であり、診断ではないことをご確認ください
validation-too_many_files = 写真は最大 { $max } 枚までアップロードできます
validation-file_too_large = 写真は 1 枚あたり { $maxMb } MB 以下にしてください
validation-file_type = アップロードできるのは JPG または PNG の写真のみです
validation-no_links = お名前にはウェブサイトやメールのアドレスを含めないでください
validation-slot_full = この時間はちょうど満席になりました。別の時間を選んでください
validation-too_many_open_bookings = この連絡先で受け付け中の予約が上限に達しています。既存の予約を変更・キャンセルするか、クリニックにお電話ください
validation-too_many_open_bookings_network = このネットワーク（共有オフィスや公共Wi-Fiなど）からの受け付け中の予約が上限に達しています。既存の予約を変更・キャンセルするか、別の回線をお使いいただくか、クリニックにお電話ください
validation-change_window = 受診日時が近いため、オンラインでは変更できません。お電話でご連絡ください
validation-summary = { $count } 件の項目を修正してください
validation-terms_required-assessment-healthDataConsent = 健康情報の取り扱いに同意してください。同意がないとオンライン評価は送信できません
validation-terms_required-inquiry = プライバシーに関するお知らせを読んだことを確認してください

# The reminder choice (reminders-*): a chat channel needs the agreement; a WhatsApp number its country code.
validation-terms_required-reminders = この方法でリマインダーを受け取ることに同意するか、メールを選んでください
validation-phone-reminders = 国番号付きの WhatsApp の電話番号を入力してください（例：+81 90-1234-5678）
