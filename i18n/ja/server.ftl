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
email-inquiry-received-subject = お問い合わせを受け付けました：{ $subject }
email-inquiry-received-body =
    { $name } 様

    お問い合わせいただきありがとうございます。「{ $subject }」について承りました。{ $reply_hours } 時間以内にご返信いたします。

    このメールは自動送信です。ご返信いただいてもお答えできません。
