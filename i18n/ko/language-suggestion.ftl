# First visit: the same page offered in the browser's language, written in that language. The site loads
# this file alone for the offer (a few lines instead of the whole language).
language-suggestion-label = 언어 안내
language-suggestion-text = 이 페이지는 한국어로도 볼 수 있어요.
language-suggestion-switch = 한국어로 읽기
language-suggestion-dismiss = 괜찮아요
