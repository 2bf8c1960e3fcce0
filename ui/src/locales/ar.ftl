# نصوص Quadrille بالعربية (ترجمة en.ftl). يُخاطَب اللاعب بصيغة المفرد. تبقى الأسماء Quadrille و Soi
# و FourSide و SolitaireX كما هي.
#
# المسرد. سطر لكل مصطلح: المصطلح الإنجليزي، ثم «=»، ثم الكلمة العربية (وبين « / » الصيغ التي
# يقبلها الفحص؛ والصيغة المنتهية بـ«-» جذر)، ثم بعد « | » ملاحظات. «only»: الكلمة مقصورة على هذا
# المصطلح؛ «not:»: كلمات لا نستعملها. يفحص tests/ui/i18n-words.test.mjs الرسائل بهذه الأسطر،
# وتستعمل القواعد في docs/rules/ar/ الكلمات نفسها.
#
#   deal = توزيعة / توزيع | توزيعة مخلوطة ورقمها («التوزيعة 1234»)، وكل توزيعة من توزيعات اللعبة («التوزيعة 2 من 3»)؛ زر «وزّع»
#   redeal = إعادة التوزيع / توزيع | اللغز الصيني: تُجمع الأوراق غير المثبتة ويُعاد توزيعها؛ زر «إعادة التوزيع»
#   reshuffle = إعادة الخلط / خلط | SolitaireX ومونتانا: الشيء نفسه، «إعادة الخلط»؛ زر «إعادة الخلط»
#   gap = فراغ
#   row = صف / صفوف
#   tile = قطعة / قطع
#   set = رباعية / رباعيات | أربع أوراق من رتبة واحدة يُنزلها اللاعب
#   ask = طلب / يطلب / تطلب / اطلب | not: سؤال / أسئلة / يسأل | يطلب اللاعب ورقة من لاعب آخر؛ لا «سؤال»
#   hint = تلميح
#   undo = تراجع | «تراجع» و«إعادة»
#   tournament = بطولة / بطولات
#   seat = مقعد / مقاعد
#   room = غرفة / غرف
#   card = الورقة Q♥ | الورقة في الجملة: «الورقة» ثم الصيغة القصيرة كما تطبعها زاوية الورقة (A و J و Q و K، ومن 2 إلى 10، ثم رمز النوع)؛ لا «الـ» ملتصقة بالصيغة القصيرة
#   variety = العربية الفصحى المعاصرة | أسماء الورق كما يقولها اللاعبون: سباتي ♣، ديناري ♦، كبّة ♥، بستوني ♠؛ آس، ولد، بنت، شايب
#   digits = 0123456789 | الأرقام اللاتينية لكل عدد على الشاشة، كما تطبعها زوايا أوراق اللعب (CLDR اليوم لـ ar)؛ رقم التوزيعة بلا فواصل، ويُقبل مكتوبًا بالأرقام العربية الهندية أيضًا
-brand = Quadrille
-soi = Soi
-fourside = FourSide
-solitairex = SolitaireX
-chinese-puzzle = اللغز الصيني
-montana = مونتانا

## Refusals of the rules (a RuleCode each)

rule-game-over = انتهت اللعبة.
rule-bad-rules = لا يمكن اللعب بهذه القواعد.
rule-too-long = طالت اللعبة أكثر مما يسمح بالمتابعة.
rule-bad-replay = تعذّرت إعادة تشغيل لعبة الغرفة.
rule-bad-save = تعذّرت قراءة لعبة الغرفة.
rule-no-card = لا توجد ورقة هناك.
rule-not-a-gap = هذا ليس فراغًا.
rule-placed = هذه الورقة في مكانها بالفعل.
rule-ace-phase = ضع الآسات أولًا.
rule-ace-order = هذا الآس لا يوضع في هذا الصف.
rule-no-ace-phase = الآسات موضوعة بالفعل.
rule-does-not-fit = هذا لا يناسب هناك.
rule-off-board = هذا المربع خارج اللوحة.
rule-no-deals-left = لم تبقَ توزيعات.
rule-tournament = غير مسموح به أثناء البطولة.
rule-tournament-too-late = فات أوان الانضمام إلى البطولة.
rule-no-tournament = لا توجد بطولة.
rule-tournament-full = البطولة ممتلئة.
rule-nothing-to-undo = لا شيء للتراجع عنه.
rule-nothing-to-redo = لا شيء لإعادته.
rule-no-such-seat = لا يوجد مقعد كهذا على هذه الطاولة.
rule-not-your-turn = ليس دورك.
rule-ask-yourself = لا يمكنك أن تطلب ورقة من نفسك.
rule-no-cards = لم تبقَ أوراق مع هذا اللاعب.
rule-no-such-rank = لا يمكنك طلب إلا رتبة تحملها.
rule-already-held = هذه الورقة معك بالفعل.
rule-round-not-over = الجولة ما زالت قائمة.
rule-no-tile = لا توجد قطعة كهذه في يدك.
rule-bad-rotation = تدور القطعة ربع دورة في كل مرة فقط.
rule-no-hints = لم تبقَ تلميحات في هذه اللعبة.
rule-no-move = لديك نقلة: العبها.

## A room's refusals (RoomError codes)

room-error-version-mismatch = الغرفة تعمل بالإصدار { $theirs } وهذا التطبيق بالإصدار { $ours }: حدّث الأقدم منهما.
room-error-bad-token = لم تعد الغرفة تعرف مقعد هذا الجهاز.
room-error-token-in-use = مقعدك مستخدم على جهاز آخر.
room-error-not-host = المضيف وحده يستطيع ذلك.
room-error-room-full = الغرفة ممتلئة.
room-error-no-such-seat = لا يوجد مقعد { $seat } في هذه الغرفة.
room-error-seat-taken = المقعد { $seat } مشغول.
room-error-host-stays = لا يمكن التنازل عن مقعد المضيف.
room-error-not-started = لم تبدأ اللعبة بعد.
room-error-started = بدأت اللعبة بالفعل.
room-error-seats-open = يحتاج كل مقعد إلى لاعب أو كمبيوتر قبل بدء اللعبة.
room-error-not-your-seat = هذا مقعد لاعب آخر.
room-error-not-your-turn = ليس دورك.
room-error-bad-name = { $max ->
    [one] يتكوّن الاسم من حرف واحد.
    [two] يتكوّن الاسم من حرف أو حرفين.
    [few] يتكوّن الاسم من 1 إلى { $max } أحرف.
    [many] يتكوّن الاسم من 1 إلى { $max } حرفًا.
   *[other] يتكوّن الاسم من 1 إلى { $max } حرف.
  }
room-error-log-full = بلغت هذه الغرفة حدّها من النقلات.
room-error-hello-first = لم تفهم الغرفة هذا التطبيق: حدّثه.
room-error-frame-too-large = هذه الرسالة أكبر مما تقبله الغرفة.
room-error-rate-limited = { $perSecond ->
    [one] أسرع مما ينبغي: تقبل الغرفة أمرًا واحدًا في الثانية.
    [two] أسرع مما ينبغي: تقبل الغرفة أمرين في الثانية.
    [few] أسرع مما ينبغي: تقبل الغرفة { $perSecond } أوامر في الثانية.
    [many] أسرع مما ينبغي: تقبل الغرفة { $perSecond } أمرًا في الثانية.
   *[other] أسرع مما ينبغي: تقبل الغرفة { $perSecond } أمر في الثانية.
  }
room-error-too-many-rooms = { $max ->
    [one] لهذا العنوان غرفة واحدة مفتوحة على الخادم بالفعل.
    [two] لهذا العنوان غرفتان مفتوحتان على الخادم بالفعل.
    [few] لهذا العنوان { $max } غرف مفتوحة على الخادم بالفعل.
    [many] لهذا العنوان { $max } غرفةً مفتوحة على الخادم بالفعل.
   *[other] لهذا العنوان { $max } غرفة مفتوحة على الخادم بالفعل.
  }
room-error-too-many-rooms-this-hour = { $max ->
    [one] أنشأ هذا العنوان غرفة واحدة خلال الساعة الأخيرة؛ حاول لاحقًا.
    [two] أنشأ هذا العنوان غرفتين خلال الساعة الأخيرة؛ حاول لاحقًا.
    [few] أنشأ هذا العنوان { $max } غرف خلال الساعة الأخيرة؛ حاول لاحقًا.
    [many] أنشأ هذا العنوان { $max } غرفةً خلال الساعة الأخيرة؛ حاول لاحقًا.
   *[other] أنشأ هذا العنوان { $max } غرفة خلال الساعة الأخيرة؛ حاول لاحقًا.
  }
room-error-server-full = الخادم ممتلئ: لا غرف جديدة الآن. الألعاب التي بدأت تستمر.
room-error-no-such-room = هذه الغرفة لم تعد موجودة.
room-error-wrong-game = هذا الأمر للعبة أخرى.
room-error-already-seated = لديك مقعد في هذه الغرفة بالفعل، أو لدى شخص على اتصال الإنترنت نفسه: لكل شخص مقعد واحد فقط.
room-error-not-seated = ليس لديك مقعد في هذه الغرفة.
room-error-stale-seq = سبقك أحدهم بنقلة: هذه الطاولة كما هي الآن.
room-error-game-not-over = لم تنتهِ اللعبة بعد.
room-again-waiting = بانتظار { $names }…
room-error-unavailable = الغرفة غير متاحة الآن: حاول بعد قليل.

## The app's refusals of the room commands

call-error-bad-invite = هذا الرابط ليس دعوة { -brand }: انسخ الرابط الذي شاركه المضيف كاملًا.
call-error-no-room = لست في غرفة.
call-error-unreachable = تعذّر الوصول إلى الغرفة: تأكد أنكم على الشبكة نفسها، أو تحقق من عنوان الخادم.
call-error-bad-argument = تعذّر على التطبيق قراءة هذا الطلب.
call-error-bad-settings = لا يمكن استخدام هذه الإعدادات.
call-error-internal = حدث خطأ في التطبيق: حاول مرة أخرى.
call-error-ipc = لم يستجب التطبيق: حاول مرة أخرى.
call-error-other = تعذّر على الغرفة تنفيذ ذلك: حاول مرة أخرى.
scan-error-camera-denied = لا يُسمح لـ{ -brand } باستخدام الكاميرا: اسمح بذلك في إعدادات الهاتف، أو الصق الرابط.
scan-error-bad-invite = هذا الرمز ليس دعوة { -brand }: امسح الرمز الظاهر على شاشة المضيف.
scan-error-no-scanner = لا يستطيع هذا الجهاز مسح الرموز: الصق الرابط الذي شاركه المضيف.

