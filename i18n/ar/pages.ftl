# صفحات المحتوى: العناوين والمقدمات والنقاط الرئيسية
page-about-title = عن العيادة
page-about-lead = تأسست عيادتنا عام { $founding_year } وتركّز على أمر واحد: إزالة أورام الجلد بالكامل عبر أصغر شق ممكن.
page-about-point-1 = أكثر من { $years_experience ->
        [one] عام واحد
        [two] عامين
        [few] { $years_experience } أعوام
        [many] { $years_experience } عامًا
       *[other] { $years_experience } عام
    } وأكثر من { $cases ->
        [one] حالة واحدة
        [two] حالتين
        [few] { $cases } حالات
        [many] { $cases } حالة
       *[other] { $cases } حالة
    } من جراحة أورام الجلد طفيفة التوغل.
page-about-point-2 = عيادتان في تايبيه وكاوشيونغ، بموعد مسبق فقط.
page-about-point-3 = فريق حاصل على شهادة دعم الحياة القلبي المتقدم (ACLS)، مع معدات سلامة كاملة في كل غرفة عمليات.
page-about-point-4 = مرضى من أكثر من { $countries ->
        [one] دولة واحدة
        [two] دولتين
        [few] { $countries } دول
        [many] { $countries } دولة
       *[other] { $countries } دولة
    }، ومعلومات بـ { $site_languages ->
        [one] لغة واحدة
        [two] لغتين
        [few] { $site_languages } لغات
        [many] { $site_languages } لغة
       *[other] { $site_languages } لغة
    }.
page-doctor-title = طبيبنا
page-doctor-lead = طبيب أمراض جلدية معتمد وجرّاح طفيف التوغل. تعرض هذه الصفحة { $certificates_shown ->
        [one] شهادة واحدة
        [two] شهادتين
        [few] { $certificates_shown } شهادات
        [many] { $certificates_shown } شهادة
       *[other] { $certificates_shown } شهادة
    } في التأهيل والعضوية والتدريب.
doctor-certificates-title = الشهادات
page-services-title = العلاجات والتقنيات
page-services-lead = إزالة الأورام الشحمية والأكياس البشرانية والدهنية وأورام الجلد والشامات عبر شقوق صغيرة تحت التخدير الموضعي.
page-services-point-1 = إزالة الورم الشحمي: تُستخرج الكتلة الدهنية كاملة عبر شق يعادل { $incision_ratio_min_percent }–{ $incision_ratio_max_percent }% من قطرها.
page-services-point-2 = إزالة الأكياس البشرانية والدهنية مع جدار الكيس سليمًا، مما يقلّل احتمال عودتها.
page-services-point-3 = إزالة أورام الجلد والشامات مع إرسال النسيج للفحص النسيجي.
page-services-point-4 = تستغرق معظم العمليات { $surgery_minutes_min }–{ $surgery_minutes_max ->
        [one] دقيقة واحدة
        [two] دقيقتين
        [few] { $surgery_minutes_max } دقائق
        [many] { $surgery_minutes_max } دقيقة
       *[other] { $surgery_minutes_max } دقيقة
    } تحت التخدير الموضعي، وتعود إلى منزلك في اليوم نفسه.
services-comparison-title = الجراحة طفيفة التوغل مقارنةً بالجراحة التقليدية
services-comparison-aspect = الجانب
services-comparison-traditional = الجراحة التقليدية
services-comparison-minimally-invasive = طفيفة التوغل
services-comparison-incision = طول الشق
services-comparison-recovery = التئام الجرح تمامًا
services-comparison-incision-traditional = { $traditional_incision_cm_min }–{ $traditional_incision_cm_max } سم
services-comparison-incision-minimally-invasive = عادةً { $incision_cm_min }–{ $incision_cm_max } سم
services-comparison-recovery-traditional = { $traditional_recovery_weeks_min }–{ $traditional_recovery_weeks_max ->
        [one] أسبوع واحد
        [two] أسبوعين
        [few] { $traditional_recovery_weeks_max } أسابيع
        [many] { $traditional_recovery_weeks_max } أسبوعًا
       *[other] { $traditional_recovery_weeks_max } أسبوع
    }
