# 서버가 보내는 환자 이메일과 캘린더 문구 (담당: server).
email-branch-taipei = 타이베이 지점
email-branch-kaohsiung = 가오슝 지점
email-ics-summary = 클리닉 진료 예약 – { $branch }
email-ics-description = 예약 확인 코드: { $code }. 10분 일찍 도착해 주시고 신분증을 지참해 주십시오.
email-booking-created-subject = 예약 신청({ $code })이 접수되었습니다
email-booking-created-body =
    { $name } 님께,

    예약을 신청해 주셔서 감사합니다. 아래 내용으로 접수되었습니다.

    예약 확인 코드: { $code }
    지점: { $branch }
    날짜: { $date }
    시간: { $time }

    직원이 전화 또는 이메일로 확정하기 전까지 예약은 '확인 대기' 상태입니다. 첨부된 캘린더 파일로 일정을 캘린더에 추가할 수 있습니다.
    웹사이트에서 예약 확인 코드와 이메일 주소 또는 전화번호로 예약을 조회하거나 취소할 수 있습니다.

    이 메일은 자동으로 발송되었으므로 회신하지 마십시오.
email-booking-cancelled-subject = 예약({ $code })이 취소되었습니다
email-booking-cancelled-body =
    { $name } 님께,

    { $date } { $time } { $branch } 예약(예약 확인 코드 { $code })이 취소되었습니다.

    직접 취소하지 않으셨거나 새로 예약하고 싶으시면 웹사이트에서 다시 예약하시거나 클리닉으로 전화해 주십시오.

    이 메일은 자동으로 발송되었으므로 회신하지 마십시오.
email-inquiry-received-subject = 문의가 접수되었습니다
email-inquiry-received-body =
    { $name } 님께,

    문의해 주셔서 감사합니다. 웹사이트의 문의 양식으로 보내 주신 메시지를 접수했으며 { $reply_hours }시간 이내에 답변드리겠습니다.

    이 메일은 자동으로 발송되었으므로 회신하지 마십시오.
email-booking-confirmed-subject = 예약 { $code }이(가) 확정되었습니다
email-booking-confirmed-body =
    { $name } 님께

    저희 직원이 예약을 확정했습니다.

    예약 확인 코드: { $code }
    지점: { $branch }
    날짜: { $date }
    시간: { $time }

    10분 일찍 오시고 신분증을 지참해 주십시오. 첨부된 캘린더 파일로 일정을 추가할 수 있습니다.

    이 메일은 자동으로 발송되었습니다. 회신하지 마십시오.
email-booking-cancelled-by-clinic-subject = 예약 { $code }이(가) 클리닉 사정으로 취소되었습니다
email-booking-cancelled-by-clinic-body =
    { $name } 님께

    죄송합니다. { $date } { $time } { $branch } 예약 { $code }을(를) 클리닉 사정으로 취소하게 되었습니다.

    사유: { $reason }

    웹사이트에서 다시 예약하시거나 클리닉으로 전화해 주십시오. 기꺼이 도와드리겠습니다.

    이 메일은 자동으로 발송되었습니다. 회신하지 마십시오.
email-booking-rescheduled-subject = 예약 { $code }의 시간이 변경되었습니다
email-booking-rescheduled-body =
    { $name } 님께

    저희 직원이 예약 시간을 변경했습니다. 새 일정은 다음과 같습니다.

    예약 확인 코드: { $code }
    지점: { $branch }
    날짜: { $date }
    시간: { $time }

    첨부된 캘린더 파일에 새 시간이 들어 있습니다. 시간이 맞지 않으면 클리닉으로 전화해 주십시오.

    이 메일은 자동으로 발송되었습니다. 회신하지 마십시오.
email-inquiry-answered-subject = 문의에 대한 답변
email-inquiry-answered-body =
    { $name } 님께

    웹사이트로 문의를 보내 주셔서 감사합니다. 답변드립니다.

    { $reply }

    다른 질문이 있으시면 웹사이트의 문의 양식으로 다시 보내 주십시오.
