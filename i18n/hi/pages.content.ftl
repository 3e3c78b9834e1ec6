# सामग्री पेज (issue 5)। पेज के शीर्षक और परिचय pages.ftl में `page-<id>-title/-lead` हैं।
# `medical-` से शुरू होने वाली कुंजियाँ महत्वपूर्ण चिकित्सा पाठ हैं (the product brief के दावे और संख्याएँ ज्यों की त्यों)।

## Shared
content-book = परामर्श बुक करें
content-contact = क्लिनिक से संपर्क करें
content-read-more = और पढ़ें
content-cta-title = क्या आपकी कोई गाँठ है जिसकी जाँच करवाना चाहते हैं?
content-cta-text = हमें संदेश भेजें या ताइपे या काओश्युंग क्लिनिक में परामर्श बुक करें। हम { $reply_hours } घंटे के भीतर जवाब देते हैं।
content-location-back = पीठ
content-location-neck = गर्दन
content-location-shoulder = कंधा
content-location-scalp = सिर की त्वचा
content-level-basic = बुनियादी
content-level-intermediate = मध्यम
content-level-advanced = उन्नत
content-minutes = { $value } मिनट
content-days = { $value ->
    [one] { $value } दिन
   *[other] { $value } दिन
}
content-months = { $value ->
    [one] { $value } महीना
   *[other] { $value } महीने
}
content-cm = { $value } सेमी

## Services
services-treatments-title = हम किनका इलाज करते हैं
medical-treatment-lipoma-title = लाइपोमा हटाना
medical-treatment-lipoma-text = लाइपोमा त्वचा के नीचे चर्बी की एक नरम, सौम्य गाँठ है। हम इसे इसकी पतली झिल्ली (कैप्सूल) सहित पूरी तरह निकालते हैं, ऐसे चीरे से जो आमतौर पर इसके व्यास का केवल { $incision_ratio_min_percent }–{ $incision_ratio_max_percent }% होता है।
medical-treatment-cyst-title = सिबेशियस और एपिडर्मल सिस्ट हटाना
medical-treatment-cyst-text = जब तक सिस्ट की थैली बची रहती है, सिस्ट लौटता रहता है। हम पूरी थैली निकालते हैं, आमतौर पर { $incision_cm_min }–{ $incision_cm_max } सेमी के चीरे से।
medical-treatment-tumor-title = त्वचा का ट्यूमर हटाना
medical-treatment-tumor-text = त्वचा में या उसके नीचे की गाँठें लोकल एनेस्थीसिया में निकाली जाती हैं, और ऊतक को पैथोलॉजी जाँच के लिए भेजा जाता है ताकि पक्का हो सके कि वह क्या था।
medical-treatment-mole-title = तिल हटाना
medical-treatment-mole-text = जो तिल बदलते हैं, जिनसे ख़ून आता है या जो परेशान करते हैं, उन्हें हटाकर पैथोलॉजिस्ट से जाँच करवाई जाती है। पहले पूरा हटाना और स्पष्ट परिणाम, फिर छोटा निशान।
services-link-lipoma = लाइपोमा के बारे में
services-link-cyst = सिस्ट के बारे में
services-link-tumor = त्वचा के ट्यूमर और तिल के बारे में
services-compare-title = मिनिमली इनवेसिव और पारंपरिक सर्जरी की तुलना
medical-compare-caption = चीरे की लंबाई और घाव का भरना: पारंपरिक चीरा बनाम हमारी मिनिमली इनवेसिव तकनीक
medical-compare-aspect = तुलना
medical-compare-traditional = पारंपरिक चीरा
medical-compare-minimal = मिनिमली इनवेसिव
medical-compare-incision = चीरे की लंबाई
medical-compare-incision-traditional = { $traditional_incision_cm_min }–{ $traditional_incision_cm_max } सेमी
medical-compare-incision-minimal = आमतौर पर { $incision_cm_min }–{ $incision_cm_max } सेमी
medical-compare-recovery = घाव पूरी तरह भरने में
medical-compare-recovery-traditional = { $traditional_recovery_weeks_min }–{ $traditional_recovery_weeks_max } सप्ताह
medical-compare-recovery-minimal = { $healing_weeks_min }–{ $healing_weeks_max } सप्ताह (सामान्य गतिविधि आमतौर पर { $activity_days_min }–{ $activity_days_max } दिन बाद)
medical-compare-note = बड़ी गाँठों में चीरा गाँठ के साथ बढ़ता है, लेकिन आमतौर पर ट्यूमर के व्यास के { $incision_ratio_min_percent }–{ $incision_ratio_max_percent }% तक ही रहता है: हमने { $showcase_incision_cm } सेमी के चीरे से { $showcase_tumour_cm } सेमी का ट्यूमर निकाला है।
services-steps-title = सर्जरी के दिन क्या होता है
services-step-1-title = जाँच
services-step-1-text = डॉक्टर गाँठ की जाँच करते हैं, विकल्प समझाते हैं और आपके सवालों के जवाब देते हैं।
services-step-2-title = लोकल एनेस्थीसिया
medical-step-2-text = केवल उस हिस्से को सुन्न किया जाता है। आप जागते और आराम से रहते हैं।
services-step-3-title = गाँठ निकालना
medical-step-3-text = ज़्यादातर प्रक्रियाओं में { $surgery_minutes_min }–{ $surgery_minutes_max } मिनट लगते हैं। गाँठ को छोटे चीरे से पूरी तरह निकाला जाता है।
services-step-4-title = उसी दिन घर
services-step-4-text = आप थोड़ी देर आराम करते हैं और लिखित देखभाल निर्देशों के साथ घर जाते हैं।
services-step-5-title = रिकवरी और पैथोलॉजी
medical-step-5-text = आमतौर पर { $activity_days_min }–{ $activity_days_max } दिनों में सामान्य गतिविधि और { $healing_weeks_min }–{ $healing_weeks_max } सप्ताह में घाव पूरी तरह भर जाता है। निकाले गए ऊतक की जाँच पैथोलॉजिस्ट करते हैं।
services-safety-title = सुरक्षा सबसे पहले
services-safety-text = हमारी टीम एडवांस्ड कार्डियक लाइफ़ सपोर्ट (ACLS) में प्रमाणित है, और हर ऑपरेशन रूम में सुरक्षा उपकरण हैं। शून्य बड़ी जटिलताएँ।

