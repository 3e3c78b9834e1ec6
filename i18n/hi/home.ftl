# होम पेज
home-hero-eyebrow = { $founding_year } से न्यूनतम चीरे वाली त्वचा ट्यूमर सर्जरी
home-hero-title = सबसे छोटे चीरे से लाइपोमा और सिस्ट पूरी तरह हटवाएँ
home-hero-subtitle = एक मानकीकृत मिनिमली इनवेसिव तकनीक, जो लोकल एनेस्थीसिया में एडवांस्ड कार्डियक लाइफ़ सपोर्ट से प्रमाणित टीम द्वारा की जाती है। अधिकांश मरीज़ उसी दिन घर लौट जाते हैं।
home-hero-book = परामर्श बुक करें
home-hero-cases = सफल मामले देखें
home-voice-button = हमारा स्वागत संदेश सुनें
home-voice-text = लिन क्लिनिक में आपका स्वागत है। हम छोटे चीरे से लाइपोमा, सिस्ट और त्वचा ट्यूमर हटाते हैं, और अधिकांश मरीज़ उसी दिन घर लौट जाते हैं।
home-voice-unsupported = आपका ब्राउज़र पाठ को बोलकर नहीं पढ़ सकता।
home-diff-technique-title = विश्व-स्तरीय तकनीक
home-diff-technique-text = { $cases } से अधिक मामलों में निखारी गई मानकीकृत मिनिमली इनवेसिव पद्धति।
home-diff-incision-title = अति-सूक्ष्म चीरा
home-diff-incision-text = आमतौर पर { $incision_cm_min }–{ $incision_cm_max } सेमी, ट्यूमर के व्यास का केवल { $incision_ratio_min_percent }–{ $incision_ratio_max_percent }%।
home-diff-painless-title = सचमुच दर्द-रहित
home-diff-painless-text = सटीक लोकल एनेस्थीसिया { $surgery_minutes_min }–{ $surgery_minutes_max } मिनट की प्रक्रिया में आपको आरामदायक रखता है।
home-diff-same-day-title = उसी दिन घर
home-diff-same-day-text = अस्पताल में रुकना नहीं: सर्जरी के बाद आप चलकर घर जाते हैं और { $activity_days_min }–{ $activity_days_max } दिनों में सामान्य गतिविधि शुरू कर देते हैं।
home-why-title = पूरी तरह हटाना क्यों ज़रूरी है
home-why-lead = आंशिक रूप से हटाई गई गाँठ दोबारा हो सकती है। हम सबसे छोटे संभव चीरे से पूरी गाँठ उसके कैप्सूल या सिस्ट की थैली सहित निकालते हैं।
home-why-risks-title = अधूरे निष्कासन के जोखिम
home-why-risks-1 = ट्यूमर दोबारा हो सकता है, अक्सर पहले से बड़ा और ज़्यादा चिपका हुआ।
home-why-risks-2 = दोबारा सर्जरी का मतलब है ज़्यादा निशान और लंबी रिकवरी।
home-why-risks-3 = सिस्ट के बचे हिस्से में सूजन या संक्रमण से दर्द और सूजन होती है।
home-why-advantages-title = पूरी तरह हटाने के लाभ
home-why-advantages-1 = गाँठ अपने कैप्सूल या सिस्ट की थैली सहित पूरी निकाली जाती है, इसलिए दोबारा होना दुर्लभ है।
home-why-advantages-2 = एक ही प्रक्रिया, एक ही छोटा निशान।
home-why-advantages-3 = ऊतक की पैथोलॉजिस्ट द्वारा पूरी जाँच की जा सकती है।
home-why-claims = हमने { $largest_tumour_cm } सेमी का ट्यूमर हटाया है और { $showcase_incision_cm } सेमी के चीरे से { $showcase_tumour_cm } सेमी का ट्यूमर निकाला है। शून्य बड़ी जटिलताएँ।
home-stats-title = भरोसेमंद अनुभव
home-stat-years = वर्षों का अनुभव
home-stat-cases = उपचारित मामले
home-stat-countries = देशों से आए मरीज़
home-stat-satisfaction = मरीज़ संतुष्टि
home-stat-languages = भाषाएँ जिनमें हमारे प्रमाणपत्रों का विवरण है (यह साइट: { $site_languages })
home-stat-complications = बड़ी जटिलताएँ
home-services-title = हम क्या उपचार करते हैं
home-tile-services-title = उपचार
home-tile-services-text = लाइपोमा, एपिडर्मल और सिबेशियस सिस्ट, त्वचा ट्यूमर और तिल, पारंपरिक सर्जरी से तुलना सहित।
home-tile-cases-title = सफल मामले
home-tile-cases-text = असली मरीज़, { $largest_tumour_cm } सेमी लाइपोमा से लेकर चेहरे के छोटे सिस्ट तक।
home-tile-videos-title = शैक्षिक वीडियो
home-tile-videos-text = बीमारियों, सर्जरी के दिन और घाव की देखभाल पर छोटे वीडियो।
home-services-view-all = सभी उपचार देखें
home-certs-title = प्रमाणित विशेषज्ञता
home-certs-view-all = सभी प्रमाणपत्र देखें
home-doctor-title = अपने डॉक्टर से मिलें
home-doctor-more = डॉक्टर की प्रोफ़ाइल पढ़ें
home-contact-title = सीधे हमसे पूछें
home-contact-lead = LINE या WhatsApp पर फ़ोटो या प्रश्न भेजें। हम { $reply_hours } घंटे के भीतर जवाब देते हैं।
home-line-title = LINE
home-line-description = प्रश्न पूछने और बुक करने के लिए QR कोड स्कैन करें या हमारा LINE खाता जोड़ें।
home-line-show-qr = LINE QR कोड दिखाएँ
home-line-action = LINE खोलें
home-line-qr-alt = क्लिनिक का LINE QR कोड
home-whatsapp-title = अंतरराष्ट्रीय मरीज़ों के लिए WhatsApp
home-whatsapp-description = विदेश के मरीज़ WhatsApp पर हमारी अंतरराष्ट्रीय टीम से संपर्क कर सकते हैं।
home-whatsapp-show-qr = WhatsApp QR कोड दिखाएँ
home-whatsapp-action = WhatsApp खोलें
home-whatsapp-qr-alt = क्लिनिक का WhatsApp QR कोड
home-cta-title = इससे छुटकारा पाने के लिए तैयार हैं?
home-cta-text = ताइपे या काओशुंग क्लिनिक में परामर्श बुक करें। हम { $reply_hours } घंटे के भीतर जवाब देते हैं।
home-cta-contact = क्लिनिक से संपर्क करें
home-cta-book = परामर्श बुक करें
home-starter-title = अपनी बुकिंग शुरू करें
home-starter-continue = बुकिंग जारी रखें
booking-section-personal = व्यक्तिगत जानकारी
booking-field-name = पूरा नाम
booking-field-phone = फ़ोन नंबर
doctor-name = डॉ. लिन
doctor-title = त्वचा रोग विशेषज्ञ, मिनिमली इनवेसिव त्वचा ट्यूमर सर्जन
doctor-summary = { $years_experience ->
        [one] { $years_experience }+ वर्ष
       *[other] { $years_experience }+ वर्षों
    } के मिनिमली इनवेसिव सर्जरी अनुभव वाले प्रमाणित त्वचा रोग विशेषज्ञ, ACLS प्रमाणित, { $certifications ->
        [one] { $certifications }+ प्रमाणपत्र
       *[other] { $certifications }+ प्रमाणपत्रों
    } के साथ, और { $countries } से अधिक देशों के मरीज़।
