# Páginas de error.
page-not-found-title = 404 Página no encontrada
page-not-found-lead = La página que busca no existe o ha cambiado de dirección. Compruebe la dirección o vuelva a la página de inicio.
not-found-home = Volver al inicio
