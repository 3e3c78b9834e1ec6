# رسائل البريد الإلكتروني للمرضى ونصوص التقويم التي يرسلها الخادم (المسؤول: server).
email-branch-taipei = عيادة تايبيه
email-branch-kaohsiung = عيادة كاوشيونغ
email-ics-summary = موعد في العيادة – { $branch }
email-ics-description = رمز التأكيد: { $code }. يُرجى الحضور قبل الموعد بعشر دقائق وإحضار بطاقة هوية.
email-booking-created-subject = تم استلام طلب الحجز { $code }
email-booking-created-body =
    عزيزي/عزيزتي { $name }،

    شكرًا لطلبك حجز موعد. لقد استلمنا طلبك بالتفاصيل التالية:

    رمز التأكيد: { $code }
    العيادة: { $branch }
    التاريخ: { $date }
    الوقت: { $time }

    يبقى الحجز قيد الانتظار حتى يؤكده فريقنا عبر الهاتف أو البريد الإلكتروني. يضيف ملف التقويم المرفق الموعد إلى تقويمك.
    يمكنك الاستعلام عن حجزك أو إلغاؤه عبر موقعنا باستخدام رمز التأكيد وبريدك الإلكتروني أو رقم هاتفك.

    أُرسلت هذه الرسالة تلقائيًا؛ يُرجى عدم الرد عليها.
email-booking-cancelled-subject = تم إلغاء الحجز { $code }
email-booking-cancelled-body =
    عزيزي/عزيزتي { $name }،

    تم إلغاء حجزك { $code } في { $branch } بتاريخ { $date } الساعة { $time }.

    إذا لم تطلب الإلغاء، أو كنت ترغب في موعد جديد، فيُرجى الحجز مرة أخرى عبر موقعنا أو الاتصال بالعيادة.

    أُرسلت هذه الرسالة تلقائيًا؛ يُرجى عدم الرد عليها.
email-inquiry-received-subject = لقد استلمنا رسالتك
email-inquiry-received-body =
    عزيزي/عزيزتي { $name }،

    شكرًا لتواصلك معنا. لقد استلمنا الرسالة المرسلة عبر نموذج التواصل في موقعنا وسنرد عليك خلال { $reply_hours ->
        [one] ساعة واحدة
        [two] ساعتين
        [few] { $reply_hours } ساعات
       *[other] { $reply_hours } ساعة
    }.

    أُرسلت هذه الرسالة تلقائيًا؛ يُرجى عدم الرد عليها.
email-booking-confirmed-subject = تم تأكيد حجزك { $code }
email-booking-confirmed-body =
    عزيزي/عزيزتي { $name }،

    أكّد فريقنا موعدك:

    رمز التأكيد: { $code }
    العيادة: { $branch }
    التاريخ: { $date }
    الوقت: { $time }

    يُرجى الحضور قبل الموعد بعشر دقائق وإحضار بطاقة هوية. يضيف ملف التقويم المرفق الموعد إلى تقويمك.

    أُرسلت هذه الرسالة تلقائيًا؛ يُرجى عدم الرد عليها.
email-booking-cancelled-by-clinic-subject = ألغت العيادة حجزك { $code }
email-booking-cancelled-by-clinic-body =
    عزيزي/عزيزتي { $name }،

    نأسف لإبلاغك بأن العيادة اضطرت إلى إلغاء حجزك { $code } في { $branch } بتاريخ { $date } الساعة { $time }.

    السبب: { $reason }

    يُرجى حجز موعد جديد عبر موقعنا أو الاتصال بالعيادة، ويسعدنا مساعدتك.

    أُرسلت هذه الرسالة تلقائيًا؛ يُرجى عدم الرد عليها.
