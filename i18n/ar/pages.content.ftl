# صفحات المحتوى (issue 5). عناوين الصفحات ومقدماتها في pages.ftl باسم `page-<id>-title/-lead`.
# المفاتيح التي تبدأ بـ `medical-` نصوص طبية حرجة (بعبارات the product brief وأرقامها كما هي).

## Shared
content-book = احجز استشارة
content-contact = تواصل مع العيادة
content-read-more = اقرأ المزيد
content-cta-title = هل لديك كتلة تريد فحصها؟
content-cta-text = أرسل لنا رسالة أو احجز استشارة في عيادتنا في تايبيه أو كاوشيونغ. نرد خلال { $reply_hours ->
        [one] ساعة واحدة
        [two] ساعتين
        [few] { $reply_hours } ساعات
        [many] { $reply_hours } ساعة
       *[other] { $reply_hours } ساعة
    }.
content-location-back = الظهر
content-location-neck = الرقبة
content-location-shoulder = الكتف
content-location-scalp = فروة الرأس
content-level-basic = أساسي
content-level-intermediate = متوسط
content-level-advanced = متقدم
content-minutes = { $value ->
    [one] دقيقة واحدة
    [two] دقيقتان
    [few] { $value } دقائق
    [many] { $value } دقيقة
   *[other] { $value } دقيقة
}
content-days = { $value ->
    [one] يوم واحد
    [two] يومان
    [few] { $value } أيام
    [many] { $value } يومًا
   *[other] { $value } يوم
}
content-months = { $value ->
    [one] شهر واحد
    [two] شهران
    [few] { $value } أشهر
    [many] { $value } شهرًا
   *[other] { $value } شهر
}
content-cm = { $value } سم

## Services
services-treatments-title = ما نعالجه
medical-treatment-lipoma-title = استئصال الورم الشحمي
medical-treatment-lipoma-text = الورم الشحمي كتلة دهنية طرية وحميدة تحت الجلد. نستأصله كاملًا مع محفظته الرقيقة عبر شق لا يتجاوز عادةً { $incision_ratio_min_percent }–{ $incision_ratio_max_percent }% من قطره.
medical-treatment-cyst-title = استئصال الكيس الدهني والكيس البشراني
medical-treatment-cyst-text = يعود الكيس ما دام جداره باقيًا. نستأصل الكيس بجداره كاملًا، عادةً عبر شق طوله { $incision_cm_min }–{ $incision_cm_max } سم.
medical-treatment-tumor-title = استئصال أورام الجلد
medical-treatment-tumor-text = تُستأصل الكتل الموجودة في الجلد أو تحته تحت التخدير الموضعي، ويُرسل النسيج إلى الفحص النسيجي المرضي لتأكيد طبيعته.
medical-treatment-mole-title = إزالة الشامات
medical-treatment-mole-text = تُزال الشامات التي تتغير أو تنزف أو تزعجك، ويفحصها طبيب علم الأمراض. الأولوية للاستئصال الكامل ونتيجة واضحة، ثم لصغر الندبة.
services-link-lipoma = عن الورم الشحمي
services-link-cyst = عن الأكياس
services-link-tumor = عن أورام الجلد والشامات
services-compare-title = الجراحة طفيفة التوغل مقارنةً بالجراحة التقليدية
medical-compare-caption = طول الشق والتئام الجرح: الشق التقليدي مقارنةً بتقنيتنا طفيفة التوغل
medical-compare-aspect = وجه المقارنة
medical-compare-traditional = الشق التقليدي
medical-compare-minimal = طفيفة التوغل
medical-compare-incision = طول الشق
medical-compare-incision-traditional = { $traditional_incision_cm_min }–{ $traditional_incision_cm_max } سم
medical-compare-incision-minimal = عادةً { $incision_cm_min }–{ $incision_cm_max } سم
medical-compare-recovery = التئام الجرح تمامًا
medical-compare-recovery-traditional = { $traditional_recovery_weeks_min }–{ $traditional_recovery_weeks_max ->
        [one] أسبوع واحد
        [two] أسبوعين
        [few] { $traditional_recovery_weeks_max } أسابيع
        [many] { $traditional_recovery_weeks_max } أسبوعًا
       *[other] { $traditional_recovery_weeks_max } أسبوع
    }
