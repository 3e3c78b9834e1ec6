# Menú de cabecera, menú móvil, selector de idioma y barra flotante.
nav-home = Inicio
nav-about = Sobre nosotros
nav-doctor = Nuestro médico
nav-services = Tratamientos
nav-medical-booking = Reservar cita
nav-global-influence = Alcance internacional
nav-cases = Casos de éxito
nav-videos = Vídeos
nav-contact = Contacto
nav-main-label = Menú principal
nav-mobile-label = Menú móvil
nav-menu-open = Abrir menú
nav-menu-close = Cerrar menú
nav-language-switcher = Idioma: { $language }
pill-label = Accesos rápidos
pill-home = Inicio
pill-doctor = Médico
pill-international = Pacientes internacionales
pill-appointment = Reservar ahora

# First visit: the same page offered in the browser's language, written in that language.
language-suggestion-label = Sugerencia de idioma
language-suggestion-text = Esta página también está disponible en español.
language-suggestion-switch = Leer en español
language-suggestion-dismiss = No, gracias
