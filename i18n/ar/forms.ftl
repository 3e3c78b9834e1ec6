## نماذج المرضى: الحجز، حالة الحجز، الاستفسار، التقييم عبر الإنترنت.

forms-optional = (اختياري)
forms-required-note = الحقول التي تحمل العلامة * مطلوبة.
forms-choose = يُرجى الاختيار
forms-sending = جارٍ الإرسال…
forms-field-email = البريد الإلكتروني
forms-network-error = تعذّر الاتصال بالعيادة. يُرجى التحقق من اتصالك والمحاولة مرة أخرى، وما أدخلته محفوظ.
forms-rate-limited = محاولات كثيرة في وقت قصير. يُرجى الانتظار { $seconds ->
        [one] ثانية واحدة
        [two] ثانيتين
        [few] { $seconds } ثوانٍ
        [many] { $seconds } ثانية
       *[other] { $seconds } ثانية
    } ثم المحاولة مرة أخرى، وما أدخلته محفوظ.
forms-too-large = حجم الملفات كبير جدًا. يُرجى إزالة صورة أو اختيار صور أصغر.
forms-conflict = سبق إرسال هذا الطلب بإجابات مختلفة. يُرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.
forms-server-error = حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى بعد قليل، وما أدخلته محفوظ.

inquiry-title = أرسل لنا رسالة
inquiry-field-type = الموضوع العام
inquiry-type-general = سؤال عام
inquiry-type-booking = الحجز
inquiry-type-international = المرضى الدوليون
inquiry-type-assessment = التقييم والصور
inquiry-field-subject = عنوان الرسالة
inquiry-field-message = الرسالة
inquiry-submit = إرسال الرسالة
inquiry-sent-title = تم إرسال الرسالة
inquiry-sent-body = شكرًا لك. نرد على كل رسالة خلال { $reply_hours ->
        [one] ساعة واحدة
        [two] ساعتين
        [few] { $reply_hours } ساعات
        [many] { $reply_hours } ساعة
       *[other] { $reply_hours } ساعة
    }.
inquiry-send-another = إرسال رسالة أخرى

booking-section-appointment = معلومات الموعد
booking-section-tumor = معلومات الكتلة
booking-phone-hint = الصيغة: { $example }
booking-field-branch = العيادة
booking-field-date = التاريخ
booking-date-hint = اختر يومًا تكون فيه العيادة مفتوحة (بتوقيت تايبيه)؛ مواعيد العمل مذكورة في أسفل الصفحة.
booking-field-time = الوقت
booking-times-zone = تظهر الأوقات بتوقيت العيادة (تايبيه، UTC+8).
booking-times-local-zone = يظهر وقتك المحلي ({ $zone }) تحت كل وقت.
booking-times-choose-first = اختر العيادة والتاريخ لعرض الأوقات المتاحة.
booking-times-loading = جارٍ تحميل الأوقات المتاحة…
booking-times-none = لا توجد أوقات متاحة في هذا اليوم. يُرجى اختيار تاريخ آخر.
booking-times-error = تعذّر تحميل الأوقات المتاحة.
booking-times-retry = إعادة المحاولة
booking-slot-local = وقتك: { $time }
booking-slot-full = مكتمل
booking-field-tumor-type = نوع الكتلة
booking-tumor-lipoma = ورم شحمي
booking-tumor-cyst = كيس بشراني أو دهني
booking-tumor-skin_tumor = ورم جلدي
booking-tumor-mole = شامة
booking-tumor-other = غير ذلك أو لست متأكدًا
booking-field-location = مكانها في الجسم
booking-field-size = الحجم التقريبي
booking-field-message = أي معلومات أخرى تود إخبارنا بها
booking-field-terms = الشروط والخصوصية
booking-terms = أوافق على شروط الاستخدام وإشعار الخصوصية، وعلى تواصل العيادة معي بشأن هذا الحجز.
booking-submit = احجز الموعد
booking-slot-full-refreshed = اكتمل هذا الوقت للتو. تم تحديث الأوقات المتاحة، فيُرجى اختيار وقت آخر.
booking-success-title = تم استلام طلب الحجز
booking-success-pending = سنؤكد موعدك خلال { $reply_hours ->
        [one] ساعة واحدة
        [two] ساعتين
        [few] { $reply_hours } ساعات
        [many] { $reply_hours } ساعة
       *[other] { $reply_hours } ساعة
    }.