medical-compare-recovery-minimal = { $healing_weeks_min }–{ $healing_weeks_max ->
        [one] أسبوع واحد
        [two] أسبوعين
        [few] { $healing_weeks_max } أسابيع
        [many] { $healing_weeks_max } أسبوعًا
       *[other] { $healing_weeks_max } أسبوع
    } (النشاط المعتاد عادةً بعد { $activity_days_min }–{ $activity_days_max ->
        [one] يوم واحد
        [two] يومين
        [few] { $activity_days_max } أيام
        [many] { $activity_days_max } يومًا
       *[other] { $activity_days_max } يوم
    })
medical-compare-note = في الكتل الكبيرة يكبر الشق مع الكتلة، لكنه يبقى عادةً في حدود { $incision_ratio_min_percent }–{ $incision_ratio_max_percent }% من قطر الورم: فقد استأصلنا ورمًا بطول { $showcase_tumour_cm } سم عبر شق طوله { $showcase_incision_cm } سم.
services-steps-title = ما يحدث يوم العملية
services-step-1-title = الفحص
services-step-1-text = يفحص الطبيب الكتلة ويشرح الخيارات ويجيب عن أسئلتك.
services-step-2-title = التخدير الموضعي
medical-step-2-text = تُخدَّر المنطقة فقط، فتبقى مستيقظًا ومرتاحًا.
services-step-3-title = الاستئصال
medical-step-3-text = تستغرق معظم العمليات { $surgery_minutes_min }–{ $surgery_minutes_max ->
        [one] دقيقة واحدة
        [two] دقيقتين
        [few] { $surgery_minutes_max } دقائق
        [many] { $surgery_minutes_max } دقيقة
       *[other] { $surgery_minutes_max } دقيقة
    }، وتُستأصل الكتلة كاملةً عبر شق صغير.
services-step-4-title = العودة إلى المنزل في اليوم نفسه
services-step-4-text = ترتاح قليلًا ثم تعود إلى منزلك مع تعليمات عناية مكتوبة.
services-step-5-title = التعافي والفحص النسيجي
medical-step-5-text = تعود عادةً إلى نشاطك المعتاد بعد { $activity_days_min }–{ $activity_days_max ->
        [one] يوم واحد
        [two] يومين
        [few] { $activity_days_max } أيام
        [many] { $activity_days_max } يومًا
       *[other] { $activity_days_max } يوم
    }، ويلتئم الجرح تمامًا خلال { $healing_weeks_min }–{ $healing_weeks_max ->
        [one] أسبوع واحد
        [two] أسبوعين
        [few] { $healing_weeks_max } أسابيع
        [many] { $healing_weeks_max } أسبوعًا
       *[other] { $healing_weeks_max } أسبوع
    }. ويفحص طبيب علم الأمراض النسيج المستأصل.
services-safety-title = السلامة أولًا
services-safety-text = فريقنا حاصل على شهادة دعم الحياة القلبي المتقدم (ACLS)، وكل غرفة عمليات مجهزة بمعدات السلامة. صفر مضاعفات كبرى.

