## 진료 전 건강 질문(/forms/intake)과 진료 안내(/forms/visit-info): 예약마다 받는 전용 링크로 서버가
## 보여 주는 페이지와, 그 페이지의 작은 스크립트가 보여 주는 문구. 선택지는 코어의 이름을 키로 써요.

intake-title = 진료 전 건강 질문
intake-lead = 의사가 진료를 안전하게 계획할 수 있도록 진료 전에 이 질문에 답해 주세요. 답변을 저장해 두고, 진료가 시작되기 전까지 이 링크로 돌아와 이어서 작성할 수 있어요.
intake-privacy-note = 답변은 클리닉 직원만 읽을 수 있고, 읽을 때마다 모두 기록돼요. 답변 내용은 이메일이나 채팅 메시지에 절대 적히지 않아요.

intake-medicines-legend = 다음 약 중에 복용하는 약이 있나요?
intake-medicines-hint = 피를 묽게 하는 약은 제거 계획에 영향을 줘요. 지금 복용하는 약을 모두 선택해 주세요. 약 이름은 약 상자에 적힌 이름이에요.
intake-class-anticoagulant = 항응고제(피를 묽게 하는 약)
intake-class-antiplatelet = 항혈소판제
intake-other-medicines = 그 밖에 복용하는 약(알고 있다면 이름과 용량)
intake-no-medicines = 이 약들도, 다른 약도 복용하지 않아요
intake-medicine-search = 이름으로 약 찾기
intake-medicine-search-hint = 성분명이나 제품명을 입력하면 맞는 약만 목록에 남아요.
intake-medicine-search-none = 목록에 맞는 약이 없어요. '그 밖에 복용하는 약'에 적어 주세요.
intake-medicine-search-count = 약 { $count }개 표시 중

intake-allergies-legend = 다음 중 알레르기가 있는 것이 있나요?
intake-allergy-local_anaesthetic = 국소마취제(리도카인 등)
intake-allergy-latex = 라텍스(고무장갑)
intake-allergy-adhesive_tape = 테이프나 반창고
intake-allergy-antibiotic = 항생제
intake-allergy-other = 그 밖의 것
intake-other-allergy = 그 밖에 어떤 알레르기가 있나요?
intake-no-allergies = 이 중 알레르기가 있는 것은 없어요

intake-conditions-legend = 다음 중 해당하는 것이 있나요?
intake-condition-bleeding_disorder = 출혈 질환이 있거나, 멍이 잘 들거나 피가 잘 나요
intake-condition-diabetes = 당뇨병
intake-condition-heart_disease = 심장 질환
intake-condition-implanted_device = 심장박동기나 그 밖의 체내 삽입 기기
intake-condition-high_blood_pressure = 고혈압
intake-condition-pregnancy = 임신 중이거나 수유 중
intake-condition-keloid = 켈로이드가 있거나 흉터가 잘 낫지 않아요
intake-condition-site_infection = 지금 혹 부위가 붉거나 고름이 있거나 감염되어 있어요
intake-no-conditions = 해당하는 것이 없어요

intake-treatment-legend = 이 혹을 전에 치료한 적이 있나요?
intake-treatment-none = 아니요, 한 번도 없어요
intake-treatment-removed = 네, 제거했는데 다시 생겼어요
intake-treatment-drained = 네, 내용물을 빼냈어요
intake-treatment-injected = 네, 주사로 치료했어요
intake-treatment-other = 네, 다른 방법으로 치료했어요
intake-treatment-note = 언제, 어떻게(선택)

intake-photo-legend = 혹 사진(선택)
intake-photo-hint = { $maxMb }MB 이하의 JPG 또는 PNG 사진 한 장이에요. 클리닉 직원만 볼 수 있고, 볼 때마다 모두 기록돼요.
intake-photo-label = 사진 선택
intake-photo-saved = 답변과 함께 사진이 저장되어 있어요. 다른 사진을 선택하면 바뀌어요.
intake-photo-remove = 저장된 사진 삭제
intake-photo-again = 사진이 저장되지 않았어요. 다시 선택해 주세요.

intake-emergency-legend = 비상 연락처
intake-emergency-hint = 진료 당일 도움이 필요할 때 클리닉이 연락할 수 있는 분이에요.
intake-emergency-name = 그분의 이름
intake-emergency-phone = 그분의 전화번호
intake-emergency-relation = 본인과의 관계(선택)

