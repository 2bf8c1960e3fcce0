# Quadrille 的简体中文文本（译自 en.ftl）。Quadrille、Soi、FourSide、SolitaireX 保持原名。
#
# 词汇表。每个术语一行：英文术语、“=”、中文用词（“ / ”隔开检查可接受的几种写法；以“-”结尾
# 的是词根），“ | ”之后是说明。“only”表示这个词只用于这个术语；“not:”列出不用的词。
# tests/ui/i18n-words.test.mjs 用这些行检查各条消息，docs/rules/zh-CN/ 的规则也用同样的词。
#
#   deal = 牌局 / 发牌 | 一副洗好的牌及其编号（“牌局 1234”），以及一局中的每一次发牌（“第 2 次发牌，共 3 次”）；按钮“发牌”
#   redeal = 重发 | 中华拼图：收起未锁定的牌，重新发牌；按钮“重发”
#   reshuffle = 重洗 | SolitaireX 与蒙大拿：同样的操作，叫“重洗”；按钮“重洗”
#   gap = 空位 / 空格 | 牌面上的空位；第一列的空位也叫“空格”
#   row = 行
#   tile = 拼块 | not: 方块牌 | FourSide 的四边带数字的方形拼块；“方块”只指花色
#   diamonds = 方块 | only | 花色“方块 ♦”，不作他用
#   set = 一组 / 四张 | Soi：同一点数的四张牌，亮出为“一组”
#   ask = 要 | not: 询问 / 随便问 | Soi：向别人“要牌”，不是“询问”
#   hint = 提示
#   undo = 撤销 | “撤销”与“重做”
#   tournament = 锦标赛
#   seat = 座位
#   room = 房间
#   card = Q♥ | 句中的牌直接写牌角的简写（A、J、Q、K、2 到 10，加花色符号），不加量词前缀
#   variety = 简体中文（中国大陆） | 花色：梅花 ♣、方块 ♦、红桃 ♥、黑桃 ♠；牌名为“花色+点数”，如“红桃Q”
#   digits = 0123456789 | 千位用逗号（12,345）；牌局编号不分组
-brand = Quadrille
-soi = Soi
-fourside = FourSide
-solitairex = SolitaireX
-chinese-puzzle = 中华拼图
-montana = 蒙大拿

## Refusals of the rules (a RuleCode each)

rule-game-over = 游戏已结束。
rule-bad-rules = 这些规则无法进行游戏。
rule-too-long = 游戏进行得太久，无法继续。
rule-bad-replay = 无法重放该房间的游戏。
rule-bad-save = 无法读取该房间的游戏。
rule-no-card = 那里没有牌。
rule-not-a-gap = 那不是空位。
rule-placed = 这张牌已经归位。
rule-ace-phase = 请先放 A。
rule-ace-order = 这张 A 不能放在这一行。
rule-no-ace-phase = A 已经放好了。
rule-does-not-fit = 放不到那里。
rule-off-board = 那个格子在棋盘外。
rule-no-deals-left = 没有剩余的发牌次数。
rule-tournament = 锦标赛中不可用。
rule-tournament-too-late = 已来不及加入锦标赛。
rule-no-tournament = 没有锦标赛。
rule-tournament-full = 锦标赛已满。
rule-nothing-to-undo = 没有可撤销的操作。
rule-nothing-to-redo = 没有可重做的操作。
rule-no-such-seat = 这张桌子没有这个座位。
rule-not-your-turn = 还没轮到你。
rule-ask-yourself = 不能向自己要牌。
rule-no-cards = 该玩家已经没有牌了。
rule-no-such-rank = 只能要你手中有的点数。
rule-already-held = 你已经有这张牌了。
rule-round-not-over = 本轮还在进行中。
rule-no-tile = 你手中没有这个拼块。
rule-bad-rotation = 拼块只能按四分之一圈旋转。
rule-no-hints = 本局已没有提示。
rule-no-move = 你还有可走的步：请走。

## A room's refusals (RoomError codes)

room-error-version-mismatch = 房间使用版本 { $theirs }，本应用为版本 { $ours }：请更新较旧的一方。
room-error-bad-token = 房间已不认识本设备的座位。
room-error-token-in-use = 你的座位正在另一台设备上使用。
room-error-not-host = 只有房主可以这样做。
room-error-room-full = 房间已满。
room-error-no-such-seat = 本房间没有座位 { $seat }。
room-error-seat-taken = 座位 { $seat } 已有人。
room-error-host-stays = 房主自己的座位不能让出。
room-error-not-started = 游戏还没开始。
room-error-started = 游戏已经开始。
room-error-seats-open = 开始前，每个座位都需要一名玩家或电脑。
room-error-not-your-seat = 那是其他玩家的座位。
room-error-not-your-turn = 还没轮到你。
room-error-bad-name = 名字长度为 1 到 { $max } 个字符。
room-error-log-full = 本房间的步数已达上限。
room-error-hello-first = 房间无法识别本应用：请更新。
room-error-frame-too-large = 该消息对房间来说太大了。
room-error-rate-limited = 太快了：房间每秒只接受 { $perSecond } 条指令。
room-error-too-many-rooms = 该地址已在服务器上开了 { $max } 个房间。
room-error-too-many-rooms-this-hour = 该地址在过去一小时内已开了 { $max } 个房间，请稍后再试。
room-error-server-full = 服务器已满：暂时不能开新房间。已开始的对局会继续。
room-error-no-such-room = 该房间已不存在。
room-error-wrong-game = 该指令属于另一个游戏。
room-error-already-seated = 你或与你使用同一网络连接的人已在本房间有座位：每人只能占一个座位。
room-error-not-seated = 你在本房间没有座位。
room-error-stale-seq = 有人先走了一步：这是牌桌的最新状态。
room-error-game-not-over = 游戏还没结束。
room-again-waiting = 正在等待{ $names }…
room-error-unavailable = 房间暂时不可用：请稍后再试。

## The app's refusals of the room commands

call-error-bad-invite = 这不是 { -brand } 邀请链接：请复制房主分享的完整链接。
call-error-no-room = 你不在房间里。
call-error-unreachable = 无法连接房间：请确认你们在同一网络，或检查服务器地址。
call-error-bad-argument = 应用无法读取该请求。
call-error-bad-settings = 这些设置无法使用。
call-error-internal = 应用出错了：请重试。
call-error-ipc = 应用没有响应：请重试。
call-error-other = 房间无法执行该操作：请重试。
scan-error-camera-denied = { -brand } 无权使用相机：请在手机设置中允许，或粘贴链接。
scan-error-bad-invite = 这不是 { -brand } 邀请码：请扫描房主屏幕上的二维码。
scan-error-no-scanner = 本设备无法扫码：请粘贴房主分享的链接。

## A room's connection

