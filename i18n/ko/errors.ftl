# 오류 페이지
page-not-found-title = 404 페이지를 찾을 수 없어요
page-not-found-lead = 페이지를 라우터에 추가하는 것을 잊지 않으셨나요?
not-found-home = 홈으로 돌아가기
