# 푸터
footer-appointment-only = 예약제 · 비급여 진료
footer-links-title = 둘러보기
footer-booking-status = 예약 조회 및 취소
footer-clinics-title = 지점 안내
footer-phone = 전화:
footer-hours-title = 진료 시간
footer-self-pay = 예약이 필요해요. 일요일은 휴진이에요.
footer-contact-title = 채팅 상담
footer-line-qr-alt = 클리닉 LINE 계정을 추가하는 QR 코드
footer-line-id = LINE ID:
footer-whatsapp-qr-alt = WhatsApp으로 상담하는 QR 코드
footer-whatsapp-international = 해외 환자용 WhatsApp
footer-social-title = 팔로우하기
footer-copyright = © 린 클리닉, { $year }년부터 환자와 함께해요
footer-privacy = 개인정보 설정
footer-terms = 이용약관 및 자주 묻는 질문
medical-disclaimer = 의료 면책 조항: 이 사이트의 정보는 일반적인 건강 정보이며 진료를 대신하지 않아요. 진단과 치료는 의사의 대면 진찰이 필요해요.