services-comparison-recovery-minimally-invasive = { $healing_weeks_min }–{ $healing_weeks_max ->
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
page-medical-booking-title = احجز موعدًا
page-medical-booking-lead = اختر العيادة والتاريخ والوقت. نؤكد كل حجز خلال { $reply_hours ->
        [one] ساعة واحدة
        [two] ساعتين
        [few] { $reply_hours } ساعات
        [many] { $reply_hours } ساعة
       *[other] { $reply_hours } ساعة
    }.
page-medical-booking-point-1 = احتفظ برمز التأكيد: ستحتاج إليه للاستعلام عن موعدك أو إلغائه.
page-medical-booking-point-2 = المواعيد في أيام الأسبوع ويوم السبت، والعيادة مغلقة يوم الأحد.
page-medical-booking-point-3 = أحضر أي تقارير سابقة أو صور للكتلة.
page-global-influence-title = الحضور الدولي
page-global-influence-lead = سافر إلينا مرضى من أكثر من { $countries ->
        [one] دولة واحدة
        [two] دولتين
        [few] { $countries } دول
        [many] { $countries } دولة
       *[other] { $countries } دولة
    }، وتُدرَّس تقنيتنا لجرّاحين في الخارج.
page-global-influence-point-1 = محاضرات وورش عمل تطبيقية للجرّاحين في آسيا.
page-global-influence-point-2 = دورات تدريبية في الخارج في الجراحة التجميلية والجراحة طفيفة التوغل، وشهاداتها معروضة في صفحة الطبيب.
page-global-influence-point-3 = دعم المرضى الدوليين بـ { $site_languages ->
        [one] لغة واحدة
        [two] لغتين
        [few] { $site_languages } لغات
        [many] { $site_languages } لغة
       *[other] { $site_languages } لغة
    }.
page-cases-title = حالات ناجحة
page-cases-lead = نتائج حقيقية، من ورم شحمي بطول { $largest_tumour_cm } سم إلى ورم بطول { $showcase_tumour_cm } سم أُزيل عبر شق طوله { $showcase_incision_cm } سم.
cases-facts = الحجم { $size } سم · الشق { $incision } سم · التعافي { $days } يوم
page-videos-title = فيديوهات تثقيفية
page-videos-lead = تعرّف على الأورام الشحمية والأكياس وأورام الجلد وما يحدث في يوم الجراحة.
videos-difficulty-basic = أساسي
videos-difficulty-intermediate = متوسط
videos-difficulty-advanced = متقدم
videos-views = { $views } مشاهدة
page-contact-title = اتصل بنا
page-contact-lead = عيادتان في تايبيه وكاوشيونغ. نرد على كل رسالة خلال { $reply_hours ->
        [one] ساعة واحدة
        [two] ساعتين
        [few] { $reply_hours } ساعات
        [many] { $reply_hours } ساعة
       *[other] { $reply_hours } ساعة
    }.
contact-view-in-maps = عرض { $clinic } على الخرائط
contact-chat-title = LINE وواتساب
contact-reply-time = نرد خلال { $reply_hours ->
        [one] ساعة واحدة
        [two] ساعتين
        [few] { $reply_hours } ساعات
        [many] { $reply_hours } ساعة
       *[other] { $reply_hours } ساعة
    }.
page-articles-title = مقالات
page-articles-lead = معرفة طبية وتقنيات جراحية وقصص مرضى، بقلم أطبائنا.
articles-category-medical_knowledge = معرفة طبية
articles-category-surgical_technique = تقنية جراحية
articles-category-patient_testimonial = قصة مريض
articles-category-celebrity_case = حالة شخصية عامة
articles-category-video_tutorial = دليل بالفيديو
articles-read-time = قراءة في { $minutes ->
        [one] دقيقة واحدة
        [two] دقيقتين
        [few] { $minutes } دقائق
        [many] { $minutes } دقيقة
       *[other] { $minutes } دقيقة
    }
articles-related = مقالات ذات صلة
articles-back-to-list = العودة إلى جميع المقالات
page-article-title = مقال
page-article-lead = مقال من عيادتنا.
page-faq-title = الأسئلة الشائعة
page-faq-lead = تستغرق معظم العمليات { $surgery_minutes_min }–{ $surgery_minutes_max ->
        [one] دقيقة واحدة
        [two] دقيقتين
        [few] { $surgery_minutes_max } دقائق
        [many] { $surgery_minutes_max } دقيقة
       *[other] { $surgery_minutes_max } دقيقة
    } تحت التخدير الموضعي، مع العودة إلى المنزل في اليوم نفسه والتئام الجرح تمامًا خلال { $healing_weeks_min }–{ $healing_weeks_max ->
        [one] أسبوع واحد
        [two] أسبوعين
        [few] { $healing_weeks_max } أسابيع
        [many] { $healing_weeks_max } أسبوعًا
       *[other] { $healing_weeks_max } أسبوع
    }. مزيد من الإجابات أدناه.
page-international-title = المرضى الدوليون
page-international-lead = قادم من الخارج؟ نساعدك على التخطيط لإقامة مدتها نحو { $stay_days ->
        [one] يوم واحد
        [two] يومين
        [few] { $stay_days } أيام
        [many] { $stay_days } يومًا
       *[other] { $stay_days } يوم
    }: استشارة وجراحة وفحص للجرح قبل عودتك.
page-international-point-1 = أرسل الصور عبر واتساب للحصول على رأي أولي قبل السفر.
page-international-point-2 = الجراحة والخروج في اليوم نفسه، لتبقى رحلتك قصيرة.
page-international-point-3 = الدفع بالدولار التايواني أو الأمريكي أو الين الياباني؛ نقدًا أو بالبطاقة أو بالتقسيط أو عبر التأمين الدولي.
page-international-point-4 = تعليمات العناية بلغتك.
page-consultation-title = الاستشارة
page-consultation-lead = لست متأكدًا من طبيعة الكتلة؟ ابدأ باستشارة، حضوريًا أو عبر الإنترنت.
page-consultation-point-1 = يفحص الطبيب الكتلة ويشرح لك الخيارات.
page-consultation-point-2 = إذا كانت الجراحة مناسبة، فغالبًا ما يمكن إجراؤها في اليوم نفسه.
page-consultation-point-3 = نرد على الاستفسارات والحجوزات خلال { $reply_hours ->
        [one] ساعة واحدة
        [two] ساعتين
        [few] { $reply_hours } ساعات
        [many] { $reply_hours } ساعة
       *[other] { $reply_hours } ساعة
    }.
page-assessment-title = التقييم عبر الإنترنت
page-assessment-lead = ارفع ما يصل إلى 5 صور وأجب عن بعض الأسئلة للحصول على تقييم أولي ليس تشخيصًا.
page-assessment-point-1 = صور بصيغة JPG أو PNG، بحد أقصى 10 ميغابايت لكل صورة.
page-assessment-point-2 = ستحصل على درجة الاستعجال والعلاج المقترح ونطاق التكلفة التقديرية.
page-assessment-point-3 = هذا للاسترشاد فقط وليس تشخيصًا.
page-lipoma-title = الورم الشحمي
page-lipoma-lead = الورم الشحمي كتلة دهنية لينة وحميدة تحت الجلد، ويمكن إزالتها بالكامل عبر شق صغير.
page-lipoma-point-1 = لين ومتحرك وغير مؤلم عادةً، لكنه قد يستمر في النمو.
page-lipoma-point-2 = أزلنا أورامًا شحمية يصل طولها إلى { $largest_tumour_cm } سم.
page-lipoma-point-3 = يكون الشق عادةً { $incision_ratio_min_percent }–{ $incision_ratio_max_percent }% فقط من قطر الورم الشحمي.
page-cyst-title = الأكياس البشرانية والدهنية
page-cyst-lead = الكيس جراب تحت الجلد قد يلتهب. إزالة جدار الكيس كاملًا تقلّل كثيرًا احتمال عودته، لكن لا يستطيع أي طبيب أن يضمن ألا يعود.
page-cyst-point-1 = غالبًا ما تكون له فتحة صغيرة داكنة وقد تنبعث منه رائحة عند الضغط عليه.
page-cyst-point-2 = تُعالج الأكياس الملتهبة أولًا ثم تُزال بالكامل.
page-cyst-point-3 = الشقوق عادةً أقل من { $incision_cm_max } سم، مع العودة إلى المنزل في اليوم نفسه.
page-tumor-title = أورام الجلد والشامات
page-tumor-lead = يجب فحص الزوائد والشامات التي تتغير. نزيلها ونرسل النسيج للفحص النسيجي.
page-tumor-point-1 = راجع الطبيب إذا تغيّر حجم الشامة أو شكلها أو لونها أو إذا نزفت.
page-tumor-point-2 = الإزالة تحت التخدير الموضعي، وتستغرق عادةً { $surgery_minutes_min }–{ $surgery_minutes_max ->
        [one] دقيقة واحدة
        [two] دقيقتين
        [few] { $surgery_minutes_max } دقائق
        [many] { $surgery_minutes_max } دقيقة
       *[other] { $surgery_minutes_max } دقيقة
    }.
page-tumor-point-3 = شقوق صغيرة، وعودة إلى النشاط المعتاد عادةً بعد { $activity_days_min }–{ $activity_days_max ->
        [one] يوم واحد
        [two] يومين
        [few] { $activity_days_max } أيام
        [many] { $activity_days_max } يومًا
       *[other] { $activity_days_max } يوم
    }.
page-patient-community-title = مجتمع المرضى
page-patient-community-lead = قصص وأسئلة وتشجيع من أشخاص خضعوا للجراحة نفسها.
page-patient-community-point-1 = اقرأ كيف استعد مرضى آخرون وكيف تعافوا.
page-patient-community-point-2 = شارك تجربتك لمساعدة الآخرين على اتخاذ القرار.
page-patient-community-point-3 = يجيب فريقنا عن الأسئلة الشائعة كل أسبوع.
page-youtube-integration-title = قناتنا على يوتيوب
page-youtube-integration-lead = شاهد شروحات الجراحة وأدلة العناية بعد العملية على قناتنا على يوتيوب.
page-youtube-integration-point-1 = شروحات قصيرة لكل حالة.
page-youtube-integration-point-2 = أدلة خطوة بخطوة ليوم الجراحة والعناية بالجرح.
page-youtube-integration-point-3 = الفيديوهات التي لا تزال قيد الإعداد تحمل عبارة «الفيديو قريبًا».
page-booking-status-title = الاستعلام عن حجزك
page-booking-status-lead = أدخل رمز التأكيد ورقم هاتفك أو بريدك الإلكتروني لعرض موعدك أو إلغائه.
page-booking-status-point-1 = يبدو رمز التأكيد بهذا الشكل: K7XP-3M9Q-T2.
page-booking-status-point-2 = يمكنك إضافة الموعد إلى تقويمك.
page-booking-status-point-3 = تحتاج إلى موعد آخر؟ بعد العثور على حجزك اختر «تغيير التاريخ أو الوقت».
page-style-guide-title = دليل الأنماط
page-style-guide-lead = معرض حي للمكوّنات التي بُني منها هذا الموقع.
page-privacy-title = إشعار الخصوصية
page-privacy-lead = ما الذي نجمعه، ولماذا، وإلى متى، ومن يطّلع عليه، وكيف تمارس حقوقك.
page-terms-title = شروط الاستخدام
page-terms-lead = قواعد استخدام هذا الموقع والحجز عبر الإنترنت والتقييم عبر الإنترنت.
legal-version = الإصدار (ساري منذ):
legal-controller-title = العيادة المسؤولة عن بياناتك
legal-contact-link = تواصل معنا لممارسة حقوقك
legal-related = ذو صلة

# Self-pay fees (/fees): each branch's fees as the health department approved them.
page-fees-title = رسوم العلاج على النفقة الخاصة
page-fees-lead = رسوم العلاج على النفقة الخاصة في كل فرع كما اعتمدتها إدارة الصحة في المدينة، مع تاريخ اعتماد كل رسم.
fees-price-range = { $min }–{ $max }
fees-approved-on = تاريخ الاعتماد: { $date }
fees-new = جديد
fees-about-title = عن هذه الرسوم
fees-about-1 = جميع العلاجات في العيادة على النفقة الخاصة، والمبالغ بالدولار التايواني الجديد.
fees-about-2 = إذا كان الرسم نطاقًا، يخبرك الطبيب في الاستشارة بمبلغ علاجك قبل أي إجراء.
fees-about-3 = يُعلَّم الرسم المعتمد حديثًا بكلمة «جديد» ويُعرض أيضًا في الصفحة الرئيسية مدة { $days ->
        [zero] { $days } يوم
        [one] يوم واحد
        [two] يومين
        [few] { $days } أيام
        [many] { $days } يومًا
       *[other] { $days } يوم
    } من يوم اعتماده.
