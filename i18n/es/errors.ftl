# Páginas de error.
page-not-found-title = 404 Página no encontrada
page-not-found-lead = ¿Olvidaste añadir la página al enrutador?
not-found-home = Volver al inicio
