# Pie de página.
footer-appointment-only = Solo con cita previa · clínica privada
footer-links-title = Explorar
footer-booking-status = Consultar o cancelar una cita
footer-clinics-title = Nuestras clínicas
footer-phone = Teléfono:
footer-hours-title = Horario
footer-self-pay = Se requiere cita previa. Domingos cerrado.
footer-contact-title = Escríbanos
footer-line-qr-alt = Código QR para añadir nuestra cuenta de LINE
footer-line-id = ID de LINE:
footer-whatsapp-qr-alt = Código QR para escribirnos por WhatsApp
footer-whatsapp-international = WhatsApp para pacientes internacionales
footer-social-title = Síguenos
footer-copyright = © Clínica Lin, al cuidado de los pacientes desde { $year }
footer-privacy = Configuración de privacidad
footer-terms = Condiciones y preguntas frecuentes
medical-disclaimer = Aviso médico: la información de este sitio es educativa y general, y no sustituye una consulta. El diagnóstico y el tratamiento requieren la exploración presencial de un médico.
