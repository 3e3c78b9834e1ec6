# Header menu, mobile menu, language switcher and floating pill.
nav-home = Home
nav-about = About us
nav-doctor = Our doctor
nav-services = Treatments
nav-medical-booking = Book online
nav-global-influence = Global reach
nav-cases = Success cases
nav-videos = Videos
nav-contact = Contact
nav-main-label = Main menu
nav-mobile-label = Mobile menu
nav-menu-open = Open menu
nav-menu-close = Close menu
nav-language-switcher = Language: { $language }
pill-label = Quick links
pill-home = Home
pill-doctor = Doctor
pill-international = International patients
pill-appointment = Book now

# First visit: the same page offered in the browser's language, written in that language.
language-suggestion-label = Language suggestion
language-suggestion-text = This page is also available in English.
language-suggestion-switch = Read it in English
language-suggestion-dismiss = No, thanks