room-closed-left = 你已离开房间。
room-closed-gave-up = 长时间无法连接房间。你的座位会保留：房主回来后请重试。
room-link-connecting = 正在连接…
room-link-connected = 已连接
room-link-reconnecting = 正在重新连接…（第 { $attempt } 次）
room-when-left-computer = 一名电脑玩家（{ $level }）接替你的座位。
room-when-left-wait = 你的座位会空着，游戏等待有人接替。
room-leave-host = 你是本房间的房主：离开会为所有人关闭房间。
room-leave-unknown = 按房主的设置，你的座位将由电脑接替或等你回来。

## Shared by every screen

common-back = 返回
common-back-home = 返回首页
common-rules = 规则
common-ok = 确定
common-cancel = 取消
common-on = 开
common-off = 关
common-home = 首页
common-play-again = 再玩一局
common-leave = 离开
common-try-again = 重试
common-dismiss = 关闭消息
end-look = 查看牌面
stats-level = 难度
stats-game = 游戏
stats-played = 局数
stats-won = 胜局
stats-win-percent = 胜率
stats-best = 最佳
stats-best-score = 最高分
stats-streak = 连胜
# The current streak's cell: the longest streak, after the current one.
stats-streak-best = 最高 { $best }

## A room's bar and seats

room-bar = 房间
room-seats = 座位
room-your-turn = 轮到你了
room-their-turn = 轮到 { $name }
# Read after the fold button's words, for screen readers.
room-seats-hidden = ：座位
room-connecting = 正在连接房间…
room-retries-hidden = 房间会自动重试。
room-news-joined = { $name } 加入了房间，坐在座位 { $seat }。
room-news-away = { $name } 已断开连接。
room-news-back = { $name } 回来了。
room-news-left = { $name } 离开了房间。
room-news-computer = { $name } 坐上了座位 { $seat }。
room-news-open = 座位 { $seat } 空出来了。
room-leave-title = 离开房间？
# What a screen reader hears after a seat's name; each piece is a yes/no.
room-seat-words = { $you ->
    [yes] ，你
   *[no] {""}
  }{ $host ->
    [yes] ，房主
   *[no] {""}
  }，{ $who ->
    [connected] 玩家，已连接
    [away] 玩家，未连接
    [computer] 电脑
   *[open] 空座位
  }{ $toMove ->
    [yes] ，轮到行动
   *[no] {""}
  }
level-easy = 简单
level-medium = 中等
level-impossible = 不可能
level-beginner = 入门
level-intermediate = 中级
level-advanced = 高级
level-expert = 专家
seat-computer = 电脑（{ $level }）
seat-open = 空座位
seat-open-short = 空
# A second computer of one level, or a second open seat, is numbered.
seat-numbered = { $name } { $n }

## Cards

# A card in a sentence ("Queen of hearts" → “红桃Q”).
card-name = { $suit ->
    [clubs] 梅花
    [diamonds] 方块
    [hearts] 红桃
   *[spades] 黑桃
  }{ $rank ->
    [1] A
    [11] J
    [12] Q
    [13] K
   *[other] { $rank }
  }

## Play with friends

lobby-name-empty = 请输入你的名字：其他玩家会看到它。
lobby-name-too-long = 名字最多 { $max } 个字符。
lobby-name-control = 名字不能包含控制字符。

## The app

app-settings-not-saved = 设置未能保存：{ $reason }
app-could-not-start = 应用无法启动：{ $reason }
app-name = { -brand }

## The games

game-soi = { -soi }
game-soi-blurb = 向其他人要牌，凑齐四张一组亮出：考验记忆的游戏。
game-chinese-puzzle = { -chinese-puzzle }
game-chinese-puzzle-blurb = 两副牌，八行：大规模的接龙。
game-solitaire-x = { -solitairex }
game-solitaire-x-blurb = 把牌移入空位，直到每种花色都从 2 排到 K。
game-montana = { -montana }
game-montana-blurb = 与 { -solitairex } 相同的发牌，但 2 仍可换行。
game-fourside = { -fourside }
game-fourside-blurb = 与电脑或朋友对战，对齐拼块上带数字的边。
# A level's statistics row: "FourSide (Beginner)".
game-with-level = { $game }（{ $level }）
gaps-redeal-button = 重发
gaps-reshuffle-button = 重洗

## Home

home-tagline = 经典桌面游戏
home-continue = 继续
home-play = 开始
home-together = 和朋友一起玩
home-together-blurb = { -soi } 或 { -fourside }，每人一台设备。
home-back-to-room = 回到你的房间
home-back-to-room-blurb = 你的座位已保留。
home-back = 返回
home-open = 打开
home-settings = ⚙ 设置与统计
home-rules = 玩法

## Settings

settings-title = 设置
settings-look = 外观与体验
settings-theme = 主题
settings-theme-system = 跟随系统
settings-theme-light = 浅色
settings-theme-dark = 深色
settings-four-colour = 四色花色
settings-animation = 动画
settings-animation-speed = 动画速度
settings-animation-off = 关
settings-animation-fast = 快
settings-animation-normal = 正常
settings-animation-slow = 慢
settings-sound = 声音
settings-input = 移动牌的方式
settings-input-note = （另一种方式也可用）
settings-input-tap = 点按
settings-input-drag = 拖动
settings-shortcuts = 单键快捷键
settings-shortcuts-note = （U、R、H、N、S、A，以及在 { -soi } 中输入牌名；方向键、Enter 和空格键始终可用）
settings-winnable = 仅限可解牌局
settings-winnable-note = （已证明只靠第一次发牌就能获胜）
settings-crossroads = 某步会输掉牌局时提醒
settings-cp-note = 用于新牌局；在放下第一张牌前，牌局规则可以更改。
settings-statistics = 统计
settings-no-games = 还没有完成的游戏。
settings-streak-note = 连胜：当前 / 最高。
settings-tournaments = 最近的锦标赛
settings-no-tournaments = 还没有锦标赛。可在 { $games } 的新牌局中开始一场。
settings-tournament-head = { $game } · 牌局 { $deal }

## Rules

rules-title = 玩法
rules-game = 游戏
lobby-title = 和朋友一起玩
lobby-host = 创建游戏
lobby-join = 加入游戏
lobby-host-or-join = 创建或加入
lobby-server-scheme = 服务器地址以 wss://（或 ws://）开头。
lobby-server-spaces = 服务器地址不能包含空格。
lobby-link-copied = 链接已复制。
lobby-link-not-copied = 无法复制：请选中链接后手动复制。
lobby-share-title = 来和我一起玩 { $game }
lobby-share-text = 加入我的 { -brand } 牌桌：
lobby-seat-person = { $host ->
    [yes] 房主
   *[no] 玩家
  } · { $connected ->
    [yes] 已连接
   *[no] 未连接
  }
