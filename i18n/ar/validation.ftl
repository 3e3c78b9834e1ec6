## رسائل التحقق من صحة الإدخال، لكل رمز في docs/public-api.md.

validation-required = هذا الحقل مطلوب
validation-email = يرجى إدخال بريد إلكتروني صالح
validation-phone = يرجى إدخال رقم هاتف صالح
validation-min_length = يجب إدخال { $min ->
        [one] حرف واحد
        [two] حرفين
        [few] { $min } أحرف
        [many] { $min } حرفًا
       *[other] { $min } حرف
    } على الأقل
validation-max_length = لا يمكن تجاوز { $max ->
        [one] حرف واحد
        [two] حرفين
        [few] { $max } أحرف
        [many] { $max } حرفًا
       *[other] { $max } حرف
    }
validation-format = التنسيق غير صالح
validation-invalid_choice = يرجى اختيار أحد الخيارات
validation-date_past = هذا الوقت قد مضى. يرجى اختيار وقت لاحق
validation-date_closed = العيادة مغلقة في هذا اليوم. يرجى اختيار تاريخ آخر
validation-date_too_far = يمكن الحجز مسبقًا لمدة أقصاها { $max ->
        [one] يوم واحد
        [two] يومان
        [few] { $max } أيام
        [many] { $max } يومًا
       *[other] { $max } يوم
    }
validation-time_outside_hours = يرجى اختيار وقت ضمن ساعات العمل
validation-terms_required = يرجى الموافقة على الشروط وإشعار الخصوصية
validation-terms_required-assessment = يرجى تأكيد أنك تفهم أن هذا التقييم للاسترشاد فقط وليس تشخيصًا طبيًا
validation-too_many_files = يمكنك رفع { $max ->
        [one] صورة واحدة
        [two] صورتين
        [few] { $max } صور
        [many] { $max } صورة
       *[other] { $max } صورة
    } كحد أقصى
validation-file_too_large = يجب ألا يتجاوز حجم كل صورة { $maxMb } ميغابايت
validation-file_type = يمكن رفع صور بصيغة JPG أو PNG فقط
validation-no_links = يرجى كتابة اسمك دون عناوين مواقع أو بريد إلكتروني
validation-slot_full = اكتمل الحجز في هذا الوقت للتو. يرجى اختيار وقت آخر
validation-too_many_open_bookings = بلغت بيانات الاتصال هذه الحد الأقصى المسموح به من الحجوزات المفتوحة. يرجى إدارة حجز قائم أو إلغاؤه، أو الاتصال بالعيادة
validation-too_many_open_bookings_network = بلغت هذه الشبكة (مثل مكتب مشترك أو شبكة Wi-Fi عامة) الحد الأقصى المسموح به من الحجوزات المفتوحة. يرجى إدارة حجز قائم أو إلغاؤه، أو استخدام اتصال آخر، أو الاتصال بالعيادة
validation-change_window = الموعد قريب جدًا ولا يمكن تغييره عبر الإنترنت. يُرجى الاتصال بالعيادة
validation-summary = يرجى تصحيح { $count ->
        [one] حقل واحد
        [two] حقلين
        [few] { $count } حقول
        [many] { $count } حقلًا
       *[other] { $count } حقل
    }
validation-terms_required-assessment-healthDataConsent = يُرجى الموافقة على معالجة صورك وإجاباتك بوصفها بيانات صحية، فمن دونها لا يمكن إرسال التقييم
validation-terms_required-inquiry = يُرجى تأكيد أنك قرأت إشعار الخصوصية

# The reminder choice (reminders-*): a chat channel needs the agreement; a WhatsApp number its country code.
validation-terms_required-reminders = يُرجى الموافقة على تلقي التذكيرات بهذه الطريقة، أو اختيار البريد الإلكتروني
validation-phone-reminders = يُرجى إدخال رقم WhatsApp مع رمز الدولة، مثل ⁦+81 90-1234-5678⁩
