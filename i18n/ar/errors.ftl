# صفحات الأخطاء
page-not-found-title = 404 الصفحة غير موجودة
page-not-found-lead = هل نسيت إضافة الصفحة إلى الموجّه؟
not-found-home = العودة إلى الصفحة الرئيسية
