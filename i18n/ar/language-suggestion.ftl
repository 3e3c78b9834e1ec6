# First visit: the same page offered in the browser's language, written in that language. The site loads
# this file alone for the offer (a few lines instead of the whole language).
language-suggestion-label = اقتراح اللغة
language-suggestion-text = هذه الصفحة متاحة أيضًا باللغة العربية.
language-suggestion-switch = اقرأها بالعربية
language-suggestion-dismiss = لا، شكرًا