lobby-seat-computer = 电脑玩家
lobby-seat-open = 空：等待玩家
lobby-room-open = 房间已开放：朋友可以加入。
lobby-in-room = 你在房间中。
lobby-invite = 邀请朋友
lobby-invite-on-device = 在同一 Wi-Fi 下：用另一部手机的相机扫码，或发送链接。
lobby-invite-server = 发送链接，或让他们扫码。
lobby-invite-qr = 邀请链接的二维码：用要加入的手机相机扫描。
lobby-link = 链接
lobby-copy = 复制
lobby-copy-label = 复制链接
lobby-share = 分享
lobby-share-label = 分享链接
lobby-seats = { $game }：座位
lobby-you = { $name }（你）
lobby-seat-level = 座位 { $seat } 的电脑难度
lobby-add-computer = 添加电脑
lobby-add-computer-label = 在座位 { $seat } 添加电脑
lobby-open-seat = 开放座位
lobby-open-seat-label = 为玩家开放座位 { $seat }
lobby-remove = 移除
lobby-remove-label = 移除 { $name }
lobby-start = 开始游戏
lobby-seats-open = 还有 { $count } 个空座位：请等待朋友，或添加电脑。
lobby-all-seated = 所有座位已满。
lobby-wait-for-host = 等待房主开始游戏。
lobby-paste-link = 粘贴房主分享的链接。
lobby-invite-link = 邀请链接
lobby-your-name = 你的名字
lobby-joining = 正在加入…
lobby-join-go = 加入
lobby-scan = 扫码
lobby-scanning = 正在扫描…
lobby-invite-received = 已收到邀请：确认你的名字，然后点“加入”。
lobby-nearby = 附近
lobby-looking = 正在查找…
lobby-refresh = 刷新
lobby-looking-status = 正在查找此网络中的房间。
lobby-found = 找到 { $count } 个房间。
lobby-none-nearby = 此网络中未找到房间。请确认你连接的是房主的 Wi-Fi，或粘贴其链接。
lobby-settings = 联机游戏
lobby-settings-note = 同一 Wi-Fi 下的朋友无需服务器：由其中一人在自己的设备上创建。
lobby-server = 服务器地址
lobby-server-note = （wss://…，可选）
lobby-game = 游戏
lobby-game-soi = { -soi }（4 名玩家）
lobby-game-fourside = { -fourside }（2 名玩家）
lobby-left-computer = 由电脑接替
lobby-left-wait = 座位等待
lobby-this-device = 本设备
lobby-the-server = 服务器
lobby-target = 目标分数
lobby-target-range = （100–1000）
lobby-tiles = 拼块
lobby-fourside-level = { -fourside } 难度
lobby-board = 棋盘
lobby-board-size = 棋盘大小
lobby-when-left = 有人离开时
lobby-left-level = 接替的电脑难度
lobby-spectators = 观众
lobby-spectators-note = （没有座位的人可观看牌桌，但看不到手牌）
lobby-where = 位置
lobby-where-label = 房间所在位置
lobby-where-server = 在 { $server } 上：任何地方的朋友都能加入。
lobby-where-device = 同一 Wi-Fi 下的朋友直接加入本设备。
lobby-where-no-server = 如需通过服务器相聚，请在设置中添加服务器地址。
lobby-opening = 正在开放…
lobby-open = 开放房间

## Soi

soi-seat-0 = 南
soi-seat-1 = 东
soi-seat-2 = 北
soi-seat-3 = 西
soi-seat-n = 座位 { $seat }
soi-player = 玩家
# A set of four: "Aces", "7s", "Kings" → “四张A”“四张7”“四张K”.
soi-rank-plural = { $rank ->
    [1] A
    [11] J
    [12] Q
    [13] K
   *[other] { $rank }
  }
# A seat's final place: 1st to 4th → 第1名….
soi-place = { $place ->
    [1] 第1名
    [2] 第2名
    [3] 第3名
   *[other] 第{ $place }名
  }
soi-event-dealt = 第 { $round } 轮已发牌 — { $first } 先手
soi-event-asked-got = { $asker } 向 { $target } 要 { $card } — 要到了
soi-event-asked-missed = { $asker } 向 { $target } 要 { $card } — 没有；轮到 { $target }
soi-event-deposited = { $seat } 亮出四张{ $rank ->
    [1] A
    [11] J
    [12] Q
    [13] K
   *[other] { $rank }
  }（+{ $points }）
soi-event-turn-passed = { $from } 没有牌了 — 轮到 { $to }
soi-event-round-over = 本轮结束：{ $scores }
# One seat's points in the round-over line.
soi-event-round-score = { $name } +{ $points }
soi-event-game-over-shared = 游戏结束：{ $names } 并列获胜
soi-event-game-over = 游戏结束：{ $name } 获胜
soi-move-limit = 本局已达 { $moves } 步，为一局的上限，因此本轮就此结束：已亮出的一组组牌计分，手中的牌不计分
soi-round = 第 { $round } 轮
soi-earlier-rounds = 之前的轮次
soi-ask-label = 向 { $target } 要 { $card }
common-dealing = 正在发牌…
soi-status-shared-win = { $names } 并列获胜。
soi-status-wins = { $name } 赢得了游戏。
soi-status-round-over = 本轮结束。
soi-status-demo-stopped = 演示已暂停：点按“开始”继续。
soi-status-demo = 演示：{ $name } 要牌。
soi-status-thinking = { $name } 正在思考…
soi-status-ask-typed = 向 { $name } 要 { $typed }
soi-status-tap-named = { $name }：点按一名玩家来要牌。
soi-status-your-turn = 轮到你了：点按一名玩家来要牌。
soi-status-to-ask = { $name } 要牌。
soi-say-demo = 这是演示：电脑操作全部四个座位。
soi-say-wait = 请稍候。
soi-say-wait-for = 请等待：现在轮到 { $name }。
soi-say-no-cards = { $name } 已经没有牌了。
soi-say-not-a-card = “{ $typed }”不是牌：请输入点数和花色，如 7h、JD 或 10s。
soi-say-not-your-turn = 还没轮到你。
soi-say-tap-first = 请先点按一名玩家。
soi-say-ask = 向 { $name } 要 { $card }。
soi-say-selected = 已选中 { $name }。
soi-say-ask-enter = 向 { $name } 要 { $card }：按 Enter。
soi-say-ask-enter-anyone = 向一名玩家要 { $card }：按 Enter。
game-toolbar = 游戏
soi-scores = 得分
soi-memory-aid = 记忆助手
soi-play = 开始
soi-stop = 停止
soi-faster = 加快
common-new-game = 新游戏
common-deal = 发牌
soi-new-lost = 当前游戏将结束并记为失败。
soi-new-ends = 当前游戏将结束。
soi-look = 查看牌桌
soi-over-shared = { $names } 并列获胜！
soi-over-wins = { $name } 获胜！
soi-best-total = 最高总分

## Hot seat and rooms

cover-title = 请把设备交给 { $name }
# $what is "cards" (Soi) or "tiles" (FourSide).
cover-sub = { $name }：准备好查看你的{ $what ->
    [tiles] 拼块
   *[cards] 手牌
  }时请点按。
lobby-server-too-long = 服务器地址最多 { $max } 个字符。
room-refuse-local = 在房间中，由房间开始游戏并操作电脑玩家。

## Soi's table, sheets and settings

