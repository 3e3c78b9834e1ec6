# Site footer.
footer-appointment-only = By appointment only · self-pay clinic
footer-links-title = Explore
footer-booking-status = Check or cancel a booking
footer-clinics-title = Our clinics
footer-phone = Phone:
footer-hours-title = Opening hours
footer-self-pay = Appointments required. Sundays closed.
footer-contact-title = Chat with us
footer-line-qr-alt = QR code to add our LINE account
footer-line-id = LINE ID:
footer-whatsapp-qr-alt = QR code to chat with us on WhatsApp
footer-whatsapp-international = WhatsApp for international patients
footer-social-title = Follow us
footer-copyright = © Lin Clinic, caring for patients since { $year }
footer-privacy = Privacy settings
footer-terms = Terms and FAQ
medical-disclaimer = Medical disclaimer: the information on this site is general education and does not replace a consultation. Diagnosis and treatment require an in-person examination by a physician.
