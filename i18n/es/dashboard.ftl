# Panel del personal (solo lo carga /medical-dashboard)
dash-title = Personal de la clínica
dash-skip = Saltar al contenido
dash-loading = Cargando…
dash-none = No hay nada aquí.
dash-not-found = Esta página del panel no existe.
# Between the items of a list of answers (symptoms, next steps…).
dash-list-separator = {", "}
dash-yes = Sí
dash-no = No
dash-language = Idioma
dash-account-menu = Cuenta de { $email }
dash-sign-out = Cerrar sesión
dash-sign-out-everywhere = Cerrar sesión en todos los dispositivos
# Changing one's own password (the account menu).
dash-password-open = Cambiar contraseña
dash-password-title = Cambiar su contraseña
dash-password-current = Contraseña actual
dash-password-new = Contraseña nueva
dash-password-again = Repita la contraseña nueva
dash-password-hint = Al menos { $min } caracteres. Se cerrará la sesión en sus otros dispositivos.
dash-password-submit = Cambiar contraseña
dash-password-changed = Su contraseña se ha cambiado. Se cerró la sesión en sus otros dispositivos.
dash-password-error-incorrect = La contraseña actual no es correcta.
dash-password-error-too-short = La contraseña nueva necesita al menos { $min } caracteres.
dash-password-error-mismatch = Las dos contraseñas nuevas no coinciden.
dash-role-admin = Administrador
dash-role-staff = Personal
dash-cancel-dialog = Cerrar sin cambios

## Sign-in
dash-login-title = Acceso del personal
dash-login-email = Correo electrónico
dash-login-password = Contraseña
dash-login-continue = Continuar
dash-login-code = Código de 6 dígitos de su app de autenticación
dash-login-recovery-code = Código de recuperación
dash-login-verify = Entrar
dash-login-use-recovery = Usar un código de recuperación
dash-login-use-code = Usar el código de la app
dash-login-enrol-title = Configurar el acceso en dos pasos
dash-login-enrol-help = Escanee el código QR con una app de autenticación (o escriba la clave en ella) e introduzca el código de 6 dígitos que muestre.
dash-login-qr-alt = Código QR para su app de autenticación
dash-login-secret = Clave:
dash-login-recovery-title = Sus códigos de recuperación
dash-login-recovery-help = Cada código permite entrar una vez si pierde el teléfono. Guárdelos ahora en un lugar seguro: solo se muestran esta vez.
dash-login-recovery-done = Ya los he guardado, continuar

## Errors
dash-error-invalid-credentials = El correo o la contraseña no son correctos.
dash-error-invalid-code = El código no es correcto o ha caducado. Pruebe con el código actual.
dash-error-locked = Demasiados intentos fallidos. Vuelva a intentarlo dentro de { $minutes } minutos.
dash-error-unauthorized = Su sesión ha terminado. Vuelva a iniciar sesión.
dash-error-forbidden = No tiene permiso para hacer esto.
dash-error-csrf = La página estaba desactualizada. Recárguela e inténtelo de nuevo.
dash-error-not-found = No se encontró nada con esta referencia.
dash-error-slot-full = Ese horario ya está completo. Elija otro.
dash-error-conflict = Este registro cambió mientras tanto. Recargue e inténtelo de nuevo.
dash-error-change-window = Esta cita ya no se puede cambiar.
dash-error-validation = Faltan campos o no son válidos.
dash-error-assignee-branch = Esta persona trabaja en otra sede y no puede ver este registro, así que no se le puede asignar.
dash-error-network = No se pudo conectar con el servidor. Compruebe la conexión e inténtelo de nuevo.
dash-error-unknown = Algo salió mal. Inténtelo de nuevo.

## Frame
dash-nav-label = Secciones del panel
dash-nav-group-main = Funciones principales
dash-nav-group-contact = Citas y contacto
dash-nav-group-booking = Citas en línea
dash-nav-group-settings = Ajustes
dash-nav-overview = Resumen
dash-nav-triage = Cola de triaje
dash-nav-inbox = Bandeja de entrada
dash-nav-bookings = Citas
dash-nav-users = Cuentas del personal
dash-nav-audit = Registro de auditoría
dash-jump-label = Abrir una cita por su código de confirmación
dash-jump-placeholder = Código de confirmación
dash-jump-go = Abrir

## Lists
dash-filters = Filtros
dash-filter-any = Todos
dash-filter-from = Desde
dash-filter-to = Hasta
dash-filter-reset = Quitar filtros
dash-filter-apply = Aplicar
dash-search-label = Nombre, correo, teléfono o código
dash-search = Buscar
dash-export-csv = Exportar CSV
dash-inbox-empty = Ningún envío coincide con estos filtros.
dash-table-paging = Páginas
dash-table-page-of = Página { $page } de { $pages } ({ $total } en total)
dash-table-page-of-many = Página { $page } de más de { $pages } (más de { $total }; afine la búsqueda)
dash-table-previous = Anterior
dash-table-next = Siguiente
dash-col-name = Nombre
dash-col-kind = Tipo
dash-col-code = Código
dash-col-status = Estado
dash-col-branch = Sede
dash-col-lang = Idioma
dash-col-urgency = Urgencia
dash-col-tumor = Tipo de tumor
dash-col-slot = Horario solicitado
dash-col-received = Recibido
dash-col-assignee = Responsable
dash-overdue = Sin respuesta en 24 h

## Values
dash-kind-booking = Cita
dash-kind-inquiry = Consulta
dash-kind-assessment = Evaluación
dash-status-pending = Pendiente
dash-status-confirmed = Confirmada
dash-status-completed = Realizada
dash-status-no-show = No se presentó
dash-status-cancelled = Cancelada
dash-status-new = Nueva
dash-status-answered = Respondida
dash-status-reviewed = Revisada
dash-status-closed = Cerrada
dash-branch-taipei = Taipéi
dash-branch-kaohsiung = Kaohsiung
dash-tumor-lipoma = Lipoma
dash-tumor-cyst = Quiste
dash-tumor-skin-tumor = Tumor cutáneo
dash-tumor-mole = Lunar
dash-tumor-other = Otro
dash-urgency-high = Alta
dash-urgency-medium = Media
dash-urgency-low = Baja

## Overview
dash-stat-open-inquiries = Consultas abiertas
dash-stat-triage = Evaluaciones por clasificar
dash-stat-aftercare-worries = Preocupaciones tras la intervención por atender
dash-stat-overdue = Esperando más de 24 h
dash-today = Citas de hoy
dash-upcoming = Próximas citas
dash-chart-per-day = Citas por día y sede
dash-chart-by-lang = Citas por idioma del paciente
dash-chart-bookings = Citas
dash-chart-table = Ver las cifras en una tabla
dash-chart-date = Fecha

