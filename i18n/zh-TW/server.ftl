# 伺服器寄出的患者電子郵件與行事曆文字（負責：server）。
email-branch-taipei = 台北院區
email-branch-kaohsiung = 高雄院區
email-ics-summary = 門診預約 – { $branch }
email-ics-description = 預約確認碼：{ $code }。請提早 10 分鐘報到，並攜帶身分證件。
email-booking-created-subject = 已收到您的預約申請 { $code }
email-booking-created-body =
    { $name } 您好：

    感謝您的預約申請，我們已收到以下資料：

    預約確認碼：{ $code }
    院區：{ $branch }
    日期：{ $date }
    時間：{ $time }

    本預約在診所人員以電話或電子郵件確認前為「待確認」狀態。附件的行事曆檔案可將此預約加入您的行事曆。
    您可以在網站上以預約確認碼及您的電子郵件或電話號碼查詢或取消預約。

    本郵件由系統自動寄出，請勿直接回覆。
email-booking-cancelled-subject = 您的預約 { $code } 已取消
email-booking-cancelled-body =
    { $name } 您好：

    您於 { $date } { $time } 在{ $branch }的預約（代碼 { $code }）已取消。

    如果這不是您本人的操作，或您想重新預約，請在網站上重新預約或致電診所。

    本郵件由系統自動寄出，請勿直接回覆。
email-inquiry-received-subject = 我們已收到您的訊息：{ $subject }
email-inquiry-received-body =
    { $name } 您好：

    感謝您與我們聯絡。我們已收到您的訊息「{ $subject }」，將於 { $reply_hours } 小時內回覆您。

    本郵件由系統自動寄出，請勿直接回覆。
