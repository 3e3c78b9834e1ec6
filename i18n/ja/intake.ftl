## 受診前の問診（/forms/intake）と受診のご案内（/forms/visit-info）：予約ごとの専用リンクからサーバーが
## 表示するページと、そのページの小さなスクリプトが表示する文。選択肢はコアの名前をキーにしています。

intake-title = 受診前の問診
intake-lead = 医師が安全に受診の計画を立てられるよう、受診前にこの問診にお答えください。回答は保存でき、受診が始まるまでこのリンクから続きを入力できます。
intake-privacy-note = 回答を読めるのはクリニックのスタッフだけで、閲覧はすべて記録されます。回答の内容がメールやチャットのメッセージに書かれることはありません。

intake-medicines-legend = 次のお薬を飲んでいますか？
intake-medicines-hint = 血液を固まりにくくするお薬は、摘出の計画に影響します。今飲んでいるお薬にすべてチェックを入れてください。名前は薬の箱に書かれているものです。
intake-class-anticoagulant = 抗凝固薬（血液をサラサラにする薬）
intake-class-antiplatelet = 抗血小板薬
intake-other-medicines = そのほかに飲んでいるお薬（わかれば名前と量）
intake-no-medicines = これらのお薬もほかのお薬も飲んでいません
intake-medicine-search = 名前でお薬を探す
intake-medicine-search-hint = 一般名か商品名を入力すると、合うお薬だけが一覧に残ります。
intake-medicine-search-none = 一覧に合うお薬がありません。「そのほかに飲んでいるお薬」に書いてください。
intake-medicine-search-count = { $count } 件のお薬を表示中

intake-allergies-legend = 次のどれかにアレルギーがありますか？
intake-allergy-local_anaesthetic = 局所麻酔薬（リドカインなど）
intake-allergy-latex = ラテックス（ゴム手袋）
intake-allergy-adhesive_tape = テープや絆創膏
intake-allergy-antibiotic = 抗生物質
intake-allergy-other = そのほか
intake-other-allergy = ほかに何のアレルギーがありますか？
intake-no-allergies = これらのアレルギーはありません

intake-conditions-legend = 次のどれかにあてはまりますか？
intake-condition-bleeding_disorder = 血が止まりにくい病気がある、またはあざや出血ができやすい
intake-condition-diabetes = 糖尿病
intake-condition-heart_disease = 心臓の病気
intake-condition-implanted_device = ペースメーカーなど体内に埋め込んだ機器
intake-condition-high_blood_pressure = 高血圧
intake-condition-pregnancy = 妊娠中または授乳中
intake-condition-keloid = ケロイド、または傷あとが治りにくい
intake-condition-site_infection = しこりの部分が今、赤い・膿が出る・化膿している
intake-no-conditions = どれもあてはまりません

intake-treatment-legend = このしこりを以前に治療したことはありますか？
intake-treatment-none = いいえ、一度もありません
intake-treatment-removed = はい、摘出しましたが再びできました
intake-treatment-drained = はい、中身を出す処置をしました
intake-treatment-injected = はい、注射による治療をしました
intake-treatment-other = はい、ほかの方法で治療しました
intake-treatment-note = いつ、どのように（任意）

intake-photo-legend = しこりの写真（任意）
intake-photo-hint = { $maxMb } MB までの JPG または PNG の写真 1 枚。見られるのはクリニックのスタッフだけで、閲覧はすべて記録されます。
intake-photo-label = 写真を選ぶ
intake-photo-saved = 回答と一緒に写真が保存されています。別の写真を選ぶと置き換わります。
intake-photo-remove = 保存した写真を削除する
intake-photo-again = 写真は保存されていません。もう一度選んでください。

intake-emergency-legend = 緊急連絡先
intake-emergency-hint = 受診の日に手助けが必要になったとき、クリニックが連絡できる方。
intake-emergency-name = その方のお名前
intake-emergency-phone = その方の電話番号
intake-emergency-relation = ご本人との関係（任意）

intake-consent-legend = 健康情報の取り扱いへの同意
intake-consent-hint = 最初にこちらにチェックしてください。チェックするまで、クリニックは回答を一切保存せず、回答はこの端末にだけ残ります。
intake-consent = プライバシーに関するお知らせを読み、受診の準備のために、健康情報であるこれらの回答と写真をクリニックが取り扱うことに明示的に同意します。
intake-privacy-link = プライバシーに関するお知らせを読む（新しいタブで開きます）

intake-save = 保存してあとで続ける
intake-send = 回答を送信する
intake-send-hint = 送信したあとは、オンラインで回答を変更できません。
intake-saved = 回答を保存しました。受診が始まるまで、このリンクから続きを入力できます。

intake-sent-title = ありがとうございます。回答を送信しました
intake-sent-body = クリニックの医療スタッフが受診前に拝見します。
intake-sent-at = 送信日時：{ $date }
intake-answers-title = 送信した回答
intake-answer-none = なし
intake-photo-sent = 写真を 1 枚送信しました。
intake-photo-not-sent = 写真は送信していません。
intake-change-by-phone = 回答を変更したいときは、院にお電話ください。
intake-already-sent = この回答はすでに送信されているため、オンラインでは変更できません。変更したいときは、院にお電話ください。
intake-visit-info-link = 受診のご案内を読む
intake-unknown = このリンクは無効です。クリニックからの最新のメッセージにあるリンクをお使いください。
intake-expired = 受診が始まったため、このリンクは使えなくなりました。クリニックのスタッフにお伝えください。
intake-closed = この予約は終了しているため、オンラインでこの問診に答えることはできません。

intake-status-saving = 保存中…
intake-status-saved = 保存しました
intake-status-offline = まだ保存されていません。回答はこの端末に残っていて、接続が戻ると保存されます。
intake-status-restored = 以前この端末で入力した回答を元に戻しました。

visit-info-title = 受診のご案内
visit-info-consent-note = このページは受診について説明するもので、同意書ではありません。正式な同意書は、処置の前にクリニックで医師の説明を受けてから署名していただきます。
visit-info-ack-title = お読みいただけましたか？
visit-info-ack-hint = ボタンを押すと、このご案内を読んだことがクリニックに伝わります。何かに署名するものではありません。
visit-info-ack-button = このご案内を読みました
visit-info-ack-done = { $date } に、このご案内を読んだことを確認しました（版 { $version }）。
visit-info-changed = お読みいただいている間に、このご案内が更新されました。もう一度お読みになってから確認してください。
visit-info-intake-link = 問診に答える

validation-required-intake-medicines = 飲んでいるお薬にチェックを入れるか、「そのほかに飲んでいるお薬」に書くか、「これらのお薬もほかのお薬も飲んでいません」にチェックを入れてください
validation-format-intake-medicines = 「飲んでいません」とお薬を同時にチェックすることはできません
validation-required-intake-allergies = アレルギーにチェックを入れるか、「これらのアレルギーはありません」にチェックを入れてください
validation-format-intake-allergies = 「これらのアレルギーはありません」とアレルギーを同時にチェックすることはできません
validation-required-intake-otherAllergy = ほかに何のアレルギーがあるか書いてください
validation-required-intake-conditions = あてはまるものにチェックを入れるか、「どれもあてはまりません」にチェックを入れてください
validation-format-intake-conditions = 「どれもあてはまりません」とほかの項目を同時にチェックすることはできません
validation-required-intake-previousTreatment = このしこりを以前に治療したことがあるか選んでください
validation-terms_required-intake-healthDataConsent = これらの回答を健康情報として取り扱うことに同意してください。同意がないと送信できません
