## इनपुट जाँच संदेश, docs/public-api.md के हर कोड के लिए।

validation-required = यह फ़ील्ड आवश्यक है
validation-email = कृपया एक मान्य ईमेल पता दर्ज करें
validation-phone = कृपया एक मान्य फ़ोन नंबर दर्ज करें
validation-min_length = { $min ->
        [one] कम से कम { $min } अक्षर आवश्यक है
       *[other] कम से कम { $min } अक्षर आवश्यक हैं
    }
validation-max_length = { $max ->
        [one] { $max } अक्षर से अधिक नहीं हो सकता
       *[other] { $max } अक्षरों से अधिक नहीं हो सकते
    }
validation-format = प्रारूप अमान्य है
validation-invalid_choice = कृपया दिए गए विकल्पों में से एक चुनें
validation-date_past = यह समय बीत चुका है। कृपया बाद का समय चुनें
validation-date_closed = इस दिन क्लिनिक बंद रहता है। कृपया कोई दूसरी तारीख़ चुनें
validation-date_too_far = अधिकतम { $max } दिन पहले तक बुकिंग की जा सकती है
validation-time_outside_hours = कृपया क्लिनिक के खुलने के समय के भीतर का समय चुनें
validation-terms_required = कृपया नियमों और गोपनीयता सूचना से सहमति दें
validation-terms_required-assessment = कृपया पुष्टि करें कि आप समझते हैं कि यह आकलन केवल संदर्भ के लिए है, निदान नहीं
validation-too_many_files = आप अधिकतम { $max } फ़ोटो अपलोड कर सकते हैं
validation-file_too_large = हर फ़ोटो { $maxMb } MB या उससे छोटी होनी चाहिए
validation-file_type = केवल JPG और PNG फ़ोटो अपलोड की जा सकती हैं
validation-no_links = कृपया अपना नाम बिना वेब या ईमेल पते के लिखें
validation-slot_full = यह समय अभी-अभी पूरी तरह बुक हो गया है। कृपया कोई दूसरा समय चुनें
validation-too_many_open_bookings = इन संपर्क विवरणों पर पहले से ही अनुमत संख्या में खुली बुकिंग हैं। कृपया किसी मौजूदा बुकिंग को प्रबंधित या रद्द करें, या क्लिनिक को कॉल करें
validation-too_many_open_bookings_network = इस नेटवर्क (जैसे साझा कार्यालय या सार्वजनिक वाई-फ़ाई) से पहले ही अनुमत संख्या में खुली बुकिंग की जा चुकी हैं। कृपया किसी मौजूदा बुकिंग को प्रबंधित या रद्द करें, कोई दूसरा कनेक्शन आज़माएँ, या क्लिनिक को कॉल करें
validation-change_window = अपॉइंटमेंट बहुत पास है, इसलिए इसे ऑनलाइन नहीं बदला जा सकता। कृपया क्लिनिक को फ़ोन करें
validation-summary = कृपया { $count } फ़ील्ड ठीक करें
validation-terms_required-assessment-healthDataConsent = कृपया अपनी तस्वीरों और उत्तरों को स्वास्थ्य डेटा के रूप में संसाधित करने की सहमति दें; इसके बिना मूल्यांकन भेजा नहीं जा सकता
validation-terms_required-inquiry = कृपया पुष्टि करें कि आपने गोपनीयता सूचना पढ़ ली है

# The reminder choice (reminders-*): a chat channel needs the agreement; a WhatsApp number its country code.
validation-terms_required-reminders = कृपया इस तरीक़े से रिमाइंडर पाने के लिए सहमति दें, या ईमेल चुनें
validation-phone-reminders = कृपया देश के कोड के साथ WhatsApp नंबर दर्ज करें, जैसे +81 90-1234-5678