booking-success-code-label = رمز التأكيد الخاص بك
booking-success-keep = احتفظ بهذا الرمز. يمكنك به مع بريدك الإلكتروني أو هاتفك الاستعلام عن موعدك أو إلغاؤه.
booking-success-details = { $date }، { $time }، { $branch }
booking-copy = نسخ الرمز
booking-copied = تم نسخ الرمز.
booking-copy-failed = تعذّر النسخ. يُرجى كتابة الرمز.
booking-ics = إضافة إلى التقويم (.ics)
booking-status-link = الاستعلام عن هذا الحجز أو إلغاؤه
booking-new = حجز موعد آخر

status-field-code = رمز التأكيد
status-code-hint = مثال: K7XP-3M9Q-T2
status-field-contact = البريد الإلكتروني أو الهاتف المستخدم في الحجز
status-submit = الاستعلام عن الحجز
status-not-found = لم نجد حجزًا بهذا الرمز وهذا البريد الإلكتروني أو الهاتف. يُرجى التحقق منهما والمحاولة مرة أخرى.
status-result-title = حجزك
status-label-status = الحالة
status-state-pending = بانتظار التأكيد
status-state-confirmed = مؤكَّد
status-state-cancelled = ملغى
status-state-completed = مكتمل
status-state-no_show = لم يحضر
status-cancel = إلغاء الموعد
status-cancel-confirm-title = هل تريد إلغاء هذا الموعد؟
status-cancel-confirm-body = سيُتاح هذا الوقت لمرضى آخرين، ولا يمكن التراجع عن الإلغاء.
status-cancel-yes = نعم، ألغِ الموعد
status-cancel-no = لا، أبقِ الموعد
status-cancelled = تم إلغاء موعدك.
status-not-changeable = لم يعد بالإمكان إلغاء هذا الموعد عبر الإنترنت. يُرجى الاتصال بالعيادة.
status-reschedule = تغيير التاريخ أو الوقت
status-reschedule-title = اختر تاريخًا ووقتًا جديدين
status-reschedule-body = يبقى موعدك الحالي محجوزًا لك حتى يتم حجز الموعد الجديد.
status-reschedule-submit = تغيير موعدي
status-reschedule-keep = الإبقاء على الموعد الحالي
status-rescheduled = تم تغيير موعدك. أرسلنا إليك تأكيدًا بالبريد الإلكتروني.
status-change-window = موعدك قريب جدًا ولا يمكن تغييره أو إلغاؤه عبر الإنترنت. يُرجى الاتصال بـ{ $branch }:
status-check-another = الاستعلام عن حجز آخر

assess-section-photos = صور الكتلة
assess-section-lump = معلومات الكتلة
assess-section-more = معلومات إضافية عنك
assess-field-photos = الصور
assess-photos-hint = حتى { $max } صور بصيغة JPG أو PNG، بحد أقصى { $maxMb } ميغابايت لكل صورة. تفيد صورة قريبة وأخرى من مسافة أبعد.
assess-photos-drop = اسحب الصور إلى هنا، أو
assess-photos-choose = اختيار الصور
assess-photos-count = تمت إضافة { $count } من { $max } صور
assess-photos-preparing = { $count ->
        [one] جارٍ تجهيز صورة واحدة…
        [two] جارٍ تجهيز صورتين…
        [few] جارٍ تجهيز { $count } صور…
       *[other] جارٍ تجهيز { $count } صورة…
    }
