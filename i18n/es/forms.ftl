## Formularios para pacientes: cita, estado de la cita, consulta, evaluación en línea.

forms-optional = (opcional)
forms-required-note = Los campos marcados con * son obligatorios.
forms-choose = Elija una opción
forms-sending = Enviando…
forms-field-email = Correo electrónico
forms-network-error = No hemos podido conectar con la clínica. Compruebe su conexión e inténtelo de nuevo; lo que ha escrito se conserva.
forms-rate-limited = Demasiados intentos en poco tiempo. Espere { $seconds } segundos e inténtelo de nuevo; lo que ha escrito se conserva.
forms-too-large = El envío es demasiado grande. Quite una foto o elija fotos más pequeñas.
forms-conflict = Esto ya se envió con otras respuestas. Recargue la página e inténtelo de nuevo.
forms-server-error = Algo ha fallado por nuestra parte. Inténtelo de nuevo en un momento; lo que ha escrito se conserva.

inquiry-title = Envíenos un mensaje
inquiry-field-type = Tema
inquiry-type-general = Pregunta general
inquiry-type-booking = Citas
inquiry-type-international = Pacientes internacionales
inquiry-type-assessment = Evaluación y fotos
inquiry-field-subject = Asunto
inquiry-field-message = Mensaje
inquiry-submit = Enviar mensaje
inquiry-sent-title = Mensaje enviado
inquiry-sent-body = Gracias. Respondemos a todos los mensajes en un plazo de { $reply_hours ->
        [one] { $reply_hours } hora
       *[other] { $reply_hours } horas
    }.
inquiry-send-another = Enviar otro mensaje

booking-section-appointment = Datos de la cita
booking-section-tumor = Sobre el bulto
booking-phone-hint = Formato: { $example }
booking-field-branch = Clínica
booking-field-date = Fecha
booking-date-hint = Elija un día en que la clínica esté abierta (hora de Taipéi); el horario figura al pie de la página.
booking-field-time = Hora
booking-times-zone = Las horas se muestran en hora de la clínica (Taipéi, UTC+8).
booking-times-local-zone = Debajo de cada hora verá su hora local ({ $zone }).
booking-times-choose-first = Elija una clínica y una fecha para ver las horas libres.
booking-times-loading = Cargando las horas libres…
booking-times-none = No quedan horas libres ese día. Elija otra fecha.
booking-times-error = No se han podido cargar las horas libres.
booking-times-retry = Reintentar
booking-slot-local = Su hora: { $time }
booking-slot-full = Completo
booking-field-tumor-type = Tipo de bulto
booking-tumor-lipoma = Lipoma
booking-tumor-cyst = Quiste epidérmico o sebáceo
booking-tumor-skin_tumor = Tumor cutáneo
booking-tumor-mole = Lunar
booking-tumor-other = Otro o no lo sé
booking-field-location = Zona del cuerpo
booking-field-size = Tamaño aproximado
booking-field-message = Algo más que debamos saber
booking-field-terms = Condiciones y privacidad
booking-terms = Acepto las condiciones del servicio y la aviso de privacidad, y que la clínica me contacte sobre esta cita.
booking-submit = Reservar cita
booking-slot-full-refreshed = Esa hora se acaba de completar. Hemos actualizado las horas libres: elija otra hora.
booking-success-title = Solicitud de cita recibida
booking-success-pending = Le confirmaremos la cita en un plazo de { $reply_hours ->
        [one] { $reply_hours } hora
       *[other] { $reply_hours } horas
    }.
booking-success-code-label = Su código de confirmación
booking-success-keep = Guarde este código. Con él y su correo o teléfono puede consultar o cancelar la cita.
booking-success-details = { $date }, { $time }, { $branch }
booking-copy = Copiar código
booking-copied = Código copiado.
booking-copy-failed = No se ha podido copiar. Anote el código.
booking-ics = Añadir a mi calendario (.ics)
booking-status-link = Consultar o cancelar esta cita
booking-new = Reservar otra cita

