# 콘텐츠 페이지(issue 5). 페이지 제목과 소개 문구는 pages.ftl의 `page-<id>-title/-lead`.
# `medical-`로 시작하는 키는 중요한 의료 문구입니다(the product brief의 표현과 수치 그대로).

## Shared
content-book = 진료 예약하기
content-contact = 클리닉에 문의하기
content-read-more = 더 읽기
content-cta-title = 진찰받고 싶은 혹이 있으신가요?
content-cta-text = 메시지를 보내시거나 타이베이·가오슝 지점 진료를 예약하세요. { $reply_hours }시간 이내에 답변드려요.
content-location-back = 등
content-location-neck = 목
content-location-shoulder = 어깨
content-location-scalp = 두피
content-level-basic = 기초
content-level-intermediate = 중급
content-level-advanced = 고급
content-minutes = { $value }분
content-days = { $value }일
content-months = { $value }개월
content-cm = { $value }cm

## Services
services-treatments-title = 치료 대상
medical-treatment-lipoma-title = 지방종 제거
medical-treatment-lipoma-text = 지방종은 피부 아래에 생기는 부드러운 양성 지방 덩어리예요. 얇은 피막까지 완전히 제거하며, 절개는 보통 지름의 { $incision_ratio_min_percent }~{ $incision_ratio_max_percent }%에 불과해요.
medical-treatment-cyst-title = 피지낭종·표피낭종 제거
medical-treatment-cyst-text = 주머니가 남아 있는 한 낭종은 계속 재발해요. 주머니 전체를 제거하며, 절개는 보통 { $incision_cm_min }~{ $incision_cm_max }cm예요.
medical-treatment-tumor-title = 피부 종양 제거
medical-treatment-tumor-text = 피부나 피부 아래의 혹을 국소마취로 제거하고, 조직은 병리 검사로 보내 정확한 진단을 확인해요.
medical-treatment-mole-title = 점 제거
medical-treatment-mole-text = 변하거나 피가 나거나 신경 쓰이는 점을 제거하고 병리과 의사가 검사해요. 완전한 제거와 명확한 결과가 우선이고, 작은 흉터는 그다음이에요.
services-link-lipoma = 지방종 알아보기
services-link-cyst = 낭종 알아보기
services-link-tumor = 피부 종양과 점 알아보기
services-compare-title = 최소침습 수술과 기존 수술 비교
medical-compare-caption = 절개 길이와 상처 회복: 기존 절개와 저희 최소침습 기법 비교
medical-compare-aspect = 비교 항목
medical-compare-traditional = 기존 절개
medical-compare-minimal = 최소침습 수술
medical-compare-incision = 절개 길이
medical-compare-incision-traditional = { $traditional_incision_cm_min }~{ $traditional_incision_cm_max }cm
medical-compare-incision-minimal = 보통 { $incision_cm_min }~{ $incision_cm_max }cm
medical-compare-recovery = 상처가 완전히 아물기까지
medical-compare-recovery-traditional = { $traditional_recovery_weeks_min }~{ $traditional_recovery_weeks_max }주
medical-compare-recovery-minimal = { $healing_weeks_min }~{ $healing_weeks_max }주(일상 활동은 보통 { $activity_days_min }~{ $activity_days_max }일 후부터)
medical-compare-note = 큰 혹은 절개도 함께 커지지만, 보통 종양 지름의 { $incision_ratio_min_percent }~{ $incision_ratio_max_percent }%에 머물러요. { $showcase_tumour_cm }cm 종양을 { $showcase_incision_cm }cm 절개로 제거한 경험이 있어요.
services-steps-title = 수술 당일의 진행
services-step-1-title = 진찰
services-step-1-text = 의사가 혹을 진찰하고 치료 방법을 설명하며 궁금한 점에 답해 드려요.
services-step-2-title = 국소마취
medical-step-2-text = 수술 부위만 마취해요. 의식이 있는 상태로 편안하게 받으실 수 있어요.
services-step-3-title = 제거
medical-step-3-text = 대부분의 수술은 { $surgery_minutes_min }~{ $surgery_minutes_max }분이 걸려요. 작은 절개로 혹을 완전히 제거해요.
services-step-4-title = 당일 귀가
services-step-4-text = 잠시 쉬신 뒤 서면 관리 안내를 받아 귀가하세요.
services-step-5-title = 회복과 병리 검사
medical-step-5-text = 대부분 { $activity_days_min }~{ $activity_days_max }일 후 일상 활동이 가능하고, { $healing_weeks_min }~{ $healing_weeks_max }주면 완전히 아물어요. 제거한 조직은 병리과 의사가 검사해요.
services-safety-title = 안전 최우선
services-safety-text = 저희 팀은 전문심장소생술(ACLS) 인증을 받았으며, 모든 수술실에 안전 장비를 갖추고 있어요. 중대한 합병증 { $major_complications }건.

