# Banner de consentimiento de privacidad y cookies.
consent-title = Tu privacidad
consent-body = Usamos solo el almacenamiento estrictamente necesario para que el sitio funcione. Con tu permiso, también medimos las visitas de forma anónima para mejorar la información para pacientes. Nunca usamos cookies publicitarias.
consent-analytics-label = Permitir estadísticas anónimas de visitas
consent-necessary-note = El almacenamiento necesario (tu idioma, tema y esta elección) está siempre activo.
consent-accept-all = Aceptar todo
consent-necessary-only = Solo las necesarias
consent-customize = Personalizar
consent-save = Guardar mi elección
consent-saved = Se ha guardado tu elección de privacidad.