## Condition pages
condition-what-title = ما هو؟
condition-signs-title = متى تراجع الطبيب قريبًا
condition-treatment-title = كيف نستأصله
condition-facts-title = باختصار
condition-cases-title = حالات مشابهة
condition-articles-title = اقرأ المزيد
medical-lipoma-what = الورم الشحمي كتلة حميدة (غير سرطانية) من الخلايا الدهنية تقع تحت الجلد مباشرةً. يكون عادةً طريًا أو مطاطيًا ويتحرك قليلًا عند الضغط عليه. يشيع في الظهر والكتفين والرقبة والذراعين والفخذين والبطن، ولا يختفي عادةً من تلقاء نفسه.
medical-lipoma-sign-1 = ينمو بسرعة أو يصبح صلبًا.
medical-lipoma-sign-2 = مؤلم أو أحمر أو دافئ.
medical-lipoma-sign-3 = يبدو ثابتًا في مكانه لا يتحرك.
medical-lipoma-sign-4 = يزيد على نحو 5 سم، أو عاد بعد استئصاله.
medical-lipoma-treatment = نستأصل الورم الشحمي كاملًا مع محفظته الرقيقة تحت التخدير الموضعي. يكون الشق عادةً { $incision_cm_min }–{ $incision_cm_max } سم، وفي الأورام الكبيرة يكبر مع الكتلة لكنه يبقى عادةً في حدود { $incision_ratio_min_percent }–{ $incision_ratio_max_percent }% من قطرها. وقد استأصلنا ورمًا شحميًا بطول { $largest_tumour_cm } سم.
medical-cyst-what = الكيس البشراني، ويُسمى غالبًا الكيس الدهني، كيس صغير تحت الجلد. يواصل جداره إنتاج الكيراتين، فيمتلئ الكيس ببطء وتكبر الكتلة. كثيرًا ما تظهر عليه فتحة صغيرة داكنة، وقد تخرج منه إفرازات ذات رائحة كريهة.
medical-cyst-sign-1 = يصبح أحمر أو متورمًا أو دافئًا أو مؤلمًا.
medical-cyst-sign-2 = يعود مرة بعد مرة بعد عصره أو تصريفه.
medical-cyst-sign-3 = يكبر أو يعيق ارتداء الملابس أو النوم.
medical-cyst-sign-4 = إذا انتشر الاحمرار أو خرج صديد أو أصبت بالحمى، فاطلب الرعاية الطبية فورًا.
medical-cyst-treatment = لتقليل احتمال عودة الكيس يجب استئصاله بجداره كاملًا، فالكيس الذي يُفرغ فقط يمتلئ من جديد. يُعالج الكيس الملتهب عادةً أولًا ثم يُستأصل بعد أن يهدأ. يكون الشق عادةً { $incision_cm_min }–{ $incision_cm_max } سم، ويُرسل الكيس إلى الفحص النسيجي المرضي.
medical-tumor-what = معظم الشامات وزوائد الجلد غير ضارة، لكن الطبيب لا يستطيع الحكم عليها إلا بفحصها. وعند استئصال الكتلة يفحصها طبيب علم الأمراض تحت المجهر ويؤكد طبيعتها بدقة.
medical-tumor-sign-1 = نصفاها غير متطابقين، أو حافتها غير منتظمة، أو فيها عدة ألوان.
medical-tumor-sign-2 = يزيد قطرها على نحو 6 مم، أو يتغير حجمها أو شكلها أو لونها أو ارتفاعها.
medical-tumor-sign-3 = حكة أو نزيف أو قشرة دون إصابة، أو قرحة لا تلتئم خلال بضعة أسابيع.
medical-tumor-sign-4 = كتلة في الجلد أو تحته تكبر أو تكون صلبة أو ثابتة.
medical-tumor-treatment = تُستأصل الشامات وأورام الجلد تحت التخدير الموضعي وتعود إلى منزلك في اليوم نفسه. يتوقف حجم الشق على ما يجب استئصاله بأمان: الأولوية للاستئصال الكامل ونتيجة نسيجية واضحة، ثم لصغر الندبة.
medical-fact-duration = تستغرق معظم العمليات { $surgery_minutes_min }–{ $surgery_minutes_max ->
        [one] دقيقة واحدة
        [two] دقيقتين
        [few] { $surgery_minutes_max } دقائق
        [many] { $surgery_minutes_max } دقيقة
       *[other] { $surgery_minutes_max } دقيقة
    } تحت التخدير الموضعي، وتحتاج الكتل الكبيرة جدًا إلى وقت أطول.