## Condition pages
condition-what-title = यह क्या है
condition-signs-title = कब जल्दी जाँच करवाएँ
condition-treatment-title = हम इसे कैसे निकालते हैं
condition-facts-title = एक नज़र में
condition-cases-title = ऐसे ही मामले
condition-articles-title = और पढ़ें
medical-lipoma-what = लाइपोमा त्वचा के ठीक नीचे चर्बी की कोशिकाओं की एक सौम्य (कैंसर रहित) गाँठ है। यह आमतौर पर नरम या रबर जैसी लगती है और दबाने पर थोड़ी खिसकती है। लाइपोमा पीठ, कंधों, गर्दन, बाँहों, जाँघों और पेट पर आम हैं, और आमतौर पर अपने आप ग़ायब नहीं होते।
medical-lipoma-sign-1 = यह तेज़ी से बढ़ती है या सख़्त हो जाती है।
medical-lipoma-sign-2 = इसमें दर्द, लाली या गरमाहट है।
medical-lipoma-sign-3 = यह खिसकने के बजाय एक जगह जमी हुई लगती है।
medical-lipoma-sign-4 = यह लगभग 5 सेमी से बड़ी है, या हटाने के बाद फिर लौट आई है।
medical-lipoma-treatment = हम लोकल एनेस्थीसिया में पूरा लाइपोमा उसकी पतली झिल्ली सहित निकालते हैं। चीरा आमतौर पर { $incision_cm_min }–{ $incision_cm_max } सेमी होता है; बड़े लाइपोमा में यह गाँठ के साथ बढ़ता है, लेकिन आमतौर पर उसके व्यास के { $incision_ratio_min_percent }–{ $incision_ratio_max_percent }% तक रहता है। हमने { $largest_tumour_cm } सेमी का लाइपोमा निकाला है।
medical-cyst-what = एपिडर्मल सिस्ट, जिसे अक्सर सिबेशियस सिस्ट कहा जाता है, त्वचा के नीचे एक छोटी थैली है। इसकी परत लगातार केराटिन बनाती रहती है, इसलिए थैली धीरे-धीरे भरती है और गाँठ बढ़ती है। इसमें अक्सर एक छोटा काला छेद होता है और इससे बदबूदार स्राव निकल सकता है।
medical-cyst-sign-1 = यह लाल, सूजी हुई, गरम या दर्दनाक हो जाती है।
medical-cyst-sign-2 = दबाकर या निकालकर ख़ाली करने के बाद भी यह बार-बार लौटती है।
medical-cyst-sign-3 = यह बढ़ रही है या कपड़ों या नींद में बाधा बनती है।
medical-cyst-sign-4 = लाली फैले, मवाद निकले या बुख़ार हो, तो तुरंत चिकित्सा सहायता लें।
medical-cyst-treatment = सिस्ट के दोबारा होने की संभावना कम करने के लिए पूरी थैली निकालनी होती है: ख़ाली की गई थैली फिर भर जाती है। सूजे हुए सिस्ट को आमतौर पर पहले शांत किया जाता है और फिर निकाला जाता है। चीरा आमतौर पर { $incision_cm_min }–{ $incision_cm_max } सेमी होता है, और थैली को पैथोलॉजी जाँच के लिए भेजा जाता है।
medical-tumor-what = ज़्यादातर तिल और त्वचा की गाँठें हानिरहित होती हैं, लेकिन डॉक्टर जाँच करके ही उनका आकलन कर सकते हैं। गाँठ निकालने के बाद पैथोलॉजिस्ट माइक्रोस्कोप से उसकी जाँच करके पक्का करते हैं कि वह क्या थी।
medical-tumor-sign-1 = एक आधा दूसरे से मेल नहीं खाता, किनारा टेढ़ा-मेढ़ा है, या एक ही तिल में कई रंग हैं।
medical-tumor-sign-2 = यह लगभग 6 मिमी से बड़ा है, या इसका आकार, रूप, रंग या ऊँचाई बदल रही है।
medical-tumor-sign-3 = बिना चोट के खुजली, ख़ून या पपड़ी, या कोई घाव जो कुछ सप्ताहों में न भरे।
medical-tumor-sign-4 = त्वचा में या उसके नीचे की गाँठ बढ़ रही है, सख़्त है या जमी हुई है।
medical-tumor-treatment = तिल और त्वचा के ट्यूमर लोकल एनेस्थीसिया में निकाले जाते हैं और आप उसी दिन घर जाते हैं। चीरे का आकार इस पर निर्भर करता है कि सुरक्षित रूप से कितना निकालना है: पहले पूरा हटाना और स्पष्ट पैथोलॉजी परिणाम, फिर छोटा निशान।
medical-fact-duration = ज़्यादातर प्रक्रियाएँ लोकल एनेस्थीसिया में { $surgery_minutes_min }–{ $surgery_minutes_max } मिनट की होती हैं; बहुत बड़ी गाँठों में अधिक समय लगता है।
medical-fact-incision = चीरा आमतौर पर { $incision_cm_min }–{ $incision_cm_max } सेमी होता है।
medical-fact-discharge = आप उसी दिन घर जाते हैं।
medical-fact-recovery = आमतौर पर { $activity_days_min }–{ $activity_days_max } दिनों में सामान्य गतिविधि, { $healing_weeks_min }–{ $healing_weeks_max } सप्ताह में घाव पूरी तरह भर जाता है।

