# Páginas de contenido (issue 5). Títulos y entradillas de página: `page-<id>-title/-lead` en pages.ftl.
# Las claves que empiezan por `medical-` son textos médicos críticos (afirmaciones y cifras exactas de the product brief).

## Shared
content-book = Reservar una consulta
content-contact = Contactar con la clínica
content-read-more = Leer más
content-cta-title = ¿Tiene un bulto que quiere que revisemos?
content-cta-text = Envíenos un mensaje o reserve una consulta en nuestra clínica de Taipéi o de Kaohsiung. Respondemos en menos de { $reply_hours ->
        [one] { $reply_hours } hora
       *[other] { $reply_hours } horas
    }.
content-location-back = Espalda
content-location-neck = Cuello
content-location-shoulder = Hombro
content-location-scalp = Cuero cabelludo
content-level-basic = Básico
content-level-intermediate = Intermedio
content-level-advanced = Avanzado
content-minutes = { $value ->
    [one] { $value } minuto
   *[other] { $value } minutos
}
content-days = { $value ->
    [one] { $value } día
   *[other] { $value } días
}
content-months = { $value ->
    [one] { $value } mes
   *[other] { $value } meses
}
content-cm = { $value } cm

## Services
services-treatments-title = Qué tratamos
medical-treatment-lipoma-title = Extirpación de lipomas
medical-treatment-lipoma-text = Un lipoma es un bulto de grasa blando y benigno bajo la piel. Lo extirpamos por completo, con su fina cápsula, mediante una incisión que suele medir solo el { $incision_ratio_min_percent }–{ $incision_ratio_max_percent } % de su diámetro.
medical-treatment-cyst-title = Extirpación de quistes sebáceos y epidérmicos
medical-treatment-cyst-text = Un quiste vuelve a aparecer mientras quede su saco. Extirpamos el saco entero, normalmente mediante una incisión de { $incision_cm_min }–{ $incision_cm_max } cm.
medical-treatment-tumor-title = Extirpación de tumores cutáneos
medical-treatment-tumor-text = Las lesiones en la piel o bajo ella se extirpan con anestesia local, y el tejido se envía a estudio anatomopatológico para confirmar qué era.
medical-treatment-mole-title = Extirpación de lunares
medical-treatment-mole-text = Los lunares que cambian, sangran o le molestan se extirpan y los examina un patólogo. Primero, la extirpación completa y un resultado claro; después, una cicatriz pequeña.
services-link-lipoma = Sobre los lipomas
services-link-cyst = Sobre los quistes
services-link-tumor = Sobre los tumores cutáneos y los lunares
services-compare-title = Cirugía mínimamente invasiva frente a cirugía tradicional
medical-compare-caption = Longitud de la incisión y cicatrización de la herida: incisión tradicional frente a nuestra técnica mínimamente invasiva
medical-compare-aspect = Comparación
medical-compare-traditional = Incisión tradicional
medical-compare-minimal = Mínimamente invasiva
medical-compare-incision = Longitud de la incisión
medical-compare-incision-traditional = { $traditional_incision_cm_min }–{ $traditional_incision_cm_max } cm
medical-compare-incision-minimal = Normalmente { $incision_cm_min }–{ $incision_cm_max } cm
medical-compare-recovery = Cicatrización completa de la herida
medical-compare-recovery-traditional = { $traditional_recovery_weeks_min }–{ $traditional_recovery_weeks_max } semanas
medical-compare-recovery-minimal = { $healing_weeks_min }–{ $healing_weeks_max } semanas (actividad normal, por lo general, tras { $activity_days_min }–{ $activity_days_max } días)
medical-compare-note = En los bultos grandes la incisión crece con el bulto, pero suele quedarse en el { $incision_ratio_min_percent }–{ $incision_ratio_max_percent } % del diámetro del tumor: hemos extirpado un tumor de { $showcase_tumour_cm } cm a través de una incisión de { $showcase_incision_cm } cm.
services-steps-title = Qué ocurre el día de la cirugía
services-step-1-title = Exploración
services-step-1-text = El médico examina el bulto, le explica las opciones y responde a sus preguntas.
services-step-2-title = Anestesia local
medical-step-2-text = Se adormece la zona. Usted permanece despierto y cómodo.
services-step-3-title = Extirpación
medical-step-3-text = La mayoría de las intervenciones duran { $surgery_minutes_min }–{ $surgery_minutes_max } minutos. El bulto se extirpa por completo a través de una incisión pequeña.
services-step-4-title = A casa el mismo día
services-step-4-text = Descansa un rato y se va a casa con instrucciones de cuidado por escrito.
services-step-5-title = Recuperación y anatomía patológica
medical-step-5-text = Por lo general, actividad normal a los { $activity_days_min }–{ $activity_days_max } días y cicatrización completa de la herida en { $healing_weeks_min }–{ $healing_weeks_max } semanas. Un patólogo examina el tejido extirpado.
services-safety-title = La seguridad, primero
services-safety-text = Nuestro equipo está certificado en soporte vital cardiovascular avanzado (ACLS) y cada quirófano cuenta con equipo de seguridad. Cero complicaciones graves.