soi-hand-hidden = { $count } 张牌，背面朝上
soi-your-cards = 你的手牌
soi-no-cards-left = 本轮已没有牌。
soi-picker-title = 向 { $name } 要…
soi-picker-none = 现在不能向 { $name } 要牌。
soi-picker-hint = 只能要你手中已有点数的牌，但不能要你手里已经有的那几张。
soi-picker-held = 你有 { $count } 张
soi-seat-out = 出局
# What a screen reader hears after a seat's name on the table.
soi-seat-words = ：{ $name }{ $computer ->
    [yes] ，电脑
   *[no] {""}
  }，{ $count } 张牌，{ $total } 分{ $toMove ->
    [yes] ，轮到行动
   *[no] {""}
  }{ $selected ->
    [yes] ，已选中
   *[no] {""}
  }。点按来要牌。
soi-set-title = 四张{ $rank ->
    [1] A
    [11] J
    [12] Q
    [13] K
   *[other] { $rank }
  }：{ $points } 分
soi-set-hidden = （四张{ $rank ->
    [1] A
    [11] J
    [12] Q
    [13] K
   *[other] { $rank }
  }一组，{ $points } 分）
soi-round-over = 第 { $round } 轮结束
soi-round-scores = 本轮得分
soi-col-player = 玩家
soi-col-sets = 组
soi-col-round = 本轮
soi-col-total = 总分
soi-ends-after = 当有人在某轮中达到 { $target } 分，该轮结束后游戏结束。
soi-next-round = 下一轮
soi-round-info = 第 { $round } 轮 · 目标 { $target }
soi-score-table = 计分表
soi-round-so-far = 第 { $round } 轮目前得分
soi-scoring = 在一轮结束时率先达到 { $target } 分者获胜。每组计分：A 25 分，2–10 按点数，J Q K 各 10 分（每轮共 109 分）。
soi-memory-title = 记忆助手 · 第 { $round } 轮
soi-memory-note = 本轮所有公开发生的事，按顺序排列。
soi-moves = 步骤
soi-log = 本轮记录
soi-place-of = { $name } 的名次
common-close = 关闭
soi-settings-note = 用于新游戏。
soi-target = 目标分数
soi-target-range = （100–1000）
soi-computers = 电脑玩家
soi-computer-level = { -soi } 电脑难度
soi-memory-easy = 记得最近两轮里被要过的牌，有时会随便要一张。
soi-memory-medium = 记得最近十轮里被要过的牌。
soi-memory-impossible = 记得发牌以来每一张被要过的牌，并会数牌。它从不看你的手牌。
soi-seats = 座位
soi-kind-human = 玩家
soi-kind-computer = 电脑
soi-name-of = { $seat } 的名字
soi-played-by = { $seat } 由谁操作
soi-all-computers = 四个座位全是电脑：游戏自动进行（演示）。
soi-delay = 消息延迟
soi-delay-ms = { $ms } 毫秒
soi-sort = 整理电脑的手牌
soi-sort-note = （牌背按牌序排列：细心者的帮手）
soi-stats = 统计
soi-stats-note = （只有一名真人玩家的游戏）
soi-stats-label = 各难度的 { -soi } 统计

## FourSide

fourside-tile = 拼块 { $top } { $right } { $bottom } { $left }，依次为上右下左
fourside-cell = 第 { $row } 行第 { $col } 列
fourside-square-bonus = 加分格
fourside-square-minus = 减分格
fourside-primer = 起始拼块
fourside-empty = 空
fourside-player-1 = 玩家 1
fourside-player-2 = 玩家 2
fourside-computer-1 = 电脑 1
fourside-computer-2 = 电脑 2
fourside-you = 你
fourside-computer = 电脑
fourside-you-pass = 你没有能放下的拼块：跳过本回合。
fourside-passes = { $name } 没有能放下的拼块，跳过。
fourside-tie = 平局！
fourside-you-win = 你赢了！
fourside-computer-wins = 电脑获胜
fourside-wins = { $name } 获胜！
fourside-mode-one = 1 名玩家
fourside-mode-two = 2 名玩家
fourside-mode-demo = 演示
fourside-placed = { $name } 把 { $tile } 放在第 { $row } 行第 { $col } 列：{ $score }。
fourside-your-turn = 轮到你了
fourside-turn-of = 轮到 { $name }
fourside-computer-turn = 轮到电脑
fourside-to-play = 轮到 { $name }
fourside-over-status = { $result } { $mine } – { $theirs }
fourside-waiting-for = 等待 { $name } 走这一步。
fourside-demo = 演示：电脑操作双方。
fourside-thinking = 电脑正在思考…
fourside-tap-tile = 点按手中的一个拼块将其拿起。
fourside-tap-hint = 提示：点按蓝色格子，把拼块放在那里。
fourside-tap-square = 点按发光的格子放下，或再次点按拼块来旋转。
fourside-fits-nowhere-turn = 这个方向哪里都放不下：再次点按拼块来旋转。
fourside-hint-at = 提示：{ $tile } 放在第 { $row } 行第 { $col } 列。
fourside-picked-nowhere = 已拿起 { $tile }。这个方向哪里都放不下。
fourside-picked-fits = 已拿起 { $tile }。可放在 { $count } 个格子上。
fourside-wait-for = 请等待：现在轮到 { $name }。
fourside-say-demo = 这是演示：电脑操作双方。
fourside-wait-computer = 请等待电脑走这一步。
fourside-first-tap = 先点按手中的拼块，再点按发光的格子。
fourside-hint-shown = 提示已显示在棋盘上：蓝色格子。
fourside-square-bonus-value = 加分格 +20
fourside-square-minus-value = 减分格 −20
fourside-fits-here = 可放在这里，得 { $score } 分
fourside-does-not-fit = 放不下
fourside-hint = 提示
fourside-board = 棋盘，{ $size } × { $size }
fourside-against = { $level }，对战电脑
fourside-your-tiles = 你的拼块
fourside-tiles-of = { $name } 的拼块
fourside-hand-tile = { $tile }{ $nowhere ->
    [yes] ，哪里都放不下
   *[no] {""}
  }{ $picked ->
    [yes] ，已拿起：再按一次可旋转
   *[no] {""}
  }
