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
email-inquiry-received-subject = 我們已收到您的訊息
email-inquiry-received-body =
    { $name } 您好：

    感謝您與我們聯絡。我們已收到您透過本院網站聯絡表單寄出的訊息，將於 { $reply_hours } 小時內回覆您。

    本郵件由系統自動寄出，請勿直接回覆。
email-booking-confirmed-subject = 您的預約 { $code } 已確認
email-booking-confirmed-body =
    { $name } 您好：

    本院人員已確認您的預約：

    預約確認碼：{ $code }
    院區：{ $branch }
    日期：{ $date }
    時間：{ $time }

    請提早 10 分鐘報到，並攜帶身分證件。附件的行事曆檔案可將預約加入您的行事曆。

    此郵件由系統自動寄出，請勿直接回覆。
email-booking-cancelled-by-clinic-subject = 您的預約 { $code } 已由本院取消
email-booking-cancelled-by-clinic-body =
    { $name } 您好：

    很抱歉，本院必須取消您於 { $date } { $time } 在{ $branch }的預約 { $code }。

    原因：{ $reason }

    歡迎在本院網站重新預約，或來電洽詢，我們很樂意協助您。

    此郵件由系統自動寄出，請勿直接回覆。
email-booking-rescheduled-subject = 您的預約 { $code } 時間已變更
email-booking-rescheduled-body =
    { $name } 您好：

    本院人員已為您變更預約時間，新的時間如下：

    預約確認碼：{ $code }
    院區：{ $branch }
    日期：{ $date }
    時間：{ $time }

    附件的行事曆檔案為新的時間。若時間不便，請來電告知。

    此郵件由系統自動寄出，請勿直接回覆。
email-inquiry-answered-subject = 關於您的來信的回覆
email-inquiry-answered-body =
    { $name } 您好：

    感謝您透過本院網站的來信。我們的回覆如下：

    { $reply }

    如有其他問題，歡迎再透過本院網站的聯絡表單與我們聯繫。
email-assessment-reviewed-subject = 醫師已審閱您的線上評估
email-assessment-reviewed-body =
    您好：

    本院醫師已審閱您送出的線上評估。
    建議的緊急程度：{ $urgency }

    誠摯邀請您預約門診，由醫師親自為您檢查：
    { $link }

    此郵件由系統自動寄出，請勿直接回覆。
email-urgency-high = 高——請於一週內預約
email-urgency-medium = 中——請儘早預約門診
email-urgency-low = 低——方便時再預約即可
email-staff-new-subject = 新的{ $kind }：{ $code }
email-staff-new-body =
    收到一筆新的{ $kind }。

    院區：{ $branch }
    代碼：{ $code }{ $details }

    請於管理後台開啟（需登入）：
    { $link }
email-staff-kind-booking = 預約
email-staff-kind-inquiry = 詢問
email-staff-kind-assessment = 線上評估
email-staff-branch-any = 不限院區
email-staff-interpreter = 口譯語言：{ $language }
email-staff-companions = 同行人數：{ $count }
email-booking-reminder-subject = 看診提醒：您的預約 { $code }（{ $date }）
email-booking-reminder-body =
    { $name } 您好：

    提醒您即將到來的預約：

    預約確認碼：{ $code }
    院區：{ $branch }
    日期：{ $date }
    時間：{ $time }（台灣時間）
    { $ownTime }

    請提早 10 分鐘到達並攜帶身分證件。附件的行事曆檔案含有預約時間與提醒。
    若無法前來，請致電診所。

    此郵件由系統自動寄出，請勿直接回覆。
email-booking-reminder-own-time = 您所在時區（{ $zone }）的時間：{ $date } { $time }
email-booking-moved-subject = 您的預約 { $code } 時間已變更
email-booking-moved-body =
    { $name } 您好：

    您已變更預約時間，新的時間如下：

    預約確認碼：{ $code }
    院區：{ $branch }
    日期：{ $date }
    時間：{ $time }

    附件的行事曆檔案為新的時間；原本的時段已不再為您保留。

    此郵件由系統自動寄出，請勿直接回覆。

email-waitlist-offer-subject = { $date } { $time } 有空位為您保留
email-waitlist-offer-body =
    { $name } 您好：

    { $branch }在 { $date } { $time } 有空位了，我們為您保留至 { $until }。

    請開啟以下連結並確認預約：
    { $link }

    若您在此之前未確認，我們會將空位提供給候補名單上的下一位患者。

# E-mail verification of bookings (CLINIC_VERIFY_EMAIL): the message with the link, and the page it opens.
email-booking-verify-subject = 請確認您的預約 { $code }
email-booking-verify-body =
    { $name } 您好：

    感謝您的預約申請：

        預約確認碼：{ $code }
        院所：{ $branch }
        日期：{ $date }
        時間：{ $time }

    請開啟以下連結，並按下頁面上的按鈕，確認此電子郵件地址屬於您：
    { $link }

    我們為您保留名額至 { $until }。若屆時仍未確認，此預約將被取消，名額會提供給其他患者。若您並未提出此預約，請忽略此信。
verify-page-title = 確認您的預約
verify-page-ask = 請按下按鈕確認您的預約。我們為您保留名額至 { $until }。
verify-page-confirm = 確認我的預約
verify-page-verified = 謝謝您：已確認此預約為您本人所提出。我們的人員會與您聯絡以確認看診時間。
verify-page-already = 此預約先前已確認，無需其他動作。
verify-page-expired = 此預約未在期限內確認，因此已取消並釋出名額。歡迎您重新預約。
verify-page-book-again = 預約看診
verify-page-unknown = 此連結無效。請完整開啟電子郵件中的連結，或以預約確認碼查詢您的預約。
email-booking-reminder-answers =
    { $days ->
        [0] 您的看診就在今天。
        [1] 您的看診在明天。
       *[other] 您的看診在 { $days } 天後。
    }請點一下告訴我們：

    我會到診：{ $attend }
    變更時間：{ $change }
    取消預約：{ $cancel }