## Condition pages
condition-what-title = Qué es
condition-signs-title = Cuándo consultar pronto
condition-treatment-title = Cómo lo extirpamos
condition-facts-title = En resumen
condition-cases-title = Casos similares
condition-articles-title = Más información
medical-lipoma-what = Un lipoma es un bulto benigno (no canceroso) de células grasas situado justo bajo la piel. Suele ser blando o gomoso y se desplaza un poco al presionarlo. Es frecuente en la espalda, los hombros, el cuello, los brazos, los muslos y el abdomen, y normalmente no desaparece por sí solo.
medical-lipoma-sign-1 = Crece rápido o se endurece.
medical-lipoma-sign-2 = Duele, está rojo o caliente.
medical-lipoma-sign-3 = Parece fijo en lugar de móvil.
medical-lipoma-sign-4 = Mide más de unos 5 cm o reaparece tras extirparlo.
medical-lipoma-treatment = Extirpamos el lipoma entero, incluida su fina cápsula, con anestesia local. La incisión suele medir { $incision_cm_min }–{ $incision_cm_max } cm; en los lipomas grandes crece con el bulto, pero suele quedarse en el { $incision_ratio_min_percent }–{ $incision_ratio_max_percent } % de su diámetro. Hemos extirpado un lipoma de { $largest_tumour_cm } cm.
medical-cyst-what = Un quiste epidérmico, a menudo llamado quiste sebáceo, es un pequeño saco bajo la piel. Su pared produce queratina sin parar, así que el saco se va llenando y el bulto crece. Suele tener un pequeño orificio oscuro y puede soltar una secreción de olor desagradable.
medical-cyst-sign-1 = Se pone rojo, hinchado, caliente o doloroso.
medical-cyst-sign-2 = Vuelve una y otra vez tras exprimirlo o drenarlo.
medical-cyst-sign-3 = Está creciendo o le molesta con la ropa o al dormir.
medical-cyst-sign-4 = Si el enrojecimiento se extiende, sale pus o tiene fiebre, busque atención médica pronto.
medical-cyst-treatment = Para reducir la probabilidad de que el quiste reaparezca hay que extirpar el saco entero: un saco vaciado se vuelve a llenar. Un quiste inflamado suele tratarse primero y extirparse cuando se ha calmado. La incisión suele medir { $incision_cm_min }–{ $incision_cm_max } cm y el saco se envía a estudio anatomopatológico.
medical-tumor-what = La mayoría de los lunares y lesiones cutáneas son inofensivos, pero un médico solo puede valorarlos examinándolos. Cuando se extirpa una lesión, un patólogo la examina al microscopio y confirma exactamente qué era.
medical-tumor-sign-1 = Una mitad no coincide con la otra, el borde es irregular o hay varios colores en un mismo lunar.
medical-tumor-sign-2 = Mide más de unos 6 mm o cambia de tamaño, forma, color o altura.
medical-tumor-sign-3 = Pica, sangra o forma costra sin haberse herido, o una herida no se cura en unas semanas.
medical-tumor-sign-4 = Un bulto en la piel o bajo ella crece, es duro o está fijo.
medical-tumor-treatment = Los lunares y tumores cutáneos se extirpan con anestesia local y usted se va a casa el mismo día. El tamaño de la incisión depende de lo que haya que extirpar con seguridad: primero, la extirpación completa y un resultado anatomopatológico claro; después, una cicatriz pequeña.
medical-fact-duration = La mayoría de las intervenciones duran { $surgery_minutes_min }–{ $surgery_minutes_max } minutos con anestesia local; los bultos muy grandes requieren más tiempo.
medical-fact-incision = La incisión suele medir { $incision_cm_min }–{ $incision_cm_max } cm.
medical-fact-discharge = Se va a casa el mismo día.
medical-fact-recovery = Por lo general, actividad normal a los { $activity_days_min }–{ $activity_days_max } días, cicatrización completa de la herida en { $healing_weeks_min }–{ $healing_weeks_max } semanas.