## Condition pages
condition-what-title = 어떤 질환인가요?
condition-signs-title = 이럴 때는 빨리 진찰받으세요
condition-treatment-title = 제거 방법
condition-facts-title = 한눈에 보기
condition-cases-title = 비슷한 사례
condition-articles-title = 더 읽어 보기
medical-lipoma-what = 지방종은 피부 바로 아래에 생기는 지방세포의 양성(암이 아닌) 덩어리예요. 보통 부드럽거나 말랑하고, 누르면 조금 움직여요. 등, 어깨, 목, 팔, 허벅지, 배에 흔하며 보통 저절로 없어지지 않아요.
medical-lipoma-sign-1 = 빠르게 커지거나 단단해졌어요.
medical-lipoma-sign-2 = 아프거나 붉거나 열감이 있어요.
medical-lipoma-sign-3 = 움직이지 않고 고정된 느낌이에요.
medical-lipoma-sign-4 = 약 5cm보다 크거나, 제거 후 다시 생겼어요.
medical-lipoma-treatment = 국소마취로 얇은 피막을 포함한 지방종 전체를 제거해요. 절개는 보통 { $incision_cm_min }~{ $incision_cm_max }cm이며, 큰 지방종은 크기에 따라 커지지만 보통 지름의 { $incision_ratio_min_percent }~{ $incision_ratio_max_percent }%에 머물러요. { $largest_tumour_cm }cm 지방종을 제거한 경험이 있어요.
medical-cyst-what = 표피낭종(흔히 피지낭종이라고도 함)은 피부 아래의 작은 주머니예요. 주머니 안쪽에서 각질이 계속 만들어져 주머니가 서서히 차오르고 혹이 커져요. 표면에 작은 검은 구멍이 있는 경우가 많고, 냄새나는 분비물이 나올 수 있어요.
medical-cyst-sign-1 = 붉게 붓거나 열감·통증이 있어요.
medical-cyst-sign-2 = 짜거나 배농해도 계속 재발해요.
medical-cyst-sign-3 = 커지고 있거나 옷차림·수면에 방해가 돼요.
medical-cyst-sign-4 = 붉은 기가 번지거나 고름이 나오거나 열이 나면 바로 진료를 받으세요.
medical-cyst-treatment = 재발 가능성을 낮추려면 주머니 전체를 제거해야 해요. 내용물만 비우면 주머니는 다시 차요. 염증이 생긴 낭종은 보통 먼저 염증을 가라앉힌 뒤 제거해요. 절개는 보통 { $incision_cm_min }~{ $incision_cm_max }cm이며, 주머니는 병리 검사로 보내요.
medical-tumor-what = 대부분의 점과 피부 혹은 양성이지만, 의사가 직접 진찰해야만 판단할 수 있어요. 제거한 혹은 병리과 의사가 현미경으로 검사해 정확히 무엇인지 확인해요.
medical-tumor-sign-1 = 좌우가 비대칭이거나, 경계가 울퉁불퉁하거나, 한 점에 여러 색이 있어요.
medical-tumor-sign-2 = 약 6mm보다 크거나 크기·모양·색·높이가 변해요.
medical-tumor-sign-3 = 다치지 않았는데 가렵거나 피가 나거나 딱지가 생기고, 상처가 몇 주가 지나도 낫지 않아요.
medical-tumor-sign-4 = 피부나 피부 아래의 혹이 커지거나 단단하거나 고정되어 있어요.
medical-tumor-treatment = 점과 피부 종양은 국소마취로 제거하며 당일 귀가하실 수 있어요. 절개 크기는 안전하게 제거해야 할 범위에 따라 정해져요. 완전한 제거와 명확한 병리 결과가 우선이고, 작은 흉터는 그다음이에요.
medical-fact-duration = 대부분의 수술은 국소마취로 { $surgery_minutes_min }~{ $surgery_minutes_max }분 걸려요. 아주 큰 혹은 더 오래 걸려요.
medical-fact-incision = 절개는 보통 { $incision_cm_min }~{ $incision_cm_max }cm예요.
medical-fact-discharge = 당일 귀가하실 수 있어요.
medical-fact-recovery = 대부분 { $activity_days_min }~{ $activity_days_max }일 후 일상 활동, { $healing_weeks_min }~{ $healing_weeks_max }주면 완전히 아물어요.

