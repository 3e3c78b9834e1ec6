# 搜尋引擎標題與描述
seo-home-title = 台北・高雄微創脂肪瘤、粉瘤切除 | 林醫師診所
seo-home-description = 以小傷口、局部麻醉切除脂肪瘤、粉瘤、皮膚腫瘤與痣，當天即可返家。{ $years_experience } 年以上經驗、超過 { $cases } 例，患者來自 { $countries } 多個國家。
