# 헤더 메뉴, 모바일 메뉴, 언어 전환, 플로팅 내비게이션
nav-home = 홈
nav-about = 클리닉 소개
nav-doctor = 의료진 소개
nav-services = 치료 안내
nav-medical-booking = 온라인 예약
nav-global-influence = 국제적 영향력
nav-cases = 치료 사례
nav-videos = 영상
nav-contact = 문의하기
nav-main-label = 주 메뉴
nav-mobile-label = 모바일 메뉴
nav-menu-open = 메뉴 열기
nav-menu-close = 메뉴 닫기
nav-language-switcher = 언어: { $language }
pill-label = 바로가기
pill-home = 홈
pill-doctor = 의료진
pill-international = 해외 환자
pill-appointment = 지금 예약

# First visit: the same page offered in the browser's language, written in that language.
language-suggestion-label = 언어 안내
language-suggestion-text = 이 페이지는 한국어로도 볼 수 있어요.
language-suggestion-switch = 한국어로 읽기
language-suggestion-dismiss = 괜찮아요