## Cases
case-condition-lipoma = 지방종
case-condition-cyst = 낭종
case-condition-skin_tumor = 피부 종양
case-condition-mole = 점
case-size = 크기
case-incision = 절개
case-surgery = 수술 시간
case-recovery = 일상 복귀까지
case-patient = 환자
case-location = 부위
case-patient-value = { $age }세, { $country }
case-incision-ratio = 절개는 혹 지름의 { $percent }%였어요.
case-read-story = 전체 이야기 읽기
case-privacy-note = 환자를 알아볼 수 있는 정보는 제외했어요. 사례마다 다르며, 치료 계획은 진찰 후 정해져요.

## Videos
videos-filter-category = 주제
videos-filter-difficulty = 난이도
videos-category-all = 모든 주제
videos-category-lipoma = 지방종
videos-category-cyst = 낭종
videos-category-skinTumor = 피부 종양
videos-category-technique = 수술 기법
videos-level-all = 모든 난이도
videos-shown = 영상 { $count }개 표시 중
videos-none = 조건에 맞는 영상이 없어요.
videos-duration = 길이 { $duration }
videos-view-count = 조회수 { $views }회
videos-play = 영상 재생: { $title }
videos-coming-soon = 영상 공개 예정
videos-coming-soon-text = 이 영상은 준비 중이에요. 같은 주제는 칼럼에서도 설명하고 있어요.
videos-privacy = 재생 버튼을 누르기 전에는 YouTube 콘텐츠를 전혀 불러오지 않아요. 재생 시 YouTube 개인정보 보호 강화 모드를 사용해요.
videos-player-title = 영상: { $title }

## Doctor
doctor-profile-title = 프로필
doctor-bio-1 = 린 원장은 피부과 전문의로서 { $years_experience }년 넘게 피부 종양의 최소침습 제거에 전념해 왔어요. { $founding_year }년 개원 이후 의료진은 { $cases }건이 넘는 사례를 치료했어요.
doctor-bio-2 = 원칙은 간단해요. 국소마취로, 가능한 가장 작은 절개를 통해 피막이나 낭종 주머니까지 혹 전체를 제거하여 환자가 당일 귀가할 수 있도록 하는 거예요.
doctor-bio-3 = 린 원장은 이 기법에 대해 강의하고, 전문심장소생술(ACLS) 인증 팀과 함께 진료해요.
doctor-expertise-title = 전문 분야
doctor-expertise-1 = 지방종(거대 지방종 포함, { $largest_tumour_cm }cm 지방종 제거)
doctor-expertise-2 = 표피낭종·피지낭종(반복 재발하는 낭종 포함)
doctor-expertise-3 = 피부 종양과 점(병리 검사 포함)
doctor-expertise-4 = 국소마취 최소침습 수술
doctor-certs-lead = 여기에서 인증서 { $certificates_shown }개를 볼 수 있어요. 선택하면 크게 볼 수 있어요.
doctor-cert-category-core = 핵심 자격
doctor-cert-category-safety = 안전
doctor-cert-category-academic = 학술
doctor-cert-category-international = 해외 연수
doctor-cert-view = 크게 보기: { $title }
doctor-cert-issuer = 발급 기관: { $issuer }
doctor-cert-placeholder = 예시 이미지예요. 클리닉이 원본 인증서 스캔본으로 교체할 예정이에요.
doctor-cert-image-alt = 인증서: { $title }

