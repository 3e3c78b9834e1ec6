# عناوين وأوصاف محركات البحث
seo-home-title = إزالة الأورام الشحمية والأكياس بأقل تدخل جراحي في تايبيه وكاوشيونغ | عيادة د. لين
seo-home-description = إزالة الأورام الشحمية والأكياس وأورام الجلد والشامات عبر شقوق صغيرة تحت التخدير الموضعي مع العودة إلى المنزل في اليوم نفسه. أكثر من { $years_experience ->
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
    } ومرضى من أكثر من { $countries ->
        [one] دولة واحدة
        [two] دولتين
        [few] { $countries } دول
        [many] { $countries } دولة
       *[other] { $countries } دولة
    }.