email-booking-rescheduled-subject = تم تغيير موعد حجزك { $code }
email-booking-rescheduled-body =
    عزيزي/عزيزتي { $name }،

    غيّر فريقنا موعدك. الموعد الجديد:

    رمز التأكيد: { $code }
    العيادة: { $branch }
    التاريخ: { $date }
    الوقت: { $time }

    يحتوي ملف التقويم المرفق على الموعد الجديد. إن لم يناسبك، يُرجى الاتصال بالعيادة.

    أُرسلت هذه الرسالة تلقائيًا؛ يُرجى عدم الرد عليها.
email-inquiry-answered-subject = ردّنا على رسالتك
email-inquiry-answered-body =
    عزيزي/عزيزتي { $name }،

    شكرًا للرسالة التي أرسلتها عبر موقعنا. إليك ردّنا:

    { $reply }

    إن كانت لديك أسئلة أخرى، فيُرجى مراسلتنا مجددًا عبر نموذج التواصل في موقعنا.
email-assessment-reviewed-subject = راجع طبيب تقييمك عبر الإنترنت
email-assessment-reviewed-body =
    مرحبًا،

    راجع طبيب في عيادتنا التقييم الذي أرسلته عبر الإنترنت.
    درجة الاستعجال الموصى بها: { $urgency }

    ندعوك إلى حجز استشارة ليفحصك الطبيب شخصيًا:
    { $link }

    أُرسلت هذه الرسالة تلقائيًا؛ يُرجى عدم الرد عليها.
email-urgency-high = عالية – يُرجى الحجز خلال أسبوع
email-urgency-medium = متوسطة – يُرجى حجز استشارة قريبًا
email-urgency-low = منخفضة – احجز في الوقت الذي يناسبك
email-staff-new-subject = وارد جديد ({ $kind }): { $code }
email-staff-new-body =
    وصل وارد جديد: { $kind }.

    العيادة: { $branch }
    الرمز: { $code }{ $details }

    افتحه في لوحة التحكم (يلزم تسجيل الدخول):
    { $link }
email-staff-kind-booking = حجز
email-staff-kind-inquiry = استفسار
email-staff-kind-assessment = تقييم عبر الإنترنت
email-staff-branch-any = أي فرع
email-staff-interpreter = المترجم: { $language }
email-staff-companions = المرافقون: { $count }
email-booking-reminder-subject = تذكير: موعدك { $code } في { $date }
email-booking-reminder-body =
    عزيزي/عزيزتي { $name }،

    نذكّرك بموعدك:

    رمز التأكيد: { $code }
    العيادة: { $branch }
    التاريخ: { $date }
    الوقت: { $time } (بتوقيت تايوان)
    { $ownTime }

    يُرجى الحضور قبل الموعد بعشر دقائق وإحضار بطاقة هوية. يحتوي ملف التقويم المرفق على الموعد مع تنبيه.
    إن لم تتمكن من الحضور، يُرجى الاتصال بالعيادة.

    أُرسلت هذه الرسالة تلقائيًا؛ يُرجى عدم الرد عليها.
email-booking-reminder-own-time = بتوقيتك ({ $zone }): { $date }، { $time }
email-booking-moved-subject = تم تغيير موعد حجزك { $code }
email-booking-moved-body =
    عزيزي/عزيزتي { $name }،

    لقد غيّرت موعدك. الموعد الجديد:

    رمز التأكيد: { $code }
    العيادة: { $branch }
    التاريخ: { $date }
    الوقت: { $time }

    يحتوي ملف التقويم المرفق على الموعد الجديد؛ ولم يعد الموعد السابق محجوزًا لك.

    أُرسلت هذه الرسالة تلقائيًا؛ يُرجى عدم الرد عليها.

email-waitlist-offer-subject = موعد محجوز لك يوم { $date } الساعة { $time }
email-waitlist-offer-body =
    عزيزي/عزيزتي { $name }،

    أصبح هناك موعد متاح في { $branch } يوم { $date } الساعة { $time }، ونحن نحجزه لك حتى { $until }.

    لحجزه، افتح هذا الرابط وأكِّد:
    { $link }

    إذا لم تحجزه قبل ذلك الوقت، فسنعرضه على المريض التالي في قائمة الانتظار.

