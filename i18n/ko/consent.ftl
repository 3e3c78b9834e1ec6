# 개인정보 및 쿠키 동의 배너
consent-title = 개인정보 보호
consent-body = 이 사이트는 운영에 꼭 필요한 저장소만 사용해요. 동의하신 경우에만 환자 정보를 개선하기 위해 방문 통계를 익명으로 수집해요. 광고 쿠키는 절대 사용하지 않아요.
consent-analytics-label = 익명 방문 통계 허용
consent-necessary-note = 필수 저장소(언어, 테마, 이 선택)는 항상 사용돼요.
consent-accept-all = 모두 허용
consent-necessary-only = 필수 항목만
consent-customize = 직접 설정
consent-save = 선택 저장
consent-saved = 개인정보 설정이 저장되었어요.
consent-privacy-link = 개인정보 안내 읽기
