# تذييل الموقع
footer-appointment-only = بموعد مسبق فقط · عيادة بالدفع الذاتي
footer-links-title = تصفّح
footer-booking-status = الاستعلام عن حجز أو إلغاؤه
footer-clinics-title = عياداتنا
footer-phone = الهاتف:
footer-hours-title = ساعات العمل
footer-self-pay = يلزم حجز موعد مسبق. مغلق يوم الأحد.
footer-contact-title = راسلنا
footer-line-qr-alt = رمز QR لإضافة حسابنا على LINE
footer-line-id = معرّف LINE:
footer-whatsapp-qr-alt = رمز QR لمراسلتنا عبر واتساب
footer-whatsapp-international = واتساب للمرضى الدوليين
footer-social-title = تابعنا
footer-copyright = © عيادة د. لين، نرعى المرضى منذ عام { $year }
footer-privacy = إعدادات الخصوصية
footer-terms = الشروط والأسئلة الشائعة
medical-disclaimer = إخلاء مسؤولية طبية: المعلومات في هذا الموقع تثقيفية عامة ولا تغني عن الاستشارة الطبية. يتطلب التشخيص والعلاج فحصًا مباشرًا من الطبيب.
