# الصفحة الرئيسية
home-hero-eyebrow = جراحة أورام الجلد طفيفة التوغل منذ عام { $founding_year }
home-hero-title = نزيل الأورام الشحمية والأكياس بالكامل عبر أصغر شق ممكن
home-hero-subtitle = تقنية موحّدة طفيفة التوغل تُجرى تحت التخدير الموضعي على يد فريق حاصل على شهادة دعم الحياة القلبي المتقدم. يعود معظم المرضى إلى منازلهم في اليوم نفسه.
home-hero-book = احجز استشارة
home-hero-cases = شاهد الحالات الناجحة
home-voice-button = استمع إلى رسالة الترحيب
home-voice-text = مرحبًا بكم في عيادة د. لين. نزيل الأورام الشحمية والأكياس وأورام الجلد عبر شقوق صغيرة، ويعود معظم المرضى إلى منازلهم في اليوم نفسه.
home-voice-unsupported = متصفحك لا يدعم قراءة النص بصوت عالٍ.
home-diff-technique-title = تقنية موحّدة
home-diff-technique-text = أسلوب موحّد طفيف التوغل صُقل عبر أكثر من { $cases ->
        [one] حالة واحدة
        [two] حالتين
        [few] { $cases } حالات
        [many] { $cases } حالة
       *[other] { $cases } حالة
    }.
home-diff-incision-title = شق صغير جدًا
home-diff-incision-text = عادةً من { $incision_cm_min } إلى { $incision_cm_max } سم، أي { $incision_ratio_min_percent }–{ $incision_ratio_max_percent }% فقط من قطر الورم.
home-diff-painless-title = راحة تحت التخدير الموضعي
home-diff-painless-text = ستشعر بوخزات الإبر الصغيرة في البداية فقط، ثم يُبقي التخدير الموضعي المنطقة مخدَّرة طوال بقية العملية التي تستغرق عادةً { $surgery_minutes_min }–{ $surgery_minutes_max ->
        [one] دقيقة واحدة
        [two] دقيقتين
        [few] { $surgery_minutes_max } دقائق
        [many] { $surgery_minutes_max } دقيقة
       *[other] { $surgery_minutes_max } دقيقة
    }.
home-diff-same-day-title = العودة إلى المنزل في اليوم نفسه
home-diff-same-day-text = لا حاجة إلى البقاء في المستشفى: تغادر بعد الجراحة وتستأنف عادةً نشاطك المعتاد خلال { $activity_days_min }–{ $activity_days_max ->
        [one] يوم واحد
        [two] يومين
        [few] { $activity_days_max } أيام
        [many] { $activity_days_max } يومًا
       *[other] { $activity_days_max } يوم
    }.
