# エラーページ
page-not-found-title = 404 ページが見つかりません
page-not-found-lead = ページをルーターに追加し忘れていませんか？
not-found-home = ホームに戻る
