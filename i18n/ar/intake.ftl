## الأسئلة الصحية قبل الزيارة (/forms/intake) ومعلومات الزيارة (/forms/visit-info): صفحات يعرضها الخادم من
## الرابط الموقّع لكل حجز، ونصوص البرنامج الصغير في الصفحة. مفاتيح الخيارات هي أسماؤها في النواة.

intake-title = أسئلة صحية قبل زيارتك
intake-lead = يُرجى الإجابة عن هذه الأسئلة قبل زيارتك، ليتمكن الطبيب من التخطيط لها بأمان. يمكنك حفظ إجاباتك والعودة إلى هذا الرابط إلى أن تبدأ الزيارة.
intake-privacy-note = لا يستطيع قراءة هذه الإجابات إلا موظفو العيادة، وتُسجَّل كل قراءة لها. ولا تُكتب أبدًا في أي بريد إلكتروني أو رسالة دردشة.

intake-medicines-legend = هل تتناول أيًّا من هذه الأدوية؟
intake-medicines-hint = الأدوية التي تجعل الدم أكثر سيولة تغيّر طريقة التخطيط للاستئصال. ضع علامة على كل دواء تتناوله الآن؛ الأسماء هي المطبوعة على العلب.
intake-class-anticoagulant = مضادات التخثر (مميّعات الدم)
intake-class-antiplatelet = مضادات الصفائح الدموية
intake-other-medicines = أدوية أخرى تتناولها (الأسماء والجرعات إن كنت تعرفها)
intake-no-medicines = لا أتناول أيًّا من هذه الأدوية ولا أي دواء آخر
intake-medicine-search = ابحث عن دواء باسمه
intake-medicine-search-hint = اكتب الاسم العلمي أو التجاري: تبقى في القائمة الأدوية المطابقة فقط.
intake-medicine-search-none = لا يطابق أي دواء في القائمة. يُرجى كتابته في «أدوية أخرى».
intake-medicine-search-count = { $count ->
    [zero] لا يُعرض أي دواء
    [one] يُعرض دواء واحد
    [two] يُعرض دواءان
    [few] تُعرض { $count } أدوية
    [many] يُعرض { $count } دواءً
   *[other] يُعرض { $count } دواء
}

intake-allergies-legend = هل لديك حساسية من أيٍّ من هذه؟
intake-allergy-local_anaesthetic = أدوية التخدير الموضعي (مثل الليدوكايين)
intake-allergy-latex = اللاتكس (القفازات المطاطية)
intake-allergy-adhesive_tape = الشريط اللاصق أو اللصقات الطبية
intake-allergy-antibiotic = المضادات الحيوية
intake-allergy-other = شيء آخر
intake-other-allergy = ما الشيء الآخر الذي لديك حساسية منه؟
intake-no-allergies = ليس لدي أي من هذه الحساسيات

intake-conditions-legend = هل ينطبق عليك أي مما يلي؟
intake-condition-bleeding_disorder = اضطراب نزفي، أو تظهر لدي الكدمات أو أنزف بسهولة
intake-condition-diabetes = السكري
intake-condition-heart_disease = مرض في القلب
intake-condition-implanted_device = منظم ضربات القلب أو جهاز آخر مزروع في الجسم
intake-condition-high_blood_pressure = ارتفاع ضغط الدم
intake-condition-pregnancy = الحمل أو الرضاعة الطبيعية
intake-condition-keloid = الجدرة (ندبات بارزة) أو ندبات تلتئم بصعوبة
intake-condition-site_infection = احمرار أو صديد أو التهاب في موضع الكتلة الآن
intake-no-conditions = لا ينطبق علي أي مما سبق

intake-treatment-legend = هل عولجت هذه الكتلة من قبل؟
intake-treatment-none = لا، أبدًا
intake-treatment-removed = نعم، استُؤصلت ثم عادت
intake-treatment-drained = نعم، صُرّف ما فيها
intake-treatment-injected = نعم، عولجت بالحقن
intake-treatment-other = نعم، بطريقة أخرى
intake-treatment-note = متى وكيف (اختياري)

intake-photo-legend = صورة للكتلة (اختياري)
intake-photo-hint = صورة واحدة بصيغة JPG أو PNG حتى { $maxMb } ميغابايت. لا يستطيع رؤيتها إلا موظفو العيادة، وتُسجَّل كل مرة تُعرض فيها.
intake-photo-label = اختر صورة
intake-photo-saved = هناك صورة محفوظة مع إجاباتك. إذا اخترت صورة أخرى فستحل محلها.
intake-photo-remove = احذف الصورة المحفوظة
intake-photo-again = لم تُحفظ صورتك: يُرجى اختيارها مرة أخرى.

intake-emergency-legend = جهة الاتصال في حالات الطوارئ
intake-emergency-hint = شخص يمكن للعيادة الاتصال به إذا احتجت إلى مساعدة يوم زيارتك.
intake-emergency-name = اسمه
intake-emergency-phone = رقم هاتفه
intake-emergency-relation = صلته بك (اختياري)