## Cases
case-condition-lipoma = Lipoma
case-condition-cyst = Quiste
case-condition-skin_tumor = Tumor cutáneo
case-condition-mole = Lunar
case-size = Tamaño
case-incision = Incisión
case-surgery = Duración de la cirugía
case-recovery = Vuelta a la actividad normal
case-patient = Paciente
case-location = Localización
case-patient-value = { $age } años, { $country }
case-incision-ratio = La incisión midió el { $percent } % del diámetro del bulto.
case-read-story = Leer la historia completa
case-privacy-note = Se omiten los datos que podrían identificar a un paciente. Cada caso es distinto; su plan de tratamiento se decide en la consulta.

## Videos
videos-filter-category = Tema
videos-filter-difficulty = Nivel
videos-category-all = Todos los temas
videos-category-lipoma = Lipoma
videos-category-cyst = Quiste
videos-category-skinTumor = Tumor cutáneo
videos-category-technique = Técnica
videos-level-all = Todos los niveles
videos-shown = { $count ->
    [one] Se muestra 1 vídeo
   *[other] Se muestran { $count } vídeos
}
videos-none = Ningún vídeo coincide con estos filtros.
videos-duration = Duración { $duration }
videos-view-count = { $views } visualizaciones
videos-play = Reproducir vídeo: { $title }
videos-coming-soon = Vídeo disponible próximamente
videos-coming-soon-text = Estamos preparando este vídeo. Mientras tanto, nuestros artículos tratan el mismo tema.
videos-privacy = No se carga nada de YouTube hasta que pulse reproducir; los vídeos se reproducen en el modo de privacidad mejorada de YouTube.
videos-player-title = Vídeo: { $title }

## Doctor
doctor-profile-title = Perfil
doctor-bio-1 = El Dr. Lin es dermatólogo especialista y lleva más de { $years_experience ->
        [one] { $years_experience } año
       *[other] { $years_experience } años
    } dedicado a la extirpación mínimamente invasiva de tumores cutáneos. Desde la fundación de la clínica en { $founding_year }, el equipo ha tratado más de { $cases ->
        [one] { $cases } caso
       *[other] { $cases } casos
    }.
doctor-bio-2 = El enfoque es sencillo: extirpar el bulto entero, con su cápsula o la pared del quiste, por la incisión más pequeña posible y con anestesia local, para que el paciente vuelva a casa el mismo día.
doctor-bio-3 = El Dr. Lin imparte formación sobre la técnica y trabaja con un equipo certificado en soporte vital cardiovascular avanzado (ACLS).
doctor-expertise-title = Áreas de especialización
doctor-expertise-1 = Lipomas, incluidos los gigantes (extirpación de un lipoma de { $largest_tumour_cm } cm)
doctor-expertise-2 = Quistes epidérmicos y sebáceos, incluidos los que reaparecen
doctor-expertise-3 = Tumores cutáneos y lunares, con estudio anatomopatológico
doctor-expertise-4 = Cirugía mínimamente invasiva con anestesia local
doctor-certs-lead = Los { $certificates_shown ->
        [one] { $certificates_shown } certificado
       *[other] { $certificates_shown } certificados
    } que se muestran aquí. Seleccione uno para verlo a tamaño completo.
doctor-cert-category-core = Titulaciones principales
doctor-cert-category-safety = Seguridad
doctor-cert-category-academic = Académico
doctor-cert-category-international = Formación internacional
doctor-cert-view = Ver a tamaño completo: { $title }
doctor-cert-issuer = Expedido por { $issuer }
doctor-cert-placeholder = Imagen de muestra. La clínica la sustituirá por una copia escaneada del certificado original.
doctor-cert-image-alt = Certificado: { $title }

## About
about-story-title = Nuestra historia
about-story-text = La clínica se fundó en { $founding_year } con un único objetivo: extirpar por completo lipomas, quistes y otros tumores cutáneos a través de la incisión más pequeña posible, sin ingreso hospitalario. Más de { $years_experience ->
        [one] { $years_experience } año
       *[other] { $years_experience } años
    } y { $cases ->
        [one] { $cases } caso
       *[other] { $cases } casos
    } después, sigue siendo lo que hacemos cada día.