## Triage
dash-triage-lead = Evaluaciones abiertas, primero las más urgentes y las más antiguas.
dash-triage-empty = No hay evaluaciones en espera.

## Detail
dash-detail-title-booking = Cita
dash-detail-title-inquiry = Consulta
dash-detail-title-assessment = Evaluación
dash-patient-language = Idioma del paciente
dash-fields = Datos enviados
dash-actions = Acciones
dash-action-confirm = Confirmar
dash-action-complete = Marcar como realizada
dash-action-no-show = Marcar como no presentada
dash-action-cancel = Cancelar la cita
dash-action-cancel-confirm = Cancelar esta cita
dash-cancel-reason = Motivo (se envía al paciente)
dash-action-reschedule = Cambiar horario
dash-reschedule-date = Nueva fecha
dash-reschedule-slots = Horarios libres (elija uno para mover la cita)
dash-reschedule-none = No hay horarios libres en esta fecha.
dash-action-reply = Responder
dash-reply-language = El paciente escribió en { $language }; responda en ese idioma si puede.
dash-reply-message = Su respuesta (se envía por correo al paciente)
dash-reply-send = Enviar respuesta
dash-action-review = Revisar
dash-review-note = Nota del médico
dash-review-save = Guardar revisión
dash-action-close = Cerrar
dash-assignee = Responsable
dash-assignee-none = Nadie todavía
dash-assignee-me = Asignarme
dash-assignee-clear = Quitar responsable
dash-notes = Notas internas
dash-note-add = Nueva nota (solo personal)
dash-note-save = Añadir nota
dash-history = Historial
dash-history-empty = Aún no ha pasado nada.
dash-history-system = Sistema
# A change the patient made on the public status page (cancel, reschedule).
dash-history-patient = Paciente
dash-photos = Fotos
dash-photo-alt = Foto { $n } enviada por el paciente
dash-field-name = Nombre
dash-field-phone = Teléfono
dash-field-email = Correo electrónico
dash-field-branch = Sede
dash-field-kind = Tipo
dash-field-code = Código
dash-field-confirmation-code = Código de confirmación
dash-field-preferred-date = Fecha solicitada
dash-field-preferred-time = Hora solicitada
dash-field-tumor-type = Tipo de tumor
dash-field-location = Ubicación
dash-field-size = Tamaño
dash-field-message = Mensaje
dash-field-subject = Asunto
dash-field-inquiry-type = Tipo de consulta
dash-field-duration = Duración
dash-field-patient-age = Edad
dash-field-symptoms = Síntomas
dash-field-previous-treatment = Tratamiento previo
dash-field-medical-history = Antecedentes médicos
dash-field-urgency = Urgencia
dash-field-recommended-treatment = Tratamiento recomendado
dash-field-terms-accepted = Condiciones aceptadas
dash-field-health-data-consent = Consentimiento para datos de salud
dash-field-privacy-version = Versión del aviso de privacidad
dash-field-privacy-accepted-at = Aviso de privacidad aceptado
dash-field-received-at = Recibido
dash-field-updated-at = Último cambio
dash-field-attendance-confirmed-at = Asistirá (respondió el)
dash-field-reminders = Recordatorios
dash-field-time-zone = Zona horaria del paciente
dash-field-interpreter = Intérprete
dash-field-companions = Acompañantes
dash-field-overdue = Esperando más de 24 h

## Audit
dash-audit-at = Cuándo
dash-audit-actor = Quién
dash-audit-action = Qué
dash-audit-target = Registro
dash-audit-ip = Dirección
dash-audit-detail = Detalles
dash-audit-empty = Ninguna entrada coincide con estos filtros.
dash-audit-filter-actor = Quién (correo)
dash-audit-filter-action = Qué (evento)
dash-audit-filter-target-kind = Tipo de registro
dash-event-booking-view = Vio una cita
dash-event-booking-status = Cambió el estado de una cita
dash-event-booking-reschedule = Cambió el horario de una cita
dash-event-inquiry-view = Vio una consulta
dash-event-inquiry-reply = Respondió una consulta
dash-event-inquiry-status = Cambió el estado de una consulta
dash-event-assessment-view = Vio una evaluación
dash-event-assessment-review = Revisó una evaluación
dash-event-assessment-status = Cambió el estado de una evaluación
dash-event-photo-view = Vio una foto
dash-event-triage-view = Consultó la cola de triaje
dash-event-overview-view = Consultó el resumen
dash-event-inbox-search = Buscó en la bandeja
dash-event-inbox-export = Exportó la bandeja
dash-event-audit-export = Exportó el registro de auditoría
dash-event-signin-failed = Inicio de sesión fallido
dash-event-status = Cambio de estado
dash-event-reschedule = Cambio de horario
dash-event-reply = Respuesta enviada
dash-event-review = Revisada
dash-event-note = Nota añadida
dash-event-assignee = Cambio de responsable
dash-event-created = Recibido

## Staff accounts
dash-users-role = Rol
dash-users-all-branches = Todas las sedes
dash-users-active = Activa
dash-users-disabled = Desactivada
dash-users-created = Creada
dash-users-disable = Desactivar
dash-users-enable = Activar
dash-users-reset-password = Restablecer contraseña
dash-users-reset-2fa = Restablecer acceso en dos pasos
dash-users-disable-for = Desactivar { $email }
dash-users-enable-for = Activar { $email }
dash-users-reset-password-for = Restablecer la contraseña de { $email }
dash-users-reset-2fa-for = Restablecer el acceso en dos pasos de { $email }
dash-users-create = Nueva cuenta del personal
dash-users-create-submit = Crear cuenta
dash-users-temporary = Contraseña temporal de { $email } (se muestra una vez; al entrar por primera vez se configura el acceso en dos pasos):

## Audit events and assessment fields
dash-error-not-allowed = Este paso no es posible en el estado actual del registro.
dash-error-already-exists = Ya existe una cuenta con este correo.
dash-field-first-response-at = Primera respuesta del personal
dash-field-reviewed-urgency = Urgencia tras la revisión
dash-field-estimated-cost = Coste estimado
dash-field-cost-note = Nota sobre el coste
dash-field-next-steps = Próximos pasos
dash-field-reasons = Motivos
dash-event-signin-password = Contraseña aceptada
dash-event-signin-success = Inició sesión
dash-event-signin-locked = Acceso bloqueado
dash-event-signin-enrolled = Configuró el acceso en dos pasos
dash-event-signin-recovery-code = Entró con un código de recuperación
dash-event-session-logout = Cerró sesión
dash-event-session-logout-all = Cerró sesión en todos los dispositivos
dash-event-user-create = Creó una cuenta
dash-event-user-disable = Desactivó una cuenta
dash-event-user-enable = Activó una cuenta
dash-event-user-reset-password = Restableció una contraseña
dash-event-user-change-password = Cambió su propia contraseña
dash-event-user-reset-2fa = Restableció el acceso en dos pasos
dash-event-audit-view = Vio el registro de auditoría
dash-event-booking-note = Añadió una nota a una cita
dash-event-inquiry-note = Añadió una nota a una consulta
dash-event-assessment-note = Añadió una nota a una evaluación
dash-event-booking-assignee = Asignó una cita
dash-event-inquiry-assignee = Asignó una consulta
dash-event-assessment-assignee = Asignó una evaluación
dash-event-booking-ics = Descargó el calendario de una cita