assess-photos-list = الصور المضافة
assess-photo-alt = الصورة { $n }: { $name }
assess-photo-remove = إزالة
assess-photo-remove-named = إزالة الصورة { $n } ({ $name })
assess-photo-refused = لم تتم إضافة { $name }: { $reason }
assess-field-size = الحجم
assess-size-under_2cm = أقل من 2 سم
assess-size-2_to_5cm = من 2 إلى 5 سم
assess-size-5_to_10cm = من 5 إلى 10 سم
assess-size-over_10cm = أكثر من 10 سم
assess-field-location = مكانها في الجسم
assess-location-face = الوجه
assess-location-scalp = فروة الرأس
assess-location-neck = الرقبة
assess-location-shoulder = الكتف
assess-location-chest = الصدر
assess-location-back = الظهر
assess-location-abdomen = البطن
assess-location-arm = الذراع
assess-location-hand = اليد
assess-location-thigh = الفخذ
assess-location-leg = الساق
assess-location-foot = القدم
assess-location-other = مكان آخر
assess-field-duration = منذ متى لاحظتها؟
assess-duration-less_than_month = أقل من شهر
assess-duration-1_to_6_months = من شهر إلى 6 أشهر
assess-duration-6_months_to_year = من 6 أشهر إلى سنة
assess-duration-over_year = أكثر من سنة
assess-field-age = عمر المريض
assess-field-symptoms = الأعراض
assess-symptom-pain = ألم
assess-symptom-itching = حكة
assess-symptom-bleeding = نزيف
assess-symptom-growing = تكبر
assess-symptom-color_change = تغيّر اللون
assess-symptom-none = لا شيء مما سبق
assess-field-previous = العلاج السابق
assess-field-history = التاريخ الطبي
assess-email-hint = فقط إذا رغبت في أن ترد عليك العيادة بشأن هذا التقييم.
assess-field-terms = للاسترشاد فقط
assess-terms = أفهم أن هذا التقييم للاسترشاد فقط وليس تشخيصًا.
assess-submit = احصل على التقييم
assess-uploading = جارٍ الرفع: { $percent }%
assess-result-title = اكتمل التقييم
assess-result-urgency = درجة الاستعجال
assess-urgency-high = مرتفعة
assess-urgency-medium = متوسطة
assess-urgency-low = منخفضة
assess-urgency-high-text = يُرجى أن يفحص الطبيب الكتلة حضوريًا في أقرب وقت.
assess-urgency-medium-text = يُنصح باستشارة لتخطيط الإزالة.
assess-urgency-low-text = لا يشير شيء في إجاباتك إلى حالة مستعجلة. احجز في الوقت المناسب لك.
assess-reason-bleeding = الكتلة تنزف.
assess-reason-color_change = تغيّر لونها.
assess-reason-recent_growth = كبرت خلال الأشهر الأخيرة.
assess-reason-pain = مؤلمة.
assess-reason-slow_growth = تكبر ببطء.
assess-reason-itching = تسبب حكة.
assess-reason-large_size = يزيد حجمها على 5 سم.
assess-reason-minor = المريض دون 18 عامًا.
assess-reason-stable = صغيرة أو مستقرة دون أعراض مقلقة.
assess-reason-unknown_size = تعذّر فهم الحجم من وصفك؛ نطاق التكلفة يشمل جميع الأحجام.
assess-result-treatment = العلاج المقترح
assess-treatment-in_person_evaluation = فحص حضوري لدى الطبيب أولًا، ثم يُحدَّد العلاج بعده.
assess-treatment-minimally_invasive_excision = إزالة طفيفة التوغل تحت التخدير الموضعي، عادةً بشق أقل من { $incision_cm_max } سم، والعودة إلى المنزل في اليوم نفسه.
assess-treatment-minimally_invasive_excision_with_ultrasound = فحص بالموجات فوق الصوتية أولًا، ثم إزالة طفيفة التوغل تحت التخدير الموضعي، والعودة إلى المنزل في اليوم نفسه.
assess-result-cost = التكلفة التقديرية
assess-cost-note = نطاق تقريبي للتخطيط فقط: تعتمد التكلفة الفعلية على الفحص وقد تختلف.
assess-result-steps = الخطوات التالية
assess-step-not_a_diagnosis = تذكّر: هذه النتيجة للاسترشاد فقط وليست تشخيصًا.
assess-step-book_within_week = احجز فحصًا خلال الأسبوع القادم.
assess-step-book_consultation = احجز استشارة لتخطيط الإزالة.
assess-step-book_when_convenient = احجز استشارة في الوقت المناسب لك.
assess-step-ultrasound = بسبب الحجم، سيُجرى فحص بالموجات فوق الصوتية قبل الجراحة.
assess-step-bring_photos_and_records = أحضر هذه الصور وأي تقارير أو صور أشعة سابقة.
assess-step-pathology = يُرسَل النسيج المستأصل إلى التحليل المرضي لتأكيد طبيعته.
assess-book-now = احجز الآن
assess-new = تقييم جديد