fourside-demo-note = 演示局：电脑操作双方。
fourside-legend = 简要说明
# The legend's lines: a term in bold, then what it means.
fourside-legend-match-term = 对齐
fourside-legend-match = 每条接触已放拼块的边都要数字相同。
fourside-legend-score-term = 得分
fourside-legend-score = = 接触边之和 × 接触边数：(8+1+3)×3 = 36。
fourside-legend-on-green = 在绿格上，
fourside-legend-on-red = 在红格上。总分不会低于 0。
# The keys line: a key, then what it does.
fourside-legend-move = 移动
fourside-legend-enter = 拿起、旋转、放下
fourside-legend-space = 手中拼块 ↔ 棋盘
fourside-legend-hint = 提示
key-enter = Enter
key-space = 空格
fourside-new-lost = 当前游戏将结束并记为失败。
fourside-new-ends = 当前游戏将结束。
fourside-level = 难度
fourside-board-field = 棋盘
fourside-board-size = 棋盘大小
fourside-players = 玩家
fourside-scores = 得分
fourside-unseen = { $name } 有 { $count } 个你看不到的拼块。
fourside-settings-note = 用于新游戏。难度决定拼块上的数字范围（从 1–3 到 1–9）和电脑的水平。
fourside-level-label = { -fourside } 难度
fourside-size-label = { -fourside } 棋盘大小
fourside-players-label = { -fourside } 玩家
fourside-against-computer = 对战电脑
fourside-stats-label = 各难度的 { -fourside } 统计
fourside-hint-button = 提示（{ $left }）
fourside-to-the-end = 下到底
fourside-level-and-board = 难度与棋盘

## Chinese Puzzle, SolitaireX and Montana (the Gaps games)

gaps-hint-after = 提示：把 { $card } 放在 { $left } 后面
gaps-hint-first = 提示：把 { $card } 放到第 { $row } 行的第一格
gaps-moved = 已移动 { $card }。
gaps-moved-to = 已把 { $card } 移到 { $target }。
gaps-redealt = { $kind ->
    [redeal] 已重发
   *[reshuffle] 已重洗
  }：第 { $deal } 次发牌，共 { $total } 次。
gaps-event-stuck = 无路可走了。
gaps-event-won = 你赢了！
gaps-event-lost = 游戏结束。
gaps-status-hint = { $hint } — 再点“提示”即可执行
gaps-status-choose-first = 为 { $card } 选择第一列的一个格子
gaps-status-choose-gap = 为 { $card } 选择一个空位 — 点按别处取消
gaps-status-fill = 点按一张高亮的牌把它移到这里
gaps-status-won = 完成！所有花色都已排好。
gaps-status-lost = 无路可走，也没有发牌次数了。
gaps-status-stuck-redeal = { $kind ->
    [redeal] 无路可走：重发后继续
   *[reshuffle] 无路可走：重洗后继续
  }
gaps-status-stuck = 无路可走
gaps-status-aces = 点按一张 A，再点按第一列的空格
gaps-status-gap-selects = 点按一张发光的牌，或点按空位查看能放什么
gaps-status-drag = 把发光的牌拖到它的空位，或点按将其拿起
gaps-status-tap = 点按发光的牌来移动它
gaps-why-final = { $card } 已在最终位置。
gaps-why-first-none = { $card } 只能移到第一列的空格；现在没有空格。
gaps-why-run = 只要本行开头的 2 不动，{ $card } 就留在它的序列中。
gaps-why-no-card = 那里没有牌。
gaps-why-over = 游戏已结束。
gaps-why-two = { $card } 只能移到第一列的空格。
gaps-why-ace = { $card } 在本游戏中没有位置。
gaps-why-after = { $card } 只能放在 { $prev } 之后。
gaps-why-row-end = { $card } 只能放在 { $prev } 之后，而 { $prev } 在行末。
gaps-why-follows = { $card } 已经在 { $prev } 之后。
gaps-why-taken = { $card } 只能放在 { $prev } 之后；那个位置已被占用。
gaps-why-off = 那在棋盘外。
gaps-why-several = 有多张牌能放这里：点按你要移动的那张。
gaps-why-king = K 之后不能接任何牌。
gaps-why-gap-gap = 空位之后的空位无法填入。
gaps-why-none = 现在没有牌能放到这里。
gaps-why-first-column = { $card } 应放到第一列的空格。
gaps-why-not-there = { $card } 不能放到那里。

## Gaps rules, verdicts and the solution replay

gaps-ace-free = 自由
gaps-ace-free-help = 任意 A 放在任意行。
gaps-ace-mirrored = 镜像
gaps-ace-mirrored-help = 第 1–4 行为四种不同花色；第 5–8 行重复这一顺序。
gaps-ace-bridge = 桥牌
gaps-ace-bridge-help = 从上往下 ♣ ♦ ♥ ♠，重复两次。
# "2 redeals · free aces"
gaps-rules-summary = { $redeals } 次重发 · { $order ->
    [free] 自由
    [mirrored] 镜像
   *[bridge] 桥牌
  }排 A
gaps-verdict-winnable = { $kind ->
    [redeal] 无需重发仍可获胜
   *[reshuffle] 无需重洗仍可获胜
  }
gaps-verdict-unwinnable = { $kind ->
    [redeal] 不重发就无法获胜
   *[reshuffle] 不重洗就无法获胜
  }
gaps-difficulty-winnable = 可解 · { $difficulty ->
    [easy] 简单
    [medium] 中等
   *[hard] 困难
  }
gaps-difficulty-needs = { $kind ->
    [redeal] 需要重发
   *[reshuffle] 需要重洗
  }
gaps-difficulty-unknown = 未知
replay-slow = 慢
replay-normal = 正常
replay-fast = 快
replay-progress = 第 { $index } 步，共 { $steps } 步
replay-from-deal = 从最初的发牌开始
replay-from-redeal = 从第 { $deal } 次发牌开始，即第{ $nth ->
    [1] 一
    [2] 二
    [3] 三
    [4] 四
    [5] 五
   *[other] { $nth }
  }次{ $kind ->
    [redeal] 重发
   *[reshuffle] 重洗
  }之后
replay-place = 第 { $row } 行，第 { $col } 列
replay-start = 起始局面。还有 { $steps } 步。
replay-step = { $progress }：{ $card } 到 { $place }。得分 { $score } / { $max }。
replay-step-solved = { $progress }：{ $card } 到 { $place }。得分 { $score } / { $max }。已完成。
replay-all-lost = 本游戏的每次发牌从一开始就无法获胜：求解器已证明全部必输。
replay-unknown = 求解器在限定时间内没有找到解法。本局仍可能可解。
# A slot's spoken name: a card, or a gap and what it follows.
gaps-cell-first = 第一列的空格
gaps-cell-first-row = 第 { $row } 行第一列的空格
gaps-cell-gap = { $card } 之后的{ $kind ->
    [dead] 死空位
    [blocked] 受阻空位
   *[open] 空位
  }
gaps-cell-gap-after-gap = 空位之后的{ $kind ->
    [dead] 死空位
    [blocked] 受阻空位
   *[open] 空位
  }
