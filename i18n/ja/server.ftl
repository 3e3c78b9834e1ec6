# サーバーが送信する患者さん向けメールとカレンダーの文言（担当：server）。
email-branch-taipei = 台北院
email-branch-kaohsiung = 高雄院
email-ics-summary = クリニック受診予約 – { $branch }
email-ics-description = 確認コード：{ $code }。10分前までにお越しいただき、身分証明書をお持ちください。
email-booking-created-subject = ご予約のお申し込み（{ $code }）を受け付けました
email-booking-created-body =
    { $name } 様

    ご予約のお申し込みありがとうございます。以下の内容で受け付けました。

    確認コード：{ $code }
    院：{ $branch }
    日付：{ $date }
    時間：{ $time }

    スタッフがお電話またはメールで確定するまで、ご予約は「確認待ち」となります。添付のカレンダーファイルで予定をカレンダーに追加できます。
    ご予約の確認・キャンセルは、ウェブサイトで確認コードとメールアドレスまたは電話番号を入力して行えます。

    このメールは自動送信です。ご返信いただいてもお答えできません。
email-booking-cancelled-subject = ご予約（{ $code }）をキャンセルしました
email-booking-cancelled-body =
    { $name } 様

    { $date } { $time }、{ $branch }でのご予約（確認コード { $code }）はキャンセルされました。

    お心当たりがない場合や、改めてご予約をご希望の場合は、ウェブサイトから再度ご予約いただくか、クリニックまでお電話ください。

    このメールは自動送信です。ご返信いただいてもお答えできません。
email-inquiry-received-subject = お問い合わせを受け付けました
email-inquiry-received-body =
    { $name } 様

    お問い合わせいただきありがとうございます。当院ウェブサイトのお問い合わせフォームからのメッセージを承りました。{ $reply_hours } 時間以内にご返信いたします。

    このメールは自動送信です。ご返信いただいてもお答えできません。
email-booking-confirmed-subject = ご予約 { $code } が確定しました
email-booking-confirmed-body =
    { $name } 様

    当院スタッフがご予約を確定しました。

    確認コード：{ $code }
    院：{ $branch }
    日付：{ $date }
    時間：{ $time }

    10分前までにお越しいただき、身分証明書をお持ちください。添付のカレンダーファイルで予定を追加できます。

    このメールは自動送信です。ご返信いただいてもお答えできません。
email-booking-cancelled-by-clinic-subject = ご予約 { $code } は当院によりキャンセルされました
email-booking-cancelled-by-clinic-body =
    { $name } 様

    申し訳ございません。{ $date } { $time }、{ $branch }でのご予約 { $code } を当院の都合によりキャンセルさせていただきました。

    理由：{ $reason }

    当院ウェブサイトから改めてご予約いただくか、お電話でご相談ください。

    このメールは自動送信です。ご返信いただいてもお答えできません。
email-booking-rescheduled-subject = ご予約 { $code } の日時が変更されました
email-booking-rescheduled-body =
    { $name } 様

    当院スタッフがご予約の日時を変更しました。新しい日時は次のとおりです。

    確認コード：{ $code }
    院：{ $branch }
    日付：{ $date }
    時間：{ $time }

    添付のカレンダーファイルは新しい日時です。ご都合が悪い場合はお電話ください。

    このメールは自動送信です。ご返信いただいてもお答えできません。
email-inquiry-answered-subject = お問い合わせへのご回答
email-inquiry-answered-body =
    { $name } 様

    当院ウェブサイトからのお問い合わせをありがとうございました。当院からの回答です。

    { $reply }

    ほかにご質問があれば、当院ウェブサイトのお問い合わせフォームからお寄せください。
email-assessment-reviewed-subject = 医師がオンライン評価を確認しました
email-assessment-reviewed-body =
    こんにちは。

    お送りいただいたオンライン評価を当院の医師が確認しました。
    推奨される緊急度：{ $urgency }

    医師が直接診察できるよう、診察のご予約をお勧めします。
    { $link }

    このメールは自動送信です。ご返信いただいてもお答えできません。
email-urgency-high = 高 – 1週間以内にご予約ください
email-urgency-medium = 中 – 早めに診察をご予約ください
email-urgency-low = 低 – ご都合のよいときにご予約ください
email-staff-new-subject = 新しい{ $kind }：{ $code }
email-staff-new-body =
    新しい{ $kind }が届きました。

    院：{ $branch }
    確認コード：{ $code }{ $details }

    ダッシュボードで開いてください（ログインが必要です）。
    { $link }