## Calendar, closures and capacity
dash-nav-calendar = Calendario
dash-nav-closures = Cierres y capacidad
dash-calendar-toolbar = Controles del calendario
dash-calendar-view = Vista
dash-calendar-view-day = Día
dash-calendar-view-week = Semana
dash-calendar-previous-day = Día anterior
dash-calendar-next-day = Día siguiente
dash-calendar-previous-week = Semana anterior
dash-calendar-next-week = Semana siguiente
dash-calendar-today = Hoy
dash-calendar-go-to = Ir a la fecha
dash-calendar-week-of = Semana del { $from } al { $to }
dash-calendar-time = Hora
dash-calendar-closed = Cerrado
dash-calendar-seats = { $remaining } de { $capacity } plazas libres
dash-calendar-held = { $held } guardada(s) para una oferta de la lista de espera
dash-calendar-move = Mover
dash-calendar-move-for = Mover la cita de { $name } de las { $time }
dash-calendar-move-title = Mover la cita de { $name }
dash-calendar-closure-note = Cerrado del { $from } al { $to }: { $reason }
dash-calendar-no-hours = La clínica no abre estos días.
dash-calendar-not-open = Sin consulta
dash-closures-title = Cierres
dash-closures-no-bookings = Ninguna cita dentro de este cierre.
dash-closures-bookings-inside = { $count ->
    [one] Aún queda una cita dentro. Ábrala para moverla o cancelarla (se avisa al paciente).
   *[other] Aún quedan { $count } citas dentro. Abra cada una para moverla o cancelarla (se avisa al paciente).
}
dash-closures-range = del { $from } al { $to }
dash-closures-whole-day = todo el día
dash-closures-remove = Reabrir
dash-closures-remove-for = Reabrir { $days } ({ $reason })
dash-closures-add = Cerrar la sede
dash-closures-from = Primer día
dash-closures-to = Último día (opcional)
dash-closures-part-of-day = Solo parte de cada día
dash-closures-start = Cerrado desde
dash-closures-end = Abre de nuevo a las
dash-closures-reason = Motivo
dash-closures-add-submit = Cerrar
dash-capacity-title = Cambiar la capacidad
dash-capacity-help = Plazas por franja de 30 minutos, para una franja (indique la hora) o para todo el día (deje la hora vacía). Deje las plazas vacías para volver al número habitual.
dash-capacity-date = Fecha
dash-capacity-time = Hora (opcional)
dash-capacity-seats = Plazas
dash-capacity-saved = Capacidad guardada.
dash-capacity-submit = Guardar capacidad
dash-capacity-list = Cambios de capacidad
dash-capacity-seats-value = { $capacity } plazas
dash-error-date-closed = La sede está cerrada a esa hora. Elija otra franja.
dash-event-closure-add = Cerró una sede
dash-event-closure-remove = Reabrió una sede
dash-event-capacity-set = Cambió la capacidad
dash-event-calendar-view = Consultó el calendario

# Bulk cancel in the inbox
dash-bulk-actions = Acciones en bloque
dash-bulk-select-all = Seleccionar todas las citas abiertas de esta página
dash-bulk-select-row = Seleccionar a { $name }
dash-bulk-selected = Seleccionadas: { $count }
dash-bulk-cancel = Cancelar las citas seleccionadas
dash-bulk-clear = Quitar la selección
dash-bulk-cancel-title = Cancelar { $count } citas
dash-bulk-reason = Motivo (se guarda con cada cita; se envía a los pacientes si se les avisa)
dash-bulk-notify = Enviar a cada paciente el correo de cancelación
dash-bulk-notify-hint = Desmárquelo para citas inventadas: sus direcciones pueden ser de otra persona.
dash-bulk-confirm = Cancelar { $count } citas
dash-bulk-done = Canceladas: { $cancelled }. No canceladas (ya cerradas, de otra sede o no encontradas): { $skipped }.

## Overview figures, retention and erasure
dash-nav-erasure = Conservación y borrado
dash-figures-title = Cifras de los últimos { $days } días
dash-figures-no-data = Aún sin datos
dash-figures-no-show = Tasa de inasistencia
dash-figures-no-show-note = { $noShows } ausencias de { $visits } visitas
dash-figures-inquiry-response = Mediana de la primera respuesta a consultas
dash-figures-assessment-response = Mediana de la primera respuesta a evaluaciones en línea
dash-figures-median-note = { $count ->
    [one] sobre una respondida
   *[other] sobre { $count } respondidas
}
dash-figures-booked = Evaluaciones en línea que llevaron a una cita
dash-figures-booked-note = Cita con el mismo correo en { $days } días
dash-figures-chart = Tasas
dash-figures-percent = Porcentaje
dash-retention-title = Cuánto tiempo se conservan los datos personales
dash-retention-bookings = Citas: { $days } días después del día de la visita, sea cual sea su estado
dash-retention-inquiries = Consultas: { $days } días después de responderlas o cerrarlas
dash-retention-assessments = Evaluaciones en línea y sus fotos: { $days } días después de revisarlas o cerrarlas
dash-retention-waitlist = Lista de espera y sus ofertas: se borran { $days } días después de su día, o de que terminaran
dash-retention-kept = Después, los nombres, contactos, mensajes, respuestas y fotos se borran cada día. Los recuentos anónimos se conservan para los gráficos.
dash-erasure-find = Borrar los datos de un paciente
dash-erasure-help = A petición del paciente: encuentre todo lo que envió por correo o teléfono. Nada cambia hasta que confirme.
dash-erasure-by = Buscar por
dash-erasure-by-email = Correo electrónico
dash-erasure-by-phone = Teléfono
dash-erasure-find-submit = Buscar
dash-erasure-found = Se encontraron datos de este paciente:
dash-erasure-none = No se encontró nada para este contacto.
dash-erasure-erase = Borrarlo todo
dash-erasure-done = Borrado:
dash-erasure-count-bookings = { $count ->
    [one] una cita
   *[other] { $count } citas
}
dash-erasure-count-inquiries = { $count ->
    [one] una consulta
   *[other] { $count } consultas
}
dash-erasure-count-assessments = { $count ->
    [one] una evaluación en línea
   *[other] { $count } evaluaciones en línea
}
dash-erasure-count-photos = { $count ->
    [one] una foto
   *[other] { $count } fotos
}
dash-erasure-count-waitlist = { $count ->
    [one] una inscripción en la lista de espera
   *[other] { $count } inscripciones en la lista de espera
}
dash-erasure-count-health = { $count ->
    [one] un cuestionario de salud (con su revisión y las confirmaciones de lectura)
   *[other] { $count } cuestionarios de salud (con sus revisiones y las confirmaciones de lectura)
}
dash-erasure-count-aftercare = { $count ->
    [one] una respuesta de cuidados posteriores
   *[other] { $count } respuestas de cuidados posteriores
}
dash-erasure-confirm-title = ¿Borrar los datos de este paciente?
dash-erasure-confirm-help = No se puede deshacer. Las citas abiertas se cancelan. Escriba de nuevo el correo o el teléfono para confirmar.
dash-erasure-confirm-submit = Borrar
dash-event-retention-purge = Borró datos con el plazo de conservación vencido
# The name cell of a submission whose personal data the retention purge has emptied.
dash-purged-name = Datos personales eliminados
dash-event-patient-erase = Borró los datos de un paciente
dash-event-patient-erase-preview = Buscó a un paciente para borrar sus datos
dash-nav-waitlist = Lista de espera
dash-waitlist-toolbar = Controles de la lista de espera
dash-waitlist-name = Paciente
dash-waitlist-contact = Contacto
dash-waitlist-wants = Hora deseada
dash-waitlist-status = Estado
dash-waitlist-offer = Plaza ofrecida o reserva
dash-waitlist-empty = Nadie espera para este día.
dash-waitlist-any-time = Cualquier hora
dash-waitlist-status-waiting = En espera
dash-waitlist-status-offered = Plaza reservada
dash-waitlist-status-booked = Reservado
dash-waitlist-status-lapsed = Caducado