medical-fact-incision = يكون الشق عادةً { $incision_cm_min }–{ $incision_cm_max } سم.
medical-fact-discharge = تعود إلى منزلك في اليوم نفسه.
medical-fact-recovery = النشاط المعتاد عادةً بعد { $activity_days_min }–{ $activity_days_max ->
        [one] يوم واحد
        [two] يومين
        [few] { $activity_days_max } أيام
        [many] { $activity_days_max } يومًا
       *[other] { $activity_days_max } يوم
    }، والالتئام التام خلال { $healing_weeks_min }–{ $healing_weeks_max ->
        [one] أسبوع واحد
        [two] أسبوعين
        [few] { $healing_weeks_max } أسابيع
        [many] { $healing_weeks_max } أسبوعًا
       *[other] { $healing_weeks_max } أسبوع
    }.

## Cases
case-condition-lipoma = ورم شحمي
case-condition-cyst = كيس
case-condition-skin_tumor = ورم جلدي
case-condition-mole = شامة
case-size = الحجم
case-incision = الشق
case-surgery = مدة العملية
case-recovery = العودة إلى النشاط المعتاد
case-patient = المريض
case-location = الموضع
case-patient-value = { $age ->
        [one] عام واحد
        [two] عامين
        [few] { $age } أعوام
        [many] { $age } عامًا
       *[other] { $age } عام
    }، { $country }
case-incision-ratio = كان الشق { $percent }% من قطر الكتلة.
case-read-story = اقرأ القصة كاملة
case-privacy-note = حُذفت التفاصيل التي قد تكشف هوية المريض. كل حالة مختلفة، وتُحدَّد خطة علاجك عند فحصك.

## Videos
videos-filter-category = الموضوع
videos-filter-difficulty = المستوى
videos-category-all = كل المواضيع
videos-category-lipoma = الورم الشحمي
videos-category-cyst = الكيس
videos-category-skinTumor = ورم الجلد
videos-category-technique = التقنية
videos-level-all = كل المستويات
videos-shown = { $count ->
    [zero] لا توجد فيديوهات معروضة
    [one] يُعرض فيديو واحد
    [two] يُعرض فيديوهان
    [few] تُعرض { $count } فيديوهات
   *[other] يُعرض { $count } فيديو
}
videos-none = لا توجد فيديوهات تطابق هذه الفلاتر.
videos-duration = المدة { $duration }
videos-view-count = { $views } مشاهدة
videos-play = تشغيل الفيديو: { $title }
videos-coming-soon = الفيديو قريبًا
videos-coming-soon-text = نعمل على إعداد هذا الفيديو. وفي الأثناء تشرح مقالاتنا الموضوع نفسه.
videos-privacy = لا يُحمَّل أي شيء من YouTube حتى تضغط على التشغيل، ثم تُعرض الفيديوهات في وضع الخصوصية المحسّن في YouTube.
videos-player-title = فيديو: { $title }

## Doctor
doctor-profile-title = نبذة
doctor-bio-1 = د. لين طبيب أمراض جلدية معتمد، يركز منذ أكثر من { $years_experience ->
        [one] عام واحد
        [two] عامين
        [few] { $years_experience } أعوام
        [many] { $years_experience } عامًا
       *[other] { $years_experience } عام
    } على الاستئصال طفيف التوغل لأورام الجلد. ومنذ تأسيس العيادة عام { $founding_year } عالج الفريق أكثر من { $cases ->
        [one] حالة واحدة
        [two] حالتين
        [few] { $cases } حالات
        [many] { $cases } حالة
       *[other] { $cases } حالة
    }.
