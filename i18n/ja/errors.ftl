# エラーページ
page-not-found-title = 404 ページが見つかりません
page-not-found-lead = お探しのページは存在しないか、移動した可能性があります。アドレスをご確認いただくか、トップページにお戻りください。
not-found-home = ホームに戻る