## Cases
case-condition-lipoma = लाइपोमा
case-condition-cyst = सिस्ट
case-condition-skin_tumor = त्वचा का ट्यूमर
case-condition-mole = तिल
case-size = आकार
case-incision = चीरा
case-surgery = सर्जरी का समय
case-recovery = सामान्य गतिविधि में वापसी
case-patient = मरीज़
case-location = स्थान
case-patient-value = { $age } वर्ष, { $country }
case-incision-ratio = चीरा गाँठ के व्यास का { $percent }% था।
case-read-story = पूरी कहानी पढ़ें
case-privacy-note = मरीज़ की पहचान बताने वाले विवरण हटा दिए गए हैं। हर मामला अलग है; आपकी उपचार योजना जाँच के समय तय होती है।

## Videos
videos-filter-category = विषय
videos-filter-difficulty = स्तर
videos-category-all = सभी विषय
videos-category-lipoma = लाइपोमा
videos-category-cyst = सिस्ट
videos-category-skinTumor = त्वचा का ट्यूमर
videos-category-technique = तकनीक
videos-level-all = सभी स्तर
videos-shown = { $count } वीडियो दिखाए जा रहे हैं
videos-none = इन फ़िल्टर से कोई वीडियो मेल नहीं खाता।
videos-duration = अवधि { $duration }
videos-view-count = { $views } बार देखा गया
videos-play = वीडियो चलाएँ: { $title }
videos-coming-soon = वीडियो जल्द आ रहा है
videos-coming-soon-text = यह वीडियो तैयार किया जा रहा है। तब तक हमारे लेख इसी विषय को समझाते हैं।
videos-privacy = जब तक आप प्ले नहीं दबाते, YouTube से कुछ भी लोड नहीं होता; फिर वीडियो YouTube के प्राइवेसी-एन्हांस्ड मोड में चलते हैं।
videos-player-title = वीडियो: { $title }