intake-consent-legend = الموافقة على معالجة البيانات الصحية
intake-consent-hint = يُرجى وضع علامة هنا أولًا: فقبل ذلك لا تحفظ العيادة أيًّا من إجاباتك، وتبقى على هذا الجهاز فقط.
intake-consent = قرأت إشعار الخصوصية، وأوافق صراحةً على أن تعالج العيادة هذه الإجابات وصورتي، وهي بيانات صحية، للتحضير لزيارتي.
intake-privacy-link = اقرأ إشعار الخصوصية (يُفتح في علامة تبويب جديدة)

intake-save = احفظ وأكمل لاحقًا
intake-send = أرسل الإجابات
intake-send-hint = بعد الإرسال لا يمكن تغيير الإجابات عبر الإنترنت.
intake-saved = حُفظت إجاباتك. يمكنك العودة إلى هذا الرابط إلى أن تبدأ زيارتك.

intake-sent-title = شكرًا لك: أُرسلت إجاباتك
intake-sent-body = سيقرؤها الطاقم الطبي في العيادة قبل زيارتك.
intake-sent-at = أُرسلت في { $date }
intake-answers-title = إجاباتك كما أُرسلت
intake-answer-none = لا شيء
intake-photo-sent = أُرسلت صورة.
intake-photo-not-sent = لم تُرسل أي صورة.
intake-change-by-phone = لتغيير إجابة، يُرجى الاتصال بالفرع.
intake-already-sent = أُرسلت هذه الإجابات من قبل، لذا لا يمكن تغييرها عبر الإنترنت. لتغيير إجابة، يُرجى الاتصال بالفرع.
intake-visit-info-link = اقرأ المعلومات الخاصة بزيارتك
intake-unknown = هذا الرابط غير صالح. يُرجى استخدام الرابط الموجود في أحدث رسالة من العيادة.
intake-expired = بدأت زيارتك، لذا لم يعد هذا الرابط يعمل. يُرجى إبلاغ الموظفين في العيادة.
intake-closed = هذا الحجز مغلق، لذا لم يعد من الممكن الإجابة عن هذه الأسئلة عبر الإنترنت.

intake-status-saving = جارٍ الحفظ…
intake-status-saved = تم الحفظ
intake-status-offline = لم تُحفظ بعد: إجاباتك محفوظة على هذا الجهاز وستُحفظ عند عودة الاتصال.
intake-status-restored = استُعيدت الإجابات التي كتبتها سابقًا على هذا الجهاز.

visit-info-title = معلومات عن زيارتك
visit-info-consent-note = تشرح هذه الصفحة زيارتك، وليست نموذج الموافقة. يُوقَّع نموذج الموافقة الرسمي في العيادة، مع الطبيب، قبل أي إجراء.
visit-info-ack-title = هل قرأتها؟
visit-info-ack-hint = الضغط على الزر يُعلم العيادة بأنك قرأت هذه المعلومات، ولا يعني التوقيع على أي شيء.
visit-info-ack-button = قرأت هذه المعلومات
visit-info-ack-done = أكّدت في { $date } أنك قرأت هذه المعلومات (الإصدار { $version }).
visit-info-changed = حُدّثت هذه المعلومات أثناء قراءتك لها. يُرجى قراءتها مرة أخرى ثم التأكيد.
visit-info-intake-link = أجب عن الأسئلة الصحية

validation-required-intake-medicines = يُرجى وضع علامة على الأدوية التي تتناولها، أو كتابتها في «أدوية أخرى»، أو وضع علامة على «لا أتناول أيًّا من هذه الأدوية ولا أي دواء آخر»
validation-format-intake-medicines = لا يمكن وضع علامة على «لا أتناول أيًّا من هذه الأدوية» مع دواء في الوقت نفسه
validation-required-intake-allergies = يُرجى وضع علامة على الحساسية لديك، أو على «ليس لدي أي من هذه الحساسيات»
validation-format-intake-allergies = لا يمكن وضع علامة على «ليس لدي أي من هذه الحساسيات» مع حساسية في الوقت نفسه
validation-required-intake-otherAllergy = يُرجى كتابة الشيء الآخر الذي لديك حساسية منه
validation-required-intake-conditions = يُرجى وضع علامة على ما ينطبق عليك، أو على «لا ينطبق علي أي مما سبق»
validation-format-intake-conditions = لا يمكن وضع علامة على «لا ينطبق علي أي مما سبق» مع خيار آخر في الوقت نفسه
validation-required-intake-previousTreatment = يُرجى اختيار ما إذا كانت هذه الكتلة قد عولجت من قبل
validation-terms_required-intake-healthDataConsent = يُرجى الموافقة على معالجة هذه الإجابات بوصفها بيانات صحية؛ فمن دونها لا يمكن إرسالها