gaps-cell-picked = 已拿起
gaps-cell-can-move = 可移动
gaps-cell-in-place = 已归位
gaps-cell-can-fill = 可填入所选空位
gaps-cell-hint = 提示
gaps-cell-place = 第 { $row } 行，第 { $col } 列
gaps-cell-drop = 放在这里
gaps-cell-just-moved = 刚移动
gaps-board = 牌面，{ $rows } 行，每行 { $columns } 张
gaps-row-locked = 第 { $row } 行：{ $count } 张已锁定
gaps-taken-back = 已撤回一步。
gaps-said-score = { $text } 得分 { $score } / { $max }。
gaps-not-possible = 不可行。
gaps-hint-again = { $hint }。再按“提示”即可执行。
gaps-put-down = 已放下。
gaps-picked-one = 已拿起 { $card }。它的空位标记为“放在这里”。
gaps-picked-many = 已拿起 { $card }。有 { $count } 个位置可放，标记为“放在这里”。
gaps-a-card = 牌
gaps-can-fill = 有 { $count } 张牌可填入这个空位，标记为“可填入所选空位”。
gaps-follows-nothing = { $card } 不接在任何牌之后：它是一行的开头。
gaps-can-follow = { $card } 可以接在闪烁的 { $prev } 之后。
gaps-no-prev = 牌面上没有 { $prev }。
gaps-none-here = 现在没有牌能移到这里。
gaps-can-move-here = 有 { $count } 张牌可以移到这里。
gaps-finding = 正在寻找可解牌局…
gaps-not-found = 没能很快找到可解牌局；这局是随机的。
gaps-your-turn = { $name }，轮到你了。
gaps-given-up = 已放弃本局。新牌局 { $deal }。
replay-paused = 暂停于第 { $index } 步，共 { $steps } 步。
replay-board = 解法牌面，第 { $index } 步，共 { $steps } 步
replay-searching = 正在寻找解法…
replay-takes-time = 这可能需要几秒钟。
replay-none = 没有可显示的解法
replay-title = 一种解法
replay-score = 得分 { $score } / { $max }
replay-solved = 已完成
replay-back = 后退
replay-pause = 暂停
replay-replay = 重放
replay-play = 播放
replay-forward = 前进
replay-speed = 速度
gaps-over-won = 完成！
gaps-over-lost = 游戏结束
gaps-over-won-note = 所有花色都已排好。
gaps-over-lost-note = 无路可走，也没有发牌次数了。
gaps-score = 得分
gaps-score-of = { $score } / { $max }
gaps-tournament-deal = 锦标赛 · 牌局 { $deal }
gaps-next-player = 下一位玩家
gaps-end-new-deal = 结束并开新牌局
gaps-new-deal = 新牌局
gaps-show-solution = 显示解法
tournament-playing = 进行中
tournament-done = 已完成
tournament-high = 最高
gaps-deal = 牌局
gaps-deal-number = 牌局编号 { $deal }。换一个牌局编号
gaps-deals-left = 剩余发牌
gaps-redeals = 重发次数
gaps-deal-of = 第 { $used } 次发牌，共 { $total } 次
gaps-dead = 死空位
gaps-dead-title = K 之后的空位
gaps-first-deal = 首次发牌
gaps-moves = 步数
gaps-details = 详情
gaps-redeals-one = 1 次重发
gaps-redeals-two = 2 次重发
gaps-ace-order = A 的顺序
gaps-crossroads = 这一步会输掉牌局 —
gaps-crossroads-undo = 撤销？
common-dismiss-short = 关闭
gaps-undo = 撤销
gaps-redo = 重做
gaps-play-hint = 执行提示
gaps-hint = 提示
gaps-place-aces = 放置 A
gaps-left = （剩 { $count }）
gaps-tournament = 锦标赛
gaps-deal-not-number = 牌局编号是一个整数，如 1234。
gaps-enter-name = 请输入名字。
gaps-new-ends-tournament = 这将结束锦标赛。开始新牌局吗？
gaps-new-counts-lost = 当前游戏将记为已玩未胜。
gaps-new-random = 编号留空则随机发牌。
gaps-deal-number-field = 牌局编号
gaps-optional = （可选）
gaps-random = 随机
gaps-give-up-note = 卡住了？放弃本局，看看本可以怎样获胜。这同样记为已玩未胜。
gaps-give-up = 放弃并显示解法
gaps-rules-title = 本牌局规则
gaps-rules-note = 在放下第一张牌前选择，之后整局固定不变。
gaps-deal-again = 重新发牌
gaps-redeal-now = { $kind ->
    [redeal] 现在重发？
   *[reshuffle] 现在重洗？
  }
gaps-redeal-now-note = 还有牌可以移动。{ $kind ->
    [redeal] 重发
   *[reshuffle] 重洗
  }会用掉一次发牌机会（还剩 { $left } 次）。
gaps-start-tournament = 开始锦标赛
gaps-fresh-note = 锦标赛须在第一步之前开始。为此发一局新牌吗？
gaps-tournament-note = 所有人轮流玩同一牌局，不能撤销。谁先玩？
gaps-next-note = 下一位玩家将从头开始这一牌局。
gaps-start = 开始
gaps-play = 开始
gaps-player-name = 玩家名字

## Settings: language

settings-language = 语言
# The first choice of the language row: the app speaks the system's language.
settings-language-system = 跟随系统（{ $language }）

## The app's refusals (AppCode)

app-error-stale = 画面已过时：这是游戏的最新状态。
app-error-bad-action = 无法理解该操作。
app-error-bad-argument = 应用无法读取该请求。
app-error-bad-deal = 无法按该牌局编号发牌。
app-error-bad-settings = 这些设置无法使用。
app-error-no-game = 没有正在进行的游戏。
app-error-computer-turn = 请等待电脑走这一步。
app-error-human-turn = 现在不是电脑的回合。
app-error-save-failed = 更改未能保存，因此没有任何改变。
app-error-internal = { -brand } 内部出错；没有任何改变。
app-error-bad-invite = 这不是 { -brand } 邀请链接：请复制房主分享的完整链接。
app-error-no-room = 你不在房间里。
app-error-unreachable = 无法连接房间：请确认你们在同一网络，或检查服务器地址。
# An ace placed in a row its ace order does not allow: the order's name and its rule.
gaps-refused-ace-order = 这张 A 不能放在这一行。{ $order }顺序：{ $help }

## layout (i18n-layout)

# Soi: the name over the player's own hand, when one person plays against the computers.
soi-name-you = { $name }（你）
# Soi: the name over the hand when a computer plays this seat (a demo).
soi-name-computer = { $name }（电脑）

## Gaps 中某步被拒或点按无反应的原因（引擎给出的原因）

gaps-because-no-card = 那里没有可以移动的牌。
gaps-because-not-a-gap = 牌只能移到空位里。
gaps-because-won = 这一局已经赢了。
gaps-because-aces-first = 先把所有 A 放进第一列，再走别的步。
gaps-because-ace-to-first-column = 摆放 A 的阶段，A 只能放进第一列。
gaps-because-locked = { $card } 已固定在它的最终位置。
gaps-because-heads-row = { $card } 排在这一行的开头；它只能移到第一列的空位，而现在没有空位。
gaps-because-in-run = { $card } 属于这一行的顺子；只要行首的 2 不动，它就不动。
gaps-because-after-king = K 后面不能再接任何牌。
gaps-because-blocked = 这个空位要等它左边的空位先填上。
gaps-because-first-column = 第一列只能放 { $rank ->
    [1] A
   *[other] { $rank }
  }。
