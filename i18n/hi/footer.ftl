# साइट फ़ुटर
footer-appointment-only = केवल अपॉइंटमेंट से · स्व-भुगतान क्लिनिक
footer-links-title = देखें
footer-booking-status = बुकिंग देखें या रद्द करें
footer-clinics-title = हमारे क्लिनिक
footer-phone = फ़ोन:
footer-hours-title = खुलने का समय
footer-self-pay = अपॉइंटमेंट आवश्यक है। रविवार को बंद।
footer-contact-title = हमसे चैट करें
footer-line-qr-alt = हमारा LINE खाता जोड़ने के लिए QR कोड
footer-line-id = LINE ID:
footer-whatsapp-qr-alt = WhatsApp पर हमसे बात करने के लिए QR कोड
footer-whatsapp-international = अंतरराष्ट्रीय मरीज़ों के लिए WhatsApp
footer-social-title = हमें फ़ॉलो करें
footer-copyright = © लिन क्लिनिक, { $year } से मरीज़ों की सेवा में
footer-privacy = गोपनीयता सेटिंग
footer-terms = शर्तें और सामान्य प्रश्न
medical-disclaimer = चिकित्सा अस्वीकरण: इस साइट की जानकारी सामान्य स्वास्थ्य शिक्षा के लिए है और डॉक्टर से परामर्श का विकल्प नहीं है। निदान और उपचार के लिए डॉक्टर द्वारा प्रत्यक्ष जाँच आवश्यक है।