status-field-code = Código de confirmación
status-code-hint = Por ejemplo, K7XP-3M9Q-T2
status-field-contact = Correo o teléfono usado en la reserva
status-submit = Consultar cita
status-not-found = No hay ninguna cita con este código y este correo o teléfono. Compruebe ambos e inténtelo de nuevo.
status-result-title = Su cita
status-label-status = Estado
status-state-pending = Pendiente de confirmación
status-state-confirmed = Confirmada
status-state-cancelled = Cancelada
status-state-completed = Realizada
status-state-no_show = No asistió
status-cancel = Cancelar la cita
status-cancel-confirm-title = ¿Cancelar esta cita?
status-cancel-confirm-body = La hora quedará libre para otros pacientes. No se puede deshacer.
status-cancel-yes = Sí, cancelarla
status-cancel-no = No, mantenerla
status-cancelled = Su cita ha sido cancelada.
status-not-changeable = Esta cita ya no se puede cancelar en línea. Llame a la clínica.
status-reschedule = Cambiar fecha u hora
status-reschedule-title = Elija una nueva fecha y hora
status-reschedule-body = Su hora actual sigue reservada hasta que se reserve la nueva.
status-reschedule-submit = Cambiar mi cita
status-reschedule-keep = Mantener la hora actual
status-rescheduled = Su cita se ha cambiado. Le hemos enviado una confirmación por correo electrónico.
status-change-window = Falta muy poco para su cita y ya no se puede cambiar ni cancelar en línea. Llame a { $branch }:
status-check-another = Consultar otra cita

assess-section-photos = Fotos del bulto
assess-section-lump = Sobre el bulto
assess-section-more = Más sobre usted
assess-field-photos = Fotos
assess-photos-hint = Hasta { $max } fotos, JPG o PNG, de { $maxMb } MB como máximo cada una. Ayudan más una de cerca y otra algo más lejos.
assess-photos-drop = Arrastre aquí las fotos, o
assess-photos-choose = Elegir fotos
assess-photos-count = { $count } de { $max } fotos añadidas
assess-photos-preparing = { $count ->
        [one] Preparando { $count } foto…
       *[other] Preparando { $count } fotos…
    }
assess-photos-list = Fotos añadidas
assess-photo-alt = Foto { $n }: { $name }
assess-photo-remove = Quitar
assess-photo-remove-named = Quitar la foto { $n } ({ $name })
assess-photo-refused = { $name } no se ha añadido: { $reason }
assess-field-size = Tamaño
assess-size-under_2cm = Menos de 2 cm
assess-size-2_to_5cm = De 2 a 5 cm
assess-size-5_to_10cm = De 5 a 10 cm
assess-size-over_10cm = Más de 10 cm
assess-field-location = Zona del cuerpo
assess-location-face = Cara
assess-location-scalp = Cuero cabelludo
assess-location-neck = Cuello
assess-location-shoulder = Hombro
assess-location-chest = Pecho
assess-location-back = Espalda
assess-location-abdomen = Abdomen
assess-location-arm = Brazo
assess-location-hand = Mano
assess-location-thigh = Muslo
assess-location-leg = Pierna
assess-location-foot = Pie
assess-location-other = Otra zona
assess-field-duration = ¿Desde cuándo lo tiene?
assess-duration-less_than_month = Menos de un mes
assess-duration-1_to_6_months = De 1 a 6 meses
assess-duration-6_months_to_year = De 6 meses a un año
assess-duration-over_year = Más de un año
assess-field-age = Edad del paciente
assess-field-symptoms = Síntomas
assess-symptom-pain = Dolor
assess-symptom-itching = Picor
assess-symptom-bleeding = Sangrado
assess-symptom-growing = Está creciendo
assess-symptom-color_change = Cambio de color
assess-symptom-none = Ninguno de estos
assess-field-previous = Tratamientos previos
assess-field-history = Antecedentes médicos
assess-email-hint = Solo si desea que la clínica le responda sobre esta evaluación.
assess-field-terms = Solo orientativa
assess-terms = Entiendo que esta evaluación es solo orientativa y no es un diagnóstico.
assess-submit = Obtener mi evaluación
assess-uploading = Subiendo: { $percent } %
assess-result-title = Evaluación completada
assess-result-urgency = Urgencia
assess-urgency-high = Alta
assess-urgency-medium = Media
assess-urgency-low = Baja
assess-urgency-high-text = Conviene que un médico examine el bulto en persona pronto.
assess-urgency-medium-text = Es aconsejable una consulta para planificar la extirpación.
assess-urgency-low-text = Nada en sus respuestas indica urgencia. Reserve cuando le venga bien.
assess-reason-bleeding = El bulto sangra.
assess-reason-color_change = Ha cambiado de color.
assess-reason-recent_growth = Ha crecido en los últimos meses.
assess-reason-pain = Duele.
assess-reason-slow_growth = Crece poco a poco.
assess-reason-itching = Pica.
assess-reason-large_size = Mide más de 5 cm.
assess-reason-minor = El paciente es menor de 18 años.
assess-reason-stable = Es pequeño o estable, sin síntomas preocupantes.
assess-reason-unknown_size = No se pudo leer el tamaño de su descripción; el rango de coste abarca todos los tamaños.
assess-result-treatment = Tratamiento recomendado
assess-treatment-in_person_evaluation = Primero, un examen presencial con el médico; el tratamiento se decide después.
assess-treatment-minimally_invasive_excision = Extirpación mínimamente invasiva con anestesia local, normalmente con una incisión de menos de { $incision_cm_max } cm; a casa el mismo día.
assess-treatment-minimally_invasive_excision_with_ultrasound = Primero una ecografía y después extirpación mínimamente invasiva con anestesia local; a casa el mismo día.
assess-result-cost = Coste estimado
assess-cost-note = Un rango aproximado solo para planificar: el coste real depende del examen y puede variar.
assess-result-steps = Próximos pasos
assess-step-not_a_diagnosis = Recuerde: este resultado es solo orientativo y no es un diagnóstico.
assess-step-book_within_week = Reserve un examen en la próxima semana.
assess-step-book_consultation = Reserve una consulta para planificar la extirpación.
assess-step-book_when_convenient = Reserve una consulta cuando le venga bien.
assess-step-ultrasound = Por el tamaño, se hará una ecografía antes de la cirugía.
assess-step-bring_photos_and_records = Traiga estas fotos y los informes o imágenes anteriores.
assess-step-pathology = El tejido extirpado se envía a anatomía patológica para confirmar qué es.
assess-book-now = Reservar ahora
assess-new = Nueva evaluación