intake-consent-legend = 건강 정보 처리 동의
intake-consent-hint = 먼저 여기에 체크해 주세요. 체크하기 전에는 클리닉이 답변을 전혀 저장하지 않고, 답변은 이 기기에만 남아요.
intake-consent = 개인정보 안내를 읽었으며, 진료 준비를 위해 클리닉이 건강 정보인 이 답변과 사진을 처리하는 데 명시적으로 동의해요.
intake-privacy-link = 개인정보 안내 읽기(새 탭에서 열려요)

intake-save = 저장하고 나중에 계속하기
intake-send = 답변 보내기
intake-send-hint = 보낸 뒤에는 온라인으로 답변을 바꿀 수 없어요.
intake-saved = 답변을 저장했어요. 진료가 시작되기 전까지 이 링크로 돌아와 이어서 작성할 수 있어요.

intake-sent-title = 감사해요. 답변을 보냈어요
intake-sent-body = 클리닉의 의료진이 진료 전에 읽어요.
intake-sent-at = 보낸 시각: { $date }
intake-answers-title = 보낸 답변
intake-answer-none = 없음
intake-photo-sent = 사진 한 장을 보냈어요.
intake-photo-not-sent = 사진을 보내지 않았어요.
intake-change-by-phone = 답변을 바꾸려면 지점으로 전화해 주세요.
intake-already-sent = 이 답변은 이미 보내서 온라인으로는 바꿀 수 없어요. 바꾸려면 지점으로 전화해 주세요.
intake-visit-info-link = 이번 진료 안내 읽기
intake-unknown = 유효하지 않은 링크예요. 클리닉에서 보낸 최근 메시지의 링크를 사용해 주세요.
intake-expired = 진료가 시작되어 이 링크는 더 이상 쓸 수 없어요. 클리닉 직원에게 알려 주세요.
intake-closed = 종료된 예약이라 이 질문에 더 이상 온라인으로 답할 수 없어요.

intake-status-saving = 저장 중…
intake-status-saved = 저장했어요
intake-status-offline = 아직 저장되지 않았어요. 답변은 이 기기에 남아 있고, 연결이 돌아오면 저장돼요.
intake-status-restored = 전에 이 기기에서 입력한 답변을 되살렸어요.

visit-info-title = 진료 안내
visit-info-consent-note = 이 페이지는 이번 진료를 설명하는 안내이고, 동의서가 아니에요. 정식 동의서는 처치 전에 클리닉에서 의사의 설명을 듣고 서명해요.
visit-info-ack-title = 다 읽으셨나요?
visit-info-ack-hint = 버튼을 누르면 이 안내를 읽었다는 사실이 클리닉에 전달돼요. 어떤 문서에 서명하는 것은 아니에요.
visit-info-ack-button = 이 안내를 읽었어요
visit-info-ack-done = { $date }에 이 안내를 읽었다고 확인했어요(버전 { $version }).
visit-info-changed = 읽는 동안 이 안내가 바뀌었어요. 다시 읽은 뒤 확인해 주세요.
visit-info-intake-link = 건강 질문에 답하기

validation-required-intake-medicines = 복용하는 약을 선택하거나, '그 밖에 복용하는 약'에 적거나, '이 약들도, 다른 약도 복용하지 않아요'를 선택해 주세요
validation-format-intake-medicines = '복용하지 않아요'와 약을 함께 선택할 수 없어요
validation-required-intake-allergies = 알레르기를 선택하거나 '이 중 알레르기가 있는 것은 없어요'를 선택해 주세요
validation-format-intake-allergies = '알레르기가 있는 것은 없어요'와 알레르기를 함께 선택할 수 없어요
validation-required-intake-otherAllergy = 그 밖에 어떤 알레르기가 있는지 적어 주세요
validation-required-intake-conditions = 해당하는 것을 선택하거나 '해당하는 것이 없어요'를 선택해 주세요
validation-format-intake-conditions = '해당하는 것이 없어요'와 다른 항목을 함께 선택할 수 없어요
validation-required-intake-previousTreatment = 이 혹을 전에 치료한 적이 있는지 선택해 주세요
validation-terms_required-intake-healthDataConsent = 이 답변을 건강 정보로 처리하는 데 동의해 주세요. 동의하지 않으면 보낼 수 없어요