email-staff-kind-booking = 予約
email-staff-kind-inquiry = お問い合わせ
email-staff-kind-assessment = オンライン評価
email-staff-branch-any = 院の指定なし
email-staff-interpreter = 通訳の言語：{ $language }
email-staff-companions = 同行者：{ $count }人
email-booking-reminder-subject = ご予約 { $code }（{ $date }）のリマインダー
email-booking-reminder-body =
    { $name } 様

    ご予約のお知らせです。

    確認コード：{ $code }
    院：{ $branch }
    日付：{ $date }
    時間：{ $time }（台湾時間）
    { $ownTime }

    10分前までにお越しいただき、身分証明書をお持ちください。添付のカレンダーファイルにはアラーム付きでご予約が入っています。
    ご来院が難しい場合はお電話ください。

    このメールは自動送信です。ご返信いただいてもお答えできません。
email-booking-reminder-own-time = お住まいのタイムゾーン（{ $zone }）では：{ $date } { $time }
email-booking-moved-subject = ご予約 { $code } の日時が変更されました
email-booking-moved-body =
    { $name } 様

    ご予約の日時を変更されました。新しい日時は次のとおりです。

    確認コード：{ $code }
    院：{ $branch }
    日付：{ $date }
    時間：{ $time }

    添付のカレンダーファイルは新しい日時です。以前の日時はもう確保されていません。

    このメールは自動送信です。ご返信いただいてもお答えできません。

email-waitlist-offer-subject = { $date } { $time } の空きをお取りしています
email-waitlist-offer-body =
    { $name } 様

    { $branch }の { $date } { $time } に空きが出ました。{ $until } まで確保しています。

    ご予約は次のリンクを開いて確定してください：
    { $link }

    期限までにご予約がない場合は、キャンセル待ちの次の方にご案内します。

# E-mail verification of bookings (CLINIC_VERIFY_EMAIL): the message with the link, and the page it opens.
email-booking-verify-subject = ご予約 { $code } の確認をお願いします
email-booking-verify-body =
    { $name } 様

    ご予約のお申し込みありがとうございます：

        確認コード：{ $code }
        クリニック：{ $branch }
        日付：{ $date }
        時間：{ $time }

    このメールアドレスがご本人のものであることを確認するため、次のリンクを開き、ページのボタンを押してください：
    { $link }

    { $until } までご予約の枠を確保しています。それまでに確認がない場合、ご予約は取り消され、その枠は他の患者さんにご案内します。お心当たりのない場合は、このメールを無視してください。
verify-page-title = ご予約の確認
verify-page-ask = ボタンを押してご予約を確認してください。{ $until } までご予約の枠を確保しています。
verify-page-confirm = 予約を確認する
verify-page-verified = ありがとうございます。ご本人のご予約であることを確認しました。診察日時の確定についてスタッフからご連絡します。
verify-page-already = このご予約はすでに確認済みです。これ以上の操作は不要です。
verify-page-expired = このご予約は期限内に確認されなかったため取り消され、枠は他の患者さんにご案内しています。改めてご予約いただけます。
verify-page-book-again = 予約する
verify-page-unknown = このリンクは無効です。メールのリンクをそのまま開くか、確認コードでご予約をご確認ください。
email-booking-reminder-answers =
    { $days ->
        [0] ご予約は本日です。
        [1] ご予約は明日です。
       *[other] ご予約は { $days } 日後です。
    }ワンタップでお知らせください。

    来院します：{ $attend }
    日時を変更する：{ $change }
    キャンセルする：{ $cancel }
answer-page-title = ご予約
answer-page-attend-ask = ご来院いただける場合は、ボタンを押してお知らせください。
answer-page-attend-button = 来院します
answer-page-attended = ありがとうございます。ご来院の予定を承りました。当日お待ちしております。
answer-page-attended-already = ご来院の予定はすでに承っています。これ以上の操作は不要です。
answer-page-change-ask = 別の日時をお選びいただくには、確認コードとご予約時のメールアドレスまたは電話番号でご予約を開いてください。
answer-page-change-button = 日時を変更する
answer-page-cancel-ask = ボタンを押すとこのご予約をキャンセルします。空いた枠は他の患者さんにご案内します。
answer-page-cancel-button = 予約をキャンセルする
answer-page-cancelled = ご予約をキャンセルしました。いつでも改めてご予約いただけます。
answer-page-cancelled-already = このご予約はすでにキャンセルされています。これ以上の操作は不要です。
answer-page-too-late = 診察日時が近いため、オンラインでは変更できません。クリニックまでお電話ください。
answer-page-moved = このリンクは現在のご予約とは異なる日時のものなので、何も変更していません。最新のメールのリンクを使うか、確認コードでご予約をご確認ください。
answer-page-expired = 診察日時を過ぎたため、このリンクは無効です。確認コードでご予約をご確認ください。
answer-page-unknown = このリンクは無効なため、何も変更していません。メールのリンクをそのまま開くか、確認コードでご予約をご確認ください。