## Doctor
doctor-profile-title = परिचय
doctor-bio-1 = डॉ. लिन बोर्ड-प्रमाणित त्वचा रोग विशेषज्ञ हैं, जो { $years_experience } से अधिक वर्षों से त्वचा के ट्यूमर को मिनिमली इनवेसिव तरीक़े से हटाने पर केंद्रित हैं। { $founding_year } में क्लिनिक की स्थापना के बाद से टीम { $cases } से अधिक मामलों का इलाज कर चुकी है।
doctor-bio-2 = तरीक़ा सीधा है: लोकल एनेस्थीसिया में, जितना संभव हो उतने छोटे चीरे से, पूरी गाँठ को उसके कैप्सूल या सिस्ट की थैली सहित निकालना, ताकि मरीज़ उसी दिन घर जा सकें।
doctor-bio-3 = डॉ. लिन इस तकनीक पर व्याख्यान देते हैं और एडवांस्ड कार्डियक लाइफ़ सपोर्ट (ACLS) में प्रमाणित टीम के साथ काम करते हैं।
doctor-expertise-title = विशेषज्ञता के क्षेत्र
doctor-expertise-1 = लाइपोमा, विशाल लाइपोमा सहित ({ $largest_tumour_cm } सेमी का लाइपोमा निकाला गया)
doctor-expertise-2 = एपिडर्मल और सिबेशियस सिस्ट, बार-बार लौटने वाले सिस्ट सहित
doctor-expertise-3 = त्वचा के ट्यूमर और तिल, पैथोलॉजी जाँच के साथ
doctor-expertise-4 = लोकल एनेस्थीसिया में मिनिमली इनवेसिव सर्जरी
doctor-certs-lead = यहाँ दिखाए गए { $certificates_shown } प्रमाणपत्र। पूरे आकार में देखने के लिए किसी एक को चुनें।
doctor-cert-category-core = मुख्य योग्यताएँ
doctor-cert-category-safety = सुरक्षा
doctor-cert-category-academic = शैक्षणिक
doctor-cert-category-international = अंतरराष्ट्रीय प्रशिक्षण
doctor-cert-view = पूरे आकार में देखें: { $title }
doctor-cert-issuer = जारीकर्ता: { $issuer }
doctor-cert-placeholder = नमूना छवि। क्लिनिक इसे मूल प्रमाणपत्र की स्कैन की गई प्रति से बदल देगा।
doctor-cert-image-alt = प्रमाणपत्र: { $title }

