# Página de inicio.
home-hero-eyebrow = Cirugía mínimamente invasiva de tumores cutáneos desde { $founding_year }
home-hero-title = Extirpamos lipomas y quistes por completo, con la incisión más pequeña
home-hero-subtitle = Una técnica mínimamente invasiva estandarizada, realizada con anestesia local por un equipo certificado en soporte vital cardiovascular avanzado. La mayoría de los pacientes vuelve a casa el mismo día.
home-hero-book = Reservar una consulta
home-hero-cases = Ver casos de éxito
home-voice-button = Escuchar nuestra bienvenida
home-voice-text = Bienvenido a la Clínica Lin. Extirpamos lipomas, quistes y tumores cutáneos con incisiones pequeñas, y la mayoría de los pacientes vuelve a casa el mismo día.
home-voice-unsupported = Su navegador no puede leer texto en voz alta.
home-diff-technique-title = Técnica estandarizada
home-diff-technique-text = Un método mínimamente invasivo estandarizado, perfeccionado en más de { $cases ->
        [one] { $cases } caso
       *[other] { $cases } casos
    }.
home-diff-incision-title = Incisión ultrapequeña
home-diff-incision-text = Normalmente de { $incision_cm_min } a { $incision_cm_max } cm, solo el { $incision_ratio_min_percent }–{ $incision_ratio_max_percent }% del diámetro del tumor.
home-diff-painless-title = Cómodo con anestesia local
home-diff-painless-text = Solo notará los pequeños pinchazos del principio; después, la anestesia local adormece la zona durante el resto de la intervención, que suele durar { $surgery_minutes_min }–{ $surgery_minutes_max } minutos.
home-diff-same-day-title = A casa el mismo día
home-diff-same-day-text = Sin ingreso hospitalario: sale caminando tras la cirugía y normalmente retoma su actividad normal en { $activity_days_min }–{ $activity_days_max } días.
home-why-title = Por qué importa la extirpación completa
home-why-lead = Un bulto extirpado solo en parte puede volver a aparecer. Lo retiramos entero, con su cápsula o la pared del quiste, por la abertura más pequeña posible.
home-why-risks-title = Riesgos de una extirpación incompleta
home-why-risks-1 = El tumor puede reaparecer, a menudo más grande y más adherido.
home-why-risks-2 = Repetir la cirugía supone más cicatrices y una recuperación más larga.
home-why-risks-3 = Los restos de un quiste pueden inflamarse o infectarse y causar dolor e hinchazón.
home-why-advantages-title = Ventajas de la extirpación completa
home-why-advantages-1 = El bulto sale entero, con su cápsula o la pared del quiste, lo que hace mucho menos probable que reaparezca.
home-why-advantages-2 = Una sola intervención y una sola cicatriz pequeña.
home-why-advantages-3 = El tejido puede analizarse por completo en anatomía patológica.
home-why-claims = Hemos extirpado un tumor de { $largest_tumour_cm } cm y un tumor de { $showcase_tumour_cm } cm a través de una incisión de { $showcase_incision_cm } cm. Cero complicaciones graves.
home-stats-title = Una experiencia en la que confiar
home-stat-years = Años de experiencia
home-stat-cases = Casos tratados
home-stat-countries = Países de origen de nuestros pacientes
home-stat-satisfaction = Satisfacción de los pacientes
home-stat-languages = Idiomas de este sitio web
home-stat-complications = Complicaciones graves
home-services-title = Qué tratamos
home-tile-services-title = Tratamientos
home-tile-services-text = Lipomas, quistes epidérmicos y sebáceos, tumores cutáneos y lunares, comparados con la cirugía tradicional.
home-tile-cases-title = Casos de éxito
home-tile-cases-text = Pacientes reales, desde pequeños quistes hasta un lipoma de { $largest_tumour_cm } cm.
home-tile-videos-title = Vídeos educativos
home-tile-videos-text = Vídeos breves sobre las afecciones, el día de la cirugía y el cuidado de la herida.
home-services-view-all = Ver todos los tratamientos
home-certs-title = Experiencia certificada
home-certs-view-all = Ver todas las certificaciones
home-doctor-title = Conozca a su médico
home-doctor-more = Leer el perfil del médico
home-contact-title = Pregúntenos directamente
home-contact-lead = Envíe fotos o preguntas por LINE o WhatsApp. Respondemos en menos de { $reply_hours ->
        [one] { $reply_hours } hora
       *[other] { $reply_hours } horas
    }.
home-line-title = LINE
home-line-description = Escanee el código QR o añada nuestra cuenta de LINE para preguntar y reservar.
home-line-show-qr = Mostrar el código QR de LINE
home-line-action = Abrir LINE
home-line-qr-alt = Código QR de LINE de la clínica
home-whatsapp-title = WhatsApp para pacientes internacionales
home-whatsapp-description = Los pacientes del extranjero pueden contactar con nuestro equipo internacional por WhatsApp.
home-whatsapp-show-qr = Mostrar el código QR de WhatsApp
home-whatsapp-action = Abrir WhatsApp
home-whatsapp-qr-alt = Código QR de WhatsApp de la clínica
home-cta-title = ¿Listo para librarte de él?
home-cta-text = Reserve una consulta en nuestra clínica de Taipéi o de Kaohsiung. Respondemos en menos de { $reply_hours ->
        [one] { $reply_hours } hora
       *[other] { $reply_hours } horas
    }.
home-cta-contact = Contactar con la clínica
home-cta-book = Reservar una consulta
home-starter-title = Empiece su reserva
home-starter-continue = Continuar con la reserva
booking-section-personal = Datos personales
booking-field-name = Nombre completo
booking-field-phone = Número de teléfono
doctor-name = Dr. Lin
doctor-title = Dermatólogo especializado en cirugía mínimamente invasiva de tumores cutáneos
doctor-summary = Dermatólogo certificado con más de { $years_experience ->
        [one] { $years_experience } año
       *[other] { $years_experience } años
    } de cirugía mínimamente invasiva, certificado en ACLS y con pacientes de más de { $countries ->
        [one] { $countries } país
       *[other] { $countries } países
    }.

# Newly approved self-pay fees, shown while any is new (Taipei requires them on the home page).
home-fees-title = Tarifas de pago privado recién aprobadas
home-fees-lead = El departamento de salud de la ciudad ha aprobado hace poco estas tarifas de pago privado.
home-fees-all = Ver todas las tarifas de pago privado
