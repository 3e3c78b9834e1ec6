## Preguntas de salud antes de la visita (/forms/intake) e información de la visita (/forms/visit-info):
## páginas que el servidor muestra desde el enlace firmado de cada reserva, y los textos de su pequeño script.
## Las opciones usan como clave el nombre que les da el núcleo.

intake-title = Preguntas de salud antes de su visita
intake-lead = Responda a estas preguntas antes de su visita, para que el médico pueda planificarla con seguridad. Puede guardar sus respuestas y volver a este enlace hasta que empiece la visita.
intake-privacy-note = Solo el personal de la clínica puede leer estas respuestas, y cada lectura queda registrada. Nunca se escriben en un correo electrónico ni en un mensaje de chat.

intake-medicines-legend = ¿Toma alguno de estos medicamentos?
intake-medicines-hint = Los medicamentos que hacen la sangre más fluida cambian la forma de planificar una extirpación. Marque todos los que toma ahora; los nombres son los que aparecen en las cajas.
intake-class-anticoagulant = Anticoagulantes
intake-class-antiplatelet = Antiagregantes plaquetarios
intake-other-medicines = Otros medicamentos que toma (nombres y dosis, si los sabe)
intake-no-medicines = No tomo ninguno de estos ni ningún otro medicamento
intake-medicine-search = Buscar un medicamento por su nombre
intake-medicine-search-hint = Escriba un nombre genérico o comercial: en la lista quedan solo los medicamentos que coinciden.
intake-medicine-search-none = Ningún medicamento de la lista coincide. Escríbalo en «Otros medicamentos».
intake-medicine-search-count = { $count ->
    [one] Se muestra { $count } medicamento
   *[other] Se muestran { $count } medicamentos
}

intake-allergies-legend = ¿Tiene alergia a alguno de estos?
intake-allergy-local_anaesthetic = Anestésicos locales (como la lidocaína)
intake-allergy-latex = Látex (guantes de goma)
intake-allergy-adhesive_tape = Esparadrapo o tiritas
intake-allergy-antibiotic = Antibióticos
intake-allergy-other = Otra cosa
intake-other-allergy = ¿A qué otra cosa tiene alergia?
intake-no-allergies = No tengo ninguna de estas alergias

intake-conditions-legend = ¿Le ocurre alguna de estas cosas?
intake-condition-bleeding_disorder = Un trastorno de la coagulación, o me salen moratones o sangro con facilidad
intake-condition-diabetes = Diabetes
intake-condition-heart_disease = Enfermedad del corazón
intake-condition-implanted_device = Un marcapasos u otro dispositivo implantado
intake-condition-high_blood_pressure = Tensión alta
intake-condition-pregnancy = Embarazo o lactancia
intake-condition-keloid = Queloides o cicatrices que curan mal
intake-condition-site_infection = Enrojecimiento, pus o una infección en el bulto ahora
intake-no-conditions = No me ocurre ninguna de estas cosas

intake-treatment-legend = ¿Se ha tratado este bulto antes?
intake-treatment-none = No, nunca
intake-treatment-removed = Sí, se extirpó y ha vuelto a salir
intake-treatment-drained = Sí, se drenó
intake-treatment-injected = Sí, se infiltró con inyecciones
intake-treatment-other = Sí, de otra forma
intake-treatment-note = Cuándo y cómo (opcional)

intake-photo-legend = Una foto del bulto (opcional)
intake-photo-hint = Una foto JPG o PNG de hasta { $maxMb } MB. Solo la puede ver el personal de la clínica, y cada vez que se ve queda registrado.
intake-photo-label = Elegir una foto
intake-photo-saved = Hay una foto guardada con sus respuestas. Si elige otra, la sustituye.
intake-photo-remove = Quitar la foto guardada
intake-photo-again = Su foto no se ha guardado: elíjala de nuevo.