doctor-bio-2 = النهج بسيط: استئصال الكتلة كاملةً مع محفظتها أو جدار الكيس عبر أصغر شق ممكن، تحت التخدير الموضعي، ليعود المريض إلى منزله في اليوم نفسه.
doctor-bio-3 = يلقي د. لين محاضرات عن هذه التقنية، ويعمل مع فريق حاصل على شهادة دعم الحياة القلبي المتقدم (ACLS).
doctor-expertise-title = مجالات الخبرة
doctor-expertise-1 = الأورام الشحمية، ومنها العملاقة (استئصال ورم شحمي بطول { $largest_tumour_cm } سم)
doctor-expertise-2 = الأكياس البشرانية والدهنية، ومنها الأكياس المتكررة
doctor-expertise-3 = أورام الجلد والشامات، مع الفحص النسيجي المرضي
doctor-expertise-4 = الجراحة طفيفة التوغل تحت التخدير الموضعي
doctor-certs-lead = { $certificates_shown ->
        [one] الشهادة المعروضة هنا.
        [two] الشهادتان المعروضتان هنا.
       *[other] الشهادات الـ{ $certificates_shown } المعروضة هنا.
    } اختر شهادة لعرضها بالحجم الكامل.
doctor-cert-category-core = المؤهلات الأساسية
doctor-cert-category-safety = السلامة
doctor-cert-category-academic = أكاديمي
doctor-cert-category-international = تدريب دولي
doctor-cert-view = عرض بالحجم الكامل: { $title }
doctor-cert-issuer = صادرة عن { $issuer }
doctor-cert-placeholder = صورة توضيحية، وستستبدلها العيادة بنسخة ممسوحة من الشهادة الأصلية.
doctor-cert-image-alt = شهادة: { $title }

## About
about-story-title = قصتنا
about-story-text = تأسست العيادة عام { $founding_year } بهدف واحد: استئصال الأورام الشحمية والأكياس وغيرها من أورام الجلد استئصالًا كاملًا، عبر أصغر شق ممكن، ودون إقامة في المستشفى. وبعد أكثر من { $years_experience ->
        [one] عام واحد
        [two] عامين
        [few] { $years_experience } أعوام
        [many] { $years_experience } عامًا
       *[other] { $years_experience } عام
    } و{ $cases ->
        [one] حالة واحدة
        [two] حالتين
        [few] { $cases } حالات
        [many] { $cases } حالة
       *[other] { $cases } حالة
    }، ما زال هذا ما نفعله كل يوم.
about-stats-title = بالأرقام
about-stat-founded = سنة التأسيس
about-stat-years = سنوات الخبرة
about-stat-cases = حالات عولجت
about-stat-countries = دول قدم منها مرضانا
about-stat-satisfaction = رضا المرضى
about-stat-certifications = شهادات معروضة في صفحة الطبيب
about-stat-complications = مضاعفات كبرى
about-values-title = كيف نعمل
about-value-complete-title = استئصال كامل
about-value-complete-text = قد تنمو البقايا المتروكة من جديد، لذلك نستأصل الكتلة كاملةً مع محفظتها أو جدار الكيس.
about-value-small-title = أصغر شق ممكن
medical-about-value-small-text = عادةً { $incision_cm_min }–{ $incision_cm_max } سم، وفي الكتل الكبيرة عادةً { $incision_ratio_min_percent }–{ $incision_ratio_max_percent }% من قطر الورم.
about-value-safety-title = السلامة أولًا
about-value-safety-text = فريق حاصل على شهادة دعم الحياة القلبي المتقدم (ACLS)، ومعدات سلامة في كل غرفة عمليات.
about-value-care-title = رعاية بلغتك
about-value-care-text = معلومات { $site_languages ->
    [one] بلغة واحدة
    [two] بلغتين
    [few] بـ{ $site_languages } لغات
    [many] بـ{ $site_languages } لغةً
   *[other] بـ{ $site_languages } لغة
    }، لمرضى من أكثر من { $countries ->
        [one] دولة واحدة
        [two] دولتين
        [few] { $countries } دول
        [many] { $countries } دولة
       *[other] { $countries } دولة
    }.
about-clinics-title = عيادتان
about-clinics-text = في تايبيه وكاوشيونغ، بموعد مسبق فقط. نحن عيادة بالدفع الذاتي.
about-meet-doctor = تعرّف على الطبيب
about-see-clinics = العناوين وساعات العمل