## About
about-story-title = 우리의 이야기
about-story-text = 저희 클리닉은 { $founding_year }년, 입원 없이 가능한 가장 작은 절개로 지방종, 낭종 및 기타 피부 종양을 완전히 제거한다는 하나의 목표로 문을 열었어요. { $years_experience }년 넘게, { $cases }건이 넘는 사례를 거친 지금도 그것이 저희가 매일 하는 일이에요.
about-stats-title = 숫자로 보는 클리닉
about-stat-founded = 개원
about-stat-years = 년 경력
about-stat-cases = 치료 사례
about-stat-countries = 환자 출신 국가
about-stat-satisfaction = 환자 만족도
about-stat-certifications = 의사 소개 페이지의 증서
about-stat-complications = 중대한 합병증
about-values-title = 진료 원칙
about-value-complete-title = 완전한 제거
about-value-complete-text = 남은 조직은 다시 자랄 수 있으므로 피막이나 낭종 주머니까지 혹 전체를 제거해요.
about-value-small-title = 가장 작은 절개
medical-about-value-small-text = 보통 { $incision_cm_min }~{ $incision_cm_max }cm, 큰 혹도 보통 종양 지름의 { $incision_ratio_min_percent }~{ $incision_ratio_max_percent }%예요.
about-value-safety-title = 안전 최우선
about-value-safety-text = 전문심장소생술(ACLS) 인증 팀과 모든 수술실의 안전 장비.
about-value-care-title = 여러분의 언어로
about-value-care-text = { $site_languages }개 언어로 정보를 제공하며, { $countries }개국 이상의 환자를 맞이하고 있어요.
about-clinics-title = 두 지점
about-clinics-text = 타이베이와 가오슝에 있으며 모두 예약제예요. 저희는 비급여(자비 부담) 클리닉이에요.
about-meet-doctor = 의료진 만나기
about-see-clinics = 주소와 진료 시간

## FAQ
faq-category-procedure = 수술
faq-category-recovery = 회복
faq-category-cost = 비용과 보험
faq-category-international = 해외 환자
faq-category-booking = 예약과 방문
faq-more-title = 더 궁금한 점이 있으신가요?
faq-more-text = LINE이나 WhatsApp으로 물어보시거나 메시지를 보내 주세요. { $reply_hours }시간 이내에 답변드려요.

## Global influence
global-stats-title = 우리의 발자취
global-stat-countries = 환자 출신 국가
global-stat-languages = 이 웹사이트의 지원 언어
global-stat-cases = 치료 사례
global-stat-years = 년 경력
global-countries-title = 환자들은 어디에서 오나요
global-countries-text = 이 사이트에 소개된 사례만 보아도 환자들은 다음 국가와 지역에서 왔어요:
global-teaching-title = 교육과 연수
global-teaching-text = 린 원장은 최소침습 피부 종양 수술에 대해 강의하며, 해외에서 실습 연수를 수료했어요. 다음 인증서가 그 활동을 보여 줘요:
global-international-link = 해외 환자 안내

## International patients
intl-languages-title = 지원 언어
intl-languages-text = 이 웹사이트는 다음 언어로 제공되며, 이 언어로 문의하실 수 있어요:
intl-before-title = 출국 전에 보내 주실 자료
intl-before-lead = 사진을 미리 보면 일정을 계획하기 쉬워요. WhatsApp이나 온라인 평가으로 다음을 보내 주세요:
intl-before-1 = 혹의 선명한 사진(크기를 알 수 있도록 동전이나 자를 옆에 두고)
intl-before-2 = 혹의 크기와 위치, 처음 발견한 시기
intl-before-3 = 변화나 통증 여부, 이전 치료 여부
intl-before-4 = 병력, 복용 중인 약, 알레르기
intl-before-5 = 이전 검사 결과, 영상, 병리 결과(있는 경우)
intl-before-note = 사진 검토는 참고용이며 진단이 아니에요. 치료 계획은 의사가 직접 진찰한 뒤 확정해요.
intl-travel-title = 여행 계획
medical-intl-travel-1 = 대부분의 수술은 { $surgery_minutes_min }~{ $surgery_minutes_max }분이 걸리며, 당일 귀가하실 수 있어요.
intl-travel-2 = 출국 전 상처 확인을 포함해 약 { $stay_days }일 체류를 기준으로 계획해 보세요. 여행 일정을 알려 주시면 의사가 환자분께 맞는 일정을 확인해 드려요.
intl-travel-3 = 귀국 항공권을 예약하기 전에 의사와 상의해 주세요.
intl-travel-4 = 타이베이와 가오슝 두 지점 모두 MRT 역 가까이에 있어요.
intl-payment-title = 결제
intl-payment-text = 저희는 비급여(자비 부담) 클리닉이에요. 대만 달러(TWD), 미국 달러(USD), 일본 엔(JPY)으로 현금, 카드, 할부 또는 해외 보험으로 결제하실 수 있어요.
intl-payment-note = 비용은 혹의 종류, 크기, 개수, 위치에 따라 다르며, 의사의 진찰 후 견적을 안내해 드려요.
intl-contact-title = 해외 환자 담당팀에 연락하기

