# 錯誤頁面
page-not-found-title = 404 找不到頁面
page-not-found-lead = 您要找的頁面不存在或已移除。請確認網址，或回到首頁。
not-found-home = 回到首頁
