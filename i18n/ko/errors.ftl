# 오류 페이지
page-not-found-title = 404 페이지를 찾을 수 없어요
page-not-found-lead = 찾으시는 페이지가 없거나 주소가 바뀌었어요. 주소를 확인하시거나 홈으로 돌아가 주세요.
not-found-home = 홈으로 돌아가기
