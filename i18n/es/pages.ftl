# Páginas de contenido: títulos, entradillas y puntos clave.
page-about-title = Sobre la clínica
page-about-lead = Fundada en { $founding_year }, nuestra clínica se dedica a una sola cosa: extirpar tumores cutáneos por completo con la incisión más pequeña posible.
page-about-point-1 = Más de { $years_experience ->
        [one] { $years_experience } año
       *[other] { $years_experience } años
    } y más de { $cases ->
        [one] { $cases } caso
       *[other] { $cases } casos
    } de cirugía mínimamente invasiva de tumores cutáneos.
page-about-point-2 = Dos clínicas, en Taipéi y Kaohsiung, solo con cita previa.
page-about-point-3 = Un equipo certificado en soporte vital cardiovascular avanzado (ACLS), con equipo de seguridad completo en cada quirófano.
page-about-point-4 = Pacientes de más de { $countries ->
        [one] { $countries } país
       *[other] { $countries } países
    }, con información en { $site_languages ->
        [one] { $site_languages } idioma
       *[other] { $site_languages } idiomas
    }.
page-doctor-title = Nuestro médico
page-doctor-lead = Dermatólogo certificado, especializado en cirugía mínimamente invasiva. En esta página puede ver sus { $certificates_shown ->
        [one] { $certificates_shown } certificado
       *[other] { $certificates_shown } certificados
    } de titulación, pertenencia a sociedades y formación.
doctor-certificates-title = Certificaciones
page-services-title = Tratamientos y tecnología
page-services-lead = Lipomas, quistes epidérmicos y sebáceos, tumores cutáneos y lunares, extirpados con incisiones pequeñas y anestesia local.
page-services-point-1 = Extirpación de lipomas: el bulto de grasa completo, a través de una incisión del { $incision_ratio_min_percent }–{ $incision_ratio_max_percent }% de su diámetro.
page-services-point-2 = Extirpación de quistes epidérmicos y sebáceos con la pared del quiste intacta, lo que reduce la probabilidad de que reaparezcan.
page-services-point-3 = Extirpación de tumores cutáneos y lunares, con análisis del tejido.
page-services-point-4 = La mayoría de las intervenciones duran { $surgery_minutes_min }–{ $surgery_minutes_max } minutos con anestesia local, y usted vuelve a casa el mismo día.
services-comparison-title = Cirugía mínimamente invasiva frente a cirugía tradicional
services-comparison-aspect = Aspecto
services-comparison-traditional = Cirugía tradicional
services-comparison-minimally-invasive = Mínimamente invasiva
services-comparison-incision = Longitud de la incisión
services-comparison-recovery = Cicatrización completa de la herida
services-comparison-incision-traditional = { $traditional_incision_cm_min }–{ $traditional_incision_cm_max } cm
services-comparison-incision-minimally-invasive = Normalmente { $incision_cm_min }–{ $incision_cm_max } cm
services-comparison-recovery-traditional = { $traditional_recovery_weeks_min }–{ $traditional_recovery_weeks_max } semanas
services-comparison-recovery-minimally-invasive = { $healing_weeks_min }–{ $healing_weeks_max } semanas (actividad normal, por lo general, tras { $activity_days_min }–{ $activity_days_max } días)
page-medical-booking-title = Reservar una cita
page-medical-booking-lead = Elija clínica, fecha y hora. Confirmamos cada reserva en menos de { $reply_hours ->
        [one] { $reply_hours } hora
       *[other] { $reply_hours } horas
    }.
page-medical-booking-point-1 = Guarde su código de confirmación: lo necesitará para consultar o cancelar la cita.
page-medical-booking-point-2 = Atendemos de lunes a sábado; los domingos la clínica está cerrada.
page-medical-booking-point-3 = Traiga informes anteriores o fotos del bulto si los tiene.
page-global-influence-title = Influencia internacional
page-global-influence-lead = Pacientes de más de { $countries ->
        [one] { $countries } país
       *[other] { $countries } países
    } han viajado hasta nosotros, y nuestra técnica se enseña a cirujanos de otros países.
page-global-influence-point-1 = Conferencias y talleres prácticos para cirujanos en Asia.
page-global-influence-point-2 = Cursos de formación en el extranjero en cirugía estética y mínimamente invasiva; los certificados figuran en la página del médico.
page-global-influence-point-3 = Atención a pacientes internacionales en { $site_languages ->
        [one] { $site_languages } idioma
       *[other] { $site_languages } idiomas
    }.
