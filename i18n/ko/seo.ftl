# 검색 엔진 제목과 설명
seo-home-title = 타이베이·가오슝 최소침습 지방종·피지낭종 제거 | 린 클리닉
seo-home-description = 지방종, 피지낭종, 피부 종양, 점을 국소마취하에 작은 절개로 제거하고 당일 귀가해요. { $years_experience }년 이상, { $cases }건 이상, { $countries }개국 이상의 환자.