consult-assess-title = ابدأ بالتقييم عبر الإنترنت
consult-assess-text = أرسل حتى 5 صور وأجب عن بضعة أسئلة لتحصل فورًا على درجة الاستعجال والعلاج المقترح ونطاق التكلفة.
consult-assess-start = ابدأ التقييم
consult-book = احجز استشارة
forms-notice-privacy-link = اقرأ إشعار الخصوصية (يفتح في علامة تبويب جديدة)
forms-notice-terms-link = اقرأ شروط الاستخدام (تفتح في علامة تبويب جديدة)
assess-field-health-consent = الموافقة على معالجة البيانات الصحية
assess-health-consent = قرأت إشعار الخصوصية، وأوافق صراحةً على أن تعالج العيادة صوري وإجاباتي، وهي بيانات صحية، لأجل هذا التقييم عبر الإنترنت.
inquiry-field-terms = إشعار الخصوصية
inquiry-terms = قرأت إشعار الخصوصية، وأوافق على أن تستخدم العيادة بياناتي للرد على هذه الرسالة.
booking-section-international = المرضى الدوليون (اختياري)
booking-field-interpreter = لغة المترجم
booking-interpreter-none = لا أحتاج إلى مترجم
booking-field-companions = عدد المرافقين
booking-companions-none = لم أقرر بعد
booking-companions-count =
    { $count ->
        [0] أنا فقط
        [one] مرافق واحد
        [two] مرافقان
        [few] { $count } مرافقين
       *[other] { $count } مرافقًا
    }

waitlist-day-full = جميع الأوقات في { $date } في { $branch } محجوزة.
waitlist-slot-full = حُجز الوقت { $time } في { $date } في { $branch } للتو.
waitlist-how = يمكنك الانضمام إلى قائمة الانتظار لذلك اليوم: عندما يتوفر موعد، نراسل أول مريض في الانتظار ونحجز له الموعد لفترة.
waitlist-join = الانضمام إلى قائمة الانتظار
waitlist-joined = أنت الآن في قائمة الانتظار لـ { $branch } في { $date }. سنراسلك عبر البريد الإلكتروني إذا توفر موعد.
waitlist-fix-fields = يُرجى أولًا إكمال الحقول المشار إليها أعلاه.
waitlist-join-failed = تعذّر الانضمام إلى قائمة الانتظار. يُرجى المحاولة مرة أخرى.
offer-title = موعد محجوز لك
offer-loading = جارٍ تحميل العرض…
offer-held = نحجز لك موعدًا في { $branch } يوم { $date } الساعة { $time } حتى { $until }.
offer-take = احجز هذا الموعد
offer-booked = تم الحجز. رمز التأكيد الخاص بك هو { $code }، وقد أرسلنا رسالة تأكيد.
offer-expired = لم يعد هذا الموعد محجوزًا لك: انتهت المهلة أو حُجز بالفعل. يمكنك اختيار وقت آخر أدناه.
offer-not-found = هذا الرابط غير صالح. يمكنك اختيار وقت أدناه.
offer-failed = تعذّر حجز الموعد الآن. يُرجى المحاولة مرة أخرى.
offer-too-many = لديك بالفعل الحد الأقصى المسموح به من الحجوزات المفتوحة. ألغِ حجزًا لم تعد بحاجة إليه، ثم احجز هذا الموعد: فهو محجوز لك حتى الوقت المذكور أعلاه.
offer-too-many-network = أُجري بالفعل من هذه الشبكة (مثل مكتب مشترك أو شبكة Wi-Fi عامة) الحد الأقصى المسموح به من الحجوزات المفتوحة. ألغِ حجزًا لم تعد بحاجة إليه أو جرّب اتصالًا آخر، ثم احجز هذا الموعد: فهو محجوز لك حتى الوقت المذكور أعلاه.
waitlist-seats-free = لا يزال هناك مكان متاح: اختر وقتًا في النموذج أعلاه واحجز مباشرة.