gaps-because-first-column-none-free = 第一列只能放 { $rank ->
    [1] A
   *[other] { $rank }
  }，而现在没有一张能移到这里。
gaps-because-only-follows = { $after } 后面只能接 { $card }。
gaps-because-follower-locked = { $after } 后面只能接 { $card }，而它已固定在最终位置。
gaps-because-no-first-column-space = { $card } 需要第一列有空位，而现在没有。
gaps-because-cannot-move-now = { $card } 现在不能移动。
gaps-because-before-gone = { $card } 只能接在 { $before } 后面，而 { $before } 不在牌桌上。
gaps-because-before-no-gap = { $card } 只能接在 { $before } 后面，而 { $before } 后面没有空位。
gaps-because-befores-no-gap = { $card } 只能接在一张 { $before } 后面，而两张 { $before } 后面都没有空位。
gaps-because-bridge-order = 按桥牌顺序，第 { $row } 行放 { $suit } A（从上往下 ♣ ♦ ♥ ♠，两轮）。
gaps-because-mirror-repeat = 镜像顺序：第 { $row } 行必须重复第 { $ofRow } 行的花色（{ $suit }）。
gaps-because-mirror-distinct = 镜像顺序：第 1–{ $rows } 行需要 { $rows } 种不同花色；第 { $first } 行和第 { $second } 行会都是 { $suit }。

## 启动时关于已存数据的提示

notice-unreadable = 无法读取你保存的牌局。它们原样留在 { $path }；现在玩的牌局不会被保存。请重新启动 { -brand } 再试一次。
notice-cannot-save = 这台设备上无法保存牌局；现在玩的牌局不会被保留。
notice-cannot-save-in = 无法在 { $folder } 中保存牌局；现在玩的牌局不会被保留。
notice-used-backup = 你最近的存档无法使用（{ $damage }）；{ -brand } 已从上一个存档继续。
notice-started-afresh = 你保存的牌局和设置无法使用（{ $damage }）；{ -brand } 已重新开始。
notice-moves-lost = 你最近的部分步数无法使用（{ $damage }）。
notice-parts-reset = 部分已存数据无法使用，已恢复默认：{ $parts }。
notice-kept = 副本保存在 { $path }。
notice-damage-damaged = 文件已损坏
notice-damage-header-damaged = 文件头已损坏
notice-damage-newer = 它由更新版本的 { -brand } 写入
notice-damage-too-large = 文件过大
notice-damage-does-not-continue = 它与已存数据接不上
notice-damage-part-damaged = 其中一部分已损坏
notice-damage-change-does-not-fit = 其中一项更改与已存数据不符
notice-part-settings = 你的设置
notice-part-stats = 你的统计
notice-part-tournaments = 锦标赛成绩
notice-part-game = { $game } 牌局

## FourSide 的拼块为什么放不到某个格子。
fourside-misfit-off-board = 第 { $row } 行第 { $col } 列不在棋盘上。
fourside-misfit-occupied = 那个格子已经有拼块了。
fourside-misfit-alone = 拼块必须挨着棋盘上已有的拼块。
fourside-misfit-side = { $side ->
    [top] 它的上边是 { $shows }，但上面的拼块是 { $facing }。
    [right] 它的右边是 { $shows }，但右边的拼块是 { $facing }。
    [bottom] 它的下边是 { $shows }，但下面的拼块是 { $facing }。
   *[left] 它的左边是 { $shows }，但左边的拼块是 { $facing }。
  }

## 超出范围的设置。
setting-bad-cp-redeals = { -chinese-puzzle } 可以重发 { $min } 或 { $max } 次。
setting-bad-fourside-size = { -fourside } 棋盘每边 7、9 或 11 格。
setting-bad-soi-target = { -soi } 的目标分数在 { $min } 到 { $max } 分之间。
setting-bad-soi-delay-ms = 消息停留时间在 { $min } 到 { $max } 毫秒之间。
setting-bad-name = 名字最多 { $max } 个字符。
setting-bad-room-server = 服务器地址以 wss:// 或 ws:// 开头，最多 { $max } 个字符。
setting-bad-language = 这不是语言标记。

## 牌角：中国的扑克牌也印 A、J、Q、K。
card-corner-1 = A
card-corner-11 = J
card-corner-12 = Q
card-corner-13 = K

## FourSide: what each level is, under the level choice.
fourside-level-about-beginner = 拼块上是 1 到 3。电脑随便放一个能放下的拼块。
fourside-level-about-intermediate = 拼块上是 1 到 5。电脑找邻居最多的格子。
fourside-level-about-advanced = 拼块上是 1 到 7。电脑走得分最高的一步。
fourside-level-about-expert = 拼块上是 1 到 9。电脑还会考虑你最好的应对和它自己的下一步。

## 每日对局：每天（按 UTC）人人都玩同样的五局，见主页和“今日”页面

home-today = 今日
home-today-blurb = 每天五局，人人相同。
home-today-done = 今天已玩 { $count }/{ $total } 局
today-title = 今日：{ $date }
today-streak = 连续：{ $count } 天
today-streak-best = 最长：{ $best } 天
today-streak-note = 当天（按 UTC 世界时）完成当天的任意一局，这一天才计入连续天数。过后补玩的往日只会填进日历。
today-games = 今日对局
today-gaps-difficulty = { $weekday ->
    [0] 星期一：轻松
    [1] 星期二：简单
    [2] 星期三：适中
    [3] 星期四：有点难
    [4] 星期五：难
    [5] 星期六：更难
   *[6] 星期日：最难
  }
today-soi-detail = 对战三台电脑（{ $level }），先到 { $target } 分
today-fourside-detail = 与电脑一对一（{ $level }）
today-winnable = { $games }：每日对局都一定有解。周一的最轻松，周日的最难。
today-play = 开始
today-continue = 继续
today-result = { $won ->
    [yes] 已获胜，得分 { $score }
   *[no] 已完成，得分 { $score }
  }
today-unavailable = 此版本未收录
today-board = 排行榜
today-calendar = 日历
today-calendar-game = 日历中的游戏
today-day-label = { $date }{ $today ->
    [yes] （今天）
   *[no] {""}
  }：{ $state ->
    [won] 已获胜
    [done] 已玩，未获胜
    [playing] 已开始，未完成
    [open] 尚未玩
   *[closed] 无可玩
  }
today-legend-won = 获胜
today-legend-done = 已玩
today-legend-today = 今天
today-before-first = 每日对局从 { $date } 开始。
today-load-error = 无法读取每日对局：{ $reason }
today-replace-title = 开始 { $date } 的 { $game }？
today-replace-note = 正在进行的 { $game } 将结束。如果你已经走过一步，它会记为失败。
daily-share = 分享
daily-back-today = 今日对局

## 分享每日成绩：对话框和分享的文字（不透露任何牌面）

