# 隱私權與 Cookie 同意橫幅
consent-title = 您的隱私
consent-body = 本網站僅使用維持運作所必需的儲存空間。經您同意後，我們也會以匿名方式統計瀏覽情形，以改善提供給患者的資訊。我們絕不使用廣告 Cookie。
consent-analytics-label = 允許匿名瀏覽統計
consent-necessary-note = 必要儲存（您的語言、主題與本次選擇）會一直啟用。
consent-accept-all = 全部接受
consent-necessary-only = 僅限必要
consent-customize = 自訂設定
consent-save = 儲存我的選擇
consent-saved = 已儲存您的隱私設定。
consent-privacy-link = 閱讀隱私權聲明