email-assessment-reviewed-subject = 의사가 온라인 평가를 검토했습니다
email-assessment-reviewed-body =
    안녕하세요.

    보내 주신 온라인 평가를 저희 클리닉 의사가 검토했습니다.
    권장 긴급도: { $urgency }

    의사가 직접 진찰할 수 있도록 진료 예약을 권해 드립니다.
    { $link }

    이 메일은 자동으로 발송되었습니다. 회신하지 마십시오.
email-urgency-high = 높음 – 1주일 이내에 예약해 주십시오
email-urgency-medium = 보통 – 가능한 한 빨리 진료를 예약해 주십시오
email-urgency-low = 낮음 – 편하실 때 예약하십시오
email-staff-new-subject = 새 { $kind }: { $code }
email-staff-new-body =
    새 { $kind }이(가) 접수되었습니다.

    지점: { $branch }
    코드: { $code }{ $details }

    대시보드에서 열어 주세요(로그인 필요).
    { $link }
email-staff-kind-booking = 예약
email-staff-kind-inquiry = 문의
email-staff-kind-assessment = 온라인 평가
email-staff-branch-any = 지점 무관
email-staff-interpreter = 통역 언어: { $language }
email-staff-companions = 동행인: { $count }명
email-booking-reminder-subject = 예약 알림: { $date } 예약 { $code }
email-booking-reminder-body =
    { $name } 님께

    예약 일정을 알려 드립니다.

    예약 확인 코드: { $code }
    지점: { $branch }
    날짜: { $date }
    시간: { $time } (대만 시간)
    { $ownTime }

    10분 일찍 도착해 주시고 신분증을 가져와 주십시오. 첨부된 캘린더 파일에 알림과 함께 예약이 들어 있습니다.
    오실 수 없으면 클리닉으로 전화해 주십시오.

    이 메일은 자동으로 발송되었습니다. 회신하지 마십시오.
email-booking-reminder-own-time = 내 시간대({ $zone }) 기준: { $date } { $time }
email-booking-moved-subject = 예약 { $code }의 시간이 변경되었습니다
email-booking-moved-body =
    { $name } 님께

    예약 시간을 변경하셨습니다. 새 일정은 다음과 같습니다.

    예약 확인 코드: { $code }
    지점: { $branch }
    날짜: { $date }
    시간: { $time }

    첨부된 캘린더 파일에 새 시간이 들어 있습니다. 이전 시간은 더 이상 예약되어 있지 않습니다.

    이 메일은 자동으로 발송되었습니다. 회신하지 마십시오.

email-waitlist-offer-subject = { $date } { $time } 자리를 맡아 두었습니다
email-waitlist-offer-body =
    { $name } 님께

    { $branch } { $date } { $time }에 자리가 났습니다. { $until }까지 고객님을 위해 맡아 두겠습니다.

    예약하시려면 아래 링크를 열고 확인해 주십시오:
    { $link }

    그때까지 예약하지 않으시면 대기 명단의 다음 환자분께 안내해 드립니다.

# E-mail verification of bookings (CLINIC_VERIFY_EMAIL): the message with the link, and the page it opens.
email-booking-verify-subject = 예약 { $code }을(를) 확인해 주십시오
email-booking-verify-body =
    { $name } 님께

    예약을 신청해 주셔서 감사합니다:

        예약 확인 코드: { $code }
        클리닉: { $branch }
        날짜: { $date }
        시간: { $time }

    이 이메일 주소가 본인의 것임을 확인하려면 아래 링크를 열고 페이지의 버튼을 눌러 주십시오:
    { $link }

    { $until }까지 자리를 맡아 두겠습니다. 그때까지 확인되지 않으면 예약은 취소되고 자리는 다른 환자분께 안내해 드립니다. 예약을 신청하지 않으셨다면 이 메일을 무시해 주십시오.