about-stats-title = En cifras
about-stat-founded = Fundación
about-stat-years = Años de experiencia
about-stat-cases = Casos tratados
about-stat-countries = Países de origen de nuestros pacientes
about-stat-satisfaction = Satisfacción de los pacientes
about-stat-certifications = Certificados en la página del médico
about-stat-complications = Complicaciones graves
about-values-title = Cómo trabajamos
about-value-complete-title = Extirpación completa
about-value-complete-text = Los restos que quedan pueden volver a crecer, así que extirpamos el bulto entero, con su cápsula o la pared del quiste.
about-value-small-title = La incisión más pequeña
medical-about-value-small-text = Normalmente { $incision_cm_min }–{ $incision_cm_max } cm, y en los bultos grandes suele ser el { $incision_ratio_min_percent }–{ $incision_ratio_max_percent } % del diámetro del tumor.
about-value-safety-title = La seguridad, primero
about-value-safety-text = Un equipo certificado en soporte vital cardiovascular avanzado (ACLS), con equipo de seguridad en cada quirófano.
about-value-care-title = Atención en su idioma
about-value-care-text = Información en { $site_languages ->
        [one] { $site_languages } idioma
       *[other] { $site_languages } idiomas
    }, para pacientes de más de { $countries ->
        [one] { $countries } país
       *[other] { $countries } países
    }.
about-clinics-title = Dos clínicas
about-clinics-text = En Taipéi y en Kaohsiung, solo con cita previa. Somos una clínica privada (pago por cuenta propia).
about-meet-doctor = Conozca al médico
about-see-clinics = Direcciones y horario

## FAQ
faq-category-procedure = La intervención
faq-category-recovery = Recuperación
faq-category-cost = Coste y seguro
faq-category-international = Pacientes internacionales
faq-category-booking = Citas y visitas
faq-more-title = ¿Tiene otra pregunta?
faq-more-text = Pregúntenos por LINE o WhatsApp, o envíenos un mensaje. Respondemos en menos de { $reply_hours ->
        [one] { $reply_hours } hora
       *[other] { $reply_hours } horas
    }.

## Global influence
global-stats-title = Nuestro alcance
global-stat-countries = Países de origen de nuestros pacientes
global-stat-languages = Idiomas de este sitio web
global-stat-cases = Casos tratados
global-stat-years = Años de experiencia
global-countries-title = De dónde vienen nuestros pacientes
global-countries-text = Solo en los casos publicados en este sitio, los pacientes llegaron de estos países y regiones:
global-teaching-title = Docencia y formación
global-teaching-text = El Dr. Lin imparte conferencias sobre cirugía mínimamente invasiva de tumores cutáneos y ha completado formación práctica en el extranjero. Estos certificados lo acreditan:
global-international-link = Información para pacientes internacionales

## International patients
intl-languages-title = Idiomas
intl-languages-text = Este sitio web está disponible en estos idiomas, y puede escribirnos en cualquiera de ellos:
intl-before-title = Qué enviar antes de viajar
intl-before-lead = Ver antes unas fotos ayuda a planificar. Envíelas por WhatsApp o mediante la evaluación en línea, junto con:
intl-before-1 = Fotos nítidas del bulto, con una moneda o una regla al lado como referencia de tamaño
intl-before-2 = Su tamaño y localización, y cuándo lo notó por primera vez
intl-before-3 = Si ha cambiado, duele o ya se ha tratado antes
intl-before-4 = Sus antecedentes médicos, los medicamentos que toma y sus alergias
intl-before-5 = Informes, pruebas de imagen o resultados anatomopatológicos anteriores, si los tiene
intl-before-note = La revisión de fotos es orientativa y no es un diagnóstico; el médico confirma el plan tras examinarle en persona.
intl-travel-title = Cómo planificar el viaje
medical-intl-travel-1 = La mayoría de las intervenciones duran { $surgery_minutes_min }–{ $surgery_minutes_max } minutos y se va a casa el mismo día.
intl-travel-2 = Una estancia de unos { $stay_days ->
        [one] { $stay_days } día
       *[other] { $stay_days } días
    }, con una revisión de la herida antes de marcharse, es un buen punto de partida. Indíquenos las fechas del viaje y el médico confirmará lo que conviene en su caso.