intake-emergency-legend = Contacto de emergencia
intake-emergency-hint = Una persona a la que la clínica pueda llamar si necesita ayuda el día de la visita.
intake-emergency-name = Su nombre
intake-emergency-phone = Su número de teléfono
intake-emergency-relation = Su relación con usted (opcional)

intake-consent-legend = Consentimiento para tratar datos de salud
intake-consent-hint = Marque primero esta casilla: hasta que lo haga, la clínica no guarda ninguna de sus respuestas, que se quedan solo en este dispositivo.
intake-consent = He leído el aviso de privacidad y doy mi consentimiento explícito para que la clínica trate estas respuestas y mi foto, que son datos de salud, para preparar mi visita.
intake-privacy-link = Leer el aviso de privacidad (se abre en una pestaña nueva)

intake-save = Guardar y seguir más tarde
intake-send = Enviar las respuestas
intake-send-hint = Una vez enviadas, las respuestas ya no se pueden cambiar en línea.
intake-saved = Sus respuestas están guardadas. Puede volver a este enlace hasta que empiece la visita.

intake-sent-title = Gracias: sus respuestas se han enviado
intake-sent-body = El personal médico de la clínica las leerá antes de su visita.
intake-sent-at = Enviadas el { $date }
intake-answers-title = Sus respuestas tal como se enviaron
intake-answer-none = Ninguno
intake-photo-sent = Se envió una foto.
intake-photo-not-sent = No se envió ninguna foto.
intake-change-by-phone = Para cambiar una respuesta, llame a la sede.
intake-already-sent = Estas respuestas ya se enviaron, así que no se pueden cambiar en línea. Para cambiar una respuesta, llame a la sede.
intake-visit-info-link = Leer la información sobre su visita
intake-unknown = Este enlace no es válido. Use el enlace del último mensaje de la clínica.
intake-expired = Su visita ya ha empezado, así que este enlace ya no funciona. Avise al personal de la clínica.
intake-closed = Esta reserva está cerrada, así que estas preguntas ya no se pueden responder en línea.

intake-status-saving = Guardando…
intake-status-saved = Guardado
intake-status-offline = Aún sin guardar: sus respuestas se conservan en este dispositivo y se guardarán cuando vuelva la conexión.
intake-status-restored = Se han recuperado las respuestas que escribió antes en este dispositivo.

visit-info-title = Información sobre su visita
visit-info-consent-note = Esta página explica su visita; no es el consentimiento informado. El consentimiento formal se firma en la clínica, con el médico, antes de cualquier procedimiento.
visit-info-ack-title = ¿La ha leído?
visit-info-ack-hint = Al pulsar el botón, la clínica sabrá que ha leído esta información. No firma nada.
visit-info-ack-button = He leído esta información
visit-info-ack-done = El { $date } confirmó que ha leído esta información (versión { $version }).
visit-info-changed = Esta información se actualizó mientras la leía. Léala de nuevo y confirme después.
visit-info-intake-link = Responder a las preguntas de salud

validation-required-intake-medicines = Marque los medicamentos que toma, escríbalos en «Otros medicamentos» o marque «No tomo ninguno de estos ni ningún otro medicamento»
validation-format-intake-medicines = «No tomo ninguno de estos» no se puede marcar junto con un medicamento
validation-required-intake-allergies = Marque sus alergias o «No tengo ninguna de estas alergias»
validation-format-intake-allergies = «No tengo ninguna de estas alergias» no se puede marcar junto con una alergia
validation-required-intake-otherAllergy = Escriba a qué otra cosa tiene alergia
validation-required-intake-conditions = Marque lo que le ocurre o «No me ocurre ninguna de estas cosas»
validation-format-intake-conditions = «No me ocurre ninguna de estas cosas» no se puede marcar junto con otra opción
validation-required-intake-previousTreatment = Indique si este bulto se ha tratado antes
validation-terms_required-intake-healthDataConsent = Dé su consentimiento para tratar estas respuestas como datos de salud; sin él no se pueden enviar
