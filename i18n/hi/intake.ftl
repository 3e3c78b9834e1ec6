## विज़िट से पहले स्वास्थ्य संबंधी प्रश्न (/forms/intake) और विज़िट की जानकारी (/forms/visit-info): हर बुकिंग के
## हस्ताक्षरित लिंक से सर्वर जो पेज दिखाता है, और उस पेज की छोटी स्क्रिप्ट के पाठ। विकल्पों की कुंजी कोर के नाम हैं।

intake-title = विज़िट से पहले स्वास्थ्य संबंधी प्रश्न
intake-lead = कृपया विज़िट से पहले इन प्रश्नों के उत्तर दें, ताकि डॉक्टर आपकी विज़िट सुरक्षित रूप से तय कर सकें। आप अपने उत्तर सहेज सकते हैं और विज़िट शुरू होने तक इस लिंक पर लौट सकते हैं।
intake-privacy-note = ये उत्तर केवल क्लिनिक के कर्मचारी पढ़ सकते हैं, और हर बार पढ़े जाने का रिकॉर्ड रखा जाता है। इन्हें कभी किसी ई-मेल या चैट संदेश में नहीं लिखा जाता।

intake-medicines-legend = क्या आप इनमें से कोई दवा लेते हैं?
intake-medicines-hint = ख़ून को पतला करने वाली दवाएँ गाँठ निकालने की योजना बदल देती हैं। आप अभी जो भी दवा लेते हैं, उन सब पर निशान लगाएँ; नाम वही हैं जो पैक पर छपे होते हैं।
intake-class-anticoagulant = एंटीकोएगुलेंट (ख़ून पतला करने वाली दवाएँ)
intake-class-antiplatelet = एंटीप्लेटलेट दवाएँ
intake-other-medicines = आप जो दूसरी दवाएँ लेते हैं (यदि पता हो तो नाम और मात्रा)
intake-no-medicines = मैं इनमें से कोई दवा नहीं लेता/लेती, न ही कोई दूसरी दवा
intake-medicine-search = नाम से दवा खोजें
intake-medicine-search-hint = जेनेरिक या ब्रांड नाम लिखें: सूची में केवल मिलती-जुलती दवाएँ रह जाती हैं।
intake-medicine-search-none = सूची में कोई दवा मेल नहीं खाती। कृपया उसे "दूसरी दवाएँ" में लिखें।
intake-medicine-search-count = { $count ->
    [one] { $count } दवा दिखाई जा रही है
   *[other] { $count } दवाएँ दिखाई जा रही हैं
}

intake-allergies-legend = क्या आपको इनमें से किसी से एलर्जी है?
intake-allergy-local_anaesthetic = लोकल एनेस्थीसिया की दवाएँ (जैसे लिडोकेन)
intake-allergy-latex = लेटेक्स (रबर के दस्ताने)
intake-allergy-adhesive_tape = चिपकने वाला टेप या प्लास्टर
intake-allergy-antibiotic = एंटीबायोटिक
intake-allergy-other = कुछ और
intake-other-allergy = आपको और किस चीज़ से एलर्जी है?
intake-no-allergies = मुझे इनमें से किसी से एलर्जी नहीं है

intake-conditions-legend = क्या इनमें से कोई बात आप पर लागू होती है?
intake-condition-bleeding_disorder = ख़ून बहने की कोई बीमारी, या मुझे आसानी से नील पड़ते हैं या ख़ून बहता है
intake-condition-diabetes = डायबिटीज़ (मधुमेह)
intake-condition-heart_disease = दिल की बीमारी
intake-condition-implanted_device = पेसमेकर या शरीर में लगा कोई दूसरा उपकरण
intake-condition-high_blood_pressure = हाई ब्लड प्रेशर
intake-condition-pregnancy = गर्भावस्था या स्तनपान
intake-condition-keloid = केलॉइड, या ऐसे निशान जो ठीक से नहीं भरते
intake-condition-site_infection = अभी गाँठ पर लाली, मवाद या संक्रमण
intake-no-conditions = इनमें से कोई बात मुझ पर लागू नहीं होती

