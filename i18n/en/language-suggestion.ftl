# First visit: the same page offered in the browser's language, written in that language. The site loads
# this file alone for the offer (a few lines instead of the whole language).
language-suggestion-label = Language suggestion
language-suggestion-text = This page is also available in English.
language-suggestion-switch = Read it in English
language-suggestion-dismiss = No, thanks
