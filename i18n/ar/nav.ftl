# قائمة الرأس والقائمة المحمولة ومبدّل اللغة والشريط العائم
nav-home = الرئيسية
nav-about = من نحن
nav-doctor = طبيبنا
nav-services = العلاجات
nav-medical-booking = احجز موعدًا
nav-global-influence = حضورنا الدولي
nav-cases = حالات ناجحة
nav-videos = فيديوهات
nav-contact = اتصل بنا
nav-main-label = القائمة الرئيسية
nav-mobile-label = قائمة الجوال
nav-menu-open = فتح القائمة
nav-menu-close = إغلاق القائمة
nav-language-switcher = اللغة: { $language }
pill-label = روابط سريعة
pill-home = الرئيسية
pill-doctor = الطبيب
pill-international = المرضى الدوليون
pill-appointment = احجز الآن

# First visit: the same page offered in the browser's language, written in that language.
language-suggestion-label = اقتراح اللغة
language-suggestion-text = هذه الصفحة متاحة أيضًا باللغة العربية.
language-suggestion-switch = اقرأها بالعربية
language-suggestion-dismiss = لا، شكرًا