intake-treatment-legend = क्या इस गाँठ का पहले इलाज हुआ है?
intake-treatment-none = नहीं, कभी नहीं
intake-treatment-removed = हाँ, इसे निकाला गया था और यह फिर से हो गई है
intake-treatment-drained = हाँ, इसे ड्रेन किया गया था
intake-treatment-injected = हाँ, इसमें इंजेक्शन लगाए गए थे
intake-treatment-other = हाँ, किसी और तरह से
intake-treatment-note = कब और कैसे (वैकल्पिक)

intake-photo-legend = गाँठ की एक फ़ोटो (वैकल्पिक)
intake-photo-hint = { $maxMb } MB तक की एक JPG या PNG फ़ोटो। इसे केवल क्लिनिक के कर्मचारी देख सकते हैं, और हर बार देखे जाने का रिकॉर्ड रखा जाता है।
intake-photo-label = फ़ोटो चुनें
intake-photo-saved = आपके उत्तरों के साथ एक फ़ोटो सहेजी गई है। दूसरी फ़ोटो चुनने पर वह उसकी जगह ले लेगी।
intake-photo-remove = सहेजी गई फ़ोटो हटाएँ
intake-photo-again = आपकी फ़ोटो सहेजी नहीं गई: कृपया उसे फिर से चुनें।

intake-emergency-legend = आपातकालीन संपर्क
intake-emergency-hint = कोई व्यक्ति जिसे विज़िट के दिन आपको मदद की ज़रूरत पड़ने पर क्लिनिक फ़ोन कर सके।
intake-emergency-name = उनका नाम
intake-emergency-phone = उनका फ़ोन नंबर
intake-emergency-relation = आपसे उनका संबंध (वैकल्पिक)

intake-consent-legend = स्वास्थ्य डेटा के उपयोग की सहमति
intake-consent-hint = कृपया पहले इस पर निशान लगाएँ: तब तक क्लिनिक आपका कोई भी उत्तर सहेजता नहीं है, और उत्तर केवल इसी डिवाइस पर रहते हैं।
intake-consent = मैंने गोपनीयता सूचना पढ़ ली है और मैं स्पष्ट रूप से सहमति देता/देती हूँ कि क्लिनिक मेरी विज़िट की तैयारी के लिए ये उत्तर और मेरी फ़ोटो, जो स्वास्थ्य डेटा हैं, उपयोग करे।
intake-privacy-link = गोपनीयता सूचना पढ़ें (नए टैब में खुलती है)

intake-save = सहेजें और बाद में जारी रखें
intake-send = उत्तर भेजें
intake-send-hint = भेजने के बाद उत्तर ऑनलाइन बदले नहीं जा सकते।
intake-saved = आपके उत्तर सहेज लिए गए हैं। विज़िट शुरू होने तक आप इस लिंक पर लौट सकते हैं।

intake-sent-title = धन्यवाद: आपके उत्तर भेज दिए गए हैं
intake-sent-body = क्लिनिक के चिकित्सा कर्मचारी आपकी विज़िट से पहले इन्हें पढ़ेंगे।
intake-sent-at = { $date } को भेजे गए
intake-answers-title = आपके भेजे गए उत्तर
intake-answer-none = कोई नहीं
intake-photo-sent = एक फ़ोटो भेजी गई।
intake-photo-not-sent = कोई फ़ोटो नहीं भेजी गई।
intake-change-by-phone = कोई उत्तर बदलने के लिए कृपया शाखा को फ़ोन करें।
intake-already-sent = ये उत्तर पहले ही भेजे जा चुके हैं, इसलिए इन्हें ऑनलाइन बदला नहीं जा सकता। कोई उत्तर बदलने के लिए कृपया शाखा को फ़ोन करें।
intake-visit-info-link = अपनी विज़िट की जानकारी पढ़ें
intake-unknown = यह लिंक मान्य नहीं है। कृपया क्लिनिक के नवीनतम संदेश वाला लिंक इस्तेमाल करें।
intake-expired = आपकी विज़िट शुरू हो चुकी है, इसलिए यह लिंक अब काम नहीं करता। कृपया क्लिनिक के कर्मचारियों को बताएँ।
intake-closed = यह बुकिंग बंद हो चुकी है, इसलिए इन प्रश्नों के उत्तर अब ऑनलाइन नहीं दिए जा सकते।