verify-page-title = 예약 확인
verify-page-ask = 버튼을 눌러 예약을 확인해 주세요. { $until }까지 자리를 맡아 둘게요.
verify-page-confirm = 예약 확인하기
verify-page-verified = 감사합니다. 본인의 예약임이 확인되었어요. 진료 일정 확정을 위해 직원이 연락드릴게요.
verify-page-already = 이 예약은 이미 확인되었어요. 더 하실 일은 없어요.
verify-page-expired = 이 예약은 기한 내에 확인되지 않아 취소되었고 자리가 풀렸어요. 다시 예약하실 수 있어요.
verify-page-book-again = 예약하기
verify-page-unknown = 이 링크는 유효하지 않아요. 이메일의 링크를 그대로 여시거나 예약 확인 코드로 예약을 조회해 주세요.
email-booking-reminder-answers =
    { $days ->
        [0] 예약일은 오늘입니다.
        [1] 예약일은 내일입니다.
       *[other] 예약일은 { $days }일 후입니다.
    } 한 번만 눌러 알려 주십시오.

    방문하겠습니다: { $attend }
    시간 변경: { $change }
    예약 취소: { $cancel }
answer-page-title = 예약 안내
answer-page-attend-ask = 방문하실 예정이면 버튼을 눌러 알려 주세요.
answer-page-attend-button = 방문할게요
answer-page-attended = 감사합니다. 방문하신다고 기록해 두었어요. 그때 뵐게요.
answer-page-attended-already = 이미 방문하신다고 알려 주셨어요. 더 하실 일은 없어요.
answer-page-change-ask = 다른 시간을 고르시려면 예약 확인 코드와 예약할 때 쓰신 이메일 또는 전화번호로 예약을 열어 주세요.
answer-page-change-button = 시간 변경
answer-page-cancel-ask = 버튼을 누르면 이 예약이 취소되고, 그 시간은 다른 환자에게 안내돼요.
answer-page-cancel-button = 예약 취소하기
answer-page-cancelled = 예약이 취소되었어요. 언제든 다시 예약하실 수 있어요.
answer-page-cancelled-already = 이 예약은 이미 취소되었어요. 더 하실 일은 없어요.
answer-page-too-late = 진료 시간이 가까워 온라인으로는 변경할 수 없어요. 클리닉으로 전화해 주세요.
answer-page-moved = 이 링크는 지금 예약과 다른 시간의 링크라서 아무것도 바뀌지 않았어요. 가장 최근 이메일의 링크를 쓰시거나 예약 확인 코드로 예약을 조회해 주세요.
answer-page-expired = 진료 시간이 지나 이 링크는 더 이상 유효하지 않아요. 예약 확인 코드로 예약을 조회해 주세요.
answer-page-unknown = 이 링크는 유효하지 않아 아무것도 바뀌지 않았어요. 이메일의 링크를 그대로 여시거나 예약 확인 코드로 예약을 조회해 주세요.

# 채팅(LINE, WhatsApp) 예약 알림: 본문, 버튼(LINE: 20자 이내), 채팅 답변. 증상은 절대 언급하지 않음.
chat-reminder-text =
    { $days ->
        [0] 예약 알림: 예약일은 오늘이에요.
        [1] 예약 알림: 예약일은 내일이에요.
       *[other] 예약 알림: 예약일은 { $days }일 후예요.
    }
    { $date } { $time }(대만 시간)
    { $branch }
    예약 확인 코드: { $code }
    { $ownTime }
    "중지"를 보내면 알림을 이메일로 받을 수 있어요.