# E-mail verification of bookings (CLINIC_VERIFY_EMAIL): the message with the link, and the page it opens.
email-booking-verify-subject = يرجى تأكيد حجزك { $code }
email-booking-verify-body =
    عزيزي/عزيزتي { $name }،

    شكرًا لطلب الحجز:

        رمز التأكيد: { $code }
        العيادة: { $branch }
        التاريخ: { $date }
        الوقت: { $time }

    يرجى تأكيد أن عنوان البريد الإلكتروني هذا يخصك بفتح هذا الرابط والضغط على الزر في الصفحة:
    { $link }

    نحجز موعدك حتى { $until }. إذا لم يتم التأكيد قبل ذلك، يُلغى الحجز ويُعرض الموعد على مرضى آخرين. إذا لم تطلب هذا الحجز، فتجاهل هذه الرسالة.
verify-page-title = تأكيد حجزك
verify-page-ask = اضغط على الزر لتأكيد حجزك. نحجز موعدك حتى { $until }.
verify-page-confirm = تأكيد حجزي
verify-page-verified = شكرًا لك: تم تأكيد أن هذا الحجز يخصك. سيتواصل معك فريقنا لتأكيد الموعد.
verify-page-already = تم تأكيد هذا الحجز من قبل. لا حاجة إلى أي إجراء آخر.
verify-page-expired = لم يتم تأكيد هذا الحجز في الوقت المحدد، لذلك أُلغي وأُتيح موعده لغيرك. يسعدنا أن تحجز من جديد.
verify-page-book-again = احجز موعدًا
verify-page-unknown = هذا الرابط غير صالح. افتح الرابط الموجود في بريدك كما هو، أو تحقق من حجزك باستخدام رمزه.
email-booking-reminder-answers =
    { $days ->
        [0] موعدك اليوم.
        [1] موعدك غدًا.
       *[other] موعدك بعد { $days } أيام.
    } أخبرنا بنقرة واحدة:

    سأحضر: { $attend }
    تغيير الوقت: { $change }
    إلغاء: { $cancel }
answer-page-title = موعدك
answer-page-attend-ask = اضغط على الزر لتخبرنا بأنك ستحضر.
answer-page-attend-button = سأحضر
answer-page-attended = شكرًا لك: سجّلنا أنك ستحضر. نراك في الموعد.
answer-page-attended-already = أخبرتنا من قبل بأنك ستحضر. لا حاجة إلى أي إجراء آخر.
answer-page-change-ask = لاختيار وقت آخر، افتح حجزك باستخدام رمزه والبريد الإلكتروني أو رقم الهاتف الذي حجزت به.
answer-page-change-button = تغيير الوقت
answer-page-cancel-ask = اضغط على الزر لإلغاء هذا الموعد. سيُعرض وقته بعد ذلك على مريض آخر.
answer-page-cancel-button = إلغاء موعدي
answer-page-cancelled = تم إلغاء موعدك. يسعدنا أن تحجز من جديد في أي وقت.
answer-page-cancelled-already = هذا الموعد ملغى من قبل. لا حاجة إلى أي إجراء آخر.
answer-page-too-late = الموعد قريب جدًا ولا يمكن تغييره عبر الإنترنت. يُرجى الاتصال بالعيادة.
answer-page-moved = هذا الرابط لوقت لم يعد وقت حجزك، لذلك لم يغيّر شيئًا. استخدم الرابط الموجود في أحدث رسالة إليك، أو تحقق من حجزك باستخدام رمزه.
answer-page-expired = هذا الرابط لم يعد صالحًا: فقد مضى وقت الموعد. تحقق من حجزك باستخدام رمزه.
answer-page-unknown = هذا الرابط غير صالح، لذلك لم يغيّر شيئًا. افتح الرابط الموجود في بريدك كما هو، أو تحقق من حجزك باستخدام رمزه.
