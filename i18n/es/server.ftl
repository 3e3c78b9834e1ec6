# Correos a pacientes y textos de calendario que envía el servidor (responsable: server).
email-branch-taipei = Clínica de Taipéi
email-branch-kaohsiung = Clínica de Kaohsiung
email-ics-summary = Cita en la clínica – { $branch }
email-ics-description = Código de confirmación: { $code }. Llegue 10 minutos antes y traiga un documento de identidad.
email-booking-created-subject = Hemos recibido su solicitud de cita { $code }
email-booking-created-body =
    Estimado/a { $name }:

    Gracias por su solicitud de cita. La hemos recibido con estos datos:

    Código de confirmación: { $code }
    Clínica: { $branch }
    Fecha: { $date }
    Hora: { $time }

    Su cita quedará pendiente hasta que nuestro personal la confirme por teléfono o correo electrónico. El archivo de calendario adjunto añade la cita a su calendario.
    Puede consultar o cancelar su cita en nuestro sitio web con el código de confirmación y su correo electrónico o número de teléfono.

    Este mensaje se ha enviado automáticamente; por favor, no responda a él.
email-booking-cancelled-subject = Su cita { $code } ha sido cancelada
email-booking-cancelled-body =
    Estimado/a { $name }:

    Su cita { $code } en { $branch } el { $date } a las { $time } ha sido cancelada.

    Si no la canceló usted o desea una nueva cita, reserve de nuevo en nuestro sitio web o llame a la clínica.

    Este mensaje se ha enviado automáticamente; por favor, no responda a él.
email-inquiry-received-subject = Hemos recibido su mensaje
email-inquiry-received-body =
    Estimado/a { $name }:

    Gracias por escribirnos. Hemos recibido el mensaje enviado con el formulario de contacto de nuestro sitio web y le responderemos en menos de { $reply_hours ->
        [one] { $reply_hours } hora
       *[other] { $reply_hours } horas
    }.

    Este mensaje se ha enviado automáticamente; por favor, no responda a él.
email-booking-confirmed-subject = Su reserva { $code } está confirmada
email-booking-confirmed-body =
    Estimado/a { $name }:

    Nuestro personal ha confirmado su cita:

    Código de confirmación: { $code }
    Clínica: { $branch }
    Fecha: { $date }
    Hora: { $time }

    Llegue 10 minutos antes y traiga un documento de identidad. El archivo de calendario adjunto añade la cita a su calendario.

    Este mensaje se ha enviado automáticamente; no responda a él.
email-booking-cancelled-by-clinic-subject = La clínica ha cancelado su reserva { $code }
email-booking-cancelled-by-clinic-body =
    Estimado/a { $name }:

    Lo sentimos: la clínica ha tenido que cancelar su reserva { $code } en { $branch } el { $date } a las { $time }.

    Motivo: { $reason }

    Reserve una nueva cita en nuestro sitio web o llame a la clínica; le ayudaremos con gusto.

    Este mensaje se ha enviado automáticamente; no responda a él.
email-booking-rescheduled-subject = Su reserva { $code } tiene una nueva hora
email-booking-rescheduled-body =
    Estimado/a { $name }:

    Nuestro personal ha cambiado su cita. La nueva hora es:

    Código de confirmación: { $code }
    Clínica: { $branch }
    Fecha: { $date }
    Hora: { $time }

    El archivo de calendario adjunto tiene la nueva hora. Si no le conviene, llame a la clínica.

    Este mensaje se ha enviado automáticamente; no responda a él.
email-inquiry-answered-subject = Nuestra respuesta a su mensaje
email-inquiry-answered-body =
    Estimado/a { $name }:

    Gracias por el mensaje que nos envió desde nuestro sitio web. Nuestra respuesta:

    { $reply }

    Si tiene más preguntas, escríbanos de nuevo con el formulario de contacto de nuestro sitio web.
email-assessment-reviewed-subject = Un médico ha revisado su evaluación en línea
email-assessment-reviewed-body =
    Hola:

    Un médico de nuestra clínica ha revisado la evaluación en línea que nos envió.
    Urgencia recomendada: { $urgency }

    Le invitamos a reservar una consulta para que un médico le examine en persona:
    { $link }

    Este mensaje se ha enviado automáticamente; no responda a él.
email-urgency-high = alta: reserve en el plazo de una semana
email-urgency-medium = media: reserve una consulta pronto
email-urgency-low = baja: reserve cuando le convenga
email-staff-new-subject = Nueva entrada ({ $kind }): { $code }
email-staff-new-body =
    Ha llegado una nueva entrada: { $kind }.

    Clínica: { $branch }
    Código: { $code }{ $details }

    Ábrala en el panel (requiere iniciar sesión):
    { $link }
