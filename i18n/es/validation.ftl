## Mensajes de validación, uno por cada código de docs/public-api.md.

validation-required = Este campo es obligatorio
validation-email = Introduzca un correo electrónico válido
validation-phone = Introduzca un número de teléfono válido
validation-min_length = { $min ->
        [one] Se requiere al menos { $min } carácter
       *[other] Se requieren al menos { $min } caracteres
    }
validation-max_length = { $max ->
        [one] No puede superar { $max } carácter
       *[other] No puede superar los { $max } caracteres
    }
validation-format = Formato no válido
validation-invalid_choice = Elija una de las opciones
validation-date_past = Esta hora ya ha pasado. Elija una posterior
validation-date_closed = La clínica está cerrada ese día. Elija otra fecha
validation-date_too_far = { $max ->
        [one] Se puede reservar con un máximo de { $max } día de antelación
       *[other] Se puede reservar con un máximo de { $max } días de antelación
    }
validation-time_outside_hours = Elija una hora dentro del horario de atención
validation-terms_required = Debe aceptar los términos y la aviso de privacidad
validation-terms_required-assessment = Confirme que entiende que esta evaluación es solo orientativa y no constituye un diagnóstico
validation-too_many_files = { $max ->
        [one] Puede subir como máximo { $max } foto
       *[other] Puede subir como máximo { $max } fotos
    }
validation-file_too_large = Cada foto debe pesar { $maxMb } MB o menos
validation-file_type = Solo se pueden subir fotos JPG y PNG
validation-no_links = Escriba su nombre sin direcciones web ni de correo electrónico
validation-slot_full = Esta hora acaba de completarse. Elija otra hora
validation-too_many_open_bookings = Estos datos de contacto ya tienen el máximo de citas abiertas permitidas. Gestione o cancele una cita existente, o llame a la clínica
validation-too_many_open_bookings_network = Desde esta red (por ejemplo, una oficina compartida o una wifi pública) ya se han hecho el máximo de citas abiertas permitidas. Gestione o cancele una cita existente, use otra conexión o llame a la clínica
validation-change_window = Falta muy poco para la cita y ya no se puede cambiar en línea. Llame a la clínica
validation-summary = { $count ->
    [one] Corrija 1 campo
   *[other] Corrija { $count } campos
}
validation-terms_required-assessment-healthDataConsent = Dé su consentimiento para tratar sus fotos y respuestas como datos de salud; sin él no se puede enviar la evaluación
validation-terms_required-inquiry = Confirme que ha leído el aviso de privacidad

# The reminder choice (reminders-*): a chat channel needs the agreement; a WhatsApp number its country code.
validation-terms_required-reminders = Acepte recibir los recordatorios por este medio o elija el correo electrónico
validation-phone-reminders = Introduzca un número de WhatsApp con el prefijo del país, por ejemplo +81 90-1234-5678