consult-assess-title = Empiece con la evaluación en línea
consult-assess-text = Envíe hasta 5 fotos y responda unas preguntas: recibirá al momento el nivel de urgencia, un tratamiento sugerido y un rango de coste.
consult-assess-start = Empezar la evaluación
consult-book = Reservar una consulta
forms-notice-privacy-link = Leer el aviso de privacidad (se abre en una pestaña nueva)
forms-notice-terms-link = Leer las condiciones de uso (se abre en una pestaña nueva)
assess-field-health-consent = Consentimiento para datos de salud
assess-health-consent = He leído el aviso de privacidad y doy mi consentimiento expreso para que la clínica trate mis fotos y respuestas, que son datos de salud, para esta evaluación en línea.
inquiry-field-terms = Aviso de privacidad
inquiry-terms = He leído el aviso de privacidad y acepto que la clínica use mis datos para responder a este mensaje.
booking-section-international = Pacientes internacionales (opcional)
booking-field-interpreter = Idioma del intérprete
booking-interpreter-none = No necesito intérprete
booking-field-companions = Personas que le acompañan
booking-companions-none = Aún no lo sé
booking-companions-count =
    { $count ->
        [0] Solo yo
        [one] { $count } acompañante
       *[other] { $count } acompañantes
    }

waitlist-day-full = Todas las horas del { $date } en { $branch } están ocupadas.
waitlist-slot-full = La hora { $time } del { $date } en { $branch } se acaba de ocupar.
waitlist-how = Puede apuntarse a la lista de espera de ese día: cuando se libere una plaza, escribiremos al primer paciente en espera y se la reservaremos durante un tiempo.
waitlist-join = Apuntarme a la lista de espera
waitlist-joined = Está en la lista de espera de { $branch } para el { $date }. Le escribiremos si se libera una plaza.
waitlist-fix-fields = Complete primero los campos marcados arriba.
waitlist-join-failed = No se pudo completar la inscripción en la lista de espera. Inténtelo de nuevo.
offer-title = Una plaza reservada para usted
offer-loading = Cargando su oferta…
offer-held = Le reservamos una plaza en { $branch } el { $date } a las { $time } hasta el { $until }.
offer-take = Reservar esta plaza
offer-booked = Reserva hecha. Su código de confirmación es { $code }; le hemos enviado un correo de confirmación.
offer-expired = Esta plaza ya no está reservada para usted: se acabó el plazo o ya se reservó. Puede elegir otra hora abajo.
offer-not-found = Este enlace no es válido. Puede elegir una hora abajo.
offer-failed = No se pudo reservar la plaza en este momento. Inténtelo de nuevo.
offer-too-many = Ya tiene tantas reservas abiertas como se permiten. Cancele una que ya no necesite y luego reserve esta plaza: se la guardamos hasta la hora indicada arriba.
offer-too-many-network = Desde esta red (por ejemplo, una oficina compartida o una wifi pública) ya se han hecho tantas reservas abiertas como se permiten. Cancele una que ya no necesite o pruebe con otra conexión, y luego reserve esta plaza: se la guardamos hasta la hora indicada arriba.
waitlist-seats-free = Todavía quedan horas libres: elija una en el formulario de arriba y reserve directamente.