page-cases-title = Casos de éxito
page-cases-lead = Resultados reales, desde un lipoma de { $largest_tumour_cm } cm hasta un tumor de { $showcase_tumour_cm } cm extirpado por una incisión de { $showcase_incision_cm } cm.
cases-facts = Tamaño { $size } cm · incisión { $incision } cm · recuperación { $days } días
page-videos-title = Vídeos educativos
page-videos-lead = Infórmese sobre lipomas, quistes, tumores cutáneos y qué ocurre el día de la cirugía.
videos-difficulty-basic = Básico
videos-difficulty-intermediate = Intermedio
videos-difficulty-advanced = Avanzado
videos-views = { $views } visualizaciones
page-contact-title = Contacto
page-contact-lead = Dos clínicas en Taipéi y Kaohsiung. Respondemos a cada mensaje en menos de { $reply_hours ->
        [one] { $reply_hours } hora
       *[other] { $reply_hours } horas
    }.
contact-view-in-maps = Ver { $clinic } en Mapas
contact-chat-title = LINE y WhatsApp
contact-reply-time = Respondemos en menos de { $reply_hours ->
        [one] { $reply_hours } hora
       *[other] { $reply_hours } horas
    }.
page-articles-title = Artículos
page-articles-lead = Conocimiento médico, técnica quirúrgica e historias de pacientes, escritos por nuestros médicos.
articles-category-medical_knowledge = Conocimiento médico
articles-category-surgical_technique = Técnica quirúrgica
articles-category-patient_testimonial = Historia de paciente
articles-category-celebrity_case = Caso de figura pública
articles-category-video_tutorial = Guía en vídeo
articles-read-time = { $minutes } min de lectura
articles-related = Artículos relacionados
articles-back-to-list = Volver a todos los artículos
page-article-title = Artículo
page-article-lead = Un artículo de nuestra clínica.
page-faq-title = Preguntas frecuentes
page-faq-lead = La mayoría de las intervenciones duran { $surgery_minutes_min }–{ $surgery_minutes_max } minutos con anestesia local, con vuelta a casa el mismo día y cicatrización completa de la herida en { $healing_weeks_min }–{ $healing_weeks_max } semanas. Más respuestas a continuación.
page-international-title = Pacientes internacionales
page-international-lead = ¿Viene del extranjero? Le ayudamos a planificar una estancia de unos { $stay_days } días: consulta, cirugía y una revisión de la herida antes de su regreso.
page-international-point-1 = Envíe fotos por WhatsApp para una primera opinión antes de viajar.
page-international-point-2 = Cirugía y vuelta a casa el mismo día, para que su viaje sea corto.
page-international-point-3 = Pago en TWD, USD o JPY; efectivo, tarjeta, pago a plazos o seguro internacional.
page-international-point-4 = Instrucciones de cuidado en su idioma.
page-consultation-title = Consulta
page-consultation-lead = ¿No sabe qué es su bulto? Empiece con una consulta, presencial o en línea.
page-consultation-point-1 = El médico examina el bulto y le explica las opciones.
page-consultation-point-2 = Si la cirugía es adecuada, a menudo puede hacerse el mismo día.
page-consultation-point-3 = Respondemos a contactos y reservas en menos de { $reply_hours ->
        [one] { $reply_hours } hora
       *[other] { $reply_hours } horas
    }.
