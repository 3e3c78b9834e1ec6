# First visit: the same page offered in the browser's language, written in that language. The site loads
# this file alone for the offer (a few lines instead of the whole language).
language-suggestion-label = 語言建議
language-suggestion-text = 本頁也有繁體中文版。
language-suggestion-switch = 以繁體中文閱讀
language-suggestion-dismiss = 不用了，謝謝