# E-mail verification of bookings (CLINIC_VERIFY_EMAIL): unconfirmed bookings stand apart.
dash-unverified = Correo sin confirmar
dash-filter-unverified = Solo correos sin confirmar
dash-unverified-until = Correo sin confirmar: plaza retenida hasta { $until }
dash-verified = Correo confirmado
dash-verification-expired = No confirmada a tiempo (cancelada)

## The access report (admins): what one staff account touched, for a breach notice.
dash-nav-access-report = Informe de accesos
dash-access-intro = Todo lo que una cuenta del personal vio o exportó en un periodo, según el registro de auditoría: para la notificación de una brecha cuando una cuenta pudo haber sido usada indebidamente. Generar el informe también queda registrado.
dash-access-account = Cuenta del personal
dash-access-account-choose = Elija una cuenta
dash-access-from = Desde (día de la clínica)
dash-access-to = Hasta (día de la clínica, incluido)
dash-access-run = Generar el informe
dash-access-chain-intact = El registro de auditoría de este periodo está íntegro: { $entries } entradas comprobadas.
dash-access-chain-broken = El registro de auditoría está roto en la entrada { $id } ({ $reason }). Considere este informe incompleto y conserve la base de datos tal como está.
dash-access-entries = { $count } entradas de auditoría de esta cuenta
dash-access-count-bookings = Citas: { $count }
dash-access-count-inquiries = Consultas: { $count }
dash-access-count-assessments = Evaluaciones: { $count }
dash-access-count-photos = Fotos: { $count }
dash-access-count-exports = Exportaciones: { $count }
dash-access-count-searches = Búsquedas: { $count }
dash-access-count-rows-in-exports-and-searches = Filas mostradas por exportaciones y búsquedas: { $count }
dash-access-categories = Datos personales expuestos
dash-access-category-contact = Datos de contacto
dash-access-category-health-answers = Respuestas de salud
dash-access-category-photos = Fotos
dash-access-none-exposed = Ningún dato de pacientes.
dash-access-col-kind = Tipo
dash-access-col-record = Registro
dash-access-col-patient = Paciente
dash-access-col-categories = Datos
dash-access-col-actions = Qué se hizo
dash-access-col-times = Veces
dash-access-col-first = Primera
dash-access-col-last = Última
dash-access-empty = Esta cuenta no accedió a ningún registro de pacientes en el periodo.
dash-access-disable = Desactivar esta cuenta y cerrar sus sesiones
dash-access-disable-title = ¿Desactivar { $email }?
dash-access-disable-help = La cuenta ya no podrá iniciar sesión y todas sus sesiones abiertas se cierran ahora. Un administrador puede volver a activarla más tarde.
dash-access-disable-confirm = Desactivar y cerrar todas las sesiones
dash-access-disabled = { $email } está desactivada y sin sesiones abiertas.
dash-access-already-disabled = Esta cuenta está desactivada.
dash-kind-photo = Foto
dash-kind-export = Exportación
dash-kind-search = Búsqueda
dash-event-access-report-view = Generó un informe de accesos
dash-event-access-report-export = Exportó un informe de accesos

