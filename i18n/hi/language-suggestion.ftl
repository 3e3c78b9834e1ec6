# First visit: the same page offered in the browser's language, written in that language. The site loads
# this file alone for the offer (a few lines instead of the whole language).
language-suggestion-label = भाषा सुझाव
language-suggestion-text = यह पेज हिंदी में भी उपलब्ध है।
language-suggestion-switch = हिंदी में पढ़ें
language-suggestion-dismiss = नहीं, धन्यवाद