answer-page-title = 您的預約
answer-page-attend-ask = 請按下按鈕，告訴我們您會到診。
answer-page-attend-button = 我會到診
answer-page-attended = 謝謝您：已記錄您會到診，到時見。
answer-page-attended-already = 您先前已告訴我們會到診，無需其他動作。
answer-page-change-ask = 如需改約其他時間，請以預約確認碼及預約時填寫的電子郵件或電話查詢您的預約。
answer-page-change-button = 變更時間
answer-page-cancel-ask = 請按下按鈕取消此預約，釋出的名額將提供給其他患者。
answer-page-cancel-button = 取消我的預約
answer-page-cancelled = 您的預約已取消。歡迎您隨時重新預約。
answer-page-cancelled-already = 此預約先前已取消，無需其他動作。
answer-page-too-late = 距離看診時間太近，無法在線上變更。請來電診所。
answer-page-moved = 此連結所指的時間已不是您目前的預約時間，因此未做任何變更。請使用最新一封電子郵件中的連結，或以預約確認碼查詢您的預約。
answer-page-expired = 看診時間已過，此連結已失效。請以預約確認碼查詢您的預約。
answer-page-unknown = 此連結無效，因此未做任何變更。請完整開啟電子郵件中的連結，或以預約確認碼查詢您的預約。

# 聊天頻道（LINE、WhatsApp）的提醒：提醒內容、按鈕（LINE：最多 20 字）與聊天中的回覆。絕不提及病情。
chat-reminder-text =
    { $days ->
        [0] 看診提醒：您的預約就在今天。
        [1] 看診提醒：您的預約在明天。
       *[other] 看診提醒：您的預約在 { $days } 天後。
    }
    { $date } { $time }（台灣時間）
    { $branch }
    預約確認碼：{ $code }
    { $ownTime }
    傳送「停止」即可改以電子郵件接收提醒。
chat-reminder-question = 您會到診嗎？
chat-button-attend = 我會到診
chat-button-change = 變更時間
chat-button-cancel = 取消
chat-linked = 已連結您的 LINE：預約 { $code }（{ $date } { $time }）的提醒將傳送到這裡。隨時傳送「停止」即可改以電子郵件接收。
chat-link-unknown = 此代碼無效或已過期。請在診所網站開啟您的預約，再次選擇 LINE 以取得新的代碼。
chat-stopped = 此後不會再在這裡收到提醒，提醒將改以電子郵件寄送。您可以在預約頁面重新選擇。
chat-welcome = 感謝您加入診所好友。若要在這裡收到預約提醒，請傳送預約頁面上顯示的 6 碼代碼。
chat-help = 此聊天室無法回答問題。請致電診所，或使用網站上的聯絡表單。若要停止在這裡接收提醒，請傳送「停止」。

## 術前健康問卷與術後照護（messaging/visit_mail.rs）：訊息中絕不含健康細節，只附頁面連結。
email-intake-line =
    就診前，請先回答幾個健康問題（用藥、過敏、病史）。約需 5 分鐘，可協助醫師安全地安排您的療程：
    { $link }
email-intake-nudge-subject = 預約 { $code } 就診前，請填寫健康問卷
email-intake-nudge-body =
    { $name } 您好：

    您的預約時間為 { $date } { $time }，地點 { $branch }（預約確認碼 { $code }）。我們尚未收到您的術前健康問卷。

    請於此填寫，約需 5 分鐘，可協助醫師安全地安排您的療程：
    { $link }

    若無法線上填寫，請於就診時攜帶您的用藥清單。
email-aftercare-sheet-subject = 您的術後照護說明（{ $code }）
email-aftercare-sheet-body =
    { $name } 您好：

    感謝您至 { $branch } 就診。您的術後照護說明已備妥，內含需留意的狀況與回診預約方式：
    { $link }

    如有任何擔心，請致電診所。緊急狀況請撥打 119（台灣）或當地緊急電話。
email-aftercare-checkin-subject = 傷口還好嗎？（{ $code }）
email-aftercare-checkin-body =
    { $name } 您好：

    距離您在 { $branch } 就診已經 { $day } 天。傷口狀況如何？請點一下告訴我們：
    { $link }

    如有任何擔心，請致電診所。緊急狀況請撥打 119（台灣）或當地緊急電話。
chat-intake-nudge-text = 您的預約 { $code } 在 { $date } { $time }。請於就診前填寫健康問卷（約 5 分鐘）。
chat-intake-nudge-question = 就診前的健康問卷
chat-intake-nudge-button = 立即填寫
chat-aftercare-sheet-text = 感謝您的就診（{ $code }）。您的術後照護說明已備妥。
chat-aftercare-sheet-question = 術後照護說明與回診
chat-aftercare-sheet-button = 開啟
chat-aftercare-checkin-text = 傷口還好嗎？請告訴我們（{ $code }）。
chat-aftercare-checkin-question = 傷口還好嗎？
chat-aftercare-checkin-button = 回覆
email-staff-worry-subject = 緊急：術後回覆需要處理（{ $code }）
email-staff-worry-body =
    有病人在術後關懷中回覆「有令我擔心的狀況」。

    分院：{ $branch }
    代碼：{ $code }

    請致電病人。此項目位於分流佇列最上方（需登入）：
    { $link }