chat-reminder-question = 방문하실 건가요?
chat-button-attend = 방문할게요
chat-button-change = 시간 변경
chat-button-cancel = 취소
chat-linked = LINE이 연결되었어요. 예약 { $code }({ $date } { $time }) 알림이 여기로 와요. 언제든 "중지"를 보내면 이메일로 받을 수 있어요.
chat-link-unknown = 유효하지 않거나 만료된 코드예요. 클리닉 웹사이트에서 예약을 열고 LINE을 다시 선택해 새 코드를 받으세요.
chat-stopped = 이제 여기로는 알림을 보내지 않아요. 알림은 이메일로 가요. 예약 페이지에서 다시 선택할 수 있어요.
chat-welcome = 친구 추가해 주셔서 감사해요. 여기서 예약 알림을 받으려면 예약 페이지에 표시된 6자리 코드를 보내 주세요.
chat-help = 이 채팅에서는 문의에 답변할 수 없어요. 클리닉에 전화하거나 웹사이트의 문의 양식을 이용해 주세요. 여기서 알림을 그만 받으려면 "중지"를 보내 주세요.

## 방문 전 건강 문진과 수술 후 관리(messaging/visit_mail.rs): 건강 정보는 보내지 않고 페이지 링크만 보냅니다.
email-intake-line =
    방문 전에 몇 가지 건강 질문(복용 약, 알레르기, 지병)에 답해 주십시오. 약 5분이 걸리며, 의사가 안전하게 진료를 계획하는 데 도움이 됩니다:
    { $link }
email-intake-nudge-subject = 예약 { $code } 방문 전에 건강 문진에 답해 주십시오
email-intake-nudge-body =
    { $name } 님께

    예약은 { $date } { $time }, { $branch }입니다(예약 확인 코드 { $code }). 방문 전 건강 문진에 대한 답변을 아직 받지 못했습니다.

    여기에서 답해 주십시오. 약 5분이 걸리며, 의사가 안전하게 진료를 계획하는 데 도움이 됩니다:
    { $link }

    온라인으로 답하기 어려우시면 방문하실 때 복용 중인 약 목록을 가져와 주십시오.
email-aftercare-sheet-subject = 수술 후 관리 안내({ $code })
email-aftercare-sheet-body =
    { $name } 님께

    { $branch }에 방문해 주셔서 감사합니다. 주의해야 할 증상과 재진 예약 방법이 담긴 수술 후 관리 안내가 준비되었습니다:
    { $link }

    걱정되는 점이 있으시면 클리닉에 전화해 주십시오. 응급 상황에는 119(대만) 또는 현지 응급 번호로 전화하십시오.
email-aftercare-checkin-subject = 상처는 괜찮으십니까?({ $code })
email-aftercare-checkin-body =
    { $name } 님께

    { $branch } 방문 후 { $day }일이 지났습니다. 상처는 어떠십니까? 한 번의 탭으로 알려 주십시오:
    { $link }

    걱정되는 점이 있으시면 클리닉에 전화해 주십시오. 응급 상황에는 119(대만) 또는 현지 응급 번호로 전화하십시오.
chat-intake-nudge-text = 예약 { $code }은(는) { $date } { $time }이에요. 방문 전에 건강 문진에 답해 주세요(약 5분).
chat-intake-nudge-question = 방문 전 건강 문진
chat-intake-nudge-button = 지금 답하기
chat-aftercare-sheet-text = 방문해 주셔서 감사해요({ $code }). 수술 후 관리 안내가 준비되었어요.
chat-aftercare-sheet-question = 수술 후 관리와 재진 안내
chat-aftercare-sheet-button = 열기
chat-aftercare-checkin-text = 상처는 괜찮으세요? 알려 주세요({ $code }).
chat-aftercare-checkin-question = 상처는 괜찮으세요?
chat-aftercare-checkin-button = 답하기
email-staff-worry-subject = 긴급: 수술 후 답변 확인 필요({ $code })
email-staff-worry-body =
    환자가 수술 후 확인에 "걱정되는 증상이 있습니다"라고 답했습니다.

    지점: { $branch }
    코드: { $code }

    환자에게 전화해 주십시오. 분류 대기열 맨 위에 있습니다(로그인 필요):
    { $link }
