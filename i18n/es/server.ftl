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
email-inquiry-received-subject = Hemos recibido su mensaje: { $subject }
email-inquiry-received-body =
    Estimado/a { $name }:

    Gracias por escribirnos. Hemos recibido su mensaje «{ $subject }» y le responderemos en menos de { $reply_hours ->
        [one] { $reply_hours } hora
       *[other] { $reply_hours } horas
    }.

    Este mensaje se ha enviado automáticamente; por favor, no responda a él.