home-why-title = لماذا تهم الإزالة الكاملة
home-why-lead = الكتلة التي تُزال جزئيًا قد تعود. لذلك نزيلها كاملةً مع محفظتها أو جدار الكيس، عبر أصغر فتحة ممكنة.
home-why-risks-title = مخاطر الإزالة غير الكاملة
home-why-risks-1 = قد يعود الورم، وغالبًا يكون أكبر وأكثر التصاقًا.
home-why-risks-2 = تكرار الجراحة يعني ندوبًا أكثر وتعافيًا أطول.
home-why-risks-3 = بقايا الكيس الملتهبة أو المصابة بالعدوى تسبب الألم والتورم.
home-why-advantages-title = مزايا الإزالة الكاملة
home-why-advantages-1 = تُزال الكتلة كاملةً مع محفظتها أو جدار الكيس، مما يقلّل كثيرًا احتمال عودتها.
home-why-advantages-2 = عملية واحدة وندبة صغيرة واحدة.
home-why-advantages-3 = يمكن فحص النسيج بالكامل لدى اختصاصي علم الأمراض.
home-why-claims = أزلنا ورمًا بطول { $largest_tumour_cm } سم، وأزلنا ورمًا بطول { $showcase_tumour_cm } سم عبر شق طوله { $showcase_incision_cm } سم. صفر مضاعفات كبرى.
home-stats-title = خبرة يمكنك الاعتماد عليها
home-stat-years = سنوات من الخبرة
home-stat-cases = حالة عولجت
home-stat-countries = دولة قدم منها مرضانا
home-stat-satisfaction = رضا المرضى
home-stat-languages = لغات هذا الموقع
home-stat-complications = مضاعفات كبرى
home-services-title = ما نعالجه
home-tile-services-title = العلاجات
home-tile-services-text = الأورام الشحمية والأكياس البشرانية والدهنية وأورام الجلد والشامات، مقارنةً بالجراحة التقليدية.
home-tile-cases-title = حالات ناجحة
home-tile-cases-text = مرضى حقيقيون، من أكياس صغيرة إلى ورم شحمي بطول { $largest_tumour_cm } سم.
home-tile-videos-title = فيديوهات تثقيفية
home-tile-videos-text = مقاطع قصيرة عن الحالات ويوم الجراحة والعناية بالجرح.
home-services-view-all = عرض جميع العلاجات
home-certs-title = خبرة معتمدة
home-certs-view-all = عرض جميع الشهادات
home-doctor-title = تعرّف على طبيبك
home-doctor-more = اقرأ الملف التعريفي للطبيب
home-contact-title = اسألنا مباشرة
home-contact-lead = أرسل الصور أو الأسئلة عبر LINE أو واتساب. نرد خلال { $reply_hours ->
        [one] ساعة واحدة
        [two] ساعتين
        [few] { $reply_hours } ساعات
        [many] { $reply_hours } ساعة
       *[other] { $reply_hours } ساعة
    }.
home-line-title = LINE
home-line-description = امسح رمز QR أو أضف حسابنا على LINE لطرح الأسئلة والحجز.
home-line-show-qr = عرض رمز QR الخاص بـ LINE
home-line-action = فتح LINE
home-line-qr-alt = رمز QR للعيادة على LINE
home-whatsapp-title = واتساب للمرضى الدوليين
home-whatsapp-description = يمكن للمرضى من خارج البلاد التواصل مع فريقنا الدولي عبر واتساب.
home-whatsapp-show-qr = عرض رمز QR الخاص بواتساب
home-whatsapp-action = فتح واتساب
home-whatsapp-qr-alt = رمز QR للعيادة على واتساب
home-cta-title = هل أنت مستعد للتخلص منه؟
home-cta-text = احجز استشارة في عيادتنا في تايبيه أو كاوشيونغ. نرد خلال { $reply_hours ->
        [one] ساعة واحدة
        [two] ساعتين
        [few] { $reply_hours } ساعات
        [many] { $reply_hours } ساعة
       *[other] { $reply_hours } ساعة
    }.
home-cta-contact = تواصل مع العيادة
home-cta-book = احجز استشارة
home-starter-title = ابدأ حجزك
home-starter-continue = متابعة الحجز
booking-section-personal = البيانات الشخصية
booking-field-name = الاسم الكامل
booking-field-phone = رقم الهاتف
doctor-name = د. لين
doctor-title = طبيب أمراض جلدية وجرّاح أورام الجلد بأقل تدخل جراحي
doctor-summary = طبيب أمراض جلدية معتمد يتمتع بخبرة تزيد على { $years_experience ->
        [one] عام واحد
        [two] عامين
        [few] { $years_experience } أعوام
        [many] { $years_experience } عامًا
       *[other] { $years_experience } عام
    } في الجراحة طفيفة التوغل، حاصل على شهادة ACLS، ويقصده مرضى من أكثر من { $countries ->
        [one] دولة واحدة
        [two] دولتين
        [few] { $countries } دول
        [many] { $countries } دولة
       *[other] { $countries } دولة
    }.

# Newly approved self-pay fees, shown while any is new (Taipei requires them on the home page).
home-fees-title = رسوم علاج على النفقة الخاصة معتمدة حديثًا
home-fees-lead = اعتمدت إدارة الصحة في المدينة مؤخرًا رسوم العلاج التالية على النفقة الخاصة.
home-fees-all = عرض جميع رسوم العلاج على النفقة الخاصة