email-staff-kind-booking = reserva
email-staff-kind-inquiry = consulta
email-staff-kind-assessment = evaluación
email-staff-branch-any = cualquier clínica
email-staff-interpreter = Intérprete: { $language }
email-staff-companions = Acompañantes: { $count }
email-booking-reminder-subject = Recordatorio: su cita { $code } el { $date }
email-booking-reminder-body =
    Estimado/a { $name }:

    Le recordamos su cita:

    Código de confirmación: { $code }
    Clínica: { $branch }
    Fecha: { $date }
    Hora: { $time } (hora de Taiwán)
    { $ownTime }

    Llegue 10 minutos antes y traiga un documento de identidad. El archivo de calendario adjunto tiene la cita con una alarma.
    Si no puede venir, llame a la clínica.

    Este mensaje se ha enviado automáticamente; no responda a él.
email-booking-reminder-own-time = En su zona horaria ({ $zone }): { $date }, { $time }
email-booking-moved-subject = Su reserva { $code } tiene una nueva hora
email-booking-moved-body =
    Estimado/a { $name }:

    Ha cambiado su cita. La nueva hora es:

    Código de confirmación: { $code }
    Clínica: { $branch }
    Fecha: { $date }
    Hora: { $time }

    El archivo de calendario adjunto tiene la nueva hora; la hora anterior ya no está reservada para usted.

    Este mensaje se ha enviado automáticamente; no responda a él.

email-waitlist-offer-subject = Tenemos una plaza para usted el { $date } a las { $time }
email-waitlist-offer-body =
    Estimado/a { $name }:

    Se ha liberado una plaza en { $branch } el { $date } a las { $time } y se la reservamos hasta el { $until }.

    Para reservarla, abra este enlace y confirme:
    { $link }

    Si no la reserva antes de esa hora, se la ofreceremos al siguiente paciente de la lista de espera.

# E-mail verification of bookings (CLINIC_VERIFY_EMAIL): the message with the link, and the page it opens.
email-booking-verify-subject = Confirme su reserva { $code }
email-booking-verify-body =
    Estimado/a { $name }:

    Gracias por su solicitud de reserva:

        Código de confirmación: { $code }
        Clínica: { $branch }
        Fecha: { $date }
        Hora: { $time }

    Confirme que esta dirección de correo es suya abriendo este enlace y pulsando el botón de la página:
    { $link }

    Le reservamos la plaza hasta el { $until }. Si no se confirma antes, la reserva se cancela y la plaza se ofrece a otros pacientes. Si usted no pidió esta reserva, ignore este mensaje.
verify-page-title = Confirme su reserva
verify-page-ask = Pulse el botón para confirmar su reserva. Le guardamos la plaza hasta el { $until }.
verify-page-confirm = Confirmar mi reserva
verify-page-verified = Gracias: su reserva queda confirmada como suya. Nuestro personal se pondrá en contacto para confirmar la cita.
verify-page-already = Esta reserva ya estaba confirmada. No tiene que hacer nada más.
verify-page-expired = Esta reserva no se confirmó a tiempo, así que se canceló y su plaza quedó libre. Puede reservar de nuevo cuando quiera.
verify-page-book-again = Reservar una cita
verify-page-unknown = Este enlace no es válido. Abra el enlace de su correo tal como está o consulte su reserva con su código.
email-booking-reminder-answers =
    { $days ->
        [0] Su cita es hoy.
        [1] Su cita es mañana.
       *[other] Su cita es dentro de { $days } días.
    } Indíquenos con un solo toque:

    Asistiré: { $attend }
    Cambiar la hora: { $change }
    Cancelar: { $cancel }
answer-page-title = Su cita
answer-page-attend-ask = Pulse el botón para indicarnos que asistirá.
answer-page-attend-button = Asistiré
answer-page-attended = Gracias: hemos anotado que asistirá. Le esperamos.
answer-page-attended-already = Ya nos indicó que asistirá. No tiene que hacer nada más.
answer-page-change-ask = Para elegir otra hora, abra su reserva con su código y el correo electrónico o teléfono con el que reservó.
answer-page-change-button = Cambiar la hora
answer-page-cancel-ask = Pulse el botón para cancelar esta cita. Su hora se ofrecerá entonces a otro paciente.
answer-page-cancel-button = Cancelar mi cita
answer-page-cancelled = Su cita ha sido cancelada. Puede reservar de nuevo cuando quiera.
answer-page-cancelled-already = Esta cita ya estaba cancelada. No tiene que hacer nada más.
answer-page-too-late = Falta muy poco para la cita para cambiarla en línea. Llame a la clínica, por favor.
answer-page-moved = Este enlace es de una hora que su reserva ya no tiene, así que no ha cambiado nada. Use el enlace de su correo más reciente o consulte su reserva con su código.
answer-page-expired = Este enlace ya no es válido: la hora de la cita ha pasado. Consulte su reserva con su código.
answer-page-unknown = Este enlace no es válido, así que no ha cambiado nada. Abra el enlace de su correo tal como está o consulte su reserva con su código.