## About
about-story-title = हमारी कहानी
about-story-text = क्लिनिक की स्थापना { $founding_year } में एक ही लक्ष्य के साथ हुई: लाइपोमा, सिस्ट और त्वचा के अन्य ट्यूमर को, जितना संभव हो उतने छोटे चीरे से, अस्पताल में भर्ती हुए बिना, पूरी तरह निकालना। { $years_experience } से अधिक वर्षों और { $cases ->
        [one] { $cases } मामले
       *[other] { $cases } मामलों
    } के बाद भी, हम हर दिन यही करते हैं।
about-stats-title = आँकड़ों में
about-stat-founded = स्थापना
about-stat-years = वर्षों का अनुभव
about-stat-cases = इलाज किए गए मामले
about-stat-countries = देश जहाँ से हमारे मरीज़ आते हैं
about-stat-satisfaction = मरीज़ों की संतुष्टि
about-stat-certifications = डॉक्टर के पृष्ठ पर प्रमाणपत्र
about-stat-complications = बड़ी जटिलताएँ
about-values-title = हम कैसे काम करते हैं
about-value-complete-title = पूरी तरह निकालना
about-value-complete-text = पीछे छूटे टुकड़े फिर बढ़ सकते हैं, इसलिए हम पूरी गाँठ उसके कैप्सूल या सिस्ट की थैली सहित निकालते हैं।
about-value-small-title = सबसे छोटा चीरा
medical-about-value-small-text = आमतौर पर { $incision_cm_min }–{ $incision_cm_max } सेमी, और बड़ी गाँठों में आमतौर पर ट्यूमर के व्यास का { $incision_ratio_min_percent }–{ $incision_ratio_max_percent }%।
about-value-safety-title = सुरक्षा सबसे पहले
about-value-safety-text = एडवांस्ड कार्डियक लाइफ़ सपोर्ट (ACLS) में प्रमाणित टीम, हर ऑपरेशन रूम में सुरक्षा उपकरणों के साथ।
about-value-care-title = आपकी भाषा में देखभाल
about-value-care-text = { $site_languages ->
        [one] { $site_languages } भाषा
       *[other] { $site_languages } भाषाओं
    } में जानकारी, { $countries } से अधिक देशों के मरीज़ों के लिए।
about-clinics-title = दो क्लिनिक
about-clinics-text = ताइपे और काओश्युंग में, केवल अपॉइंटमेंट से। हम स्व-भुगतान (सेल्फ़-पे) क्लिनिक हैं।
about-meet-doctor = डॉक्टर से मिलें
about-see-clinics = पते और समय

## FAQ
faq-category-procedure = प्रक्रिया
faq-category-recovery = रिकवरी
faq-category-cost = ख़र्च और बीमा
faq-category-international = अंतरराष्ट्रीय मरीज़
faq-category-booking = बुकिंग और विज़िट
faq-more-title = कोई और सवाल है?
faq-more-text = LINE या WhatsApp पर पूछें, या हमें संदेश भेजें। हम { $reply_hours } घंटे के भीतर जवाब देते हैं।

