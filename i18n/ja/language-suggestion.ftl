# First visit: the same page offered in the browser's language, written in that language. The site loads
# this file alone for the offer (a few lines instead of the whole language).
language-suggestion-label = 言語のご案内
language-suggestion-text = このページは日本語でもご覧いただけます。
language-suggestion-switch = 日本語で読む
language-suggestion-dismiss = 今回は結構です