## Recepción y recordatorios («Menos sillas vacías»)
dash-nav-front-desk = Recepción
dash-desk-toolbar = Controles de recepción
dash-desk-keys = Atajos de teclado (en la fila de un paciente)
dash-desk-key-move = paciente siguiente o anterior
dash-desk-key-arrived = registrar la llegada
dash-desk-key-no-show = marcar como no presentada (solo citas confirmadas)
dash-desk-key-enter = Intro
dash-desk-key-open = abrir la cita
dash-desk-caption = { $branch }: pacientes previstos el { $date }
dash-desk-summary = Previstos: { $expected } · dijeron que vendrán: { $willCome } · llegaron: { $arrived }
dash-desk-empty = No hay pacientes previstos este día.
dash-desk-col-answer = ¿Vendrá?
dash-desk-col-channel = Recordatorios por
dash-desk-col-needs = Intérprete y acompañantes
dash-desk-col-arrived = Llegada
dash-desk-will-come = Vendrá
dash-desk-no-answer = Sin respuesta
dash-desk-interpreter = Intérprete: { $language }
dash-desk-companions = { $count ->
    [one] un acompañante
   *[other] { $count } acompañantes
}
dash-desk-mark-arrived = Registrar llegada
# Empieza con el texto del botón (dash-desk-mark-arrived) y después nombra al paciente.
dash-desk-mark-arrived-for = Registrar llegada: { $name }
# Empieza con el texto del botón (dash-action-no-show) y después nombra al paciente.
dash-desk-mark-no-show-for = Marcar como no presentada: { $name }
dash-desk-confirm-first-link = Pendiente: confírmela primero
dash-desk-done-arrived = Se registró la llegada de { $name }.
dash-desk-done-no-show = La cita de { $name } se marcó como no presentada.
dash-desk-already-arrived = La llegada de { $name } ya está registrada.
dash-desk-decided = La cita de { $name } ya está cerrada ({ $status }).
dash-desk-confirm-first = La cita de { $name } sigue pendiente: ábrala (Intro) y confírmela antes de marcarla como no presentada.
dash-desk-key-undo-arrived = deshacer una llegada registrada por error
dash-desk-undo-arrived = Deshacer llegada
dash-desk-undo-arrived-for = Deshacer llegada: { $name }
dash-desk-done-undo-arrived = Se deshizo la llegada de { $name }.
dash-desk-not-arrived = La llegada de { $name } no está registrada.
dash-event-arrived = Llegada registrada
dash-event-booking-arrived = Registró la llegada de un paciente
dash-event-front-desk-view = Consultó la recepción
dash-channel-email = Correo electrónico
dash-channel-line = LINE
dash-channel-whatsapp = WhatsApp
dash-channel-state-active = Activo
dash-channel-state-pending = Sin vincular: mientras tanto, por correo electrónico
dash-channel-state-stopped = Detenido: por correo electrónico
dash-reminder-channel = Canal elegido
dash-reminder-channel-none = Ninguno elegido: los recordatorios van por correo electrónico
dash-reminder-no-answer = Aún sin respuesta
dash-reminder-opted-in = Aceptó el { $at } (aviso de privacidad del { $version })
dash-reminder-stopped-chat = Detenido en el chat el { $at }
dash-reminder-stopped-unfollow = Bloqueó la cuenta de LINE de la clínica el { $at }
dash-reminder-messages = Mensajes de recordatorio
dash-reminder-messages-none = Aún no se ha decidido ningún recordatorio.
dash-reminder-col-reminder = Recordatorio
dash-reminder-col-channel = Canal
dash-reminder-col-delivery = Entrega
dash-reminder-col-times = Horas
dash-reminder-col-problem = Problema
dash-reminder-when = { $hours } h antes de { $visit }
dash-reminder-before = Antes de { $visit }
dash-reminder-queued-at = En cola { $at }
dash-reminder-sent-at = Enviado { $at }
dash-reminder-delivered-at = Entregado { $at }
dash-reminder-read-at = Leído { $at }
dash-delivery-queued = En cola
dash-delivery-retrying = Reintentando
dash-delivery-sent = Enviado
dash-delivery-delivered = Entregado
dash-delivery-read = Leído
dash-delivery-failed = Fallido
dash-delivery-skipped = Omitido
dash-reminder-by-email = { $reason }: se envió por correo electrónico en su lugar
dash-reminder-problem-not-a-friend = No es amigo de la cuenta de LINE de la clínica (o la bloqueó)
dash-reminder-problem-undeliverable = Este número no tiene WhatsApp
dash-reminder-problem-template-refused = WhatsApp rechazó la plantilla del mensaje
dash-reminder-problem-line-refused-message = LINE rechazó el mensaje
dash-reminder-problem-line-refused-token = LINE rechazó el token de acceso de la clínica (revise la configuración de LINE)
dash-reminder-problem-line-forbidden = LINE no permite que la cuenta de la clínica envíe esto (revise la configuración de LINE)
dash-reminder-problem-line-user-unknown = LINE no conoce a este paciente
dash-reminder-problem-whatsapp-refused-token = WhatsApp rechazó el token de acceso de la clínica (revise la configuración de WhatsApp)
dash-reminder-problem-outside-window = Fuera del plazo de respuesta de WhatsApp
dash-reminder-problem-patient-choice = No entregado: el paciente eligió no recibir estos mensajes
dash-reminder-problem-smtp-permanent = El servidor de correo lo rechazó definitivamente (SMTP { $code })
dash-reminder-problem-smtp-transient = El servidor de correo lo aplazó por ahora (SMTP { $code }); se intenta de nuevo
dash-remfig-title = Recordatorios de las últimas { $weeks } semanas
dash-remfig-confirmed-chart = Tasa de confirmación por canal («asistiré» entre quienes recibieron recordatorio)
dash-remfig-no-show-chart = Tasa de inasistencia por canal (entre quienes recibieron recordatorio)
dash-remfig-week = Semana del
dash-remfig-rate-of = { $rate } de { $reminded }
dash-remfig-none = No se envió ningún recordatorio en estas semanas.
dash-remfig-offset-title = Según cuándo salió el recordatorio
dash-remfig-offset-col = Recordatorio
dash-remfig-offset = { $hours } h antes de la visita
dash-remfig-reminded = Con recordatorio
dash-remfig-confirmed = Tasa de confirmación
dash-remfig-no-show = Tasa de inasistencia