## Global influence
global-stats-title = हमारी पहुँच
global-stat-countries = देश जहाँ से हमारे मरीज़ आते हैं
global-stat-languages = इस वेबसाइट की भाषाएँ
global-stat-cases = इलाज किए गए मामले
global-stat-years = वर्षों का अनुभव
global-countries-title = हमारे मरीज़ कहाँ से आते हैं
global-countries-text = केवल इस साइट पर प्रकाशित मामलों में ही मरीज़ इन देशों और क्षेत्रों से आए:
global-teaching-title = शिक्षण और प्रशिक्षण
global-teaching-text = डॉ. लिन मिनिमली इनवेसिव त्वचा ट्यूमर सर्जरी पर व्याख्यान देते हैं और विदेश में व्यावहारिक प्रशिक्षण पूरा कर चुके हैं। ये प्रमाणपत्र इसका प्रमाण हैं:
global-international-link = अंतरराष्ट्रीय मरीज़ों के लिए जानकारी

## International patients
intl-languages-title = भाषाएँ
intl-languages-text = यह वेबसाइट इन भाषाओं में उपलब्ध है, और आप इनमें से किसी में भी हमें लिख सकते हैं:
intl-before-title = यात्रा से पहले क्या भेजें
intl-before-lead = पहले तस्वीरें देख लेने से योजना बनाना आसान होता है। WhatsApp या ऑनलाइन मूल्यांकन से ये भेजें:
intl-before-1 = गाँठ की साफ़ तस्वीरें, आकार दिखाने के लिए पास में सिक्का या स्केल रखकर
intl-before-2 = इसका आकार और स्थान, और आपने इसे पहली बार कब देखा
intl-before-3 = क्या यह बदली है, इसमें दर्द है, या पहले इलाज हुआ है
intl-before-4 = आपका चिकित्सा इतिहास, आप जो दवाएँ लेते हैं और कोई एलर्जी
intl-before-5 = पिछली रिपोर्ट, स्कैन या पैथोलॉजी परिणाम, अगर आपके पास हों
intl-before-note = तस्वीरों की समीक्षा केवल संदर्भ के लिए है, निदान नहीं; डॉक्टर आपकी प्रत्यक्ष जाँच के बाद योजना तय करते हैं।
intl-travel-title = अपनी यात्रा की योजना
medical-intl-travel-1 = ज़्यादातर प्रक्रियाओं में { $surgery_minutes_min }–{ $surgery_minutes_max } मिनट लगते हैं, और आप उसी दिन घर जाते हैं।
intl-travel-2 = लगभग { $stay_days ->
        [one] { $stay_days } दिन
       *[other] { $stay_days } दिनों
    } का ठहराव, जिसमें जाने से पहले घाव की जाँच शामिल हो, एक अच्छी शुरुआत है। अपनी यात्रा की तारीख़ें बताएँ, डॉक्टर आपके मामले के अनुसार पुष्टि करेंगे।
intl-travel-3 = वापसी की उड़ान बुक करने से पहले कृपया डॉक्टर से पूछें।
intl-travel-4 = दोनों क्लिनिक, ताइपे और काओश्युंग में, MRT स्टेशनों के पास हैं।
intl-payment-title = भुगतान
intl-payment-text = हम स्व-भुगतान (सेल्फ़-पे) क्लिनिक हैं। आप ताइवान डॉलर (TWD), अमेरिकी डॉलर (USD) या जापानी येन (JPY) में नक़द, कार्ड, किस्तों या अंतरराष्ट्रीय बीमा से भुगतान कर सकते हैं।
intl-payment-note = ख़र्च गाँठों के प्रकार, आकार, संख्या और स्थान पर निर्भर करता है; डॉक्टर की जाँच के बाद आपको कोटेशन मिलता है।
intl-contact-title = हमारी अंतरराष्ट्रीय टीम से संपर्क करें