## A room's connection

room-closed-left = غادرت الغرفة.
room-closed-gave-up = تعذّر الوصول إلى الغرفة مدة طويلة. مقعدك محفوظ: حاول مجددًا عند عودة المضيف.
room-link-connecting = جارٍ الاتصال…
room-link-connected = متصل
room-link-reconnecting = جارٍ إعادة الاتصال… (المحاولة { $attempt })
room-when-left-computer = يأخذ لاعب كمبيوتر ({ $level }) مقعدك.
room-when-left-wait = يبقى مقعدك فارغًا وتنتظر اللعبة من يشغله.
room-leave-host = أنت مضيف هذه الغرفة: مغادرتك تغلقها على الجميع.
room-leave-unknown = يذهب مقعدك إلى لاعب كمبيوتر أو ينتظرك، حسب اختيار المضيف.

## Shared by every screen

common-back = رجوع
common-back-home = العودة إلى البداية
common-rules = القواعد
common-ok = حسنًا
common-cancel = إلغاء
common-on = تشغيل
common-off = إيقاف
common-home = البداية
common-play-again = العب مجددًا
common-leave = مغادرة
common-try-again = حاول مجددًا
common-dismiss = إغلاق الرسالة
end-look = انظر إلى اللوحة
stats-level = المستوى
stats-game = اللعبة
stats-played = لُعبت
stats-won = فوز
stats-win-percent = نسبة الفوز
stats-best = الأفضل
stats-best-score = أفضل نتيجة
stats-streak = سلسلة
# The current streak's cell: the longest streak, after the current one.
stats-streak-best = الأفضل { $best }

## A room's bar and seats

room-bar = الغرفة
room-seats = المقاعد
room-your-turn = دورك
room-their-turn = دور { $name }
# Read after the fold button's words, for screen readers.
room-seats-hidden = : المقاعد
room-connecting = جارٍ الاتصال بالغرفة…
room-retries-hidden = تعيد الغرفة المحاولة من تلقاء نفسها.
room-news-joined = انضم { $name } إلى الغرفة في المقعد { $seat }.
room-news-away = انقطع اتصال { $name }.
room-news-back = عاد { $name }.
room-news-left = غادر { $name } الغرفة.
room-news-computer = شغل { $name } المقعد { $seat }.
room-news-open = أصبح المقعد { $seat } شاغرًا.
room-leave-title = مغادرة الغرفة؟
# What a screen reader hears after a seat's name; each piece is a yes/no.
room-seat-words = { $you ->
    [yes] ، أنت
   *[no] {""}
  }{ $host ->
    [yes] ، المضيف
   *[no] {""}
  }، { $who ->
    [connected] شخص، متصل
    [away] شخص، غير متصل
    [computer] كمبيوتر
   *[open] مقعد شاغر
  }{ $toMove ->
    [yes] ، دوره في اللعب
   *[no] {""}
  }
level-easy = سهل
level-medium = متوسط
level-impossible = مستحيل
level-beginner = مبتدئ
level-intermediate = متوسط
level-advanced = متقدم
level-expert = خبير
seat-computer = كمبيوتر { $level }
seat-open = مقعد شاغر
seat-open-short = شاغر
# A second computer of one level, or a second open seat, is numbered.
seat-numbered = { $name } { $n }

## Cards

# A card in a sentence ("Queen of hearts" → «بنت كبّة»).
card-name = { $rank ->
    [1] آس
    [11] ولد
    [12] بنت
    [13] شايب
   *[other] { $rank }
  } { $suit ->
    [clubs] سباتي
    [diamonds] ديناري
    [hearts] كبّة
   *[spades] بستوني
  }

## Play with friends

lobby-name-empty = اكتب اسمك: يراه اللاعبون الآخرون.
lobby-name-too-long = { $max ->
    [one] يتكوّن الاسم من حرف واحد على الأكثر.
    [two] يتكوّن الاسم من حرفين على الأكثر.
    [few] يتكوّن الاسم من { $max } أحرف على الأكثر.
    [many] يتكوّن الاسم من { $max } حرفًا على الأكثر.
   *[other] يتكوّن الاسم من { $max } حرف على الأكثر.
  }
lobby-name-control = لا يمكن أن يحتوي الاسم على محارف تحكم.

## The app

app-settings-not-saved = تعذّر حفظ الإعدادات: { $reason }
app-could-not-start = تعذّر بدء التطبيق: { $reason }
app-name = { -brand }

## The games

game-soi = { -soi }
game-soi-blurb = اطلب الأوراق من الآخرين وأنزل رباعيات: لعبة ذاكرة.
game-chinese-puzzle = { -chinese-puzzle }
game-chinese-puzzle-blurb = مجموعتا ورق وثمانية صفوف: لعبة صبر على نطاق واسع.
game-solitaire-x = { -solitairex }
game-solitaire-x-blurb = حرّك الأوراق إلى الفراغات حتى يتسلسل كل نوع من 2 إلى الشايب.
game-montana = { -montana }
game-montana-blurb = توزيعات { -solitairex } نفسها، لكن الـ2 يمكنه تغيير صفه.
game-fourside = { -fourside }
game-fourside-blurb = طابق حواف القطع المرقّمة ضد الكمبيوتر أو صديق.
# A level's statistics row: "FourSide (Beginner)".
game-with-level = { $game } ({ $level })
gaps-redeal-button = إعادة التوزيع
gaps-reshuffle-button = إعادة الخلط

## Home

home-tagline = ألعاب طاولة كلاسيكية
home-continue = متابعة
home-play = العب
home-together = العب مع الأصدقاء
home-together-blurb = { -soi } أو { -fourside }، لكل واحد جهازه.
home-back-to-room = العودة إلى غرفتك
home-back-to-room-blurb = مقعدك محفوظ.
home-back = رجوع
home-open = فتح
home-settings = ⚙ الإعدادات والإحصاءات
home-rules = طريقة اللعب

## Settings

settings-title = الإعدادات
settings-look = المظهر
settings-theme = السمة
settings-theme-system = النظام
settings-theme-light = فاتحة
settings-theme-dark = داكنة
settings-four-colour = أنواع بأربعة ألوان
settings-animation = الحركة
settings-animation-speed = سرعة الحركة
settings-animation-off = إيقاف
settings-animation-fast = سريعة
settings-animation-normal = عادية
settings-animation-slow = بطيئة
settings-sound = الصوت
settings-input = حرّك الأوراق بـ
settings-input-note = (الطريقة الأخرى تعمل أيضًا)
settings-input-tap = النقر
settings-input-drag = السحب
settings-shortcuts = اختصارات بمفتاح واحد
settings-shortcuts-note = (U و R و H و N و S و A وكتابة ورقة في { -soi }؛ الأسهم و Enter و Space تعمل دائمًا)
settings-winnable = توزيعات قابلة للفوز فقط
settings-winnable-note = (ثبت أنها تُربح بالتوزيعة الأولى وحدها)
settings-crossroads = نبّهني حين تُخسرني نقلةٌ التوزيعة
settings-cp-note = للتوزيعات الجديدة؛ يمكن تغيير قواعد التوزيعة حتى توضع أول ورقة.
settings-statistics = الإحصاءات
settings-no-games = لم تنتهِ أي لعبة بعد.
settings-streak-note = السلسلة: الحالية / الأفضل.
settings-tournaments = البطولات الأخيرة
settings-no-tournaments = لا بطولات بعد. ابدأ واحدة من توزيعة جديدة في { $games }.
settings-tournament-head = { $game } · التوزيعة { $deal }

## Rules

rules-title = طريقة اللعب
rules-game = اللعبة
lobby-title = العب مع الأصدقاء
lobby-host = استضف لعبة
lobby-join = انضم إلى لعبة
lobby-host-or-join = استضف أو انضم
lobby-server-scheme = يبدأ عنوان الخادم بـ wss://‎ (أو ws://‎).
lobby-server-spaces = لا يحتوي عنوان الخادم على مسافات.
lobby-link-copied = نُسخ الرابط.
lobby-link-not-copied = تعذّر النسخ: حدّد الرابط وانسخه.
lobby-share-title = العب { $game } معي
lobby-share-text = انضم إلى طاولتي في { -brand }:
lobby-seat-person = { $host ->
    [yes] المضيف
   *[no] شخص
  } · { $connected ->
    [yes] متصل
   *[no] غير متصل
  }
lobby-seat-computer = لاعب كمبيوتر
lobby-seat-open = شاغر: في انتظار لاعب
lobby-room-open = الغرفة مفتوحة: يمكن للأصدقاء الانضمام.
lobby-in-room = أنت في الغرفة.
lobby-invite = ادعُ أصدقاء
lobby-invite-on-device = على شبكة Wi-Fi نفسها: امسح الرمز بكاميرا الهاتف الآخر، أو أرسل الرابط.
lobby-invite-server = أرسل الرابط، أو دعهم يمسحون الرمز.
lobby-invite-qr = رمز QR لرابط الدعوة: امسحه بكاميرا الهاتف الذي سينضم.
lobby-link = الرابط
lobby-copy = نسخ
lobby-copy-label = انسخ الرابط
lobby-share = مشاركة
lobby-share-label = شارك الرابط
lobby-seats = { $game }: المقاعد
lobby-you = { $name } (أنت)
lobby-seat-level = مستوى الكمبيوتر في المقعد { $seat }
lobby-add-computer = أضف كمبيوتر
lobby-add-computer-label = أضف كمبيوتر إلى المقعد { $seat }
lobby-open-seat = افتح المقعد
lobby-open-seat-label = افتح المقعد { $seat } لشخص
lobby-remove = إزالة
lobby-remove-label = أزل { $name }
lobby-start = ابدأ اللعبة
lobby-seats-open = { $count ->
    [zero] لا مقاعد شاغرة.
    [one] ما زال مقعد واحد شاغرًا: انتظر أصدقاءك أو أضف كمبيوترات.
    [two] ما زال مقعدان شاغرين: انتظر أصدقاءك أو أضف كمبيوترات.
    [few] ما زالت { $count } مقاعد شاغرة: انتظر أصدقاءك أو أضف كمبيوترات.
    [many] ما زال { $count } مقعدًا شاغرًا: انتظر أصدقاءك أو أضف كمبيوترات.
   *[other] ما زال { $count } مقعد شاغرًا: انتظر أصدقاءك أو أضف كمبيوترات.
  }