intl-travel-3 = Consulte al médico antes de reservar el vuelo de vuelta.
intl-travel-4 = Las dos clínicas están cerca de estaciones de metro (MRT), en Taipéi y en Kaohsiung.
intl-payment-title = Pago
intl-payment-text = Somos una clínica privada (pago por cuenta propia). Puede pagar en dólares taiwaneses (TWD), dólares estadounidenses (USD) o yenes japoneses (JPY), en efectivo, con tarjeta, a plazos o mediante un seguro internacional.
intl-payment-note = El coste depende del tipo, el tamaño, el número y la localización de los bultos; recibirá un presupuesto cuando el médico le haya examinado.
intl-contact-title = Contacte con nuestro equipo internacional

## Patient community
community-stories-title = Historias de pacientes
community-stories-lead = En sus propias palabras: pacientes a los que extirpamos un bulto en nuestra clínica.
community-story-by = Paciente de { $age } años, { $country }
community-read-case = Ver el caso
community-share-title = Comparta su experiencia
community-share-text = Su historia puede ayudar a alguien que aún duda. Envíenosla mediante el formulario de contacto, LINE o WhatsApp. Solo publicamos historias con el permiso del paciente y sin datos que permitan identificarle.
community-questions-title = Preguntas frecuentes de los pacientes
community-questions-more = Todas las preguntas frecuentes
community-promise-title = Nuestro compromiso
community-promise-1 = Solo publicamos historias con el permiso del paciente.
community-promise-2 = Omitimos los datos que podrían identificar a un paciente.
community-promise-3 = Cada historia es la experiencia de una persona; su propio plan de tratamiento se decide en la consulta.

## YouTube
yt-channel-title = Nuestro canal
yt-channel-text = Explicaciones de cada afección, qué ocurre el día de la cirugía y cómo cuidar la herida en casa.
yt-channel-link = Visitar nuestro canal de YouTube
yt-latest-title = Últimos vídeos
yt-all-videos = Ver todos los vídeos
yt-privacy-title = Su privacidad
yt-privacy-text = Este sitio no carga nada de YouTube hasta que pulse reproducir. Después, los vídeos se reproducen en el modo de privacidad mejorada de YouTube (youtube-nocookie.com).

## Contact
contact-clinics-title = Clínicas de Taipéi y Kaohsiung
contact-address = Dirección
contact-phone = Teléfono
contact-phone-abroad = Desde el extranjero
contact-getting-there = Cómo llegar
contact-hours-title = Horario
contact-hours-note = Solo con cita previa. Domingos cerrado. Todas las horas son de Taiwán.
contact-map-show = Mostrar el mapa de { $clinic }
contact-map-loading = Cargando mapa...
contact-map-title = Mapa de { $clinic }
contact-map-privacy = El mapa lo proporciona Google y solo se carga cuando usted lo pide.
contact-maps-link = Abrir { $clinic } en Google Maps
contact-messaging-title = Escríbanos directamente
contact-social-title = Redes sociales
contact-form-title = Envíenos un mensaje

## Articles
articles-search-label = Buscar artículos
articles-search-placeholder = Por ejemplo: lipoma, incisión, recuperación
articles-filter-label = Categoría
articles-category-all = Todas las categorías
articles-featured-title = Artículos destacados
articles-list-title = Todos los artículos
articles-results = { $count ->
    [one] 1 artículo encontrado
   *[other] { $count } artículos encontrados
}
articles-no-results = No se encontraron artículos que coincidan con los criterios
articles-no-results-hint = Pruebe con otra palabra o muestre todas las categorías.
articles-show-all = Mostrar todos los artículos
articles-view-count = { $views } lecturas
articles-author-dr-lin = Dr. Lin
articles-by = Por { $author }
articles-like = Me gusta
articles-bookmark = Guardar
articles-share = Compartir
articles-link-copied = Enlace copiado al portapapeles
articles-copy-failed = Copie este enlace: { $url }
articles-actions-label = Acciones del artículo
articles-case-title = Datos del caso
articles-case-duration = Tiempo con el bulto
articles-case-surgery = Duración de la cirugía
articles-case-recovery = Vuelta a la actividad normal
articles-case-size = Tamaño
articles-case-location = Localización
articles-case-difficulty = Dificultad
articles-testimonial-title = En palabras del paciente
articles-tags = Temas