# E-mail verification of bookings (CLINIC_VERIFY_EMAIL).
booking-success-verify = أرسلنا إليك رسالة بريد إلكتروني. افتح الرابط فيها لتأكيد حجزك: إلى أن تفعل ذلك، يُحجز موعدك لوقت قصير فقط.
status-verify-waiting = يرجى تأكيد هذا الحجز بالرابط الموجود في الرسالة التي أرسلناها إليك. موعدك محجوز حتى { $until }.
status-verify-expired = أُلغي هذا الحجز لأنه لم يُؤكَّد برابط البريد الإلكتروني في الوقت المحدد.

# Where the reminders go (LINE, WhatsApp or e-mail): the booking success page and the status page.
# LINE and WhatsApp stay in Latin letters; the reminders never name the condition.
reminders-title = تذكيرات الموعد
reminders-channel-email = البريد الإلكتروني
reminders-channel-line = LINE
reminders-channel-whatsapp = WhatsApp
reminders-field-channel = ذكّرني عبر
reminders-now-email = ستصلك التذكيرات بالبريد الإلكتروني.
reminders-now-line = ستصلك التذكيرات عبر LINE.
reminders-now-whatsapp = ستصلك التذكيرات عبر WhatsApp على الرقم { $number }.
reminders-stopped = أوقفت التذكيرات عبر { $channel } من الدردشة، لذا تصلك الآن بالبريد الإلكتروني. يمكنك الاختيار من جديد أدناه.
reminders-saved = تم حفظ اختيارك.
reminders-change = اختيار طريقة أخرى
reminders-keep = الإبقاء على الاختيار الحالي
reminders-field-number = رقم WhatsApp
reminders-number-hint = مع رمز الدولة، مثل ⁦+81 90-1234-5678⁩؛ ويمكن أن يبدأ رقم الجوال التايواني بـ ⁦09⁩. إذا تركته فارغًا، نستخدم رقم الهاتف المسجّل في حجزك.
reminders-field-consent = الموافقة على التذكيرات
reminders-consent = أوافق على تلقي تذكيرات مواعيدي عبر { $channel }. لا تذكر التذكيرات حالتي الصحية أبدًا.
reminders-save = حفظ اختياري
reminders-closed = هذا الحجز مغلق، لذا لم يعد بالإمكان تغيير طريقة تذكيراته.
reminders-line-title = ربط حسابك في LINE
reminders-line-pending = إلى أن يتم ربط حسابك في LINE، تصلك التذكيرات بالبريد الإلكتروني.
reminders-line-login-hint = الطريقة الأسرع: يطلب منك LINE السماح بالربط، ثم يعيدك إلى صفحة حجزك.
reminders-line-login = الربط عبر LINE
reminders-line-or-code = أو أضف حساب العيادة الرسمي على LINE وأرسل إليه هذا الرمز:
reminders-line-code-steps = أضف حساب العيادة الرسمي على LINE وأرسل إليه هذا الرمز:
reminders-line-add-friend = إضافة الحساب الرسمي على LINE
reminders-line-qr-alt = رمز QR لإضافة حساب العيادة الرسمي على LINE
reminders-line-code-label = رمز الربط الخاص بك في LINE
reminders-line-copy = نسخ رمز LINE
reminders-line-copied = تم نسخ رمز LINE.
reminders-line-copy-failed = تعذّر النسخ. يُرجى كتابة الرمز في LINE.
reminders-line-code-until = يعمل الرمز حتى { $until }.
reminders-check-again = التحقق مرة أخرى
reminders-not-linked-yet = لم يتم ربط حسابك في LINE بعد. أرسل الرمز إلى الحساب الرسمي، ثم تحقّق مرة أخرى.
reminders-load-failed = تعذّر تحميل خيارات التذكير.
reminders-retry = إعادة المحاولة
status-line-linked = تم ربط حسابك في LINE: ستصلك التذكيرات عبر LINE.
status-line-declined = لم يتم ربط LINE لأنه لم يُسمح بذلك. تصلك التذكيرات بالبريد الإلكتروني، ويمكنك اختيار LINE مرة أخرى من حجزك.
status-line-failed = تعذّر ربط LINE الآن. تصلك التذكيرات بالبريد الإلكتروني. يُرجى المحاولة مرة أخرى من حجزك، أو إرسال رمز الربط إلى حساب العيادة الرسمي على LINE.
