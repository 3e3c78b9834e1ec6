# Banner de consentimiento de privacidad y cookies.
consent-title = Su privacidad
consent-body = Usamos solo el almacenamiento estrictamente necesario para que el sitio funcione. Con su permiso, también medimos las visitas de forma anónima para mejorar la información para pacientes. Nunca usamos cookies publicitarias.
consent-analytics-label = Permitir estadísticas anónimas de visitas
consent-necessary-note = El almacenamiento necesario (su idioma, tema y esta elección) está siempre activo.
consent-accept-all = Aceptar todo
consent-necessary-only = Solo las necesarias
consent-customize = Personalizar
consent-save = Guardar mi elección
consent-saved = Se ha guardado su elección de privacidad.
consent-privacy-link = Leer el aviso de privacidad
