# हेडर मेनू, मोबाइल मेनू, भाषा चयन और फ़्लोटिंग बार
nav-home = होम
nav-about = हमारे बारे में
nav-doctor = हमारे डॉक्टर
nav-services = उपचार
nav-medical-booking = ऑनलाइन बुकिंग
nav-global-influence = अंतरराष्ट्रीय पहुँच
nav-cases = सफल मामले
nav-videos = वीडियो
nav-contact = संपर्क करें
nav-main-label = मुख्य मेनू
nav-mobile-label = मोबाइल मेनू
nav-menu-open = मेनू खोलें
nav-menu-close = मेनू बंद करें
nav-language-switcher = भाषा: { $language }
pill-label = त्वरित लिंक
pill-home = होम
pill-doctor = डॉक्टर
pill-international = अंतरराष्ट्रीय मरीज़
pill-appointment = अभी बुक करें

# First visit: the same page offered in the browser's language, written in that language.
language-suggestion-label = भाषा सुझाव
language-suggestion-text = यह पेज हिंदी में भी उपलब्ध है।
language-suggestion-switch = हिंदी में पढ़ें
language-suggestion-dismiss = नहीं, धन्यवाद