## Patient community
community-stories-title = 환자 이야기
community-stories-lead = 저희 클리닉에서 혹을 제거한 환자분들이 직접 전하는 이야기예요.
community-story-by = { $age }세 환자, { $country }
community-read-case = 사례 보기
community-share-title = 경험 나누기
community-share-text = 여러분의 이야기가 아직 망설이는 분께 도움이 될 수 있어요. 문의 양식, LINE 또는 WhatsApp으로 보내 주세요. 환자 본인의 동의가 있을 때만, 신원을 알 수 있는 정보는 빼고 게시해요.
community-questions-title = 환자들이 자주 묻는 질문
community-questions-more = 자주 묻는 질문 전체 보기
community-promise-title = 저희의 약속
community-promise-1 = 이야기는 환자 본인의 동의가 있을 때만 게시해요.
community-promise-2 = 환자를 알아볼 수 있는 정보는 제외해요.
community-promise-3 = 이야기는 한 사람의 경험이며, 여러분의 치료 계획은 진찰 후 정해져요.

## YouTube
yt-channel-title = 저희 채널
yt-channel-text = 질환별 설명, 수술 당일의 진행, 집에서의 상처 관리 방법을 소개해요.
yt-channel-link = 유튜브 채널 방문하기
yt-latest-title = 최신 영상
yt-all-videos = 모든 영상 보기
yt-privacy-title = 개인정보 보호
yt-privacy-text = 재생 버튼을 누르기 전에는 이 사이트에서 YouTube 콘텐츠를 전혀 불러오지 않아요. 재생 시 YouTube 개인정보 보호 강화 모드(youtube-nocookie.com)를 사용해요.

## Contact
contact-clinics-title = 타이베이·가오슝 지점
contact-address = 주소
contact-phone = 전화
contact-phone-abroad = 해외에서 걸 때
contact-getting-there = 오시는 길
contact-hours-title = 진료 시간
contact-hours-note = 예약제로 운영하며 일요일은 휴진이에요. 모든 시간은 대만 시간 기준이에요.
contact-map-show = { $clinic } 지도 보기
contact-map-loading = 지도를 불러오는 중...
contact-map-title = { $clinic } 지도
contact-map-privacy = 지도는 Google이 제공하며, 요청하실 때만 불러와요.
contact-maps-link = Google 지도에서 { $clinic } 열기
contact-messaging-title = 메시지로 바로 문의
contact-social-title = 소셜 미디어
contact-form-title = 메시지 보내기

## Articles
articles-search-label = 칼럼 검색
articles-search-placeholder = 예: 지방종, 절개, 회복
articles-filter-label = 분류
articles-category-all = 전체 분류
articles-featured-title = 추천 칼럼
articles-list-title = 전체 칼럼
articles-results = 칼럼 { $count }개를 찾았어요
articles-no-results = 조건에 맞는 칼럼을 찾을 수 없어요
articles-no-results-hint = 다른 단어로 검색하거나 전체 분류를 표시해 보세요.
articles-show-all = 전체 칼럼 보기
articles-view-count = 조회수 { $views }회
articles-author-dr-lin = 린 원장
articles-by = 글: { $author }
articles-like = 좋아요
articles-bookmark = 북마크
articles-share = 공유
articles-link-copied = 링크를 복사했어요
articles-copy-failed = 이 링크를 복사하세요: { $url }
articles-actions-label = 칼럼 기능
articles-case-title = 사례 정보
articles-case-duration = 혹이 있었던 기간
articles-case-surgery = 수술 시간
articles-case-recovery = 일상 복귀까지
articles-case-size = 크기
articles-case-location = 부위
articles-case-difficulty = 난이도
articles-testimonial-title = 환자의 말
articles-tags = 주제