share-title = 分享你的 { $game } 成绩
share-native = 分享…
share-copy = 复制
share-copied = 已复制，可以粘贴到任何地方。
share-shared = 已分享。
share-copy-failed = 无法复制：请选中文字自行复制。
share-failed = 无法分享：请改用复制。
share-text-title = { -brand } { $game }，{ $date }
share-text-gaps = { $won ->
    [yes] 获胜
   *[no] 未获胜
  } · 得分 { $score } · { $moves } 步
share-text-soi = 第 { $place } 名 · { $score } 分 · 要牌 { $moves } 次
share-text-fourside = { $won ->
    [yes] 获胜
   *[no] 未获胜
  } · { $score } 分 · { $moves } 个拼块

## 设置中服务器上的每日排行榜

board-title = 排行榜：{ $game }，{ $date }
board-loading = 正在读取排行榜…
board-empty = 排行榜上还没有人。
board-table = 排行榜
board-place = 名次
board-name = 名字
board-score = 得分
board-moves = 步数
board-unreachable = 无法连接服务器：请检查网络，或设置中的地址。
board-note = 服务器会重放排行榜上的每一局，所以每局都是按规则打到所示得分的。但它无法判断玩家是否得到了帮助。
board-yours-waiting = 你的成绩正在等待发送到排行榜。
board-yours-recorded = 你的成绩已上榜。
board-yours-refused = 排行榜没有接受你的成绩：{ $why ->
    [not_replayed] 按规则重放未通过。
    [out_of_days] 那一天已不再接收成绩。
    [bad_name] 服务器不接受你的名字。
    [rate_limited] 来自此地址的成绩太多。
   *[other] 服务器拒绝了它。
  }

## 每日对局：应用的拒绝理由，以及服务器设置

app-error-bad-day = 那一天没有可玩的每日对局。
app-error-daily-done = 你已经完成了这一局每日对局。
app-error-daily-unavailable = 此版本的应用没有那一天的对局。
app-error-no-board = 没有排行榜：请在设置中填写服务器。只有 { -solitairex }、{ -montana } 和 { -chinese-puzzle } 有排行榜。
lobby-server-board-note = 服务器还保存每日对局的排行榜：你的 { $games } 成绩会发送到那里，每局附带走法和得分、你的名字以及一个随机密钥。

## 引导式第一局：游戏界面上的向导在每条规则派上用场时讲解它

guide-title = 引导对局
guide-spot = （向导的下一步）
guide-next = 下一步
guide-show-me = 演示给我看
guide-skip = 跳过向导
guide-play-on = 继续玩
guide-stopped = 向导结束了。接下来随你怎么玩。
guide-not-that = 不是这一步。{ $hint }
guide-offer-title = 第一次玩 { $game }？
guide-offer-note = 来一局简短的引导对局：每条规则派上用场时，向导都会讲解，棋步由你自己来走。
guide-offer-yes = 好，带我玩
guide-offer-no = 不用了，谢谢
guide-rules-button = 玩引导对局
guide-rules-note = 一局简短的 { $game }，边玩边学规则。
guide-replace-title = 开始 { $game } 的引导对局？
guide-replace-note = 正在进行的 { $game } 将结束。如果你已经走过一步，它会记为失败。
app-error-off-script = 引导对局在等另一步。
guide-gaps-goal = 目标：每一行同一花色，从左到右按顺序排到 K。牌只能移进空位。
guide-twos-first = 一行开头的空位只能放 2：每一行都从 2 开始。
guide-twos-first-do = 点按金框标出的 2，把它移进金框标出的空位。
guide-follows-suit = 其他空位只能放比左边那张牌大一点、花色相同的牌：5♥ 之后是 6♥。
guide-follows-suit-do = 点按金框标出的牌：它接在发光空位左边那张牌之后。
guide-dead-gap = 紧跟在 K 后面的空位是死空位：K 之后再没有牌。所有空位都死了，就走不动了。
guide-reshuffle = 走不动了？重洗会把还没到位的牌收起来、洗匀，再重新摆开，留出新的空位。每个牌局只能重洗几次。
guide-reshuffle-do = 点按金框标出的“重洗”按钮。
guide-movable-two = 在{ -montana }中，一行开头的 2 还能移到第一列的另一个空格里，这样一行就能换花色。
guide-movable-two-do = 点按金框标出的 2，把它移进金框标出的空位。
guide-two-decks = { -chinese-puzzle }用两副牌玩：八行，每行一种花色，从 A 排到 K。
guide-ace-phase = 先放 A：它们放进第一列，每行开头一张。
guide-ace-phase-do = 点按金框标出的 A，再点按第一列里金框标出的空位。
guide-ace-order = 一张一张放 A 比较费时。“放置 A”会把其余的 A 一次放进第一列。
guide-ace-order-do = 点按金框标出的“放置 A”按钮。
guide-redeal = 走不动了？重发会把还没锁定的牌收起来、洗匀，再重新摆开。每个牌局只能重发几次。
guide-redeal-do = 点按金框标出的“重发”按钮。
guide-soi-goal = 在 { -soi } 里你要凑齐一组：同一点数的四张牌。每组都能得分，先达到目标分的人获胜。
guide-ask-for-card = 轮到你时，向另一名玩家要一张牌。你自己手里必须有这个点数的牌。
guide-ask-for-card-do = 点按金框标出的玩家，再点按金框标出的牌。
guide-ask-again = 你要到了，所以可以再要一次。只要要到想要的牌，就一直轮到你。
guide-ask-again-do = 点按金框标出的玩家，再点按金框标出的牌。
guide-set-of-four = 同一点数的四张牌凑成一组，会立刻亮在桌上。
guide-set-of-four-do = 向金框标出的玩家要金框标出的那张牌，凑齐你的一组。
guide-set-score = 一组按点数计分：A 得 25 分，2 到 10 按数字计分，J、Q、K 各 10 分。
guide-miss-passes = 如果你要牌的那名玩家没有这张牌，你的回合结束，轮到他。
guide-miss-passes-do = 点按金框标出的玩家，再点按金框标出的牌，看看会怎样。
guide-computers-remember = 电脑玩家记得每一次要牌：要过某个点数的人，手里一定有这个点数的牌。
guide-memory-aid = 不必全都记住：“记忆助手”列出了每个人要过的牌。
guide-four-side-goal = 在 { -fourside } 里，你把拼块放到棋盘上，目标是比对手得分更多。
guide-match-sides = 拼块要挨着已经放下的拼块，每条碰到邻块的边，数字都必须和对面那条边相同。
guide-match-sides-do = 点按金框标出的拼块（再点一次可以旋转），再点按金框标出的方格。
guide-scoring = 一步的得分是相接各边数字之和，乘以相接的边数。
guide-bonus-squares = 绿色奖励格给放在上面的那一步加 20 分；红色格扣 20 分。
guide-bonus-squares-do = 点按金框标出的拼块（再点一次可以旋转），再点按金框标出的奖励格。
guide-passing = 如果你的拼块哪里都放不下，这一轮就跳过，手里的拼块保留。
guide-hand-over = 向导能教的就这些了。现在这局归你了：一直玩到结束吧。