## Cuestionario de salud y cuidados posteriores: alertas, revisión, resumen clínico, preocupaciones
dash-col-intake = Cuestionario de salud
dash-intake-title = Cuestionario de salud
dash-intake-missing-mark = Faltan respuestas
dash-intake-to-review-mark = Por revisar
dash-intake-sent-at = Enviado el { $at }
dash-intake-not-sent = El paciente aún no ha respondido el cuestionario de salud.
dash-intake-draft = El paciente empezó el cuestionario pero no lo ha enviado. El borrador es privado hasta que lo envíe.
dash-intake-due = Faltan menos de 48 horas para la cita y no hay respuestas: llame al paciente.
dash-intake-flags = Alertas
dash-intake-no-flags = Las respuestas no generaron ninguna alerta.
dash-intake-medicines = Medicamentos
dash-intake-medicine = { $name } ({ $class })
dash-intake-no-medicines = No toma medicamentos
dash-intake-other-medicines = Otros medicamentos (tal como los escribió el paciente)
dash-intake-allergies = Alergias
dash-intake-no-allergies = Sin alergias
dash-intake-other-allergy = Otra alergia (tal como la escribió el paciente)
dash-intake-conditions = Enfermedades y situaciones
dash-intake-no-conditions = Ninguna de la lista
dash-intake-previous-treatment = Tratamiento previo de este bulto
dash-intake-previous-treatment-note = Sobre ese tratamiento (tal como lo escribió el paciente)
dash-intake-emergency = Contacto de emergencia
dash-intake-answered-in = Idioma de las respuestas
dash-intake-nothing = Sin respuesta
dash-intake-consent = Consentimiento para tratar estas respuestas como datos de salud: { $at } (aviso de privacidad del { $version })
dash-intake-photo = Foto enviada con las respuestas
dash-intake-photo-alt = Foto enviada con el cuestionario de salud (se abre en una pestaña nueva)
dash-intake-acknowledged = Hojas informativas leídas
dash-intake-acknowledged-item = { $kind }, versión { $version }, en { $language }, el { $at }
dash-intake-acknowledged-none = El paciente aún no ha confirmado ninguna hoja informativa.
dash-intake-review-title = Revisión antes de la cita
dash-intake-review-needed = Estas respuestas generaron alertas: un miembro del personal debe revisarlas antes de la cita.
dash-intake-review-note = Nota de revisión (interna)
dash-intake-review-save = Marcar como revisado
dash-intake-reviewed-by = Revisado por { $by } el { $at }
dash-chart-open = Resumen clínico
dash-chart-title = Resumen clínico
dash-chart-print = Imprimir
dash-chart-back = Volver a la reserva
dash-chart-patient = Paciente
dash-chart-visit = Cita
dash-chart-visit-kind = Tipo de cita
dash-chart-confidential = Datos de salud: confidencial. Cada consulta e impresión queda registrada.
dash-chart-consent-at-clinic = El consentimiento formal para la intervención se firma en la clínica.
dash-chart-footer = Impreso por { $email } el { $at }
dash-to-review-title = Respuestas de salud con alertas por revisar
dash-to-review-lead = Próximas citas cuyas respuestas generaron alertas que nadie ha revisado aún, primero las más cercanas.
dash-to-review-empty = No hay respuestas con alertas pendientes de revisión.
dash-worries-title = Preocupaciones tras la intervención
dash-worries-lead = Estos pacientes dijeron que algo de la herida les preocupa. Llámelos primero y luego marque cada caso como atendido indicando lo que se hizo.
dash-worry-urgent = Urgente
dash-worry-day = Día { $day } después de la intervención
dash-worry-answered = respondió el { $at }
dash-worry-signs = Signos
dash-worry-handled = Marcar como atendido
dash-worry-handled-for = Marcar como atendida la preocupación de { $name }
dash-worry-handled-title = { $name }: ¿qué se hizo?
dash-worry-note = Qué se hizo (interno)
dash-worry-save = Marcar como atendido
dash-flag-anticoagulant = Anticoagulante
dash-flag-antiplatelet = Antiagregante plaquetario
dash-flag-bleeding-disorder = Trastorno de la coagulación
dash-flag-anaesthetic-allergy = Alergia a la anestesia local
dash-flag-implanted-device = Marcapasos o dispositivo implantado
dash-flag-pregnant = Embarazo o lactancia
dash-flag-site-infection = Infección en la zona
dash-flag-medicine-to-check = Medicamento por comprobar
dash-flag-latex-allergy = Alergia al látex
dash-flag-adhesive-allergy = Alergia al esparadrapo
dash-flag-antibiotic-allergy = Alergia a antibióticos
dash-flag-allergy-to-check = Alergia por comprobar
dash-flag-keloid = Queloide o mala cicatrización
dash-flag-diabetes = Diabetes
dash-flag-heart-disease = Enfermedad cardíaca
dash-flag-high-blood-pressure = Hipertensión arterial
dash-flag-treated-before = Tratado antes
dash-allergy-local-anaesthetic = Anestésicos locales
dash-allergy-latex = Látex
dash-allergy-adhesive-tape = Esparadrapo
dash-allergy-antibiotic = Antibióticos
dash-allergy-other = Otra
dash-condition-bleeding-disorder = Trastorno de la coagulación
dash-condition-diabetes = Diabetes
dash-condition-heart-disease = Enfermedad cardíaca
dash-condition-implanted-device = Marcapasos o dispositivo implantado
dash-condition-high-blood-pressure = Hipertensión arterial
dash-condition-pregnancy = Embarazo o lactancia
dash-condition-keloid = Queloide o mala cicatrización
dash-condition-site-infection = Infección en la zona
dash-treatment-none = Nunca tratado
dash-treatment-removed = Extirpado antes
dash-treatment-drained = Drenado
dash-treatment-injected = Infiltrado
dash-treatment-other = Otro tratamiento
dash-worry-bleeding = Sangrado que no se detiene
dash-worry-fever = Fiebre
dash-worry-redness = Enrojecimiento que se extiende
dash-worry-pus = Supuración
dash-worry-severe-pain = Dolor intenso
dash-visit-kind-consultation = Consulta
dash-visit-kind-lipoma = Extirpación de lipoma
dash-visit-kind-cyst = Extirpación de quiste epidérmico
dash-visit-kind-skin-tumor = Extirpación de tumor cutáneo
dash-visit-kind-mole = Extirpación de lunar
dash-medicine-class-anticoagulant = anticoagulante
dash-medicine-class-antiplatelet = antiagregante plaquetario
dash-intake-state-missing = Sin responder
dash-intake-state-draft = Empezado, sin enviar
dash-intake-state-sent = Enviado
dash-intake-state-reviewed = Revisado
dash-event-intake-view = Consultó respuestas de salud
dash-event-intake-review = Revisó respuestas de salud
dash-event-chart-view = Consultó un resumen clínico
dash-event-chart-print = Imprimió un resumen clínico
dash-event-intake-to-review-view = Consultó las respuestas por revisar
dash-event-aftercare-handled = Atendió una preocupación tras la intervención

