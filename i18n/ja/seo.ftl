# 検索エンジン向けタイトルと説明
seo-home-title = 台北・高雄の低侵襲 脂肪腫・粉瘤切除 | 林医師クリニック
seo-home-description = 脂肪腫、粉瘤、皮膚腫瘍、ほくろを局所麻酔下の小さな切開で摘出し、日帰りでご帰宅いただけます。{ $years_experience } 年以上、{ $cases } 例以上、{ $countries } か国以上の患者さん。