# Recordatorios por chat (LINE, WhatsApp): el mensaje, sus botones (LINE: 20 caracteres como máximo) y
# las respuestas del chat. Nunca la afección del paciente.
chat-reminder-text =
    { $days ->
        [0] Recordatorio: su cita es hoy.
        [1] Recordatorio: su cita es mañana.
       *[other] Recordatorio: su cita es dentro de { $days } días.
    }
    { $date }, { $time } (hora de Taiwán)
    { $branch }
    Código de confirmación: { $code }
    { $ownTime }
    Envíe PARAR para recibir los recordatorios por correo electrónico.
chat-reminder-question = ¿Asistirá?
chat-button-attend = Asistiré
chat-button-change = Cambiar la hora
chat-button-cancel = Cancelar
chat-linked = Su LINE está vinculado: los recordatorios de su cita { $code } del { $date } a las { $time } llegarán aquí. Envíe PARAR en cualquier momento para recibirlos por correo electrónico.
chat-link-unknown = Este código no es válido o ha caducado. Abra su reserva en el sitio web de la clínica y elija LINE de nuevo para obtener un código nuevo.
chat-stopped = Ya no recibirá recordatorios aquí; le llegarán por correo electrónico. Puede volver a elegir este canal en la página de su reserva.
chat-welcome = Gracias por agregar a la clínica. Para recibir aquí los recordatorios de su cita, envíe el código de 6 caracteres que aparece en la página de su reserva.
chat-help = En este chat no podemos responder preguntas. Llame a la clínica o use el formulario de contacto de nuestro sitio web. Para dejar de recibir recordatorios aquí, envíe PARAR.

## Las preguntas de salud y los cuidados posteriores (messaging/visit_mail.rs): nunca un dato de salud, solo el enlace a la página.
email-intake-line =
    Antes de su visita, responda unas preguntas de salud (medicamentos, alergias, enfermedades). Lleva unos 5 minutos y ayuda al médico a planificar su visita con seguridad:
    { $link }
email-intake-nudge-subject = Responda las preguntas de salud antes de su cita { $code }
email-intake-nudge-body =
    Estimado/a { $name }:

    Su cita es el { $date } a las { $time } en { $branch } (código de confirmación { $code }). Todavía no hemos recibido sus respuestas a las preguntas de salud previas a la visita.

    Respóndalas aquí; lleva unos 5 minutos y ayuda al médico a planificar su visita con seguridad:
    { $link }

    Si no puede responder en línea, traiga a la clínica una lista de sus medicamentos.
email-aftercare-sheet-subject = Sus instrucciones de cuidados posteriores ({ $code })
email-aftercare-sheet-body =
    Estimado/a { $name }:

    Gracias por su visita a { $branch }. Sus instrucciones de cuidados posteriores están listas, con los signos a vigilar y cómo reservar su control:
    { $link }

    Si algo le preocupa, llame a la clínica. En una emergencia, llame al 119 (en Taiwán) o al número de emergencias local.
email-aftercare-checkin-subject = ¿Cómo está su herida? ({ $code })
email-aftercare-checkin-body =
    Estimado/a { $name }:

    { $day ->
        [1] Ha pasado un día
       *[other] Han pasado { $day } días
    } desde su visita a { $branch }. ¿Cómo está la herida? Díganoslo con un toque:
    { $link }

    Si algo le preocupa, llame a la clínica. En una emergencia, llame al 119 (en Taiwán) o al número de emergencias local.
chat-intake-nudge-text = Su cita { $code } es el { $date } a las { $time }. Responda las preguntas de salud antes de su visita (unos 5 minutos).
chat-intake-nudge-question = Preguntas de salud antes de la visita
chat-intake-nudge-button = Responder ahora
chat-aftercare-sheet-text = Gracias por su visita ({ $code }). Sus instrucciones de cuidados posteriores están listas.
chat-aftercare-sheet-question = Cuidados posteriores y control
chat-aftercare-sheet-button = Abrir
chat-aftercare-checkin-text = ¿Cómo está su herida? Cuéntenos ({ $code }).
chat-aftercare-checkin-question = ¿Cómo está su herida?
chat-aftercare-checkin-button = Responder
email-staff-worry-subject = Urgente: una respuesta de cuidados posteriores requiere atención ({ $code })
email-staff-worry-body =
    Un paciente respondió al seguimiento posterior "algo me preocupa".

    Sede: { $branch }
    Código: { $code }

    Llame al paciente. Está al principio de la cola de triaje (requiere iniciar sesión):
    { $link }