## Patient community
community-stories-title = मरीज़ों की कहानियाँ
community-stories-lead = उनके अपने शब्दों में: वे मरीज़ जिनकी गाँठ हमारे क्लिनिक में निकाली गई।
community-story-by = { $age } वर्षीय मरीज़, { $country }
community-read-case = मामला देखें
community-share-title = अपना अनुभव साझा करें
community-share-text = आपकी कहानी किसी ऐसे व्यक्ति की मदद कर सकती है जो अभी भी असमंजस में है। इसे संपर्क फ़ॉर्म, LINE या WhatsApp से भेजें। हम कहानियाँ केवल मरीज़ की अनुमति से और पहचान बताने वाले विवरणों के बिना प्रकाशित करते हैं।
community-questions-title = मरीज़ों के आम सवाल
community-questions-more = सभी अक्सर पूछे जाने वाले सवाल
community-promise-title = हमारा वादा
community-promise-1 = कहानियाँ केवल मरीज़ की अनुमति से प्रकाशित होती हैं।
community-promise-2 = मरीज़ की पहचान बताने वाले विवरण हटा दिए जाते हैं।
community-promise-3 = हर कहानी एक व्यक्ति का अनुभव है; आपकी उपचार योजना जाँच के समय तय होती है।

## YouTube
yt-channel-title = हमारा चैनल
yt-channel-text = हर स्थिति की व्याख्या, सर्जरी के दिन क्या होता है, और घर पर घाव की देखभाल कैसे करें।
yt-channel-link = हमारे YouTube चैनल पर जाएँ
yt-latest-title = नवीनतम वीडियो
yt-all-videos = सभी वीडियो देखें
yt-privacy-title = आपकी गोपनीयता
yt-privacy-text = जब तक आप प्ले नहीं दबाते, यह साइट YouTube से कुछ भी लोड नहीं करती। फिर वीडियो YouTube के प्राइवेसी-एन्हांस्ड मोड (youtube-nocookie.com) में चलते हैं।

## Contact
contact-clinics-title = ताइपे और काओश्युंग क्लिनिक
contact-address = पता
contact-phone = फ़ोन
contact-phone-abroad = विदेश से
contact-getting-there = कैसे पहुँचें
contact-hours-title = खुलने का समय
contact-hours-note = केवल अपॉइंटमेंट से। रविवार बंद। सभी समय ताइवान के समय अनुसार हैं।
contact-map-show = { $clinic } का नक्शा दिखाएँ
contact-map-loading = नक्शा लोड हो रहा है...
contact-map-title = { $clinic } का नक्शा
contact-map-privacy = नक्शा Google द्वारा दिया जाता है और केवल आपके माँगने पर लोड होता है।
contact-maps-link = { $clinic } को Google Maps में खोलें
contact-messaging-title = हमें सीधे संदेश भेजें
contact-social-title = सोशल मीडिया
contact-form-title = हमें संदेश भेजें

## Articles
articles-search-label = लेख खोजें
articles-search-placeholder = उदाहरण: लाइपोमा, चीरा, रिकवरी
articles-filter-label = श्रेणी
articles-category-all = सभी श्रेणियाँ
articles-featured-title = चुनिंदा लेख
articles-list-title = सभी लेख
articles-results = { $count ->
    [one] 1 लेख मिला
   *[other] { $count } लेख मिले
}
articles-no-results = मानदंडों से मेल खाता कोई लेख नहीं मिला
articles-no-results-hint = कोई दूसरा शब्द आज़माएँ, या सभी श्रेणियाँ दिखाएँ।
articles-show-all = सभी लेख दिखाएँ
articles-view-count = { $views } बार पढ़ा गया
articles-author-dr-lin = डॉ. लिन
articles-by = लेखक: { $author }
articles-like = पसंद
articles-bookmark = बुकमार्क
articles-share = साझा करें
articles-link-copied = लिंक क्लिपबोर्ड पर कॉपी हो गया
articles-copy-failed = यह लिंक कॉपी करें: { $url }
articles-actions-label = लेख के विकल्प
articles-case-title = मामले का विवरण
articles-case-duration = गाँठ कितने समय से थी
articles-case-surgery = सर्जरी का समय
articles-case-recovery = सामान्य गतिविधि में वापसी
articles-case-size = आकार
articles-case-location = स्थान
articles-case-difficulty = कठिनाई
articles-testimonial-title = मरीज़ के शब्दों में
articles-tags = विषय