# E-mail verification of bookings (CLINIC_VERIFY_EMAIL).
booking-success-verify = Le hemos enviado un correo. Abra su enlace para confirmar la reserva: hasta entonces, su plaza solo se guarda por poco tiempo.
status-verify-waiting = Confirme esta reserva con el enlace del correo que le enviamos. Su plaza se guarda hasta el { $until }.
status-verify-expired = Esta reserva se canceló porque no se confirmó a tiempo con el enlace del correo.

# Where the reminders go (LINE, WhatsApp or e-mail): the booking success page and the status page.
# LINE and WhatsApp stay in Latin letters; the reminders never name the condition.
reminders-title = Recordatorios de la cita
reminders-channel-email = Correo electrónico
reminders-channel-line = LINE
reminders-channel-whatsapp = WhatsApp
reminders-field-channel = Recibir los recordatorios por
reminders-now-email = Sus recordatorios llegarán por correo electrónico.
reminders-now-line = Sus recordatorios llegarán por LINE.
reminders-now-whatsapp = Sus recordatorios llegarán por WhatsApp al { $number }.
reminders-stopped = Detuvo los recordatorios de { $channel } en el chat, así que ahora le llegan por correo electrónico. Puede volver a elegir abajo.
reminders-saved = Su elección se ha guardado.
reminders-change = Elegir otra forma
reminders-keep = Mantener la elección actual
reminders-field-number = Número de WhatsApp
reminders-number-hint = Con el prefijo del país, por ejemplo +81 90-1234-5678; un móvil de Taiwán también puede empezar por 09. Si lo deja vacío, usaremos el teléfono de su reserva.
reminders-field-consent = Consentimiento para los recordatorios
reminders-consent = Acepto recibir los recordatorios de mis citas por { $channel }. Nunca mencionan mi afección.
reminders-save = Guardar mi elección
reminders-closed = Esta reserva está cerrada, así que ya no se pueden cambiar sus recordatorios.
reminders-line-title = Vincular su LINE
reminders-line-pending = Hasta que su LINE esté vinculado, los recordatorios le llegarán por correo electrónico.
reminders-line-login-hint = La forma más rápida: LINE le pide que permita la vinculación y luego le devuelve a su reserva.
reminders-line-login = Vincular con LINE
reminders-line-or-code = O agregue la cuenta oficial de LINE de la clínica y envíele este código:
reminders-line-code-steps = Agregue la cuenta oficial de LINE de la clínica y envíele este código:
reminders-line-add-friend = Agregar la cuenta oficial en LINE
reminders-line-qr-alt = Código QR para agregar la cuenta oficial de LINE de la clínica
reminders-line-code-label = Su código de vinculación de LINE
reminders-line-copy = Copiar el código de LINE
reminders-line-copied = Código de LINE copiado.
reminders-line-copy-failed = No se ha podido copiar. Escriba el código en LINE.
reminders-line-code-until = El código sirve hasta el { $until }.
reminders-check-again = Comprobar de nuevo
reminders-not-linked-yet = Su LINE aún no está vinculado. Envíe el código a la cuenta oficial y vuelva a comprobarlo.
reminders-load-failed = No se han podido cargar las opciones de recordatorio.
reminders-retry = Reintentar
status-line-linked = Su LINE está vinculado: sus recordatorios llegarán por LINE.
status-line-declined = LINE no se ha vinculado porque no se dio permiso. Sus recordatorios llegarán por correo electrónico; puede volver a elegir LINE en su reserva.
status-line-failed = No se ha podido vincular LINE en este momento. Sus recordatorios llegarán por correo electrónico. Inténtelo de nuevo en su reserva o envíe el código de vinculación a la cuenta oficial de LINE de la clínica.