## FAQ
faq-category-procedure = العملية
faq-category-recovery = التعافي
faq-category-cost = التكلفة والتأمين
faq-category-international = المرضى الدوليون
faq-category-booking = الحجز والزيارات
faq-more-title = هل لديك سؤال آخر؟
faq-more-text = اسألنا عبر LINE أو WhatsApp، أو أرسل لنا رسالة. نرد خلال { $reply_hours ->
        [one] ساعة واحدة
        [two] ساعتين
        [few] { $reply_hours } ساعات
        [many] { $reply_hours } ساعة
       *[other] { $reply_hours } ساعة
    }.

## Global influence
global-stats-title = انتشارنا
global-stat-countries = دول قدم منها مرضانا
global-stat-languages = لغات هذا الموقع
global-stat-cases = حالات عولجت
global-stat-years = سنوات الخبرة
global-countries-title = من أين يأتي مرضانا
global-countries-text = في الحالات المنشورة على هذا الموقع وحدها، جاء المرضى من هذه الدول والمناطق:
global-teaching-title = التعليم والتدريب
global-teaching-text = يحاضر د. لين في جراحة أورام الجلد طفيفة التوغل، وأتم تدريبًا عمليًا في الخارج. وتوثّق هذه الشهادات ذلك:
global-international-link = معلومات للمرضى الدوليين

## International patients
intl-languages-title = اللغات
intl-languages-text = هذا الموقع متاح بهذه اللغات، ويمكنك مراسلتنا بأي منها:
intl-before-title = ما ترسله قبل السفر
intl-before-lead = الاطلاع المسبق على الصور يساعدك على التخطيط. أرسلها عبر WhatsApp أو التقييم عبر الإنترنت، مع:
intl-before-1 = صور واضحة للكتلة، مع قطعة نقدية أو مسطرة بجانبها لبيان الحجم
intl-before-2 = حجمها وموضعها، ومتى لاحظتها أول مرة
intl-before-3 = هل تغيرت أو تؤلم أو عولجت من قبل
intl-before-4 = تاريخك المرضي، والأدوية التي تتناولها، وأي حساسية لديك
intl-before-5 = التقارير أو صور الأشعة أو نتائج الفحص النسيجي السابقة، إن وجدت
intl-before-note = مراجعة الصور للاسترشاد فقط وليست تشخيصًا؛ ويؤكد الطبيب الخطة بعد فحصك شخصيًا.
intl-travel-title = التخطيط لرحلتك
medical-intl-travel-1 = تستغرق معظم العمليات { $surgery_minutes_min }–{ $surgery_minutes_max ->
        [one] دقيقة واحدة
        [two] دقيقتين
        [few] { $surgery_minutes_max } دقائق
        [many] { $surgery_minutes_max } دقيقة
       *[other] { $surgery_minutes_max } دقيقة
    }، وتعود إلى منزلك في اليوم نفسه.
intl-travel-2 = الإقامة نحو { $stay_days ->
        [one] يوم واحد
        [two] يومين
        [few] { $stay_days } أيام
       *[other] { $stay_days } يومًا
    }، بما في ذلك فحص الجرح قبل المغادرة، نقطة بداية معقولة. أخبرنا بمواعيد سفرك وسيؤكد الطبيب ما يناسب حالتك.
intl-travel-3 = يُرجى سؤال الطبيب قبل حجز رحلة العودة.
intl-travel-4 = العيادتان قريبتان من محطات المترو (MRT) في تايبيه وكاوشيونغ.
intl-payment-title = الدفع
intl-payment-text = نحن عيادة بالدفع الذاتي. يمكنك الدفع بالدولار التايواني (TWD) أو الدولار الأمريكي (USD) أو الين الياباني (JPY)، نقدًا أو بالبطاقة أو بالتقسيط أو عبر التأمين الدولي.
intl-payment-note = تعتمد التكلفة على نوع الكتل وحجمها وعددها وموضعها؛ وتتلقى عرض سعر بعد أن يفحصك الطبيب.
intl-contact-title = تواصل مع فريقنا الدولي