## Contenido del sitio (issue 27): lista de documentos, editor, revisión y funciones de contenido
dash-nav-group-media = Recursos multimedia
dash-nav-content = Contenido del sitio
dash-users-content-role = Contenido del sitio
dash-content-role-none = Sin acceso
dash-content-role-editor = Editor (redacta borradores)
dash-content-role-reviewer = Revisor (aprueba y publica)
dash-content-role-admin = Edita y revisa (administrador)
dash-content-role-for = Función de { $email } en el contenido del sitio
dash-content-lead = Los textos del sitio en cada idioma. El texto en chino tradicional es el original: cuando cambia, los demás idiomas quedan marcados como pendientes de actualizar. Un cambio se guarda como borrador, se envía a revisión y se publica cuando un revisor lo aprueba.
dash-content-search = Nombre del documento
dash-content-filter-kind = Tipo
dash-content-filter-state = Estado
dash-content-state-needs-update = Pendiente de actualizar
dash-content-state-in-review = En revisión
dash-content-state-returned = Devuelto
dash-content-kind-faq = Preguntas frecuentes
dash-content-kind-articles = Artículos
dash-content-kind-legal = Páginas legales
dash-content-kind-sheets = Hojas informativas del procedimiento
dash-content-kind-aftercare = Hojas de cuidados posteriores
dash-content-kind-clinics = Sedes
dash-content-kind-cases = Casos
dash-content-kind-videos = Vídeos
dash-content-kind-shared = Archivos comunes (todos los idiomas)
dash-content-kind-other = Otros archivos
dash-content-col-document = Documento
dash-content-shown = Se muestran { $shown } de { $total } documentos.
dash-content-enter-source = Intro abre el texto original ({ $language }); elija un idioma en los filtros para abrir ese idioma en su lugar.
dash-content-enter-language = Intro abre el texto en { $language }.
dash-content-empty = Ningún documento coincide con estos filtros.
dash-content-revision-short = revisión { $revision }
dash-content-revision-long = Revisión publicada { $revision }
dash-content-unpublished = Sin publicar
dash-content-needs-update = Pendiente de actualizar
dash-content-needs-update-entries = Hay que actualizar: { $count ->
    [one] 1 entrada
   *[other] { $count } entradas
}
dash-content-draft-draft = Borrador
dash-content-draft-in-review = En revisión
dash-content-draft-returned = Devuelto
dash-content-missing = Añadir
dash-content-add-language = Añadir el texto en { $language }
dash-content-open-language = Abrir el texto en { $language }
dash-content-back = Volver al contenido del sitio
dash-content-languages = Este documento en otros idiomas
dash-content-new-document = Aún sin publicar: se publica con la primera aprobación
dash-content-draft-by = Borrador de { $email }, guardado el { $at }
dash-content-stale = Alguien ha publicado este documento después de que usted lo abriera, así que su texto no se ha guardado. Recargue para continuar desde el nuevo texto publicado; su texto se queda en pantalla para que pueda copiarlo.
dash-content-reload = Recargar
dash-content-kept-title = Su texto antes de recargar
dash-content-kept-help = Copie en el editor de abajo lo que aún necesite y guarde.
dash-content-kept-hide = Ocultar
dash-content-returned-title = El revisor lo ha devuelto
dash-content-locked = Este cambio está pendiente de revisión. No se puede editar hasta que un revisor lo apruebe o lo devuelva.
dash-content-source-note = Este es el texto original. Al publicar una nueva revisión, los demás idiomas quedan marcados como pendientes de actualizar.
dash-content-source-title = El texto original (chino tradicional)
dash-content-source-changed = El original ha cambiado desde que se hizo esta traducción: revisión { $from } → { $now }.
dash-content-entries-behind = { $count ->
    [one] Una entrada del original cambió después de esta traducción; tradúzcala de nuevo:
   *[other] { $count } entradas del original cambiaron después de esta traducción; tradúzcalas de nuevo:
}
dash-content-source-current = Esta traducción sigue la revisión actual del original ({ $revision }).
dash-content-open-source = Abrir el original
dash-content-source-diff = Cambios del original, revisión { $from } → { $now }
dash-content-translated-legend = ¿Qué tipo de cambio es?
dash-content-translated-current = Una nueva traducción del original actual (al publicarse deja de estar pendiente de actualizar)
dash-content-translated-unchanged = Solo una corrección: sigue pendiente de actualizar
dash-content-translated-missing = Indique si es una nueva traducción o solo una corrección.
dash-content-text-title = Su borrador
dash-content-text-locked-title = El cambio en revisión
dash-content-text-label = Texto ({ $language })
dash-content-hint-json = JSON: se comprueba antes de guardar. Ctrl+S guarda el borrador.
dash-content-hint-markdown = Primero los metadatos (front matter) y después Markdown (docs/content-format.md). Ctrl+S guarda el borrador.
dash-content-format-label = Formato Markdown
dash-content-format-bold = Negrita
dash-content-format-heading = Título
dash-content-format-list = Lista
dash-content-image-insert = Insertar imagen
dash-content-image-title = Insertar una imagen
dash-content-image-file = Imagen (JPEG o PNG, 10 MB como máximo)
dash-content-image-alt = Qué muestra la imagen
dash-content-image-alt-hint = Se lee en voz alta a quien no puede ver la imagen. Obligatorio.
dash-content-image-submit = Subir e insertar
dash-content-image-uploading = Subiendo la imagen y creando sus tamaños…
dash-content-image-need-file = Elija un archivo de imagen.
dash-content-image-need-alt = Describa lo que muestra la imagen.
dash-content-image-too-large = La imagen supera los 10 MB.
dash-content-image-not-image = Este archivo no es una imagen JPEG o PNG legible.
dash-content-image-busy = El servidor está ocupado. Inténtelo de nuevo en un momento.
dash-content-image-failed = No se pudo subir la imagen. Inténtelo de nuevo.
dash-content-json-at = No es un JSON válido: línea { $line }, columna { $column }.
dash-content-beside = Mostrar al lado
dash-content-beside-none = Nada
dash-content-preview-title = Vista previa
dash-content-preview-none = Este tipo de documento no tiene vista previa; se verá en el sitio una vez publicado.
dash-content-preview-show = Mostrar vista previa
dash-content-preview-hide = Ocultar vista previa
dash-content-beside-published = { $language }: revisión publicada { $revision } (solo lectura)
dash-content-beside-draft = { $language }: borrador sin publicar (solo lectura)
dash-content-beside-missing = Este documento aún no tiene texto en { $language }.
dash-content-save = Guardar borrador
dash-content-submit = Enviar a revisión
dash-content-unsaved = Cambios sin guardar
dash-content-all-saved = Borrador guardado
dash-content-saved = El borrador se ha guardado.
dash-content-submitted = El cambio se ha enviado a revisión.
dash-content-leave-unsaved = Sus cambios no están guardados. ¿Desea salir de este documento de todos modos?
dash-content-published-title = Texto publicado, revisión { $revision }
dash-content-changes-title = Cambios respecto al texto publicado
dash-content-diff-counts = { $added ->
    [one] una línea añadida
   *[other] { $added } líneas añadidas
}, { $removed ->
    [one] una línea eliminada
   *[other] { $removed } líneas eliminadas
}
dash-content-diff-none = Sin cambios.
dash-content-diff-fold = { $count ->
    [one] una línea sin cambios
   *[other] { $count } líneas sin cambios
}
dash-content-diff-added = Añadida:
dash-content-diff-removed = Eliminada:
dash-content-review-title = Revisión
dash-content-review-by = Enviado por { $email } el { $at }.
dash-content-review-new-translation = El autor lo marca como una nueva traducción del original actual.
dash-content-review-fix-only = El autor lo marca como solo una corrección: sigue pendiente de actualizar.
dash-content-review-diff = Revisión publicada { $revision } → este cambio
dash-content-review-diff-new = Un documento nuevo: todo su texto
dash-content-approve = Aprobar y publicar
dash-content-return-title = Devolver
dash-content-return-note = Qué debe cambiar (el autor lo leerá)
dash-content-return = Devolver al autor
dash-content-published-done = Publicado como revisión { $revision }.
dash-content-returned-done = Devuelto al autor con su nota.
dash-content-error-stale = Alguien ha publicado este documento entretanto. Recárguelo y vuelva a hacer el cambio sobre el texto nuevo.
dash-content-error-not-allowed = Este cambio está en revisión, o alguien acaba de decidir su revisión. Recargue para ver en qué estado está.
dash-content-error-not-found = Este documento no tiene ningún borrador guardado (puede que se acabe de publicar o devolver). Recargue para ver en qué estado está.
dash-content-error-body-json = No es un JSON válido. Corríjalo antes de guardar.
dash-content-error-body-required = El texto está vacío. Un documento necesita texto.
dash-content-error-body-max-length = El texto es demasiado largo para un solo documento.
dash-content-error-body-id = Un identificador solo puede llevar letras minúsculas a–z, cifras y guiones, 80 como máximo: las direcciones de las páginas se forman con ellos.
dash-content-error-note-required = Indique qué debe cambiar antes de devolverlo.
dash-content-error-note-max-length = La nota es demasiado larga. Acórtela, por favor.
dash-content-error-body-compiled = Esto cambia un valor con el que se construye el sitio (la zona horaria, el año de fundación o la versión del aviso de privacidad). Ese valor se cambia con una nueva compilación del sitio, no aquí.
dash-content-error-body-hours = No se puede leer el horario: nombre cada día una sola vez (mon … sun), escriba las horas como HH:MM con el cierre después de la apertura, y mantenga la franja entre 5 y 240 minutos y el plazo de reserva entre 1 y 730 días.
dash-content-error-body-unrenderable = No se pueden generar las páginas con este texto: su formato no es el que leen las páginas. No se ha publicado nada; el cambio sigue en revisión.
dash-content-error-publishing-unavailable = Este servidor no puede publicar: no puede generar las páginas. No se ha publicado nada; el cambio sigue en revisión.
dash-content-error-publishing-failed = No se pudo publicar. No se ha publicado nada; el cambio sigue en revisión. Inténtelo de nuevo.
dash-content-claims-title = Revisión de afirmaciones
dash-content-claims-none = La revisión de afirmaciones no encuentra nada que corregir en el texto guardado.
dash-content-claims-lead = { $count ->
    [one] La revisión de afirmaciones encuentra una frase que las normas de publicidad médica o los datos del propio sitio no permiten.
   *[other] La revisión de afirmaciones encuentra { $count } frases que las normas de publicidad médica o los datos del propio sitio no permiten.
} Corrija cada una en el texto, o manténgala con un motivo que leerá el revisor.
dash-content-claims-open = { $count ->
    [one] Una frase no está corregida ni mantenida con un motivo, así que el cambio aún no se puede publicar.
   *[other] { $count } frases no están corregidas ni mantenidas con un motivo, así que el cambio aún no se puede publicar.
}
dash-content-claims-outdated = Estos resultados son del último texto guardado. Guarde el borrador para revisar sus cambios.
dash-content-claims-show = Mostrar en el texto
dash-content-claims-reason = Mantener «{ $phrase }» porque… (lo leerá el revisor)
dash-content-claims-kept = Mantenida a propósito:
dash-content-claims-not-kept = Ni corregida ni mantenida: no se puede aprobar hasta que lo esté.
dash-content-claim-rule-claim = Contradice los datos del sitio
dash-content-claim-rule-guarantee = Promesa de un resultado
dash-content-claim-rule-painless = Afirmación sobre el dolor
dash-content-claim-rule-no-recurrence = Promesa sobre la reaparición
dash-content-claim-rule-superlative = Superlativo
dash-content-claim-rule-testimonial = Testimonio de paciente
dash-content-claim-rule-before-after = Comparación de antes y después
dash-content-error-body-claims = La revisión de afirmaciones aún encuentra frases que no están corregidas ni mantenidas con un motivo. Devuelva el cambio para que el autor se ocupe de ellas.
dash-content-error-overrides-required = Cada frase mantenida a propósito necesita su motivo.
dash-content-error-overrides-max-length = Un motivo es demasiado largo. Acórtelo, por favor.
dash-content-error-path-format = Esto no es un documento del contenido del sitio.
dash-content-error-path-required = No se ha elegido ningún documento.
dash-event-content-draft = Guardó un borrador de contenido
dash-event-content-submit = Envió contenido a revisión
dash-event-content-publish = Publicó contenido
dash-event-content-return = Devolvió contenido
dash-event-user-content-role = Cambió una función del contenido del sitio

