# 서버가 보내는 환자 이메일과 캘린더 문구 (담당: server).
email-branch-taipei = 타이베이 지점
email-branch-kaohsiung = 가오슝 지점
email-ics-summary = 병원 진료 예약 – { $branch }
email-ics-description = 예약 확인 코드: { $code }. 10분 일찍 도착해 주시고 신분증을 지참해 주세요.
email-booking-created-subject = 예약 신청({ $code })이 접수되었어요
email-booking-created-body =
    { $name } 님께,

    예약을 신청해 주셔서 감사합니다. 아래 내용으로 접수되었어요.

    예약 확인 코드: { $code }
    지점: { $branch }
    날짜: { $date }
    시간: { $time }

    직원이 전화 또는 이메일로 확정하기 전까지 예약은 '확인 대기' 상태예요. 첨부된 캘린더 파일로 일정을 캘린더에 추가할 수 있어요.
    웹사이트에서 예약 확인 코드와 이메일 주소 또는 전화번호로 예약을 조회하거나 취소할 수 있어요.

    이 메일은 자동으로 발송되었으므로 회신하지 마세요.
email-booking-cancelled-subject = 예약({ $code })이 취소되었어요
email-booking-cancelled-body =
    { $name } 님께,

    { $date } { $time } { $branch } 예약(예약 확인 코드 { $code })이 취소되었어요.

    직접 취소하지 않으셨거나 새로 예약하고 싶으시면 웹사이트에서 다시 예약하시거나 병원으로 전화해 주세요.

    이 메일은 자동으로 발송되었으므로 회신하지 마세요.
email-inquiry-received-subject = 문의가 접수되었어요: { $subject }
email-inquiry-received-body =
    { $name } 님께,

    문의해 주셔서 감사합니다. "{ $subject }" 문의를 접수했으며 { $reply_hours }시간 이내에 답변드릴게요.

    이 메일은 자동으로 발송되었으므로 회신하지 마세요.
