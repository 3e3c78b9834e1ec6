## 表單驗證訊息，對應 docs/public-api.md 的每個代碼。

validation-required = 此欄位為必填
validation-email = 請輸入有效的電子郵件地址
validation-phone = 請輸入有效的電話號碼
validation-min_length = 至少需要 { $min } 個字元
validation-max_length = 不能超過 { $max } 個字元
validation-format = 格式不正確
validation-invalid_choice = 請從選項中選擇一項
validation-date_past = 此時間已經過去，請選擇較晚的時間
validation-date_closed = 診所當天休診，請選擇其他日期
validation-date_too_far = 最多只能預約 { $max } 天內的時段
validation-time_outside_hours = 請選擇門診時間內的時段
validation-terms_required = 請同意使用條款與隱私權聲明
validation-terms_required-assessment = 請確認您了解此評估僅供參考，並非醫療診斷
validation-too_many_files = 最多只能上傳 { $max } 張照片
validation-file_too_large = 每張照片不得超過 { $maxMb } MB
validation-file_type = 僅能上傳 JPG 或 PNG 格式的照片
validation-no_links = 姓名請勿包含網址或電子郵件地址
validation-slot_full = 此時段剛剛額滿，請選擇其他時間
validation-too_many_open_bookings = 此聯絡資料的未完成預約已達上限。請先管理或取消現有預約，或致電診所
validation-too_many_open_bookings_network = 此網路（例如共用辦公室或公共 Wi-Fi）的未完成預約已達上限。請先管理或取消現有預約、改用其他網路，或致電診所
validation-change_window = 距離看診時間太近，已無法線上變更，請致電診所
validation-summary = 請修正 { $count } 個欄位
validation-terms_required-assessment-healthDataConsent = 請勾選同意處理健康資料，否則無法送出線上評估
validation-terms_required-inquiry = 請確認您已閱讀隱私權聲明

# The reminder choice (reminders-*): a chat channel needs the agreement; a WhatsApp number its country code.
validation-terms_required-reminders = 請同意透過此方式接收提醒，或改選電子郵件
validation-phone-reminders = 請輸入含國碼的 WhatsApp 號碼，例如 +81 90-1234-5678