## Versiones del sitio (issue 27 point 5): las versiones guardadas del sitio publicado y la vuelta atrás de un administrador
dash-nav-site-versions = Versiones del sitio
dash-site-versions-lead = Cada cambio aprobado genera todas las páginas del sitio en una nueva versión, que todas las instancias sirven en pocos segundos. Se guardan las 20 últimas versiones, de la más reciente a la más antigua.
dash-site-versions-lead-admin = Cada cambio aprobado genera todas las páginas del sitio en una nueva versión, que todas las instancias sirven en pocos segundos. Se guardan las 20 últimas versiones, de la más reciente a la más antigua, y puede volver a cualquiera de ellas.
dash-site-versions-rendering-renders = Este servidor genera las páginas cuando se aprueba un cambio.
dash-site-versions-rendering-unavailable = Este servidor no puede generar las páginas, así que rechaza todas las aprobaciones hasta que se resuelva: no se publica nada sin sus páginas.
dash-site-versions-rendering-no-site = Este servidor no sirve un sitio compilado: una aprobación solo publica el texto y no crea ninguna versión.
dash-site-versions-reason = Motivo que indica el servidor:
dash-site-versions-col-published = Publicada
dash-site-versions-col-by = Aprobada por
dash-site-versions-col-size = Tamaño
dash-site-versions-col-served = En servicio
dash-site-versions-col-action = Acción
dash-site-versions-size = { $files ->
    [one] un archivo
   *[other] { $files } archivos
}, { $size }
dash-site-versions-served = En servicio ahora
dash-site-versions-empty = Todavía no hay ninguna versión. El primer cambio aprobado crea una; hasta entonces el sitio se sirve tal como se compiló.
dash-site-versions-rollback = Volver a esta versión
dash-site-versions-rollback-title = ¿Volver a la versión del { $at }?
dash-site-versions-rollback-help = En pocos segundos todas las instancias vuelven a servir las páginas de esta versión, y cada documento que muestra se publica de nuevo tal como estaba entonces (como una nueva revisión), de modo que la próxima aprobación parte de esos textos. Los cambios publicados después salen del sitio; las versiones más recientes siguen en esta lista.
dash-site-versions-rollback-confirm = Volver a esta versión
dash-site-versions-rolled-back = El sitio ha vuelto a la versión del { $at }. { $count ->
    [one] Se ha publicado de nuevo un documento.
   *[other] Se han publicado de nuevo { $count } documentos.
}
dash-site-versions-error-gone = Esta versión ya no se guarda, así que el sitio no puede volver a ella. Recargue la lista.
dash-event-site-publish = Publicó una versión del sitio
dash-event-site-rollback = Devolvió el sitio a una versión anterior