# チャット（LINE、WhatsApp）でのリマインダー：本文、ボタン（LINE：20 文字以内）、チャットでの返答。病状には触れない。
chat-reminder-text =
    { $days ->
        [0] リマインダー：ご予約は本日です。
        [1] リマインダー：ご予約は明日です。
       *[other] リマインダー：ご予約は { $days } 日後です。
    }
    { $date } { $time }（台湾時間）
    { $branch }
    確認コード：{ $code }
    { $ownTime }
    「停止」と送信すると、リマインダーはメールでお届けします。
chat-reminder-question = ご来院いただけますか？
chat-button-attend = 来院します
chat-button-change = 日時を変更する
chat-button-cancel = キャンセル
chat-linked = LINE の連携が完了しました。ご予約 { $code }（{ $date } { $time }）のリマインダーはこちらにお届けします。「停止」と送信すれば、いつでもメールに切り替えられます。
chat-link-unknown = このコードは無効か、有効期限が切れています。クリニックのウェブサイトでご予約を開き、もう一度 LINE を選んで新しいコードを受け取ってください。
chat-stopped = 今後、こちらにはリマインダーをお送りしません。リマインダーはメールでお届けします。ご予約のページでいつでも選び直せます。
chat-welcome = 友だち追加ありがとうございます。こちらでご予約のリマインダーを受け取るには、ご予約のページに表示されている 6 文字のコードを送信してください。
chat-help = このチャットではご質問にお答えできません。クリニックにお電話いただくか、ウェブサイトのお問い合わせフォームをご利用ください。こちらでのリマインダーを止めるには「停止」と送信してください。

## 事前の健康質問と術後ケア（messaging/visit_mail.rs）：健康に関する詳細は送らず、ページへのリンクのみ。
email-intake-line =
    ご来院の前に、いくつかの健康に関する質問（お薬、アレルギー、持病）にお答えください。約5分で終わり、医師が安全に診療を計画するのに役立ちます：
    { $link }
email-intake-nudge-subject = ご予約 { $code } の前に健康質問票へのご回答をお願いします
email-intake-nudge-body =
    { $name } 様

    ご予約は { $date } { $time }、{ $branch } です（確認コード { $code }）。事前の健康質問票へのご回答がまだ届いておりません。

    こちらからご回答ください。約5分で終わり、医師が安全に診療を計画するのに役立ちます：
    { $link }

    オンラインでのご回答が難しい場合は、お薬の一覧をご来院時にお持ちください。
email-aftercare-sheet-subject = 術後のケアについてのご案内（{ $code }）
email-aftercare-sheet-body =
    { $name } 様

    { $branch } へのご来院ありがとうございました。術後のケアについてのご案内をご用意しました。注意していただきたい症状と、再診のご予約方法をご覧いただけます：
    { $link }

    ご心配なことがあれば、クリニックにお電話ください。緊急の場合は 119（台湾）または現地の救急番号にお電話ください。
email-aftercare-checkin-subject = 傷の具合はいかがですか（{ $code }）
email-aftercare-checkin-body =
    { $name } 様

    { $branch } へのご来院から { $day } 日が経ちました。傷の具合はいかがですか。ワンタップでお知らせください：
    { $link }

    ご心配なことがあれば、クリニックにお電話ください。緊急の場合は 119（台湾）または現地の救急番号にお電話ください。
chat-intake-nudge-text = ご予約 { $code } は { $date } { $time } です。ご来院前に健康質問票にお答えください（約5分）。
chat-intake-nudge-question = ご来院前の健康質問票
chat-intake-nudge-button = 回答する
chat-aftercare-sheet-text = ご来院ありがとうございました（{ $code }）。術後のケアのご案内をご用意しました。
chat-aftercare-sheet-question = 術後のケアと再診のご案内
chat-aftercare-sheet-button = 開く
chat-aftercare-checkin-text = 傷の具合はいかがですか。お知らせください（{ $code }）。
chat-aftercare-checkin-question = 傷の具合はいかがですか？
chat-aftercare-checkin-button = 回答する
email-staff-worry-subject = 至急：術後の回答に対応が必要です（{ $code }）
email-staff-worry-body =
    患者さんが術後の確認に「気になることがある」と回答しました。

    院：{ $branch }
    コード：{ $code }

    患者さんにお電話ください。トリアージの一覧の先頭にあります（ログインが必要です）：
    { $link }