page-assessment-title = Evaluación en línea
page-assessment-lead = Suba hasta 5 fotos y responda unas preguntas para obtener una evaluación inicial, que no es un diagnóstico.
page-assessment-point-1 = Fotos JPG o PNG, de hasta 10 MB cada una.
page-assessment-point-2 = Recibirá un nivel de urgencia, un tratamiento sugerido y un rango de coste estimado.
page-assessment-point-3 = Es solo orientativa y no constituye un diagnóstico.
page-lipoma-title = Lipoma
page-lipoma-lead = Un lipoma es un bulto de grasa blando y benigno bajo la piel. Puede extirparse por completo con una incisión pequeña.
page-lipoma-point-1 = Blando, móvil y normalmente indoloro, pero puede seguir creciendo.
page-lipoma-point-2 = Hemos extirpado lipomas de hasta { $largest_tumour_cm } cm.
page-lipoma-point-3 = La incisión suele ser solo del { $incision_ratio_min_percent }–{ $incision_ratio_max_percent }% del diámetro del lipoma.
page-cyst-title = Quistes epidérmicos y sebáceos
page-cyst-lead = Un quiste es un saco bajo la piel que puede inflamarse. Retirar el saco entero hace mucho menos probable que reaparezca, aunque ningún médico puede garantizar que no vuelva.
page-cyst-point-1 = Suele tener un pequeño orificio oscuro y puede oler al apretarlo.
page-cyst-point-2 = Los quistes inflamados se tratan primero y después se extirpan por completo.
page-cyst-point-3 = Incisiones normalmente de menos de { $incision_cm_max } cm, con vuelta a casa el mismo día.
page-tumor-title = Tumores cutáneos y lunares
page-tumor-lead = Las lesiones y lunares que cambian deben revisarse. Los extirpamos y enviamos el tejido a analizar.
page-tumor-point-1 = Consulte si un lunar cambia de tamaño, forma o color, o si sangra.
page-tumor-point-2 = Extirpación con anestesia local, normalmente en { $surgery_minutes_min }–{ $surgery_minutes_max } minutos.
page-tumor-point-3 = Incisiones pequeñas y, por lo general, actividad normal tras { $activity_days_min }–{ $activity_days_max } días.
page-patient-community-title = Comunidad de pacientes
page-patient-community-lead = Historias, preguntas y ánimo de personas que han pasado por la misma cirugía.
page-patient-community-point-1 = Lea cómo se prepararon y recuperaron otros pacientes.
page-patient-community-point-2 = Comparta su experiencia para ayudar a otros a decidir.
page-patient-community-point-3 = Nuestro equipo responde cada semana a las preguntas frecuentes.
page-youtube-integration-title = Nuestro canal de YouTube
page-youtube-integration-lead = Vea explicaciones de la cirugía y guías de cuidados en nuestro canal de YouTube.
page-youtube-integration-point-1 = Explicaciones breves de cada afección.
page-youtube-integration-point-2 = Guías paso a paso del día de la cirugía y del cuidado de la herida.
page-youtube-integration-point-3 = Los vídeos que aún se están preparando aparecen marcados como «Vídeo próximamente».
page-booking-status-title = Consultar su reserva
page-booking-status-lead = Introduzca su código de confirmación y su teléfono o correo electrónico para ver o cancelar su cita.
page-booking-status-point-1 = Su código de confirmación tiene un formato como K7XP-3M9Q-T2.
page-booking-status-point-2 = Puede añadir la cita a su calendario.
page-booking-status-point-3 = ¿Necesita otra fecha? Cuando encuentre su cita, elija «Cambiar fecha u hora».
page-style-guide-title = Guía de estilo
page-style-guide-lead = Una galería viva de los componentes con los que está hecho este sitio.
page-privacy-title = Aviso de privacidad
page-privacy-lead = Qué recogemos, para qué, durante cuánto tiempo, quién lo ve y cómo ejercer sus derechos.
page-terms-title = Condiciones de uso
page-terms-lead = Las normas para usar este sitio, la cita en línea y la evaluación en línea.
legal-version = Versión (en vigor desde):
legal-controller-title = La clínica responsable de sus datos
legal-contact-link = Contáctenos para ejercer sus derechos
legal-related = Relacionado

# Self-pay fees (/fees): each branch's fees as the health department approved them.
page-fees-title = Tarifas de pago privado
page-fees-lead = Las tarifas de pago privado de cada clínica, aprobadas por el departamento de salud de la ciudad, con la fecha de aprobación de cada una.
fees-price-range = { $min }–{ $max }
fees-approved-on = Aprobada el { $date }
fees-new = Nueva
fees-about-title = Sobre estas tarifas
fees-about-1 = Todos los tratamientos de la clínica son de pago privado; los importes están en nuevos dólares taiwaneses.
fees-about-2 = Cuando una tarifa es un intervalo, el médico le indica el importe de su tratamiento en la consulta, antes de hacer nada.
fees-about-3 = Una tarifa recién aprobada se marca como «Nueva» y aparece también en la página de inicio durante { $days ->
        [one] { $days } día
       *[other] { $days } días
    } desde su aprobación.