lobby-all-seated = كل المقاعد مشغولة.
lobby-wait-for-host = في انتظار أن يبدأ المضيف اللعبة.
lobby-paste-link = الصق الرابط الذي شاركه المضيف.
lobby-invite-link = رابط الدعوة
lobby-your-name = اسمك
lobby-joining = جارٍ الانضمام…
lobby-join-go = انضم
lobby-scan = امسح الرمز
lobby-scanning = جارٍ المسح…
lobby-invite-received = وصلت الدعوة: تحقق من اسمك، ثم اضغط «انضم».
lobby-nearby = بالقرب منك
lobby-looking = جارٍ البحث…
lobby-refresh = تحديث
lobby-looking-status = جارٍ البحث عن غرف على هذه الشبكة.
lobby-found = { $count ->
    [zero] لم يُعثر على غرف.
    [one] عُثر على غرفة واحدة.
    [two] عُثر على غرفتين.
    [few] عُثر على { $count } غرف.
    [many] عُثر على { $count } غرفةً.
   *[other] عُثر على { $count } غرفة.
  }
lobby-none-nearby = لم يُعثر على غرف على هذه الشبكة. تأكد أنك على شبكة Wi-Fi الخاصة بالمضيف، أو الصق رابطه.
lobby-settings = اللعب معًا
lobby-settings-note = لا يحتاج الأصدقاء على شبكة Wi-Fi نفسها إلى خادم: يستضيف أحدكم على جهازه.
lobby-server = عنوان الخادم
lobby-server-note = (wss://…‎، اختياري)
lobby-game = اللعبة
lobby-game-soi = { -soi } (4 لاعبين)
lobby-game-fourside = { -fourside } (لاعبان)
lobby-left-computer = يلعب الكمبيوتر مكانه
lobby-left-wait = ينتظر المقعد
lobby-this-device = هذا الجهاز
lobby-the-server = الخادم
lobby-target = النتيجة المستهدفة
lobby-target-range = (100–1000)
lobby-tiles = القطع
lobby-fourside-level = مستوى { -fourside }
lobby-board = اللوحة
lobby-board-size = حجم اللوحة
lobby-when-left = عندما يغادر أحدهم
lobby-left-level = مستوى الكمبيوتر الذي يحل محله
lobby-spectators = المشاهدون
lobby-spectators-note = (من لا مقعد له يشاهد الطاولة دون الأيدي)
lobby-where = المكان
lobby-where-label = مكان الغرفة
lobby-where-server = على { $server }: يمكن للأصدقاء الانضمام من أي مكان.
lobby-where-device = ينضم الأصدقاء على شبكة Wi-Fi نفسها إلى هذا الجهاز مباشرة.
lobby-where-no-server = للالتقاء عبر خادم، أضف عنوانه في الإعدادات.
lobby-opening = جارٍ الفتح…
lobby-open = افتح الغرفة

## Soi

soi-seat-0 = الجنوب
soi-seat-1 = الشرق
soi-seat-2 = الشمال
soi-seat-3 = الغرب
soi-seat-n = المقعد { $seat }
soi-player = اللاعب
# A set of four: "Aces", "7s", "Kings" → «الآسات»، «السبعات (7)»، «الشيّاب».
soi-rank-plural = { $rank ->
    [1] الآسات
    [11] الأولاد
    [12] البنات
    [13] الشيّاب
   *[other] الـ{ $rank }
  }
# A seat's final place: 1st to 4th.
soi-place = { $place ->
    [1] الأول
    [2] الثاني
    [3] الثالث
    [4] الرابع
   *[other] المركز { $place }
  }
soi-event-dealt = وُزّعت الجولة { $round } — يبدأ { $first }
soi-event-asked-got = طلب { $asker } من { $target } الورقة { $card } — وأخذها
soi-event-asked-missed = طلب { $asker } من { $target } الورقة { $card } — ليست معه؛ الدور على { $target }
soi-event-deposited = أنزل { $seat } رباعية { $rank ->
    [1] الآسات
    [11] الأولاد
    [12] البنات
    [13] الشيّاب
   *[other] الـ{ $rank }
  } (+{ $points })
soi-event-turn-passed = لا أوراق مع { $from } — الدور على { $to }
soi-event-round-over = انتهت الجولة: { $scores }
# One seat's points in the round-over line.
soi-event-round-score = { $name } +{ $points }
soi-event-game-over-shared = انتهت اللعبة: { $names } يتقاسمون الفوز
soi-event-game-over = انتهت اللعبة: فاز { $name }
soi-move-limit = { $moves ->
    [one] بلغت هذه اللعبة نقلة واحدة، وهي أقصى ما تتسع له، فانتهت الجولة على حالها: تُحتسب الرباعيات المنزلة، ولا تُحتسب الأوراق التي في اليد
    [two] بلغت هذه اللعبة نقلتين، وهما أقصى ما تتسع له، فانتهت الجولة على حالها: تُحتسب الرباعيات المنزلة، ولا تُحتسب الأوراق التي في اليد
    [few] بلغت هذه اللعبة { $moves } نقلات، وهي أقصى ما تتسع له، فانتهت الجولة على حالها: تُحتسب الرباعيات المنزلة، ولا تُحتسب الأوراق التي في اليد
    [many] بلغت هذه اللعبة { $moves } نقلةً، وهي أقصى ما تتسع له، فانتهت الجولة على حالها: تُحتسب الرباعيات المنزلة، ولا تُحتسب الأوراق التي في اليد
   *[other] بلغت هذه اللعبة { $moves } نقلة، وهي أقصى ما تتسع له، فانتهت الجولة على حالها: تُحتسب الرباعيات المنزلة، ولا تُحتسب الأوراق التي في اليد
  }
soi-round = الجولة { $round }
soi-earlier-rounds = الجولات السابقة
soi-ask-label = اطلب من { $target } الورقة { $card }
common-dealing = جارٍ التوزيع…
soi-status-shared-win = { $names } يتقاسمون الفوز.
soi-status-wins = فاز { $name } باللعبة.
soi-status-round-over = انتهت الجولة.
soi-status-demo-stopped = توقف العرض: انقر «العب» للمتابعة.
soi-status-demo = عرض: دور { $name } في الطلب.
soi-status-thinking = { $name } يفكر…
soi-status-ask-typed = اطلب من { $name }: { $typed }
soi-status-tap-named = { $name }: انقر لاعبًا لتطلب منه.
soi-status-your-turn = دورك: انقر لاعبًا لتطلب منه.
soi-status-to-ask = دور { $name } في الطلب.
soi-say-demo = هذا عرض: الكمبيوتر يلعب في المقاعد الأربعة.
soi-say-wait = انتظر لحظة.
soi-say-wait-for = انتظر: إنه دور { $name }.
soi-say-no-cards = لم تبقَ أوراق مع { $name }.
soi-say-not-a-card = «{ $typed }» ليست ورقة: اكتب رتبة ونوعًا، مثل 7h أو JD أو 10s.
soi-say-not-your-turn = ليس دورك.
soi-say-tap-first = انقر لاعبًا أولًا.
soi-say-ask = اطلب من { $name } الورقة { $card }.
soi-say-selected = تم اختيار { $name }.
soi-say-ask-enter = اطلب من { $name } الورقة { $card }: اضغط Enter.
soi-say-ask-enter-anyone = اطلب من لاعب الورقة { $card }: اضغط Enter.
game-toolbar = اللعبة
soi-scores = النتائج
soi-memory-aid = مساعد الذاكرة
soi-play = العب
soi-stop = توقف
soi-faster = أسرع
common-new-game = لعبة جديدة
common-deal = وزّع
soi-new-lost = تنتهي اللعبة الجارية وتُحتسب خسارة.
soi-new-ends = تنتهي اللعبة الجارية.
soi-look = انظر إلى الطاولة
soi-over-shared = { $names } يتقاسمون الفوز!
soi-over-wins = فاز { $name }!
soi-best-total = أفضل مجموع

## Hot seat and rooms

cover-title = مرّر الجهاز إلى { $name }
# $what is "cards" (Soi) or "tiles" (FourSide).
cover-sub = { $name }: انقر حين تكون مستعدًا لرؤية { $what ->
    [tiles] قطعك
   *[cards] أوراقك
  }.
lobby-server-too-long = { $max ->
    [one] يتكوّن عنوان الخادم من حرف واحد على الأكثر.
    [two] يتكوّن عنوان الخادم من حرفين على الأكثر.
    [few] يتكوّن عنوان الخادم من { $max } أحرف على الأكثر.
    [many] يتكوّن عنوان الخادم من { $max } حرفًا على الأكثر.
   *[other] يتكوّن عنوان الخادم من { $max } حرف على الأكثر.
  }
room-refuse-local = في الغرفة، الغرفة هي التي تبدأ الألعاب وتُشغّل لاعبي الكمبيوتر.

## Soi's table, sheets and settings

soi-hand-hidden = { $count ->
    [zero] لا أوراق
    [one] ورقة واحدة مقلوبة
    [two] ورقتان مقلوبتان
    [few] { $count } أوراق مقلوبة
    [many] { $count } ورقةً مقلوبة
   *[other] { $count } ورقة مقلوبة
  }
soi-your-cards = أوراقك
soi-no-cards-left = لم تبقَ أوراق في هذه الجولة.
soi-picker-title = اطلب من { $name }…
soi-picker-none = لا يمكنك أن تطلب من { $name } الآن.
soi-picker-hint = يمكنك أن تطلب أي ورقة من رتبة تحملها، إلا الأوراق التي في يدك أصلًا.
soi-picker-held = معك { $count }
soi-seat-out = خارج اللعب
# What a screen reader hears after a seat's name on the table.
soi-seat-words = : { $name }{ $computer ->
    [yes] ، كمبيوتر
   *[no] {""}
  }، { $count ->
    [zero] لا أوراق
    [one] ورقة واحدة
    [two] ورقتان
    [few] { $count } أوراق
    [many] { $count } ورقةً
   *[other] { $count } ورقة
  }، { $total ->
    [zero] بلا نقاط
    [one] نقطة واحدة
    [two] نقطتان
    [few] { $total } نقاط
    [many] { $total } نقطةً
   *[other] { $total } نقطة
  }{ $toMove ->
    [yes] ، دوره في اللعب
   *[no] {""}
  }{ $selected ->
    [yes] ، مُختار
   *[no] {""}
  }. انقر لتطلب منه.
soi-set-title = رباعية { $rank ->
    [1] الآسات
    [11] الأولاد
    [12] البنات
    [13] الشيّاب
   *[other] الـ{ $rank }
  }: { $points ->
    [one] نقطة واحدة
    [two] نقطتان
    [few] { $points } نقاط
    [many] { $points } نقطةً
   *[other] { $points } نقطة
  }
soi-set-hidden = (رباعية { $rank ->
    [1] الآسات
    [11] الأولاد
    [12] البنات
    [13] الشيّاب
   *[other] الـ{ $rank }
  }، { $points ->
    [one] نقطة واحدة
    [two] نقطتان
    [few] { $points } نقاط
    [many] { $points } نقطةً
   *[other] { $points } نقطة
  })
soi-round-over = انتهت الجولة { $round }
soi-round-scores = نتائج الجولة
soi-col-player = اللاعب
soi-col-sets = الرباعيات
soi-col-round = الجولة
soi-col-total = المجموع
soi-ends-after = تنتهي اللعبة بعد جولة يبلغ فيها أحدهم { $target }.
soi-next-round = الجولة التالية
soi-round-info = الجولة { $round } · حتى { $target }
soi-score-table = جدول النتائج
soi-round-so-far = الجولة { $round } حتى الآن
soi-scoring = يفوز أول من يبلغ { $target } في نهاية جولة. نقاط الرباعيات: الآس 25، ومن 2 إلى 10 بقيمتها، و J Q K بـ10 (109 في الجولة).
soi-memory-title = مساعد الذاكرة · الجولة { $round }
soi-memory-note = كل ما جرى علنًا في هذه الجولة، بالترتيب.
soi-moves = النقلات
soi-log = سجل هذه الجولة
soi-place-of = مركز { $name }
common-close = إغلاق
soi-settings-note = للألعاب الجديدة.
soi-target = النتيجة المستهدفة
soi-target-range = (100–1000)
soi-computers = لاعبو الكمبيوتر
soi-computer-level = مستوى كمبيوتر { -soi }
soi-memory-easy = يتذكر الأوراق التي طُلبت في آخر دورين، ويطلب أحيانًا ورقة عشوائيًا.
soi-memory-medium = يتذكر الأوراق التي طُلبت في آخر عشرة أدوار.
soi-memory-impossible = يتذكر كل ورقة طُلبت منذ التوزيع ويعدّ الأوراق. لا يرى يدك أبدًا.
soi-seats = المقاعد
soi-kind-human = شخص
soi-kind-computer = كمبيوتر
soi-name-of = اسم { $seat }
soi-played-by = من يلعب في { $seat }
soi-all-computers = أربعة كمبيوترات: اللعبة تلعب نفسها (عرض).
soi-delay = تأخير الرسائل
soi-delay-ms = { $ms } ملّي ثانية
soi-sort = رتّب أوراق الكمبيوتر
soi-sort-note = (الظهور بترتيب الأوراق: عون للمنتبه)
soi-stats = الإحصاءات
soi-stats-note = (ألعاب فيها شخص واحد)
soi-stats-label = إحصاءات { -soi } حسب المستوى

## FourSide

fourside-tile = القطعة { $top } { $right } { $bottom } { $left }، أعلى يمين أسفل يسار
fourside-cell = الصف { $row } العمود { $col }
fourside-square-bonus = مربع مكافأة
fourside-square-minus = مربع خصم
fourside-primer = قطعة البداية
fourside-empty = فارغ
fourside-player-1 = اللاعب 1
fourside-player-2 = اللاعب 2
fourside-computer-1 = الكمبيوتر 1
fourside-computer-2 = الكمبيوتر 2
fourside-you = أنت
fourside-computer = الكمبيوتر
fourside-you-pass = لا قطعة لديك تناسب أي مكان: يمرّ دورك.
fourside-passes = لا قطعة لدى { $name } تناسب أي مكان، فيمرّ دوره.
fourside-tie = تعادل!
fourside-you-win = فزت!
fourside-computer-wins = فاز الكمبيوتر
fourside-wins = فاز { $name }!
fourside-mode-one = لاعب واحد
fourside-mode-two = لاعبان
fourside-mode-demo = عرض
fourside-placed = وضع { $name } { $tile } في الصف { $row } العمود { $col }: { $score }.
fourside-your-turn = دورك
fourside-turn-of = دور { $name }
fourside-computer-turn = دور الكمبيوتر
fourside-to-play = دور { $name } في اللعب
fourside-over-status = { $result } { $mine } – { $theirs }
fourside-waiting-for = في انتظار نقلة { $name }.
fourside-demo = عرض: الكمبيوتر يلعب عن الطرفين.
fourside-thinking = الكمبيوتر يفكر…
fourside-tap-tile = انقر قطعة في يدك لترفعها.
fourside-tap-hint = تلميح: انقر المربع الأزرق لتضع القطعة هناك.
fourside-tap-square = انقر مربعًا مضيئًا لتضعها، أو القطعة مرة أخرى لتديرها.
fourside-fits-nowhere-turn = بهذا الاتجاه لا تناسب أي مكان: انقر القطعة مرة أخرى لتديرها.
fourside-hint-at = تلميح: { $tile } في الصف { $row } العمود { $col }.
fourside-picked-nowhere = رفعت { $tile }. بهذا الاتجاه لا تناسب أي مكان.
fourside-picked-fits = رفعت { $tile }. { $count ->
    [zero] لا تناسب أي مربع.
    [one] تناسب مربعًا واحدًا.
    [two] تناسب مربعين.
    [few] تناسب { $count } مربعات.
    [many] تناسب { $count } مربعًا.
   *[other] تناسب { $count } مربع.
  }
fourside-wait-for = انتظر: إنه دور { $name }.
fourside-say-demo = هذا عرض: الكمبيوتر يلعب عن الطرفين.
fourside-wait-computer = انتظر نقلة الكمبيوتر.
fourside-first-tap = انقر أولًا قطعة في يدك، ثم مربعًا مضيئًا.
fourside-hint-shown = التلميح على اللوحة: المربع الأزرق.
fourside-square-bonus-value = مربع مكافأة ‎+20
fourside-square-minus-value = مربع خصم ‎−20
fourside-fits-here = تناسب هنا، وتحرز { $score }
fourside-does-not-fit = لا تناسب
fourside-hint = تلميح
fourside-board = اللوحة، { $size } × { $size }
fourside-against = { $level } ضد الكمبيوتر
fourside-your-tiles = قطعك
fourside-tiles-of = قطع { $name }
fourside-hand-tile = { $tile }{ $nowhere ->
    [yes] ، لا تناسب أي مكان
   *[no] {""}
  }{ $picked ->
    [yes] ، مرفوعة: اضغط مرة أخرى لتديرها
   *[no] {""}
  }
fourside-demo-note = لعبة عرض: الكمبيوتر يلعب عن الطرفين.
fourside-legend = باختصار
# The legend's lines: a term in bold, then what it means.
fourside-legend-match-term = المطابقة
fourside-legend-match = كل حافة تلامس قطعة موضوعة من قبل.
fourside-legend-score-term = النقاط
fourside-legend-score = = مجموع الحواف المتلامسة × عددها: (8+1+3)×3 = 36.
fourside-legend-on-green = على الأخضر،
fourside-legend-on-red = على الأحمر. لا ينزل المجموع تحت 0 أبدًا.
# The keys line: a key, then what it does.
fourside-legend-move = تحريك
fourside-legend-enter = ارفع، أدر، ضع
fourside-legend-space = اليد ↔ اللوحة
fourside-legend-hint = تلميح
key-enter = Enter
key-space = Space
fourside-new-lost = تنتهي اللعبة الجارية وتُحتسب خسارة.
fourside-new-ends = تنتهي اللعبة الجارية.
fourside-level = المستوى
fourside-board-field = اللوحة
fourside-board-size = حجم اللوحة
fourside-players = اللاعبون
fourside-scores = النتائج
fourside-unseen = { $count ->
    [zero] لا يحمل { $name } قطعًا لا تراها.
    [one] يحمل { $name } قطعة واحدة لا تراها.
    [two] يحمل { $name } قطعتين لا تراهما.
    [few] يحمل { $name } { $count } قطع لا تراها.
    [many] يحمل { $name } { $count } قطعةً لا تراها.
   *[other] يحمل { $name } { $count } قطعة لا تراها.
  }
fourside-settings-note = للألعاب الجديدة. يحدد المستوى الأرقام على القطع (من 1–3 حتى 1–9) ومهارة الكمبيوتر.
fourside-level-label = مستوى { -fourside }
fourside-size-label = حجم لوحة { -fourside }
fourside-players-label = لاعبو { -fourside }
fourside-against-computer = ضد الكمبيوتر
fourside-stats-label = إحصاءات { -fourside } حسب المستوى
fourside-hint-button = تلميح ({ $left })
fourside-to-the-end = حتى النهاية
fourside-level-and-board = المستوى واللوحة

## Chinese Puzzle, SolitaireX and Montana (the Gaps games)

gaps-hint-after = تلميح: { $card } بعد { $left }
gaps-hint-first = تلميح: { $card } إلى أول خانة في الصف { $row }
gaps-moved = نُقلت { $card }.
gaps-moved-to = نُقلت { $card } إلى { $target }.
gaps-redealt = { $kind ->
    [redeal] أُعيد توزيع الأوراق
   *[reshuffle] أُعيد خلط الأوراق
  }: التوزيعة { $deal } من { $total }.
gaps-event-stuck = لم تبقَ نقلات.
gaps-event-won = فزت!
gaps-event-lost = انتهت اللعبة.
gaps-status-hint = { $hint } — انقر «تلميح» مرة أخرى لتلعبه
gaps-status-choose-first = اختر خانة في العمود الأول لـ{ $card }
gaps-status-choose-gap = اختر فراغًا لـ{ $card } — انقر في مكان آخر للإلغاء
gaps-status-fill = انقر ورقة مميزة لتنقلها إلى هنا
gaps-status-won = حُلّت! كل نوع مرتب.
gaps-status-lost = لا نقلات ولا توزيعات متبقية.
gaps-status-stuck-redeal = { $kind ->
    [redeal] لم تبقَ نقلات: أعد التوزيع لتتابع
   *[reshuffle] لم تبقَ نقلات: أعد الخلط لتتابع
  }
gaps-status-stuck = لم تبقَ نقلات
gaps-status-aces = انقر آسًا، ثم خانة فارغة في العمود الأول
gaps-status-gap-selects = انقر ورقة مضيئة، أو فراغًا لترى ما يناسبه
gaps-status-drag = اسحب ورقة مضيئة إلى فراغها، أو انقرها لترفعها
gaps-status-tap = انقر ورقة مضيئة لتنقلها
gaps-why-final = { $card } في مكانها النهائي بالفعل.
gaps-why-first-none = لا تنتقل { $card } إلا إلى خانة فارغة في العمود الأول؛ ولا توجد واحدة.
gaps-why-run = تبقى { $card } في تسلسلها ما دام الـ2 الذي يتصدر صفها باقيًا.
gaps-why-no-card = لا توجد ورقة هناك.
gaps-why-over = انتهت اللعبة.
gaps-why-two = لا تنتقل { $card } إلا إلى خانة فارغة في العمود الأول.
gaps-why-ace = لا مكان لـ{ $card } في هذه اللعبة.
gaps-why-after = لا توضع { $card } إلا بعد { $prev }.
gaps-why-row-end = لا توضع { $card } إلا بعد { $prev }، وهي في آخر صفها.
gaps-why-follows = { $card } تلي { $prev } بالفعل.
gaps-why-taken = لا توضع { $card } إلا بعد { $prev }؛ وتلك الخانة مشغولة.
gaps-why-off = هذا خارج اللوحة.
gaps-why-several = تناسب هنا عدة أوراق: انقر الورقة التي تريد نقلها.
gaps-why-king = لا شيء يلي الشايب.
gaps-why-gap-gap = لا يمكن ملء فراغ يلي فراغًا.
gaps-why-none = لا ورقة يمكن أن توضع هنا الآن.
gaps-why-first-column = توضع { $card } في خانة فارغة في العمود الأول.
gaps-why-not-there = لا يمكن وضع { $card } هناك.

## Gaps rules, verdicts and the solution replay

gaps-ace-free = حر
gaps-ace-free-help = أي آس في أي صف.
gaps-ace-mirrored = متناظر
gaps-ace-mirrored-help = الصفوف 1–4 بأربعة أنواع مختلفة؛ والصفوف 5–8 تكررها.
gaps-ace-bridge = بريدج
gaps-ace-bridge-help = ♣ ♦ ♥ ♠ من الأعلى، مرتين.
# "2 redeals · free aces"
gaps-rules-summary = { $redeals ->
    [zero] بلا إعادة توزيع
    [one] إعادة توزيع واحدة
    [two] إعادتا توزيع
    [few] { $redeals } إعادات توزيع
    [many] { $redeals } إعادة توزيع
   *[other] { $redeals } إعادة توزيع
  } · آسات { $order ->
    [free] حرة
    [mirrored] متناظرة
   *[bridge] بريدج
  }
gaps-verdict-winnable = { $kind ->
    [redeal] ما زالت تُربح دون إعادة التوزيع
   *[reshuffle] ما زالت تُربح دون إعادة الخلط
  }
gaps-verdict-unwinnable = { $kind ->
    [redeal] لا تُربح دون إعادة التوزيع
   *[reshuffle] لا تُربح دون إعادة الخلط
  }
gaps-difficulty-winnable = تُربح · { $difficulty ->
    [easy] سهلة
    [medium] متوسطة
   *[hard] صعبة
  }
gaps-difficulty-needs = { $kind ->
    [redeal] تحتاج إلى إعادة التوزيع
   *[reshuffle] تحتاج إلى إعادة الخلط
  }
gaps-difficulty-unknown = غير معروف
replay-slow = بطيء
replay-normal = عادي
replay-fast = سريع
replay-progress = النقلة { $index } من { $steps }
replay-from-deal = من التوزيعة كما وُزّعت
replay-from-redeal = من بداية التوزيعة { $deal }، بعد { $kind ->
    [redeal] إعادة التوزيع
   *[reshuffle] إعادة الخلط
  } { $nth ->
    [1] الأولى
    [2] الثانية
    [3] الثالثة
    [4] الرابعة
    [5] الخامسة
   *[other] رقم { $nth }
  }
replay-place = الصف { $row }، العمود { $col }
replay-start = وضع البداية. { $steps ->
    [zero] لا نقلات متبقية.
    [one] بقيت نقلة واحدة.
    [two] بقيت نقلتان.
    [few] بقيت { $steps } نقلات.
    [many] بقيت { $steps } نقلةً.
   *[other] بقيت { $steps } نقلة.
  }
replay-step = { $progress }: { $card } إلى { $place }. النتيجة { $score } من { $max }.
replay-step-solved = { $progress }: { $card } إلى { $place }. النتيجة { $score } من { $max }. حُلّت.
replay-all-lost = لم يكن ممكنًا ربح أي توزيعة من هذه اللعبة من بدايتها: أثبت الحلّال خسارة كل واحدة.
replay-unknown = لم يجد الحلّال حلًا في الوقت المتاح له. قد تظل هذه اللعبة قابلة للربح.
# A slot's spoken name: a card, or a gap and what it follows.
gaps-cell-first = فراغ في العمود الأول
gaps-cell-first-row = فراغ في العمود الأول من الصف { $row }
gaps-cell-gap = { $kind ->
    [dead] فراغ ميت
    [blocked] فراغ مسدود
   *[open] فراغ
  } بعد { $card }
gaps-cell-gap-after-gap = { $kind ->
    [dead] فراغ ميت
    [blocked] فراغ مسدود
   *[open] فراغ
  } بعد فراغ
gaps-cell-picked = مرفوعة
gaps-cell-can-move = يمكن نقلها
gaps-cell-in-place = في مكانها
gaps-cell-can-fill = يمكنها ملء الفراغ المختار
gaps-cell-hint = تلميح
gaps-cell-place = الصف { $row }، العمود { $col }
gaps-cell-drop = ضعها هنا
gaps-cell-just-moved = نُقلت للتو
gaps-board = اللوحة: { $rows ->
    [one] صف واحد
    [two] صفان
    [few] { $rows } صفوف
    [many] { $rows } صفًا
   *[other] { $rows } صف
  }، في كل صف { $columns ->
    [one] خانة واحدة
    [two] خانتان
    [few] { $columns } خانات
    [many] { $columns } خانةً
   *[other] { $columns } خانة
  }
gaps-row-locked = الصف { $row }: { $count ->
    [zero] لا أوراق مثبتة
    [one] ورقة واحدة مثبتة
    [two] ورقتان مثبتتان
    [few] { $count } أوراق مثبتة
    [many] { $count } ورقةً مثبتة
   *[other] { $count } ورقة مثبتة
  }
gaps-taken-back = تم التراجع عن النقلة.
gaps-said-score = { $text } النتيجة { $score } من { $max }.
gaps-not-possible = غير ممكن.
gaps-hint-again = { $hint }. اضغط «تلميح» مرة أخرى لتلعبه.
gaps-put-down = وُضعت.
gaps-picked-one = رُفعت الورقة { $card }. فراغها معلَّم «ضعها هنا».
gaps-picked-many = رُفعت الورقة { $card }. { $count ->
    [one] لها مكان واحد، معلَّم «ضعها هنا».
    [two] لها مكانان، معلَّمان «ضعها هنا».
    [few] لها { $count } أماكن، معلَّمة «ضعها هنا».
    [many] لها { $count } مكانًا، معلَّمة «ضعها هنا».
   *[other] لها { $count } مكان، معلَّمة «ضعها هنا».
  }
gaps-a-card = ورقة
gaps-can-fill = { $count ->
    [zero] لا ورقة يمكنها ملء هذا الفراغ.
    [one] ورقة واحدة يمكنها ملء هذا الفراغ، معلَّمة «يمكنها ملء الفراغ المختار».
    [two] ورقتان يمكنهما ملء هذا الفراغ، معلَّمتان «يمكنها ملء الفراغ المختار».
    [few] { $count } أوراق يمكنها ملء هذا الفراغ، معلَّمة «يمكنها ملء الفراغ المختار».
    [many] { $count } ورقةً يمكنها ملء هذا الفراغ، معلَّمة «يمكنها ملء الفراغ المختار».
   *[other] { $count } ورقة يمكنها ملء هذا الفراغ، معلَّمة «يمكنها ملء الفراغ المختار».
  }
gaps-follows-nothing = { $card } لا تلي شيئًا: إنها تبدأ صفها.
gaps-can-follow = يمكن أن تلي { $card } الورقة { $prev } الوامضة.
gaps-no-prev = لا توجد { $prev } على اللوحة.
gaps-none-here = لا ورقة يمكن نقلها إلى هنا الآن.
gaps-can-move-here = { $count ->
    [zero] لا ورقة يمكن نقلها إلى هنا.
    [one] ورقة واحدة يمكن نقلها إلى هنا.
    [two] ورقتان يمكن نقلهما إلى هنا.
    [few] { $count } أوراق يمكن نقلها إلى هنا.
    [many] { $count } ورقةً يمكن نقلها إلى هنا.
   *[other] { $count } ورقة يمكن نقلها إلى هنا.
  }
gaps-finding = جارٍ البحث عن توزيعة قابلة للربح…
gaps-not-found = لم يُعثر بسرعة على توزيعة قابلة للربح؛ هذه عشوائية.
gaps-your-turn = { $name }، إنه دورك.
gaps-given-up = تم التخلي عن اللعبة. توزيعة جديدة { $deal }.
replay-paused = متوقف عند النقلة { $index } من { $steps }.
replay-board = لوحة الحل، النقلة { $index } من { $steps }
replay-searching = جارٍ البحث عن حل…
replay-takes-time = قد يستغرق هذا بضع ثوانٍ.
replay-none = لا حل لعرضه
replay-title = حلٌّ
replay-score = النتيجة { $score } / { $max }
replay-solved = حُلّت
replay-back = للخلف
replay-pause = إيقاف مؤقت
replay-replay = إعادة العرض
replay-play = تشغيل
replay-forward = للأمام
replay-speed = السرعة
gaps-over-won = حُلّت!
gaps-over-lost = انتهت اللعبة
gaps-over-won-note = كل نوع مرتب.
gaps-over-lost-note = لا نقلات ولا توزيعات متبقية.
gaps-score = النتيجة
gaps-score-of = { $score } / { $max }
gaps-tournament-deal = بطولة · التوزيعة { $deal }
gaps-next-player = اللاعب التالي
gaps-end-new-deal = إنهاء وتوزيعة جديدة
gaps-new-deal = توزيعة جديدة
gaps-show-solution = اعرض حلًا
tournament-playing = يلعب
tournament-done = انتهى
tournament-high = الأعلى
gaps-deal = التوزيعة
gaps-deal-number = التوزيعة رقم { $deal }. العب رقم توزيعة آخر
gaps-deals-left = التوزيعات المتبقية
gaps-redeals = إعادات التوزيع
gaps-deal-of = التوزيعة { $used } من { $total }
gaps-dead = ميتة
gaps-dead-title = فراغات بعد الشايب
gaps-first-deal = التوزيعة الأولى
gaps-moves = النقلات
gaps-details = التفاصيل
gaps-redeals-one = إعادة توزيع واحدة
gaps-redeals-two = إعادتا توزيع
gaps-ace-order = ترتيب الآسات
gaps-crossroads = هذه النقلة تخسرك التوزيعة —
gaps-crossroads-undo = تراجع؟
common-dismiss-short = إغلاق
gaps-undo = تراجع
gaps-redo = إعادة
gaps-play-hint = العب التلميح
gaps-hint = تلميح
gaps-place-aces = ضع الآسات
gaps-left = { $count ->
    [zero] (لم يبقَ شيء)
    [one] (بقيت واحدة)
    [two] (بقيت اثنتان)
   *[other] (بقي { $count })
  }
gaps-tournament = بطولة
gaps-deal-not-number = رقم التوزيعة عدد صحيح، مثل 1234.
gaps-enter-name = أدخل اسمًا من فضلك.
gaps-new-ends-tournament = سينهي هذا البطولة. أتبدأ توزيعة جديدة؟
gaps-new-counts-lost = ستُحتسب اللعبة الجارية ملعوبة دون فوز.
gaps-new-random = اترك الرقم فارغًا لتوزيعة عشوائية.
gaps-deal-number-field = رقم التوزيعة
gaps-optional = (اختياري)
gaps-random = عشوائي
gaps-give-up-note = علقت؟ تخلَّ عن هذه اللعبة وانظر كيف كان يمكن ربحها. تُحتسب أيضًا ملعوبة دون فوز.
gaps-give-up = تخلَّ واعرض حلًا
gaps-rules-title = قواعد هذه التوزيعة
gaps-rules-note = تُختار قبل وضع أول ورقة، ثم تثبت طوال اللعبة.
gaps-deal-again = وزّع مجددًا
gaps-redeal-now = { $kind ->
    [redeal] أتعيد التوزيع الآن؟
   *[reshuffle] أتعيد الخلط الآن؟
  }
gaps-redeal-now-note = ما زالت بعض الأوراق قابلة للنقل، و{ $kind ->
    [redeal] إعادة التوزيع
   *[reshuffle] إعادة الخلط
  } تستهلك { $left ->
    [one] آخر توزيعة بقيت لك.
    [two] واحدة من التوزيعتين الباقيتين لك.
    [few] واحدة من { $left } توزيعات باقية لك.
    [many] واحدة من { $left } توزيعةً باقية لك.
   *[other] واحدة من { $left } توزيعة باقية لك.
  }
gaps-start-tournament = ابدأ بطولة
gaps-fresh-note = تبدأ البطولة قبل أول نقلة. أتوزّع لعبة جديدة لها؟
gaps-tournament-note = يلعب الجميع التوزيعة نفسها بالتناوب، دون تراجع. من يلعب أولًا؟
gaps-next-note = تبدأ التوزيعة من أولها للاعب التالي.
gaps-start = ابدأ
gaps-play = العب
gaps-player-name = اسم اللاعب

## Settings: language

settings-language = اللغة
# The first choice of the language row: the app speaks the system's language.
settings-language-system = النظام ({ $language })

## The app's refusals (AppCode)

app-error-stale = كانت الشاشة قديمة: هذه اللعبة كما هي الآن.
app-error-bad-action = لم يُفهم هذا الإجراء.
app-error-bad-argument = تعذّر على التطبيق قراءة هذا الطلب.
app-error-bad-deal = لا يمكن التوزيع برقم التوزيعة هذا.
app-error-bad-settings = لا يمكن استخدام هذه الإعدادات.
app-error-no-game = لا توجد لعبة جارية.
app-error-computer-turn = انتظر نقلة الكمبيوتر.
app-error-human-turn = ليس دور الكمبيوتر.
app-error-save-failed = تعذّر حفظ التغيير، فلم يتغير شيء.
app-error-internal = حدث خطأ داخل { -brand }؛ لم يتغير شيء.
app-error-bad-invite = هذا الرابط ليس دعوة { -brand }: انسخ الرابط الذي شاركه المضيف كاملًا.
app-error-no-room = لست في غرفة.
app-error-unreachable = تعذّر الوصول إلى الغرفة: تأكد أنكم على الشبكة نفسها، أو تحقق من عنوان الخادم.
# An ace placed in a row its ace order does not allow: the order's name and its rule.
gaps-refused-ace-order = هذا الآس لا يوضع في هذا الصف. ترتيب «{ $order }»: { $help }

## layout (i18n-layout)

# Soi: the name over the player's own hand, when one person plays against the computers.
soi-name-you = { $name } (أنت)
# Soi: the name over the hand when a computer plays this seat (a demo).
soi-name-computer = { $name } (الكمبيوتر)

## لماذا تُرفض نقلة في Gaps أو لا تفعل اللمسة شيئًا (أسباب المحرّك)

gaps-because-no-card = لا توجد ورقة هناك لتحريكها.
gaps-because-not-a-gap = لا تنتقل الورقة إلا إلى فراغ.
gaps-because-won = لقد فزت بهذه اللعبة بالفعل.
gaps-because-aces-first = ضع كل الآسات في العمود الأول قبل أي نقلة أخرى.
gaps-because-ace-to-first-column = أثناء وضع الآسات، لا يذهب الآس إلا إلى العمود الأول.
gaps-because-locked = الورقة { $card } ثابتة في مكانها النهائي.
gaps-because-heads-row = الورقة { $card } في رأس صفّها؛ لا تنتقل إلا إلى مكان فارغ في العمود الأول، ولا يوجد أي مكان.
gaps-because-in-run = الورقة { $card } جزء من تسلسل صفّها؛ تبقى مكانها ما دامت الـ2 في رأس الصف باقية.
gaps-because-after-king = لا شيء يأتي بعد الشايب.
gaps-because-blocked = هذا الفراغ ينتظر أن يمتلئ الفراغ الذي على يساره أولًا.
gaps-because-first-column = لا يذهب إلى العمود الأول إلا { $rank ->
    [1] آس
   *[other] { $rank }
  }.
gaps-because-first-column-none-free = لا يذهب إلى العمود الأول إلا { $rank ->
    [1] آس
   *[other] { $rank }
  }، ولا يستطيع أيٌّ منها الانتقال إلى هنا الآن.
gaps-because-only-follows = لا يأتي بعد { $after } إلا { $card }.
gaps-because-follower-locked = لا يأتي بعد { $after } إلا { $card }، وهي ثابتة في مكانها النهائي.
gaps-because-no-first-column-space = تحتاج الورقة { $card } إلى مكان فارغ في العمود الأول، ولا يوجد أي مكان.
gaps-because-cannot-move-now = لا يمكن تحريك الورقة { $card } الآن.
gaps-because-before-gone = لا تأتي { $card } إلا بعد { $before }، وهي ليست على الطاولة.
gaps-because-before-no-gap = لا تأتي { $card } إلا بعد { $before }، ولا يوجد فراغ بعد { $before }.
gaps-because-befores-no-gap = لا تأتي { $card } إلا بعد { $before }، ولا يوجد فراغ بعد أيٍّ من الورقتين.
gaps-because-bridge-order = في ترتيب البريدج يأخذ الصف { $row } آس { $suit } (♣ ♦ ♥ ♠ من الأعلى، مرتين).
gaps-because-mirror-repeat = الترتيب المعكوس: يجب أن يكرّر الصف { $row } نوع الصف { $ofRow } ({ $suit }).
gaps-because-mirror-distinct = الترتيب المعكوس: تحتاج الصفوف 1–{ $rows } إلى { $rows ->
    [one] نوع واحد
    [two] نوعين مختلفين
    [few] { $rows } أنواع مختلفة
    [many] { $rows } نوعًا مختلفًا
   *[other] { $rows } نوع مختلف
  }؛ والصفان { $first } و{ $second } سيكونان كلاهما { $suit }.

## ما يقوله التطبيق عند بدء التشغيل عن البيانات المحفوظة

notice-unreadable = تعذّرت قراءة ألعابك المحفوظة. تُركت كما هي في { $path }؛ ولن تُحفظ الألعاب التي تلعبها الآن. أعد تشغيل { -brand } لتحاول مرة أخرى.
notice-cannot-save = لا يمكن حفظ الألعاب على هذا الجهاز؛ لن تُحفظ الألعاب التي تلعبها الآن.
notice-cannot-save-in = لا يمكن حفظ الألعاب في { $folder }؛ لن تُحفظ الألعاب التي تلعبها الآن.
notice-used-backup = تعذّر استخدام آخر حفظ لك ({ $damage })؛ فتابع { -brand } من الحفظ الذي قبله.
notice-started-afresh = تعذّر استخدام ألعابك وإعداداتك المحفوظة ({ $damage })؛ فبدأ { -brand } من جديد.
notice-moves-lost = تعذّر استخدام بعض نقلاتك الأخيرة ({ $damage }).
notice-parts-reset = تعذّر استخدام بعض البيانات المحفوظة فأُعيد ضبطها: { $parts }.
notice-kept = حُفظت نسخة في { $path }.
notice-damage-damaged = الملف تالف
notice-damage-header-damaged = رأس الملف تالف
notice-damage-newer = كتبه إصدار أحدث من { -brand }
notice-damage-too-large = الملف كبير جدًا
notice-damage-does-not-continue = لا يُكمل البيانات المحفوظة
notice-damage-part-damaged = جزء منه تالف
notice-damage-change-does-not-fit = تغيير فيه لا يتوافق مع البيانات المحفوظة
notice-part-settings = إعداداتك
notice-part-stats = إحصاءاتك
notice-part-tournaments = نتائج البطولات
notice-part-game = لعبة { $game }

## لماذا لا توضع قطعة FourSide في مربع.
fourside-misfit-off-board = الصف { $row }، العمود { $col } ليس على اللوحة.
fourside-misfit-occupied = في هذا المربع قطعة بالفعل.
fourside-misfit-alone = يجب أن تلمس القطعة قطعة موجودة على اللوحة.
fourside-misfit-side = { $side ->
    [top] جانبها العلوي يُظهر { $shows }، لكن القطعة التي فوقها تُظهر { $facing }.
    [right] جانبها الأيمن يُظهر { $shows }، لكن القطعة التي على يمينها تُظهر { $facing }.
    [bottom] جانبها السفلي يُظهر { $shows }، لكن القطعة التي تحتها تُظهر { $facing }.
   *[left] جانبها الأيسر يُظهر { $shows }، لكن القطعة التي على يسارها تُظهر { $facing }.
  }

## إعداد خارج حدوده.
setting-bad-cp-redeals = تسمح لعبة { -chinese-puzzle } بإعادة التوزيع { $max ->
    [two] مرة أو مرتين
    [few] { $min } أو { $max } مرات
    [many] { $min } أو { $max } مرةً
   *[other] { $min } أو { $max } مرة
  }.
setting-bad-fourside-size = لوحة { -fourside } عرضها 7 أو 9 أو 11 مربعًا.
setting-bad-soi-target = تُلعب مباراة { -soi } حتى هدف بين { $min } و{ $max ->
    [few] { $max } نقاط
    [many] { $max } نقطةً
   *[other] { $max } نقطة
  }.
setting-bad-soi-delay-ms = مدة بقاء الرسائل بين { $min } و{ $max } ملّي ثانية.
setting-bad-name = { $max ->
    [one] يتكوّن الاسم من حرف واحد على الأكثر.
    [two] يتكوّن الاسم من حرفين على الأكثر.
    [few] يتكوّن الاسم من { $max } أحرف على الأكثر.
    [many] يتكوّن الاسم من { $max } حرفًا على الأكثر.
   *[other] يتكوّن الاسم من { $max } حرف على الأكثر.
  }
setting-bad-room-server = { $max ->
    [one] يبدأ عنوان الخادم بـ wss://‎ أو ws://‎ ولا يتجاوز حرفًا واحدًا.
    [two] يبدأ عنوان الخادم بـ wss://‎ أو ws://‎ ولا يتجاوز حرفين.
    [few] يبدأ عنوان الخادم بـ wss://‎ أو ws://‎ ولا يتجاوز { $max } أحرف.
    [many] يبدأ عنوان الخادم بـ wss://‎ أو ws://‎ ولا يتجاوز { $max } حرفًا.
   *[other] يبدأ عنوان الخادم بـ wss://‎ أو ws://‎ ولا يتجاوز { $max } حرف.
  }
setting-bad-language = هذا ليس وسم لغة.

## زوايا الأوراق: أوراق اللعب عندنا تطبع A وJ وQ وK.
card-corner-1 = A
card-corner-11 = J
card-corner-12 = Q
card-corner-13 = K

## FourSide: what each level is, under the level choice.
fourside-level-about-beginner = قطع من 1 إلى 3. يضع الكمبيوتر أي قطعة تناسب.
fourside-level-about-intermediate = قطع من 1 إلى 5. يبحث الكمبيوتر عن المربعات ذات أكثر الجيران.
fourside-level-about-advanced = قطع من 1 إلى 7. يختار الكمبيوتر النقلة التي تجلب أكثر النقاط.
fourside-level-about-expert = قطع من 1 إلى 9. يزن الكمبيوتر أيضًا أفضل ردّ لك ونقلته التالية.

## ألعاب اليوم: كل يوم (بتوقيت UTC) الألعاب الخمس نفسها للجميع، في الشاشة الرئيسية وشاشة «اليوم»

home-today = اليوم
home-today-blurb = ألعاب اليوم الخمس، هي نفسها للجميع.
home-today-done = { $total ->
    [one] لُعبت اليوم { $count } من لعبة واحدة
    [two] لُعبت اليوم { $count } من لعبتين
    [few] لُعبت اليوم { $count } من { $total } ألعاب
   *[other] لُعبت اليوم { $count } من { $total } لعبة
  }
today-title = اليوم، { $date }
today-streak = السلسلة: { $count ->
    [zero] { $count } يوم
    [one] يوم واحد
    [two] يومان
    [few] { $count } أيام
    [many] { $count } يومًا
   *[other] { $count } يوم
  }
today-streak-best = الأفضل: { $best ->
    [zero] { $best } يوم
    [one] يوم واحد
    [two] يومان
    [few] { $best } أيام
    [many] { $best } يومًا
   *[other] { $best } يوم
  }
today-streak-note = يُحتسب اليوم حين تُنهي إحدى ألعابه في اليوم نفسه (بتوقيت UTC العالمي). أما الأيام السابقة التي تلعبها لاحقًا فتملأ التقويم فقط.
today-games = ألعاب اليوم
today-gaps-difficulty = { $weekday ->
    [0] الاثنين: هيّنة
    [1] الثلاثاء: سهلة
    [2] الأربعاء: متوسطة
    [3] الخميس: فيها مكر
    [4] الجمعة: صعبة
    [5] السبت: أصعب
   *[6] الأحد: الأصعب
  }
today-soi-detail = ضد ثلاثة أجهزة كمبيوتر ({ $level })، والفائز أول من يبلغ { $target ->
    [zero] { $target } نقطة
    [one] نقطة واحدة
    [two] نقطتين
    [few] { $target } نقاط
    [many] { $target } نقطة
   *[other] { $target } نقطة
  }
today-fourside-detail = مواجهة فردية ضد الكمبيوتر ({ $level })
today-winnable = { $games }: كل لعبة من ألعاب اليوم يمكن الفوز بها. ألعاب الاثنين أهونها، وألعاب الأحد أصعبها.
today-play = العب
today-continue = متابعة
today-result = { $won ->
    [yes] فوز، النتيجة { $score }
   *[no] لُعبت، النتيجة { $score }
  }
today-unavailable = غير موجودة في هذا الإصدار من التطبيق
today-board = لوحة الصدارة
today-calendar = التقويم
today-calendar-game = لعبة التقويم
today-day-label = { $date }{ $today ->
    [yes] ، اليوم
   *[no] {""}
  }: { $state ->
    [won] فوز
    [done] لُعبت، دون فوز
    [playing] بدأت ولم تنتهِ
    [open] لم تُلعب بعد
   *[closed] لا شيء للعب
  }
today-legend-won = فوز
today-legend-done = لُعبت
today-legend-today = اليوم
today-before-first = تبدأ أولى ألعاب اليوم في { $date }.
today-load-error = تعذّرت قراءة ألعاب اليوم: { $reason }
today-replace-title = هل تلعب { $game } ليوم { $date }؟
today-replace-note = تنتهي لعبة { $game } الجارية. وإن كنت قد لعبت فيها نقلة فستُحتسب خسارة.
daily-share = مشاركة
daily-back-today = ألعاب اليوم

## مشاركة نتيجة اليوم: النافذة والنص المُشارَك (لا يكشف شيئًا من الأوراق)

share-title = شارك نتيجتك في { $game }
share-native = مشاركة…
share-copy = نسخ
share-copied = نُسخ. الصقه حيث تشاء.
share-shared = تمّت المشاركة.
share-copy-failed = تعذّر النسخ: حدّد النص وانسخه بنفسك.
share-failed = تعذّرت المشاركة: انسخه بدلًا من ذلك.
share-text-title = { -brand } { $game }، { $date }
share-text-gaps = { $won ->
    [yes] فوز
   *[no] دون فوز
  } · النتيجة { $score } · { $moves ->
    [zero] { $moves } نقلة
    [one] نقلة واحدة
    [two] نقلتان
    [few] { $moves } نقلات
    [many] { $moves } نقلة
   *[other] { $moves } نقلة
  }
share-text-soi = { $place ->
    [1] المركز الأول
    [2] المركز الثاني
    [3] المركز الثالث
   *[other] المركز { $place }
  } · { $score ->
    [zero] { $score } نقطة
    [one] نقطة واحدة
    [two] نقطتان
    [few] { $score } نقاط
    [many] { $score } نقطة
   *[other] { $score } نقطة
  } · { $moves ->
    [zero] { $moves } طلب
    [one] طلب واحد
    [two] طلبان
    [few] { $moves } طلبات
    [many] { $moves } طلبًا
   *[other] { $moves } طلب
  }
share-text-fourside = { $won ->
    [yes] فوز
   *[no] دون فوز
  } · { $score ->
    [zero] { $score } نقطة
    [one] نقطة واحدة
    [two] نقطتان
    [few] { $score } نقاط
    [many] { $score } نقطة
   *[other] { $score } نقطة
  } · { $moves ->
    [zero] { $moves } قطعة
    [one] قطعة واحدة
    [two] قطعتان
    [few] { $moves } قطع
    [many] { $moves } قطعة
   *[other] { $moves } قطعة
  }

## لوحة صدارة يوم على الخادم المحدد في الإعدادات

board-title = لوحة الصدارة: { $game }، { $date }
board-loading = جارٍ قراءة لوحة الصدارة…
board-empty = لا أحد على لوحة الصدارة هذه بعد.
board-table = لوحة الصدارة
board-place = المركز
board-name = الاسم
board-score = النتيجة
board-moves = النقلات
board-unreachable = تعذّر الوصول إلى الخادم: تحقق من الاتصال، أو من العنوان في الإعدادات.
board-note = يعيد الخادم لعب كل لعبة على اللوحة، فكل واحدة منها لُعبت وفق القواعد حتى النتيجة المعروضة. لكنه لا يستطيع أن يعرف إن كان أحدٌ قد تلقّى مساعدة.
board-yours-waiting = نتيجتك تنتظر إرسالها إلى لوحة الصدارة.
board-yours-recorded = نتيجتك على لوحة الصدارة.
board-yours-refused = لم تقبل لوحة الصدارة نتيجتك: { $why ->
    [not_replayed] تعذّرت إعادة لعبها وفق القواعد.
    [out_of_days] ذلك اليوم لم يعد يقبل نتائج.
    [bad_name] لم يقبل الخادم اسمك.
    [rate_limited] وصلت نتائج كثيرة جدًا من هذا العنوان.
   *[other] رفضها الخادم.
  }

## ألعاب اليوم: رفض التطبيق، وإعداد الخادم

app-error-bad-day = لا توجد لعبة يوم للعب في ذلك اليوم.
app-error-daily-done = لقد أنهيت لعبة اليوم هذه من قبل.
app-error-daily-unavailable = لا يحتوي هذا الإصدار من التطبيق على لعبة لذلك اليوم.
app-error-no-board = لا توجد لوحة صدارة: أضف خادمًا في الإعدادات. لوحات الصدارة لـ { -solitairex } و{ -montana } و{ -chinese-puzzle } فقط.
lobby-server-board-note = يحتفظ الخادم أيضًا بلوحات صدارة ألعاب اليوم: تُرسل إليه نتائجك في { $games }، كل منها مع نقلاتها ونتيجتها، واسمك، ومفتاح عشوائي.

## اللعبة الأولى الموجَّهة: مرشد على شاشة اللعبة يشرح كل قاعدة حين تلزم

guide-title = لعبة موجَّهة
guide-spot = (نقلة المرشد التالية)
guide-next = التالي
guide-show-me = أرني
guide-skip = تخطَّ المرشد
guide-play-on = تابع اللعب
guide-stopped = انتهى المرشد. تابع اللعب كما تشاء.
guide-not-that = ليست هذه. { $hint }
guide-offer-title = هل أنت جديد على { $game }؟
guide-offer-note = العب لعبة موجَّهة قصيرة: يشرح المرشد كل قاعدة حين تلزم، وأنت من يلعب النقلات.
guide-offer-yes = نعم، أرشدني
guide-offer-no = لا، شكرًا
guide-rules-button = العب اللعبة الموجَّهة
guide-rules-note = لعبة قصيرة من { $game } تعلّمك القواعد وأنت تلعب.
guide-replace-title = هل تبدأ اللعبة الموجَّهة في { $game }؟
guide-replace-note = تنتهي لعبة { $game } الجارية. وإن كنت قد لعبت فيها نقلة فستُحتسب خسارة.
app-error-off-script = اللعبة الموجَّهة تنتظر نقلة أخرى.
guide-gaps-goal = الهدف: كل صف من نوع واحد، مرتبًا حتى الشايب، من اليسار إلى اليمين. لا تنتقل الورقة إلا إلى فراغ، أي مكان خالٍ.
guide-twos-first = الفراغ في أول الصف لا يأخذ إلا 2: بالـ 2 يبدأ كل صف.
guide-twos-first-do = انقر الـ 2 المحاطة بإطار ذهبي لتنقلها إلى الفراغ المحاط بإطار ذهبي.
guide-follows-suit = أي فراغ آخر يأخذ الورقة التي تعلو جارتها اليسرى بدرجة، من النوع نفسه: بعد الورقة 5♥ تأتي الورقة 6♥.
guide-follows-suit-do = انقر الورقة المحاطة بإطار ذهبي: إنها تلي الورقة التي على يسار الفراغ المحاط بإطار ذهبي.
guide-dead-gap = الفراغ الذي يلي الشايب مباشرة فراغ ميت: لا شيء يأتي بعد الشايب. وحين تموت كل الفراغات تتوقف اللعبة.
guide-reshuffle = توقفت؟ في إعادة الخلط تُجمع الأوراق التي لم تبلغ مكانها بعد، وتُخلط، وتُفرد من جديد مع فراغات جديدة. ولكل توزيعة مرات قليلة فقط.
guide-reshuffle-do = انقر زر «إعادة الخلط» المحاط بإطار ذهبي.
guide-movable-two = في { -montana } يمكن للـ 2 التي في أول الصف أن تنتقل إلى مكان خالٍ آخر في العمود الأول، وهكذا يغيّر الصف نوعه.
guide-movable-two-do = انقر الـ 2 المحاطة بإطار ذهبي لتنقلها إلى الفراغ المحاط بإطار ذهبي.
guide-two-decks = يُلعب { -chinese-puzzle } بمجموعتين من الورق: ثمانية صفوف، كل صف من نوع واحد، من الآس إلى الشايب.
guide-ace-phase = الآسات أولًا: توضع في العمود الأول، آس في أول كل صف.
guide-ace-phase-do = انقر الآس المحاط بإطار ذهبي، ثم الفراغ المحاط بإطار ذهبي في العمود الأول.
guide-ace-order = وضع الآسات واحدًا واحدًا يأخذ وقتًا. زر «ضع الآسات» يضع الباقي في العمود الأول دفعة واحدة.
guide-ace-order-do = انقر زر «ضع الآسات» المحاط بإطار ذهبي.
guide-redeal = توقفت؟ في إعادة التوزيع تُجمع الأوراق غير المثبتة بعد، وتُخلط، وتُفرد من جديد. ولكل توزيعة مرات قليلة فقط.
guide-redeal-do = انقر زر «إعادة التوزيع» المحاط بإطار ذهبي.
guide-soi-goal = في { -soi } تجمع الرباعيات: أوراق الرتبة الواحدة الأربع. الرباعيات تُكسبك نقاطًا، ويفوز أول من يبلغ النتيجة المستهدفة.
guide-ask-for-card = في دورك تطلب ورقة من لاعب آخر. ويجب أن تكون معك ورقة من الرتبة نفسها.
guide-ask-for-card-do = انقر اللاعب المحاط بإطار ذهبي، ثم الورقة المحاطة بإطار ذهبي.
guide-ask-again = حصلت عليها، فاطلب مرة أخرى. يستمر دورك ما دمت تحصل على الورقة التي تطلبها.
guide-ask-again-do = انقر اللاعب المحاط بإطار ذهبي، ثم الورقة المحاطة بإطار ذهبي.
guide-set-of-four = أربع أوراق من رتبة واحدة تصنع رباعية، وتنزل إلى الطاولة في الحال.
guide-set-of-four-do = اطلب الورقة المحاطة بإطار ذهبي من اللاعب المحاط بإطار ذهبي لتكمل رباعيتك.
guide-set-score = تُحتسب الرباعية برتبتها: الآس 25، ومن 2 إلى 10 برقمها، والولد والبنت والشايب 10 لكل منها.
guide-miss-passes = إذا لم تكن الورقة مع اللاعب الذي تطلب منه، ينتهي دورك وينتقل إليه.
guide-miss-passes-do = انقر اللاعب المحاط بإطار ذهبي، ثم الورقة المحاطة بإطار ذهبي، وانظر ماذا يحدث.
guide-computers-remember = لاعبو الحاسوب يتذكرون كل طلب: من طلب رتبة فمعه ورقة منها.
guide-memory-aid = لا داعي لأن تتذكر كل شيء: «مساعد الذاكرة» يعرض ما طلبه كل لاعب.
guide-four-side-goal = في { -fourside } تضع القطع على اللوحة وتحاول أن تجمع نقاطًا أكثر من خصمك.
guide-match-sides = توضع القطعة بجوار قطعة موضوعة من قبل، وكل حافة تلامس جارة يجب أن تحمل الرقم نفسه الذي على حافة الجارة المقابلة.
guide-match-sides-do = انقر القطعة المحاطة بإطار ذهبي (انقرها مرة أخرى لتديرها)، ثم المربع المحاط بإطار ذهبي.
guide-scoring = تُحتسب النقلة بمجموع الأرقام على الحواف المتلامسة، مضروبًا في عدد الحواف المتلامسة.
guide-bonus-squares = المربع الأخضر يضيف 20 نقطة إلى النقلة التي توضع عليه، والأحمر يطرح 20.
guide-bonus-squares-do = انقر القطعة المحاطة بإطار ذهبي (انقرها مرة أخرى لتديرها)، ثم مربع المكافأة المحاط بإطار ذهبي.
guide-passing = إذا لم تناسب أي قطعة من قطعك أي مكان، يمر دورك وتبقى القطع في يدك.
guide-hand-over = هذا كل ما لدى المرشد. اللعبة لك الآن: تابعها حتى النهاية.
