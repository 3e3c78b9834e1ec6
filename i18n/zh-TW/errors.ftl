# 錯誤頁面
page-not-found-title = 404 找不到頁面
page-not-found-lead = 您是否忘了將此頁面加入路由？
not-found-home = 回到首頁