## Patient community
community-stories-title = قصص المرضى
community-stories-lead = بكلماتهم: مرضى استأصلوا كتلة في عيادتنا.
community-story-by = مريض عمره { $age ->
        [one] عام واحد
        [two] عامين
        [few] { $age } أعوام
        [many] { $age } عامًا
       *[other] { $age } عام
    }، { $country }
community-read-case = عرض الحالة
community-share-title = شاركنا تجربتك
community-share-text = قد تساعد قصتك شخصًا ما زال مترددًا. أرسلها إلينا عبر نموذج التواصل أو LINE أو WhatsApp. لا ننشر القصص إلا بإذن المريض ودون تفاصيل قد تكشف هويته.
community-questions-title = أسئلة يطرحها المرضى كثيرًا
community-questions-more = كل الأسئلة الشائعة
community-promise-title = وعدنا
community-promise-1 = لا تُنشر القصص إلا بإذن المريض.
community-promise-2 = تُحذف التفاصيل التي قد تكشف هوية المريض.
community-promise-3 = كل قصة تجربة شخص واحد؛ وتُحدَّد خطة علاجك عند فحصك.

## YouTube
yt-channel-title = قناتنا
yt-channel-text = شروح لكل حالة، وما يحدث يوم العملية، وكيف تعتني بالجرح في المنزل.
yt-channel-link = زر قناتنا على YouTube
yt-latest-title = أحدث الفيديوهات
yt-all-videos = شاهد كل الفيديوهات
yt-privacy-title = خصوصيتك
yt-privacy-text = لا يحمّل هذا الموقع أي شيء من YouTube حتى تضغط على التشغيل، ثم تُعرض الفيديوهات في وضع الخصوصية المحسّن في YouTube (youtube-nocookie.com).

## Contact
contact-clinics-title = عيادتا تايبيه وكاوشيونغ
contact-address = العنوان
contact-phone = الهاتف
contact-phone-abroad = من خارج تايوان
contact-getting-there = كيفية الوصول
contact-hours-title = ساعات العمل
contact-hours-note = بموعد مسبق فقط. مغلق يوم الأحد. جميع الأوقات بتوقيت تايوان.
contact-map-show = عرض خريطة { $clinic }
contact-map-loading = جارٍ تحميل الخريطة...
contact-map-title = خريطة { $clinic }
contact-map-privacy = الخريطة مقدمة من Google ولا تُحمَّل إلا عندما تطلبها.
contact-maps-link = افتح { $clinic } في خرائط Google
contact-messaging-title = أرسل لنا رسالة مباشرة
contact-social-title = وسائل التواصل الاجتماعي
contact-form-title = أرسل لنا رسالة

## Articles
articles-search-label = ابحث في المقالات
articles-search-placeholder = مثلًا: ورم شحمي، شق، تعافٍ
articles-filter-label = التصنيف
articles-category-all = كل التصنيفات
articles-featured-title = مقالات مختارة
articles-list-title = كل المقالات
articles-results = { $count ->
    [zero] لم يُعثر على مقالات
    [one] تم العثور على مقال واحد
    [two] تم العثور على مقالين
    [few] تم العثور على { $count } مقالات
   *[other] تم العثور على { $count } مقالًا
}
articles-no-results = لم يتم العثور على مقالات تطابق المعايير
articles-no-results-hint = جرّب كلمة أخرى، أو اعرض كل التصنيفات.
articles-show-all = اعرض كل المقالات
articles-view-count = { $views } قراءة
articles-author-dr-lin = د. لين
articles-by = بقلم { $author }
articles-like = إعجاب
articles-bookmark = حفظ
articles-share = مشاركة
articles-link-copied = نُسخ الرابط إلى الحافظة
articles-copy-failed = انسخ هذا الرابط: { $url }
articles-actions-label = إجراءات المقال
articles-case-title = تفاصيل الحالة
articles-case-duration = مدة وجود الكتلة
articles-case-surgery = مدة العملية
articles-case-recovery = العودة إلى النشاط المعتاد
articles-case-size = الحجم
articles-case-location = الموضع
articles-case-difficulty = الصعوبة
articles-testimonial-title = بكلمات المريض
articles-tags = المواضيع