intake-status-saving = सहेजा जा रहा है…
intake-status-saved = सहेजा गया
intake-status-offline = अभी सहेजा नहीं गया: आपके उत्तर इस डिवाइस पर रखे हैं और कनेक्शन लौटने पर सहेज लिए जाएँगे।
intake-status-restored = इस डिवाइस पर पहले लिखे गए आपके उत्तर वापस ला दिए गए हैं।

visit-info-title = आपकी विज़िट की जानकारी
visit-info-consent-note = यह पेज आपकी विज़िट के बारे में बताता है; यह सहमति पत्र नहीं है। औपचारिक सहमति पत्र पर क्लिनिक में, डॉक्टर के साथ, किसी भी प्रक्रिया से पहले हस्ताक्षर किए जाते हैं।
visit-info-ack-title = क्या आपने इसे पढ़ लिया?
visit-info-ack-hint = बटन दबाने से क्लिनिक को पता चलता है कि आपने यह जानकारी पढ़ ली है। इससे किसी चीज़ पर हस्ताक्षर नहीं होते।
visit-info-ack-button = मैंने यह जानकारी पढ़ ली है
visit-info-ack-done = आपने { $date } को पुष्टि की कि आपने यह जानकारी पढ़ ली है (संस्करण { $version })।
visit-info-changed = आपके पढ़ते समय यह जानकारी अपडेट हो गई। कृपया इसे फिर से पढ़ें, फिर पुष्टि करें।
visit-info-intake-link = स्वास्थ्य संबंधी प्रश्नों के उत्तर दें

validation-required-intake-medicines = कृपया अपनी दवाओं पर निशान लगाएँ, उन्हें "दूसरी दवाएँ" में लिखें, या "मैं इनमें से कोई दवा नहीं लेता/लेती, न ही कोई दूसरी दवा" पर निशान लगाएँ
validation-format-intake-medicines = "मैं इनमें से कोई दवा नहीं लेता/लेती" और कोई दवा, दोनों पर एक साथ निशान नहीं लगाया जा सकता
validation-required-intake-allergies = कृपया अपनी एलर्जी पर निशान लगाएँ, या "मुझे इनमें से किसी से एलर्जी नहीं है" पर
validation-format-intake-allergies = "मुझे इनमें से किसी से एलर्जी नहीं है" और कोई एलर्जी, दोनों पर एक साथ निशान नहीं लगाया जा सकता
validation-required-intake-otherAllergy = कृपया लिखें कि आपको और किस चीज़ से एलर्जी है
validation-required-intake-conditions = कृपया जो लागू हो उस पर निशान लगाएँ, या "इनमें से कोई बात मुझ पर लागू नहीं होती" पर
validation-format-intake-conditions = "इनमें से कोई बात मुझ पर लागू नहीं होती" और कोई दूसरा विकल्प, दोनों पर एक साथ निशान नहीं लगाया जा सकता
validation-required-intake-previousTreatment = कृपया बताएँ कि क्या इस गाँठ का पहले इलाज हुआ है
validation-terms_required-intake-healthDataConsent = कृपया इन उत्तरों को स्वास्थ्य डेटा के रूप में उपयोग करने की सहमति दें; इसके बिना इन्हें भेजा नहीं जा सकता
