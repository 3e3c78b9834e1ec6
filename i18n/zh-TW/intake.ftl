## 看診前健康問題（/forms/intake）與看診說明（/forms/visit-info）：伺服器依預約的專屬連結產生的頁面，
## 以及頁面小程式顯示的文字。選項以核心的名稱為鍵。

intake-title = 看診前的健康問題
intake-lead = 請在看診前回答這些問題，讓醫師能安全地安排您的看診。您可以先儲存答案，在看診開始前隨時回到這個連結繼續填寫。
intake-privacy-note = 只有診所的工作人員能閱讀這些答案，每一次閱讀都會留下紀錄。答案內容不會出現在任何電子郵件或聊天訊息中。

intake-medicines-legend = 您是否正在服用下列藥物？
intake-medicines-hint = 會讓血液不易凝固的藥物，會影響手術的安排。請勾選您目前服用的每一種藥物；名稱與藥盒上印的相同。
intake-class-anticoagulant = 抗凝血劑
intake-class-antiplatelet = 抗血小板藥物
intake-other-medicines = 您服用的其他藥物（如知道，請寫下名稱與劑量）
intake-no-medicines = 以上藥物我都沒有服用，也沒有服用其他藥物
intake-medicine-search = 依名稱搜尋藥物
intake-medicine-search-hint = 輸入學名或商品名，清單只會留下符合的藥物。
intake-medicine-search-none = 清單中沒有符合的藥物，請寫在「其他藥物」中。
intake-medicine-search-count = 顯示 { $count } 種藥物

intake-allergies-legend = 您是否對下列任何一項過敏？
intake-allergy-local_anaesthetic = 局部麻醉藥（例如利多卡因）
intake-allergy-latex = 乳膠（橡膠手套）
intake-allergy-adhesive_tape = 膠帶或貼布
intake-allergy-antibiotic = 抗生素
intake-allergy-other = 其他
intake-other-allergy = 您還對什麼過敏？
intake-no-allergies = 以上各項我都不過敏

intake-conditions-legend = 下列情況是否適用於您？
intake-condition-bleeding_disorder = 有出血性疾病，或容易瘀青、出血
intake-condition-diabetes = 糖尿病
intake-condition-heart_disease = 心臟病
intake-condition-implanted_device = 心律調節器或其他植入式醫療器材
intake-condition-high_blood_pressure = 高血壓
intake-condition-pregnancy = 懷孕或哺乳中
intake-condition-keloid = 蟹足腫，或疤痕不易癒合
intake-condition-site_infection = 腫塊處目前紅腫、有膿或感染
intake-no-conditions = 以上情況都不適用於我

intake-treatment-legend = 這個腫塊以前治療過嗎？
intake-treatment-none = 沒有，從未治療過
intake-treatment-removed = 有，曾經切除，後來又長出來
intake-treatment-drained = 有，曾經引流
intake-treatment-injected = 有，曾經打針治療
intake-treatment-other = 有，用其他方式治療
intake-treatment-note = 時間與方式（選填）

intake-photo-legend = 腫塊的照片（選填）
intake-photo-hint = 一張 JPG 或 PNG 照片，最大 { $maxMb } MB。只有診所的工作人員看得到，每一次查看都會留下紀錄。
intake-photo-label = 選擇照片
intake-photo-saved = 您的答案已附上一張照片。選擇另一張會取代它。
intake-photo-remove = 移除已儲存的照片
intake-photo-again = 照片尚未儲存，請重新選擇。

intake-emergency-legend = 緊急聯絡人
intake-emergency-hint = 看診當天如果您需要協助，診所可以聯絡的人。
intake-emergency-name = 聯絡人姓名
intake-emergency-phone = 聯絡人電話
intake-emergency-relation = 與您的關係（選填）

intake-consent-legend = 同意處理健康資料
intake-consent-hint = 請先勾選這一項：勾選之前，診所不會儲存您的任何答案，答案只會留在這台裝置上。
intake-consent = 我已閱讀隱私權聲明，並明確同意診所為準備我的看診，處理這些屬於健康資料的答案與照片。
intake-privacy-link = 閱讀隱私權聲明（在新分頁開啟）

intake-save = 儲存，稍後繼續
intake-send = 送出答案
intake-send-hint = 送出後就無法在線上修改答案。
intake-saved = 您的答案已儲存。在看診開始前，您都可以回到這個連結繼續填寫。

intake-sent-title = 謝謝您，答案已送出
intake-sent-body = 診所的醫療人員會在您看診前閱讀。
intake-sent-at = 送出時間：{ $date }
intake-answers-title = 您送出的答案
intake-answer-none = 無
intake-photo-sent = 已附上一張照片。
intake-photo-not-sent = 未附照片。
intake-change-by-phone = 如需修改答案，請致電分院。
intake-already-sent = 這些答案已經送出，無法在線上修改。如需修改，請致電分院。
intake-visit-info-link = 閱讀您這次看診的說明
intake-unknown = 這個連結無效。請使用診所最新訊息中的連結。
intake-expired = 您的看診已經開始，這個連結已無法使用。請告訴診所的工作人員。
intake-closed = 這筆預約已結束，無法再於線上回答這些問題。

intake-status-saving = 儲存中…
intake-status-saved = 已儲存
intake-status-offline = 尚未儲存：答案暫存在這台裝置上，連線恢復後會自動儲存。
intake-status-restored = 已還原您先前在這台裝置上輸入的答案。

visit-info-title = 看診說明
visit-info-consent-note = 本頁說明您這次的看診，並不是同意書。正式的同意書會在診所由醫師說明後、進行任何處置前簽署。
visit-info-ack-title = 您讀完了嗎？
visit-info-ack-hint = 按下按鈕表示您已讀過這份說明，並不代表簽署任何文件。
visit-info-ack-button = 我已讀過這份說明
visit-info-ack-done = 您已於 { $date } 確認讀過這份說明（版本 { $version }）。
visit-info-changed = 您閱讀期間這份說明已更新，請再讀一次後確認。
visit-info-intake-link = 回答健康問題

validation-required-intake-medicines = 請勾選您服用的藥物、寫在「其他藥物」中，或勾選「以上藥物我都沒有服用，也沒有服用其他藥物」
validation-format-intake-medicines = 「以上藥物我都沒有服用」不能與任何藥物同時勾選
validation-required-intake-allergies = 請勾選您的過敏項目，或勾選「以上各項我都不過敏」
validation-format-intake-allergies = 「以上各項我都不過敏」不能與任何過敏項目同時勾選
validation-required-intake-otherAllergy = 請寫下您還對什麼過敏
validation-required-intake-conditions = 請勾選適用於您的情況，或勾選「以上情況都不適用於我」
validation-format-intake-conditions = 「以上情況都不適用於我」不能與任何情況同時勾選
validation-required-intake-previousTreatment = 請選擇這個腫塊以前是否治療過
validation-terms_required-intake-healthDataConsent = 請同意將這些答案作為健康資料處理；未同意就無法送出
