## 입력 확인 메시지 (docs/public-api.md의 각 코드).

validation-required = 필수 입력 항목이에요
validation-email = 올바른 이메일 주소를 입력해 주세요
validation-phone = 올바른 전화번호를 입력해 주세요
validation-min_length = 최소 { $min }자 이상 입력해 주세요
validation-max_length = { $max }자를 초과할 수 없어요
validation-format = 형식이 올바르지 않아요
validation-invalid_choice = 선택 항목 중 하나를 골라 주세요
validation-date_past = 이미 지난 시간이에요. 이후 시간을 선택해 주세요
validation-date_closed = 해당 날짜는 휴진일이에요. 다른 날짜를 선택해 주세요
validation-date_too_far = 예약은 최대 { $max }일 후까지 가능해요
validation-time_outside_hours = 진료 시간 내의 시간을 선택해 주세요
validation-terms_required = 이용약관 및 개인정보 안내에 동의해 주세요
validation-terms_required-assessment = 이 평가는 참고용이며 진단이 아님을 확인해 주세요
validation-too_many_files = 사진은 최대 { $max }장까지 올릴 수 있어요
validation-file_too_large = 사진 한 장의 크기는 { $maxMb }MB 이하여야 해요
validation-file_type = JPG 또는 PNG 사진만 올릴 수 있어요
validation-no_links = 이름에는 웹 주소나 이메일 주소를 넣지 말아 주세요
validation-slot_full = 방금 이 시간의 예약이 마감되었어요. 다른 시간을 선택해 주세요
validation-too_many_open_bookings = 이 연락처로 진행 중인 예약이 허용된 수에 도달했어요. 기존 예약을 관리하거나 취소하시거나, 클리닉으로 전화해 주세요
validation-too_many_open_bookings_network = 이 네트워크(공유 사무실, 공용 Wi-Fi 등)에서 진행 중인 예약이 허용된 수에 도달했어요. 기존 예약을 관리하거나 취소하시거나, 다른 연결을 사용하시거나, 클리닉으로 전화해 주세요
validation-change_window = 방문 시간이 너무 가까워 온라인으로 변경할 수 없어요. 클리닉에 전화해 주세요
validation-summary = { $count }개 항목을 수정해 주세요
validation-terms_required-assessment-healthDataConsent = 건강 정보 처리에 동의해 주세요. 동의가 없으면 온라인 평가를 보낼 수 없어요
validation-terms_required-inquiry = 개인정보 안내를 읽었는지 확인해 주세요

# The reminder choice (reminders-*): a chat channel needs the agreement; a WhatsApp number its country code.
validation-terms_required-reminders = 이 방법으로 알림을 받는 데 동의하거나 이메일을 선택해 주세요
validation-phone-reminders = 국가 번호를 포함한 WhatsApp 번호를 입력해 주세요. 예: +81 90-1234-5678
