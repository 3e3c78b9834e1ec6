# 頁尾
footer-appointment-only = 採預約制・自費診所
footer-links-title = 網站導覽
footer-booking-status = 查詢或取消預約
footer-clinics-title = 院區資訊
footer-phone = 電話：
footer-hours-title = 門診時間
footer-self-pay = 請先預約，週日休診。
footer-contact-title = 線上諮詢
footer-line-qr-alt = 加入本院 LINE 官方帳號的 QR Code
footer-line-id = LINE ID：
footer-whatsapp-qr-alt = 透過 WhatsApp 與我們聯繫的 QR Code
footer-whatsapp-international = 國際患者 WhatsApp 諮詢
footer-social-title = 追蹤我們
footer-copyright = © 林醫師診所，自 { $year } 年起守護患者
footer-privacy = 隱私設定
footer-terms = 條款與常見問題
medical-disclaimer = 醫療免責聲明：本網站內容僅供一般衛教參考，無法取代醫師診療。實際診斷與治療須由醫師親自檢查後決定。
