# First visit: the same page offered in the browser's language, written in that language. The site loads
# this file alone for the offer (a few lines instead of the whole language).
language-suggestion-label = Sugerencia de idioma
language-suggestion-text = Esta página también está disponible en español.
language-suggestion-switch = Leer en español
language-suggestion-dismiss = No, gracias
