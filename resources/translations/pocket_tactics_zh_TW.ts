<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name></name>
    <message>
        <location filename="../../pocket_tactics_app/ui/describe.py" line="+36"/>
        <source>OFF</source>
        <translation>攻擊</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DEF</source>
        <translation>防禦</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Blue</source>
        <translation>藍方</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Orange</source>
        <translation>橙方</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 player</source>
        <translation>%1玩家</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (computer)</source>
        <translation>%1（電腦）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (you)</source>
        <translation>%1（你）</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>held by %1</source>
        <translation>由 %1 控制</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>controls every feature on the map (R11.2)</source>
        <translation>控制了地圖上的所有特徵（R11.2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the opponent had no legal action (R11.1)</source>
        <translation>對手沒有合法行動（R11.1）</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>no defeat and no change of control for too many turns (R11.3)</source>
        <translation>連續太多回合無單位被擊敗、無控制權變化（R11.3）</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>at %1</source>
        <translation>在%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on the %1</source>
        <translation>在%1上</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>next to the %1</source>
        <translation>%1旁</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the tile %1</source>
        <translation>地塊%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the %1</source>
        <translation>%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../pocket_tactics_app/ui/furrow/seat_sheet.py" line="+92"/>
        <source>%1 at %2</source>
        <translation>%2處的%1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 held every feature on the map (R11.2)</source>
        <translation>%1控制了地圖上的所有特徵（R11.2）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>more features held when the turn limit ran out (R11.3)</source>
        <translation>回合上限到達時控制的特徵較多（R11.3）</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>%1: your home feature, %2, has one place left: the only tile farthest from every feature on the map (R2.6). Click it.</source>
        <translation>%1：你的本營特徵%2只剩一個位置：唯一離地圖上所有特徵最遠的地塊（R2.6）。請點選它。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: choose a highlighted tile for your home feature, %2: the tiles farthest from every feature on the map (R2.6).</source>
        <translation>%1：為你的本營特徵%2選擇一個亮起的地塊：離地圖上所有特徵最遠的地塊（R2.6）。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>a %1 %2 test in %3</source>
        <translation>%3中的 %1 %2檢定</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 · %2: %3% to survive (bumps and re-rolls used)</source>
        <translation>%1 · %2：存活機率 %3%（已計入加值和重擲）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1; hazard on the way!</source>
        <translation>%1；途中有危險！</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is its favored terrain</source>
        <translation>%1 是它的偏好地形</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 spares a %2</source>
        <translation>%1 不影響 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its card ignores the hazard of %1</source>
        <translation>它的卡牌無視 %1 的危險</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · no hazard test: %2</source>
        <translation>%1 · 無需危險檢定：%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1% you defeat it · %2% it defeats you</source>
        <translation>%1% 你擊敗它 · %2% 它擊敗你</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>about %1</source>
        <translation>約 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Odds unavailable: %1</source>
        <translation>無法計算勝率：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Withdraw to the reserve</source>
        <translation>撤回預備隊</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use %1</source>
        <translation>使用 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Place the drawn tile here</source>
        <translation>將抽到的地塊放在這裡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place your home feature here</source>
        <translation>將本營特徵設在這裡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place %1 here</source>
        <translation>將 %1 放在這裡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deploy %1 here</source>
        <translation>將 %1 部署在這裡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move %1 here</source>
        <translation>將 %1 移動到這裡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attack %1 with %2</source>
        <translation>用 %2 攻擊 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Withdraw %1 to the reserve</source>
        <translation>將 %1 撤回預備隊</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: use %2</source>
        <translation>%1：使用 %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 moves to %2</source>
        <translation>%1 移動到 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 attacks %2</source>
        <translation>%1 攻擊 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 deploys to %2</source>
        <translation>%1 部署到%2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Places a tile %1</source>
        <translation>放置地塊於%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sets the home feature %1</source>
        <translation>設置本營特徵於%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Places %1 on %2</source>
        <translation>將 %1 放在%2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 placed %2</source>
        <translation>%1 放在%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 set %2</source>
        <translation>%1 設在%2</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>%1 withdraws to the reserve</source>
        <translation>%1 撤回預備隊</translation>
    </message>
    <message>
        <location line="-163"/>
        <source>%1 had no legal action left (R11.1)</source>
        <translation>%1已沒有合法行動（R11.1）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 turns passed without a defeat and %2 held more features (R11.3)</source>
        <translation>連續 %1 回合無單位被擊敗，%2控制的特徵較多（R11.3）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 turns passed without a defeat with the features held equally (R11.3)</source>
        <translation>連續 %1 回合無單位被擊敗，雙方控制的特徵一樣多（R11.3）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The computer</source>
        <translation>電腦</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>you</source>
        <translation>你</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the computer</source>
        <translation>電腦</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>%1 uses %2</source>
        <translation>%1 使用 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 bumps a %2 die</source>
        <translation>%1 給一顆%2骰子加值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 re-rolls a %2 die</source>
        <translation>%1 重擲一顆%2骰子</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/words.py" line="+91"/>
        <source>Pass</source>
        <translation>不再加碼</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/describe.py" line="+29"/>
        <source>drew %1</source>
        <translation>抽到 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>roll-off: Blue %1, Orange %2</source>
        <translation>擲骰決定先後：藍方 %1，橙方 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>central feature drawn: %1</source>
        <translation>抽到的中央特徵：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game begins; %1 moves first</source>
        <translation>遊戲開始；%1 先行動</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>OFF %1</source>
        <translation>攻擊 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DEF %1</source>
        <translation>防禦 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 rolls %2</source>
        <translation>%1 擲出 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 bumps %2 +%3 → %4</source>
        <translation>%1 給 %2 加 +%3 → %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 re-rolls %2 %3 → %4</source>
        <translation>%1 重擲 %2 %3 → %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 enters %2: %3 test</source>
        <translation>%1 進入 %2：%3 檢定</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>passed</source>
        <translation>通過</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>failed</source>
        <translation>未通過</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2 the test (%3)</source>
        <translation>%1 檢定%2（%3）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is defeated by %2</source>
        <translation>%1 被 %2 擊敗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is defeated</source>
        <translation>%1 被擊敗</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is no longer controlled</source>
        <translation>%1 不再受控制</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes control of %2</source>
        <translation>%1 控制了 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 returns to the reserve</source>
        <translation>%1 回到預備隊</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>both survive</source>
        <translation>雙方都存活</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../pocket_tactics_app/ui/furrow/words.py" line="-12"/>
        <source>game over</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>It cannot deploy now: units deploy next to a feature you control, and you control none (R9.1).</source>
        <translation>現在無法部署：單位只能部署在你控制的特徵旁，而你沒有控制任何特徵（R9.1）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It cannot deploy now: every tile next to a feature you control is taken or is a feature itself (R9.1).</source>
        <translation>現在無法部署：你控制的特徵旁的每個地塊都已被佔據或本身就是特徵（R9.1）。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>OFF %1 against DEF %2</source>
        <translation>攻擊 %1 對防禦 %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>OFF %1 · DEF %2</source>
        <translation>攻擊 %1 · 防禦 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swift</source>
        <translation>迅捷</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Flying</source>
        <translation>飛行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ranged</source>
        <translation>遠程</translation>
    </message>
    <message>
        <location line="-275"/>
        <source>Game over: a draw — %1.</source>
        <translation>遊戲結束：平局——%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game over: %1 wins — %2.</source>
        <translation>遊戲結束：%1 獲勝——%2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is deciding…</source>
        <translation>%1 正在決定……</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: bump phase — click one of your dice to bump it, or Pass.</source>
        <translation>%1：加值階段——點選你的一顆骰子為其加值，或點「不再加值」。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: re-roll phase — click one of your dice to re-roll it, or Pass.</source>
        <translation>%1：重擲階段——點選你的一顆骰子重擲，或點「不再重擲」。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: place the drawn %2 next to the map (glowing outlines).</source>
        <translation>%1：將抽到的%2放在地圖旁（發光的輪廓處）。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: choose a unit in your reserve, then a highlighted tile by your home feature (R2.7).</source>
        <translation>%1：在預備隊中選擇一個單位，然後選擇本營特徵旁一個亮起的地塊（R2.7）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn %1 · %2: move, attack, deploy or withdraw one unit — click a unit to see what it can do.</source>
        <translation>第 %1 回合 · %2：移動、攻擊、部署或撤回一個單位——點選單位檢視它能做什麼。</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/words.py" line="-57"/>
        <source>Mountain</source>
        <translation>山地</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Forest</source>
        <translation>森林</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Field</source>
        <translation>田野</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tundra</source>
        <translation>凍原</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Village</source>
        <translation>村莊</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lake</source>
        <translation>湖泊</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Foundry</source>
        <translation>鑄造廠</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>food</source>
        <translation>糧食</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>wood</source>
        <translation>木材</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>metal</source>
        <translation>金屬</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>oil</source>
        <translation>油料</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+51"/>
        <source>Strengthen</source>
        <translation>強化</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>Move</source>
        <translation>移動</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+53"/>
        <source>Produce</source>
        <translation>生產</translation>
    </message>
    <message>
        <location line="-52"/>
        <location line="+52"/>
        <source>Trade</source>
        <translation>貿易</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>Foundry card</source>
        <translation>鑄造廠卡</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/dialogs.py" line="+93"/>
        <location filename="../../pocket_tactics_app/ui/furrow/words.py" line="+4"/>
        <location line="+49"/>
        <source>Upgrade</source>
        <translation>升級</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/words.py" line="-49"/>
        <source>Deploy</source>
        <translation>部署</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+50"/>
        <source>Build</source>
        <translation>建造</translation>
    </message>
    <message>
        <location line="-49"/>
        <location line="+49"/>
        <source>Conscript</source>
        <translation>徵募</translation>
    </message>
    <message>
        <location line="-49"/>
        <location line="+50"/>
        <source>Foundry move</source>
        <translation>鑄造廠移動</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>character</source>
        <translation>領袖</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>mech</source>
        <translation>機甲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>worker</source>
        <translation>工人</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Beacon</source>
        <translation>烽火台</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Waterwheel</source>
        <translation>水車</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Delve</source>
        <translation>礦道</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drill Hall</source>
        <translation>操練場</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/advice_words.py" line="+73"/>
        <location filename="../../pocket_tactics_app/ui/furrow/words.py" line="+4"/>
        <source>power</source>
        <translation>力量</translation>
    </message>
    <message>
        <location line="-1"/>
        <location filename="../../pocket_tactics_app/ui/furrow/score_now.py" line="+19"/>
        <location filename="../../pocket_tactics_app/ui/furrow/words.py" line="+0"/>
        <source>coins</source>
        <translation>金幣</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/score_now.py" line="+1"/>
        <source>%1 stars × %2</source>
        <translation>%1 顆星星 × %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 territories × %2</source>
        <translation>%1 塊領地 × %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 resource pairs × %2</source>
        <translation>%1 對資源 × %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>structure bonus</source>
        <translation>建築獎勵</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>If the game ended now (popularity %1: tier %2 of 3):</source>
        <translation>如果遊戲現在結束（聲望 %1：第 %2 檔，共 3 檔）：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Total: %1</source>
        <translation>合計：%1</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/advice_words.py" line="-39"/>
        <source>Section %1</source>
        <extracomment>how long the hint&apos;s search may take (Hard&apos;s own cap in play)</extracomment>
        <translation>第 %1 區</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move the %1 to %2</source>
        <translation>將%1移到%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Produce on %1</source>
        <translation>在 %1 生產</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+44"/>
        <location filename="../../pocket_tactics_app/ui/furrow/replay_review.py" line="+28"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>%1 on %2</source>
        <translation>在%2%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fight at %1</source>
        <translation>在%1戰鬥</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Commit %1 power and %2 cards</source>
        <translation>投入 %1 力量和 %2 張卡</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 star (%2)</source>
        <translation>%1 顆星（%2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a mech on %1</source>
        <translation>在 %1 的機甲</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a %1 on %2</source>
        <translation>在 %2 的%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a recruit (%1)</source>
        <translation>一名新兵（%1）</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../pocket_tactics_app/ui/furrow/words.py" line="+0"/>
        <source>popularity</source>
        <translation>聲望</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../pocket_tactics_app/ui/furrow/words.py" line="+1"/>
        <source>combat cards</source>
        <translation>戰鬥卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>territories</source>
        <translation>領地</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hint for %1: %2</source>
        <translation>給%1的提示：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Then: %1</source>
        <translation>然後：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Why: %1</source>
        <translation>理由：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance to win from here: %1</source>
        <translation>此刻起的獲勝機會：%1</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/advice.py" line="+61"/>
        <source>Each player&apos;s chance to win over the game</source>
        <translation>各玩家在整局中的獲勝機會</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>After each action; the dashed line is 50%.</source>
        <translation>每個行動之後；虛線為 50%。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>S&amp;tatistics…</source>
        <translation>統計(&amp;T)…</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>A hint is given when it is your decision.</source>
        <translation>輪到你決定時才會給出提示。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hard is looking for the best choice…</source>
        <translation>困難電腦正在尋找最佳選擇…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No hint could be found: %1</source>
        <translation>找不到提示：%1</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/words.py" line="+4"/>
        <source>all upgrades</source>
        <translation>升級全部完成</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>all mechs</source>
        <translation>機甲全部部署</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all structures</source>
        <translation>建築全部建成</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>all recruits</source>
        <translation>新兵全部徵募</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all workers</source>
        <translation>工人全部就位</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>top popularity</source>
        <translation>聲望滿格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>top power</source>
        <translation>力量滿格</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>objective</source>
        <translation>目標</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>combat win</source>
        <translation>戰鬥勝利</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>easy</source>
        <translation>簡單</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hard</source>
        <translation>困難</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>greedy</source>
        <translation>貪心</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>random</source>
        <translation>隨機</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>choose a section</source>
        <translation>選擇一個區域</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>top action</source>
        <translation>上方行動</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>moving</source>
        <translation>移動中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>retreat</source>
        <translation>撤退</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>choose a combat</source>
        <translation>選擇一場戰鬥</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>before the combat</source>
        <translation>戰鬥之前</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>sealed combat commit</source>
        <translation>密封的戰鬥投入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>encounter</source>
        <translation>遭遇</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>take a Foundry card</source>
        <translation>拿取一張鑄造廠卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bottom action</source>
        <translation>下方行動</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>objective or end of turn</source>
        <translation>目標或結束回合</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Section</source>
        <translation>區域</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Skip</source>
        <translation>跳過</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take coins instead</source>
        <translation>改為拿取金幣</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move a unit</source>
        <translation>移動一個單位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End the move</source>
        <translation>結束移動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foundry card action</source>
        <translation>鑄造廠卡行動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deploy a mech</source>
        <translation>部署一台機甲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fight here</source>
        <translation>在此戰鬥</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+33"/>
        <source>Bombard</source>
        <translation>炮擊</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Hired guns</source>
        <translation>僱傭兵</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commit to the combat</source>
        <translation>投入戰鬥</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Retreat</source>
        <translation>撤退</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose</source>
        <translation>選擇</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Take</source>
        <translation>拿取</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reveal objective</source>
        <translation>揭示目標</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>End the turn</source>
        <translation>結束回合</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Veldmark Commune</source>
        <translation>維爾德馬克公社</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Corvane Syndicate</source>
        <translation>科爾文財團</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hollin Clans</source>
        <translation>霍林諸氏族</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Saltreach Wardens</source>
        <translation>鹽灣守望者</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ember Covenant</source>
        <translation>餘燼聖約</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Haybarrow</source>
        <translation>乾草丘</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ledgerport</source>
        <translation>賬簿港</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thornhold</source>
        <translation>荊棘堡</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Brinewatch</source>
        <translation>鹽哨</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cinderspire</source>
        <translation>燼尖塔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Steward</source>
        <translation>管家</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Artisan</source>
        <translation>工匠</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pioneer</source>
        <translation>拓荒者</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tinker</source>
        <translation>修補匠</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vanguard</source>
        <translation>先鋒</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reed Boats</source>
        <translation>蘆葦舟</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Market Roads</source>
        <translation>集市之路</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ridge Tunnels</source>
        <translation>山脊隧道</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shoreline Ferry</source>
        <translation>沿岸渡船</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fallback</source>
        <translation>後撤</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stride</source>
        <translation>闊步</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Levy</source>
        <translation>徵兵</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hired Guns</source>
        <translation>僱傭兵</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ambush Ground</source>
        <translation>伏擊地</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stand Fast</source>
        <translation>堅守</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>River crossing</source>
        <translation>渡河</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Common Stores</source>
        <translation>公共倉儲</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Wading Hands</source>
        <translation>涉水之手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Requisition</source>
        <translation>徵用</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tireless</source>
        <translation>不知疲倦</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wayfinders</source>
        <translation>尋路者</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unbounded</source>
        <translation>無拘</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Lakeshore</source>
        <translation>湖岸</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your structures on hexes next to a lake.</source>
        <translation>你在湖泊旁格子上的建築。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foundry Ring</source>
        <translation>熔爐環</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your structures within two hexes of the Foundry.</source>
        <translation>你在鑄造廠兩格以內的建築。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Riverwatch</source>
        <translation>河望</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your structures on hexes with two or more river edges.</source>
        <translation>你在有兩條或更多河邊的格子上的建築。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tunnel Works</source>
        <translation>隧道工程</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tunnel hexes that hold or touch one of your structures.</source>
        <translation>有你的建築或與之相鄰的隧道格子。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Many Fields</source>
        <translation>百野</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Different terrains under your structures.</source>
        <translation>你的建築下不同地形的數量。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chain</source>
        <translation>連鎖</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your structures in the largest group of neighbouring hexes.</source>
        <translation>你在最大一組相鄰格子中的建築。</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>home base</source>
        <translation>本營</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>off the map</source>
        <translation>地圖外</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 chose section %2.</source>
        <translation>%1 選擇了區域 %2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 gained resources.</source>
        <translation>%1 獲得了資源。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 gained %2 %3.</source>
        <translation>%1 獲得了 %2 %3。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 paid.</source>
        <translation>%1 支付了費用。</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/log_words.py" line="+48"/>
        <source>%1 %2 from %3</source>
        <translation>從 %3 支付 %1 個%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 paid %2.</source>
        <translation>%1 支付了 %2。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>1 %1 on %2</source>
        <translation>1 個%1放在 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 gained resources at %2.</source>
        <translation>%1 在 %2 獲得了資源。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 gained %2.</source>
        <translation>%1 獲得了 %2。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Path: %1</source>
        <translation>路線：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Workers carried: %1</source>
        <translation>攜帶的工人：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../pocket_tactics_app/ui/furrow/words.py" line="+3"/>
        <source>%1 moved a %2 to %3.</source>
        <translation>%1 把一個%2移動到 %3。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 retreated to %2.</source>
        <translation>%1 撤退到 %2。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 chose section %2 (%3 / %4).</source>
        <translation>%1 選擇了區域 %2（%3 / %4）。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 chose %2 of %3.</source>
        <translation>%1 選擇了「%3」的 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 took the Foundry card %2.</source>
        <translation>%1 拿取了工廠牌「%2」。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 revealed the objective %2.</source>
        <translation>%1 亮出了目標「%2」。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 deployed a mech with %2 at %3.</source>
        <translation>%1 在 %3 部署了帶有「%2」的機甲。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 upgraded %2 and covered a slot of %3.</source>
        <translation>%1 升級了「%2」，並蓋住了「%3」的一個格子。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 conscripted a recruit for %2 (one-time bonus: %3).</source>
        <translation>%1 為「%2」招募了新兵（一次性獎勵：%3）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 gained %2 from their recruit for %3.</source>
        <translation>%1 因其「%3」的新兵獲得了 %2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 used Requisition: a combat card of %2 paid for 1 %3.</source>
        <translation>%1 使用了徵用：用一張 %2 點戰鬥牌代付 1 個%3。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 used Bombard: %2 lost 2 power.</source>
        <translation>%1 使用了炮擊：%2 失去 2 點力量。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 produced %2 %3 at %4.</source>
        <translation>%1 在 %4 生產了 %2 個%3。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 produced %2 workers at %3.</source>
        <translation>%1 在 %3 生產了 %2 名工人。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 gained %2 from their recruit: %3 took %4.</source>
        <translation>%1 因新兵獲得了 %2：%3 執行了「%4」。</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+8"/>
        <source>R%1 · %2</source>
        <translation>第%1輪 · %2</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/words.py" line="+4"/>
        <source>%1&apos;s workers were sent home from %2.</source>
        <translation>%1 的工人被從 %2 趕回本營。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 retreated.</source>
        <translation>%1 撤退了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Combat at %1: %2 attacks %3.</source>
        <translation>%1 爆發戰鬥：%2 進攻 %3。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 sealed a commit.</source>
        <translation>%1 密封了投入。</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/advice_words.py" line="-44"/>
        <location filename="../../pocket_tactics_app/ui/furrow/objective_words.py" line="+118"/>
        <location filename="../../pocket_tactics_app/ui/furrow/panels.py" line="+106"/>
        <location filename="../../pocket_tactics_app/ui/furrow/score_now.py" line="-1"/>
        <location filename="../../pocket_tactics_app/ui/furrow/words.py" line="+2"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/words.py" line="+2"/>
        <source>Revealed: %1; %2 wins.</source>
        <translation>揭曉：%1；%2 獲勝。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 bombarded.</source>
        <translation>%1 發動了炮擊。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 hired guns for %2 coins.</source>
        <translation>%1 花 %2 金幣僱傭了傭兵。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 placed a star: %2.</source>
        <translation>%1 放置了一顆星：%2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 met an encounter at %2.</source>
        <translation>%1 在 %2 遭遇了事件。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 chose %2.</source>
        <translation>%1 選擇了 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 took a Foundry card.</source>
        <translation>%1 拿取了一張鑄造廠卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 produced at %2.</source>
        <translation>%1 在 %2 進行了生產。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 deployed a mech at %2.</source>
        <translation>%1 在 %2 部署了一台機甲。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 built a %2 at %3.</source>
        <translation>%1 在 %3 建造了%2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 upgraded.</source>
        <translation>%1 進行了升級。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 conscripted a recruit.</source>
        <translation>%1 徵募了一名新兵。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 took a recruit bonus.</source>
        <translation>%1 獲得了新兵獎勵。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 revealed an objective.</source>
        <translation>%1 揭示了一個目標。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 used Requisition.</source>
        <translation>%1 使用了徵用。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 used Common Stores: 1 %2 from %3 paid for 1 %4.</source>
        <translation>%1 使用了公共倉儲：用%3的 1 個%2代付 1 個%4。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 used Common Stores: 1 %2 paid for 1 %3.</source>
        <translation>%1 使用了公共倉儲：用 1 個%2代付 1 個%3。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game over: %1 wins.</source>
        <translation>遊戲結束：%1 獲勝。</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/board.py" line="+211"/>
        <location filename="../../pocket_tactics_app/ui/furrow/words.py" line="-89"/>
        <source>Home base of %1</source>
        <extracomment>Units sliding along their paths (by id, with how many of their moves are running): drawn by the animation, not yet where they end.</extracomment>
        <translation>%1 的本營</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tunnel</source>
        <translation>隧道</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>Encounter token</source>
        <translation>遭遇標記</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>%1 of %2</source>
        <extracomment>where the hex&apos;s code is centred, in hex sizes from its centre: in the band below the pieces&apos; area (``pieces.PIECE_AREA``), 0.5 sizes tall</extracomment>
        <translation>%2 的%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2 × %3</source>
        <translation>%1：%2 × %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../pocket_tactics_app/ui/furrow/seat_sheet.py" line="+18"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/dialogs.py" line="-41"/>
        <source>%1 resources of your choice</source>
        <translation>%1 個自選資源</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/advice_words.py" line="+25"/>
        <location line="+5"/>
        <location filename="../../pocket_tactics_app/ui/furrow/animation.py" line="+125"/>
        <location filename="../../pocket_tactics_app/ui/furrow/dialogs.py" line="+2"/>
        <location line="+10"/>
        <location filename="../../pocket_tactics_app/ui/furrow/guide_cards.py" line="+100"/>
        <location filename="../../pocket_tactics_app/ui/furrow/seat_sheet.py" line="-11"/>
        <location line="+15"/>
        <location filename="../../pocket_tactics_app/ui/furrow/words.py" line="+2"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="-13"/>
        <location filename="../../pocket_tactics_app/ui/furrow/dialogs.py" line="-8"/>
        <source>a mech</source>
        <translation>一台機甲</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/dialogs.py" line="+0"/>
        <source>a structure</source>
        <translation>一座建築</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/advice_words.py" line="+6"/>
        <location filename="../../pocket_tactics_app/ui/furrow/dialogs.py" line="+1"/>
        <source>an upgrade</source>
        <translation>一次升級</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/dialogs.py" line="+1"/>
        <source>a recruit</source>
        <translation>一名新兵</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>produce on one hex with your workers as if it had 2 more</source>
        <translation>在一個有你工人的地塊生產，視為多 2 名工人</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 coin</source>
        <translation>1 金幣</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>nothing</source>
        <translation>無</translation>
    </message>
    <message>
        <location line="+13"/>
        <location filename="../../pocket_tactics_app/ui/furrow/log_words.py" line="-113"/>
        <location filename="../../pocket_tactics_app/ui/furrow/objective_words.py" line="-55"/>
        <location filename="../../pocket_tactics_app/ui/furrow/words.py" line="-152"/>
        <source>resources</source>
        <translation>資源</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Strengthen: more power</source>
        <translation>強化：更多力量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strengthen: more cards</source>
        <translation>強化：更多卡牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move: more units</source>
        <translation>移動：更多單位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move: more coins</source>
        <translation>移動：更多金幣</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Produce: more hexes</source>
        <translation>生產：更多格子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trade: more popularity</source>
        <translation>貿易：更多聲望</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cover a slot of</source>
        <translation>覆蓋槽位於</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mech ability</source>
        <translation>機甲能力</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hex</source>
        <translation>格子</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Structure</source>
        <translation>建築</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recruit for</source>
        <translation>徵募於</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>One-time bonus</source>
        <translation>一次性獎勵</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Coins</source>
        <translation>金幣</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combat card to discard</source>
        <translation>棄掉的戰鬥卡</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/guide_cards.py" line="-59"/>
        <location filename="../../pocket_tactics_app/ui/furrow/objective_words.py" line="+90"/>
        <location filename="../../pocket_tactics_app/ui/furrow/seat_sheet.py" line="-35"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+20"/>
        <location filename="../../pocket_tactics_app/ui/furrow/rules.py" line="+50"/>
        <source>Cards and abilities</source>
        <translation>卡牌與能力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every card of the game, made from the game&apos;s own card files.</source>
        <translation>遊戲中的每一張卡，取自遊戲自己的卡牌檔案。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reveal one at the end of your turn when its condition is true (S14).</source>
        <translation>在你的回合結束時，條件為真即可公開一張（S14）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+7"/>
        <location line="+8"/>
        <source>%1. *%2*</source>
        <translation>%1。*%2*</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Foundry cards</source>
        <translation>鑄造廠卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>taken at the Foundry; a fifth section of your mat (S13).</source>
        <translation>在鑄造廠獲得；成為你玩家板的第五個區域（S13）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../pocket_tactics_app/ui/furrow/panels.py" line="-45"/>
        <source>pay %1 → %2</source>
        <translation>支付 %1 → %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>met by your character on an encounter hex; choose one option (S12).</source>
        <translation>你的領袖在遭遇格上遇到；選擇一個選項（S12）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../pocket_tactics_app/ui/furrow/log_words.py" line="+25"/>
        <source>%1: pay %2 → %3</source>
        <translation>%1：支付 %2 → %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../pocket_tactics_app/ui/furrow/seat_sheet.py" line="+9"/>
        <source>Structures</source>
        <translation>建築</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one of each per player, placed by Build (S9.6).</source>
        <translation>每位玩家每種一個，由建造放置（S9.6）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Structure bonus tiles</source>
        <translation>建築獎勵板</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one is drawn for the game; it pays at the end for 1, 2, 3 or 4+ (S16.2).</source>
        <translation>每局抽出一塊；終局時按 1、2、3 或 4 個以上計分（S16.2）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 Pays %2.</source>
        <translation>%1 計分 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../pocket_tactics_app/ui/furrow/seat_sheet.py" line="+8"/>
        <source>Recruits</source>
        <translation>新兵</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>placed by Conscript on a column of your mat (S9.7).</source>
        <translation>由徵募放在你玩家板的一列上（S9.7）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>+1 %1 whenever you or a neighbour does this bottom action.</source>
        <translation>每當你或鄰座執行這個下方行動時，+1 %1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One-time bonuses</source>
        <translation>一次性獎勵</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/panels.py" line="+6"/>
        <source>upgraded %1 of %2</source>
        <translation>已升級 %1/%2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>on %1 hexes; pay %2</source>
        <translation>在 %1 個格子；支付 %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>used last turn: choose another section</source>
        <translation>上回合已用：請選擇其他區域</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no hex to produce on</source>
        <translation>沒有可生產的格子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nothing left to do with it</source>
        <translation>它已無事可做</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>costs %1 %2, you have %3</source>
        <translation>需要 %1 %2，你有 %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot pay: %1 short</source>
        <translation>無法支付：還差 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>move one unit up to 2 hexes</source>
        <translation>移動一個單位至多 2 格</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pay %1 %2 → +%3 coins</source>
        <translation>支付 %1 %2 → +%3 金幣</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>slots covered %1 of %2</source>
        <translation>已覆蓋槽位 %1/%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>recruit: +1 %1 when you or a neighbour does this</source>
        <translation>新兵：你或鄰居執行此行動時 +1 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 gains %2 when you do this</source>
        <translation>你執行此行動時 %1 獲得%2</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/card_words.py" line="+20"/>
        <source>Granary Reserve</source>
        <translation>糧倉儲備</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six sacks of grain under one roof is a winter survived.</source>
        <translation>一個屋簷下有六袋糧食，就熬得過一個冬天。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Timber Yard</source>
        <translation>木料場</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stack the logs high and let the whole valley smell the sap.</source>
        <translation>把原木高高堆起，讓整個山谷都聞到樹脂的香氣。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ore Heap</source>
        <translation>礦石堆</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A hill of raw ore is a promise the forges mean to keep.</source>
        <translation>一座原礦小山，是熔爐決意兌現的承諾。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sealed Cisterns</source>
        <translation>密封油池</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark oil in stone tanks, enough to keep every lamp burning.</source>
        <translation>石槽裡的黑油，足夠讓每一盞燈都亮著。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Well-Kept Stores</source>
        <translation>井然的倉儲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A little of everything, and nothing wanting.</source>
        <translation>樣樣都有一點，什麼也不缺。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Three Bells</source>
        <translation>三口鐘</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When three village bells ring for you, the basin listens.</source>
        <translation>當三個村莊的鐘為你而鳴，整個盆地都會傾聽。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Water&apos;s Edge</source>
        <translation>水岸</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whoever holds the shore holds the reeds, the fish and the ferries.</source>
        <translation>誰守住湖岸，誰就擁有蘆葦、魚和渡船。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Iron Resolve</source>
        <translation>鋼鐵意志</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strength in the arm and steel in the pocket.</source>
        <translation>臂上有力，囊中有鋼。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Loved and Feared</source>
        <translation>愛戴與敬畏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>They cheer you in the square and keep clear of your road.</source>
        <translation>他們在廣場上為你歡呼，又遠遠避開你的道路。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sealed Orders</source>
        <translation>密令</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five plans in the satchel, and none of them written down twice.</source>
        <translation>挎包裡五份計劃，沒有一份抄寫過兩遍。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ring of Chimneys</source>
        <translation>煙囪之環</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close enough to the Foundry to feel its heat at night.</source>
        <translation>離鑄造廠近得夜裡都能感到它的熱氣。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Feared, Not Loved</source>
        <translation>令人畏懼而非愛戴</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The villages whisper your name and bar their doors.</source>
        <translation>村莊低聲念著你的名字，緊閉家門。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Many Hands</source>
        <translation>人多手眾</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every kind of soil has known your workers&apos; boots.</source>
        <translation>每一種土地都留下過你工人的靴印。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keepers of the Deep Roads</source>
        <translation>深路守護者</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whoever holds the tunnels holds the basin&apos;s pulse.</source>
        <translation>誰掌握隧道，誰就掌握盆地的脈搏。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Broad Shoulders</source>
        <translation>寬闊的肩膀</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two of everything, and room to grow.</source>
        <translation>樣樣兩份，還有成長的餘地。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tinkerer&apos;s Pride</source>
        <translation>工匠的驕傲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The mat is half bare and every shed has something new.</source>
        <translation>玩家板空了一半，每間棚屋都有新東西。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Work Gang</source>
        <translation>工作隊</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four pairs of hands in one field finish before noon.</source>
        <translation>四雙手同在一塊田裡，中午前就幹完了。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Iron Escort</source>
        <translation>鋼鐵護衛</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The leader walks in the shadow of two machines.</source>
        <translation>領袖走在兩台機器的影子裡。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Stalled Caravan</source>
        <translation>陷住的商隊</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A merchant wagon sits axle-deep in the ruts, its driver waving you over.</source>
        <translation>一輛商車陷在車轍裡直到車軸，車伕向你招手。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Flooded Cellar</source>
        <translation>進水的地窖</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spring water has found the old powder store; the owners are desperate.</source>
        <translation>泉水滲進了舊火藥庫，主人們急壞了。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Lamplighters&apos; Hall</source>
        <translation>點燈人會館</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The guild that kept the Foundry&apos;s lamps lit still meets, and still wants a patron.</source>
        <translation>曾為鑄造廠點燈的行會仍在聚會，也仍在尋找一位贊助人。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Broken Loom</source>
        <translation>壞掉的織機</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A weaver&apos;s loom lies in pieces; she swears it can be made better than new.</source>
        <translation>織工的織機散成了零件；她發誓能把它修得比新的還好。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Ferryman&apos;s Debt</source>
        <translation>擺渡人的債</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An old ferryman offers what he owes in labour, in timber or in tools.</source>
        <translation>一位老擺渡人願以勞力、木材或工具償還欠款。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Hedge School</source>
        <translation>樹籬學堂</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Children recite sums under an oak while their teacher eyes your purse.</source>
        <translation>孩子們在橡樹下背算術，老師卻盯著你的錢袋。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Empty Smithy</source>
        <translation>空鐵匠鋪</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The forge is cold, but the bellows still breathe and the anvil rings true.</source>
        <translation>爐火已冷，但風箱仍在呼吸，鐵砧依舊清脆。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Surveyor&apos;s Tower</source>
        <translation>測量塔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the top you can see every chimney in the basin.</source>
        <translation>從塔頂能看見盆地裡的每一根菸囪。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Drovers&apos; Camp</source>
        <translation>牧人營地</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Herders passing south trade stories and strong young hands.</source>
        <translation>南下的牧人用故事和年輕力壯的幫手做交換。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Orphaned Orchard</source>
        <translation>無主果園</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody has pruned these trees in years, yet they still bear.</source>
        <translation>這些樹多年無人修剪，卻依然結果。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Reed Cutters</source>
        <translation>割葦人</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Their sickles flash in the marsh light; they would rather work for you than the frost.</source>
        <translation>他們的鐮刀在沼澤的光裡閃爍；與其給寒霜幹活，不如為你效力。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Rusted Walker</source>
        <translation>生鏽的步行機</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A machine from the old war stands knee-deep in nettles, one lamp still glowing.</source>
        <translation>一台舊戰爭留下的機器站在齊膝的蕁麻裡，一盞燈仍亮著。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Tinker&apos;s Cart</source>
        <translation>修補匠的推車</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gears, springs and a salesman who will not take no for an answer.</source>
        <translation>齒輪、彈簧，還有一個不接受拒絕的推銷員。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Mason&apos;s Widow</source>
        <translation>石匠的遺孀</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Her husband&apos;s plans fill a chest; she wants them built by someone worthy.</source>
        <translation>她丈夫的圖紙裝滿了一箱；她希望由值得託付的人把它們建成。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Collapsed Bridge</source>
        <translation>坍塌的橋</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The river took the old bridge; the villagers have stone but no plan.</source>
        <translation>河水沖走了舊橋；村民有石料卻沒有方案。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Night Market</source>
        <translation>夜市</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lanterns, spices and the whisper of contraband under the stalls.</source>
        <translation>燈籠、香料，還有攤位底下走私貨的低語。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Shrine of Lamps</source>
        <translation>燈之神龕</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pilgrims leave oil at the shrine; the keeper says the saint would want it used.</source>
        <translation>朝聖者在神龕留下燈油；守龕人說聖徒會希望它被用上。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Barn Raising</source>
        <translation>合力建倉</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every neighbour brings a beam, a rope or a pie.</source>
        <translation>每位鄰居都帶來一根梁、一條繩或一個餡餅。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Deserters</source>
        <translation>逃兵</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three soldiers who have had enough of someone else&apos;s war.</source>
        <translation>三個受夠了別人的戰爭的士兵。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Wandering Choir</source>
        <translation>流浪合唱團</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Their songs follow you down the road long after they have gone.</source>
        <translation>他們走後很久，歌聲仍一路伴著你。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Abandoned Workshop</source>
        <translation>廢棄的工坊</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dust on the benches, and a blueprint pinned under a jar of nails.</source>
        <translation>工作台上積滿灰塵，一張藍圖壓在一罐釘子下面。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Harvest Fair</source>
        <translation>豐收集市</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prize marrows, wrestling matches and a great deal of cider.</source>
        <translation>獲獎的大南瓜、摔跤比賽，還有大量蘋果酒。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Night Shift</source>
        <translation>夜班</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The furnaces never cool if someone is willing to sweat.</source>
        <translation>只要有人肯流汗，熔爐就永不冷卻。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pay Parade</source>
        <translation>發餉日</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wages in hand, the crews cheer whoever signed the ledger.</source>
        <translation>工錢到手，工人們為簽賬本的人歡呼。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Furnace Tithe</source>
        <translation>熔爐什一稅</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feed the fires and the guild remembers your generosity in coin.</source>
        <translation>餵飽爐火，行會就會用金幣記住你的慷慨。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spare Parts Bin</source>
        <translation>備件箱</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody remembers what half of it fits. The other half fits everything.</source>
        <translation>一半零件沒人記得配什麼，另一半什麼都配。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Old Battle Plans</source>
        <translation>舊作戰計劃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maps of campaigns nobody won, worth something to a buyer.</source>
        <translation>沒人打贏過的戰役地圖，對買家卻值點錢。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Salvage Crew</source>
        <translation>回收隊</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bring them raw stock and they bring back goodwill and silver.</source>
        <translation>給他們原料，他們帶回好感和銀子。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drill Sergeant</source>
        <translation>教官</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spent strength is lent, not lost, if you keep the notes.</source>
        <translation>只要記好賬，花掉的力量是借出，而非失去。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open Storeroom</source>
        <translation>開放的庫房</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take what you need; sign the book on your way out.</source>
        <translation>需要什麼就拿；出門時在簿子上簽名。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Overtime Bell</source>
        <translation>加班鍾</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the old bell rings twice, every hand in the valley works double.</source>
        <translation>老鍾一響兩次，山谷裡的每雙手都加倍幹活。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Steam Plough</source>
        <translation>蒸汽犁</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It breaks the hardest ground, if you can keep the boiler fed.</source>
        <translation>只要鍋爐有得燒，再硬的地也能犁開。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Whenever you Strengthen, +1 popularity.</source>
        <translation>每當你強化時，+1 聲望。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its hex may Produce while you control it, as if one more of your workers stood there.</source>
        <translation>只要你控制它所在的格子，該格就可以生產，如同那裡多站了一個你的工人。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its hex is a tunnel hex for your units.</source>
        <translation>它所在的格子對你的單位來說是隧道格。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whenever you Trade, +1 power.</source>
        <translation>每當你貿易時，+1 力量。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When you pay the resource cost of a bottom action, you may pay one resource of another type in place of one resource of the cost&apos;s type.</source>
        <translation>支付下方行動的資源成本時，你可以用一個其他種類的資源代替成本所需種類的一個資源。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once per turn, when you pay the resource cost of a bottom action, you may discard one combat card in place of one resource of any type.</source>
        <translation>每回合一次，支付下方行動的資源成本時，你可以棄掉一張戰鬥卡來代替任意一種資源中的一個。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may choose the same section as on your previous turn.</source>
        <translation>你可以選擇與上一回合相同的區域。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your combat stars have no limit of 2. You may complete both objectives (one per turn), each for a star; you still have at most 6 stars.</source>
        <translation>你的戰鬥星星沒有 2 顆的上限。你可以完成兩個目標（每回合一個），各得一顆星星；你仍然最多只有 6 顆星星。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your workers may cross rivers when they move. They still never enter lakes.</source>
        <translation>你的工人移動時可以跨越河流，但仍然不能進入湖泊。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At each encounter you may choose two different options instead of one.</source>
        <translation>每次遭遇時，你可以選擇兩個不同的選項，而不是一個。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>+2 to your combat total when the combat hex is a forest or mountain.</source>
        <translation>戰鬥格是森林或山地時，你的戰鬥總值 +2。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Before the commit, you may pay 1 power; your opponent then loses 2 power (down to 0). Once per combat.</source>
        <translation>在承諾之前，你可以支付 1 力量；你的對手隨即失去 2 力量（最低到 0）。每場戰鬥一次。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When your units on a hex must retreat, you may send all of them instead to one hex that holds your structure and no other player&apos;s unit.</source>
        <translation>當你在某格的單位必須撤退時，你可以改為把它們全部送到一個有你的建築且沒有其他玩家單位的格子。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Before the commit, you may pay 1 or 2 coins and add the same number to your combat total.</source>
        <translation>在承諾之前，你可以支付 1 或 2 金幣，並把同樣的數目加到你的戰鬥總值上。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a combat where at least one of your workers is on the combat hex, you may play one extra combat card.</source>
        <translation>在戰鬥格上至少有一個你的工人的戰鬥中，你可以多打出一張戰鬥卡。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A step may go from a village you control to the Foundry, or from the Foundry to a village you control, whatever lies between.</source>
        <translation>一步可以從你控制的村莊走到鑄造廠，或從鑄造廠走到你控制的村莊，無論中間隔著什麼。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A step may enter or leave a lake, even from one lake to another. A mech may not carry workers onto a lake. A lake is controlled by whoever has units on it.</source>
        <translation>一步可以進入或離開湖泊，甚至從一個湖泊到另一個湖泊。機甲不能把工人搬上湖泊。湖泊由其上有單位的玩家控制。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every mountain you control counts as a tunnel hex for your character and mechs.</source>
        <translation>你控制的每個山地對你的領袖和機甲都算作隧道格。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A step may cross a river edge if the hex entered is of one of your two river terrains.</source>
        <translation>如果進入的格子屬於你的兩種渡河地形之一，這一步可以跨越河流邊。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A step may go from any hex next to a lake to any other hex next to the same body of lakes, rivers ignored. The Foundry is on the shore of all three bodies.</source>
        <translation>一步可以從與某片湖區相鄰的任一格走到與同一片湖區相鄰的任一其他格，無視河流。鑄造廠位於三片湖區的岸邊。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When you are the defender, +1 to your combat total, and ties go to you.</source>
        <translation>你是防守方時，戰鬥總值 +1，且平局算你贏。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your character or mech, when moved by a Move top action, may take up to 2 steps instead of 1 (not the Foundry-card move).</source>
        <translation>你的領袖或機甲被上方行動「移動」移動時，可以走至多 2 步而不是 1 步（鑄造廠卡的移動除外）。</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/rules.py" line="-6"/>
        <source>Terms</source>
        <translation>術語</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Components</source>
        <translation>配件</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The map: the Vell Basin</source>
        <translation>地圖：韋爾盆地</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Factions</source>
        <translation>陣營</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player mats</source>
        <translation>玩家板</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Setup</source>
        <translation>準備</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The turn</source>
        <translation>回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top actions</source>
        <translation>上方行動</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Movement</source>
        <translation>移動</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bottom actions</source>
        <translation>下方行動</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Combat</source>
        <translation>戰鬥</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Control, territories and resources</source>
        <translation>控制、領地與資源</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/guide_cards.py" line="-24"/>
        <location filename="../../pocket_tactics_app/ui/furrow/rules.py" line="+0"/>
        <source>Encounters</source>
        <translation>遭遇</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/rules.py" line="+1"/>
        <source>The Foundry and Foundry cards</source>
        <translation>鑄造廠與鑄造廠卡</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/guide_cards.py" line="-12"/>
        <location filename="../../pocket_tactics_app/ui/furrow/rules.py" line="+0"/>
        <source>Objectives</source>
        <translation>目標</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/rules.py" line="+0"/>
        <location filename="../../pocket_tactics_app/ui/furrow/seat_sheet.py" line="+10"/>
        <source>Stars</source>
        <translation>星星</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game end and scoring</source>
        <translation>遊戲結束與計分</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hidden information, secrecy and randomness</source>
        <translation>隱藏資訊、保密與隨機性</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/objective_words.py" line="-121"/>
        <source>hexes</source>
        <extracomment>one term of a condition: its words, what the seat has now, what it needs, and whether the need is a ceiling (&quot;at most&quot;)</extracomment>
        <translation>格子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 hexes</source>
        <translation>%1格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tunnel hexes</source>
        <translation>隧道格</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>encounter hexes</source>
        <translation>遭遇格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hexes next to a lake</source>
        <translation>湖邊的格子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hexes within %1 of the Foundry</source>
        <translation>距鑄造廠 %1 步以內的格子</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>units</source>
        <translation>單位</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/advice_words.py" line="+5"/>
        <location filename="../../pocket_tactics_app/ui/furrow/objective_words.py" line="+0"/>
        <source>workers</source>
        <translation>工人</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/objective_words.py" line="+1"/>
        <source>characters</source>
        <translation>領袖</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>combat cards in hand</source>
        <translation>張手中的戰鬥卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at least %1 %2</source>
        <translation>至少 %1 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at most %1 %2</source>
        <translation>至多 %1 %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 %2 on one hex you control</source>
        <translation>你控制的某一格上有 %1 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>%1 %2 on the hexes you control</source>
        <translation>你控制的格子上共有 %1 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>control %1 %2</source>
        <translation>控制 %1 個%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 %2 on one hex</source>
        <translation>某一格上有 %1 個%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2 on one of the %3</source>
        <translation>某一個%3上有 %1 個%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2 on the %3</source>
        <translation>%3上共有 %1 個%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 on %2 different %3</source>
        <translation>%1分布在 %2 個不同的%3上</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 on %2 different terrains (field, forest, mountain, tundra, village)</source>
        <translation>%1分布在 %2 種不同的地形上（田野、森林、山地、凍原、村莊）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>upgrades</source>
        <translation>升級</translation>
    </message>
    <message>
        <location line="-73"/>
        <location line="+73"/>
        <source>mechs</source>
        <translation>機甲</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>%1 × %2 together on one hex</source>
        <translation>同一格上：%1 × %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>structures</source>
        <translation>建築</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>recruits</source>
        <translation>新兵</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 %2: you have %3</source>
        <translation>%1 %2：你現有 %3</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>revealed</source>
        <translation>已公開</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>can be claimed now</source>
        <translation>現在可以公開</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not yet</source>
        <translation>尚未達成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Condition: %1</source>
        <translation>條件：%1</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/seat_sheet.py" line="-36"/>
        <source>Coins %1 · Power %2 · Popularity %3</source>
        <translation>金幣 %1 · 力量 %2 · 聲望 %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Abilities</source>
        <translation>能力</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Not yet unlocked: %1</source>
        <translation>尚未解鎖：%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+10"/>
        <location line="+7"/>
        <source>none yet</source>
        <translation>暫無</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>+1 %1 whenever this seat or a neighbour does this; one-time bonus taken: 2 %2</source>
        <translation>每當該玩家或其鄰座執行此行動時 +1 %1；已拿的一次性獎勵：2 %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Resources controlled</source>
        <translation>控制的資源</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Objectives revealed</source>
        <translation>已公開的目標</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/ability_words.py" line="+45"/>
        <source>%1 (%2% to pass its test)</source>
        <translation>%1（%2% 通過檢定）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 cannot be used now: none of your units is held captive.</source>
        <translation>%1現在無法使用：你沒有單位被俘。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 cannot be used now: no feature next to it is held by the enemy with no enemy on it.</source>
        <translation>%1現在無法使用：它旁邊沒有由敵方控制且無敵方單位的特徵。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 cannot be used now.</source>
        <translation>%1現在無法使用。</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/reveal_panel.py" line="+61"/>
        <source>Power dial</source>
        <translation>力量轉盤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combat card</source>
        <translation>戰鬥牌</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Other modifiers</source>
        <translation>其他加成</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: paid before the commit</source>
        <translation>%1：投入前支付</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: lost before the commit</source>
        <translation>%1：投入前失去</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 power</source>
        <translation>%1 點力量</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 wins the combat.</source>
        <translation>%1 贏得了戰鬥。</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/waste_warnings.py" line="+46"/>
        <source>The top action of this section cannot be taken now (%1): it will be passed over.</source>
        <extracomment>The warnings the player asked not to see again.</extracomment>
        <translation>此區域的上方行動現在無法執行（%1）：它將被跳過。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its bottom action cannot be taken either (%1).</source>
        <translation>它的下方行動也無法執行（%1）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You can still take this section&apos;s bottom action; skipping it gives nothing.</source>
        <translation>你仍可執行此區域的下方行動；跳過則一無所獲。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This move starts a combat at %1 with 0 power and no combat card: you cannot add anything to your dial.</source>
        <translation>此移動會在 %1 引發戰鬥，而你只有 0 點力量且沒有戰鬥牌：你的轉盤無法增加任何數值。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your workers at %1 stay with no character or mech beside them, next to a rival&apos;s: they can be pushed home, and you would lose popularity.</source>
        <translation>你在 %1 的工人將沒有角色或機甲陪同，且緊鄰對手的單位：他們可能被趕回家，你會失去聲望。</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>You commit 0 power and no combat card, though you have some to add.</source>
        <translation>你投入 0 點力量且沒有戰鬥牌，儘管你還有可以投入的。</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/animation.py" line="-71"/>
        <source>Animate computer moves</source>
        <translation>以動畫顯示電腦的行動</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Slide the units of computers and remote players along their paths, flash combats (a click or Esc skips)</source>
        <translation>電腦和遠端玩家的單位沿路徑滑動，戰鬥閃爍顯示（點擊或按Esc跳過）</translation>
    </message>
</context>
<context>
    <name>ArmyBuilderDialog</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/army_files.py" line="+88"/>
        <source>Unknown card(s): %1. Remove the card(s) from the army, or add the card(s) and reload.</source>
        <translation>未知卡牌：%1。請從軍隊中移除這些卡牌，或新增這些卡牌後重新載入。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Add at least one unit.</source>
        <translation>至少加入一個單位。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Over the limit (%1 of %2 points): remove a unit or raise the limit.</source>
        <translation>超出上限（%1 / %2 點）：移除一個單位或提高上限。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose exactly %1 terrain tiles.</source>
        <translation>請恰好選擇 %1 個地形地塊。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unknown terrain: %1.</source>
        <translation>未知地形：%1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose a home feature.</source>
        <translation>請選擇本營特徵。</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/army_builder.py" line="+94"/>
        <source>Army builder</source>
        <extracomment>Point limits offered; &quot;Custom&quot; lets the player type any other.</extracomment>
        <translation>軍隊編成</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Use army</source>
        <translation>使用軍隊</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/army_catalogue.py" line="+46"/>
        <source>Card catalogue</source>
        <translation>卡牌目錄</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Search names, types, abilities…</source>
        <translation>搜尋名稱、類型、能力……</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>All cards</source>
        <translation>全部卡牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Units</source>
        <translation>單位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Terrain</source>
        <translation>地形</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Features</source>
        <translation>特徵</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Add to army →</source>
        <translation>加入軍隊 →</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add the selected unit (or double-click it, or drag it onto the roster)</source>
        <translation>加入所選單位（也可雙擊，或拖到名冊上）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reload cards</source>
        <translation>重新載入卡牌</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Read the card folders again: %1</source>
        <translation>重新讀取卡牌資料夾：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New card…</source>
        <translation>新增卡牌……</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/army_builder.py" line="+55"/>
        <source>Saved armies</source>
        <translation>已儲存的軍隊</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save</source>
        <translation>儲存</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Load</source>
        <translation>載入</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rename…</source>
        <translation>重新命名……</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Delete</source>
        <translation>刪除</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import…</source>
        <translation>匯入……</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export…</source>
        <translation>匯出……</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your army</source>
        <translation>你的軍隊</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Name this army to save it</source>
        <translation>為這支軍隊命名以儲存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Use</source>
        <translation>使用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replace the roster, tiles and home feature with this suggested build</source>
        <translation>用這套推薦編成替換名冊、地塊和本營特徵</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Suggested</source>
        <translation>推薦</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+136"/>
        <source>%1 points</source>
        <translation>%1 點</translation>
    </message>
    <message>
        <location line="-135"/>
        <source>Custom</source>
        <translation>自定義</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> pts</source>
        <translation> 點</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Point limit</source>
        <translation>點數上限</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Drop units here. Double-click a unit to remove it.</source>
        <translation>把單位拖到這裡。雙擊單位可將其移除。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Duplicate</source>
        <translation>複製</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Six terrain tiles and home feature</source>
        <translation>六個地形地塊和本營特徵</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Home feature</source>
        <translation>本營特徵</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>All factions</source>
        <translation>所有陣營</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All types</source>
        <translation>所有類型</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+2"/>
        <location line="+61"/>
        <location line="+2"/>
        <location line="+9"/>
        <location line="+1"/>
        <location line="+131"/>
        <source>%1 (missing)</source>
        <translation>%1（缺失）</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>%1 / %2 points</source>
        <translation>%1 / %2 點</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>— OVER THE LIMIT</source>
        <translation>——超出上限</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Found when the list was loaded:</source>
        <translation>載入名單時發現：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ready to use.</source>
        <translation>可以使用。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 points left.</source>
        <translation>還剩 %1 點。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Use this army</source>
        <translation>使用這支軍隊</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Terrain and features are chosen below the roster, not added to it.</source>
        <translation>地形和特徵在名冊下方選擇，不加入名冊。</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Unnamed army</source>
        <translation>未命名軍隊</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cards reloaded: %1 units, %2 terrain, %3 features.</source>
        <translation>卡牌已重新載入：%1 個單位，%2 種地形，%3 種特徵。</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n problem(s) in card files (listed below the catalogue).</source>
        <translation>
            <numerusform>卡牌檔案中有 %n 個問題（列在目錄下方）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+128"/>
        <source>%n problem(s) found; nothing was dropped.</source>
        <translation>
            <numerusform>發現 %n 個問題；沒有丟棄任何內容。</numerusform>
        </translation>
    </message>
    <message>
        <location line="-95"/>
        <source>Saved the new card to %1.</source>
        <translation>新卡牌已儲存到 %1。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 (cannot be read)</source>
        <translation>%1（無法讀取）</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Give the army a name to save it.</source>
        <translation>給軍隊起個名字才能儲存。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Saved “%1”.</source>
        <translation>已儲存「%1」。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It cannot be used yet: %1</source>
        <translation>暫時還不能使用：%1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Loaded “%1” from %2.</source>
        <translation>已從 %2 載入「%1」。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Rename army</source>
        <translation>重新命名軍隊</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New name:</source>
        <translation>新名稱：</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Renamed “%1” to “%2”.</source>
        <translation>已將「%1」重新命名為「%2」。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Delete army</source>
        <translation>刪除軍隊</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the army “%1”? This cannot be undone.</source>
        <translation>刪除軍隊「%1」？此操作無法復原。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Deleted “%1”.</source>
        <translation>已刪除「%1」。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Import army</source>
        <translation>匯入軍隊</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Army lists (*.yaml *.yml);;All files (*)</source>
        <translation>軍隊名單 (*.yaml *.yml);;所有檔案 (*)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Imported “%1”.</source>
        <translation>已匯入「%1」。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Export army</source>
        <translation>匯出軍隊</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Army lists (*.yaml *.yml)</source>
        <translation>軍隊名單 (*.yaml *.yml)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Exported “%1” to %2.</source>
        <translation>已將「%1」匯出到 %2。</translation>
    </message>
</context>
<context>
    <name>AssaultPanel</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/assault_panel.py" line="+98"/>
        <source>No assault yet.</source>
        <translation>還沒有突擊。</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Pass</source>
        <translation>不再加值或重擲</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Decide for me</source>
        <translation>替我決定</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Click here to continue.</source>
        <translation>點擊此處繼續。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Earlier results</source>
        <translation>先前的結果</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1 test on entering %2</source>
        <translation>進入 %2 時的 %1 檢定</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>passes</source>
        <translation>不再加值或重擲</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Both are defeated: %1 and %2.</source>
        <translation>雙方都被擊敗：%1 和 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+2"/>
        <source>%1 is defeated!</source>
        <translation>%1 被擊敗！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both units survive.</source>
        <translation>雙方單位都存活。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>+%1 %2</source>
        <translation>+%1 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+%1 %2 (%3)</source>
        <translation>+%1 %2（%3）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>your %1</source>
        <translation>你的%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1</source>
        <translation>%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 %2</source>
        <translation>%1方的%2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>As the dice stand: %1 defeats %2; %2 cannot strike back.</source>
        <translation>按目前骰子：%1擊敗%2；%2無法反擊。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the dice stand: %1 does not defeat %2; %2 cannot strike back.</source>
        <translation>按目前骰子：%1未能擊敗%2；%2無法反擊。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>As the dice stand: %1 defeats %2; %2 defeats %1.</source>
        <translation>按目前骰子：%1擊敗%2；%2也擊敗%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the dice stand: %1 defeats %2; %2 does not defeat %1.</source>
        <translation>按目前骰子：%1擊敗%2；%2未能擊敗%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the dice stand: %1 does not defeat %2; %2 defeats %1.</source>
        <translation>按目前骰子：%1未能擊敗%2；%2擊敗%1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the dice stand: %1 does not defeat %2; %2 does not defeat %1.</source>
        <translation>按目前骰子：%1未能擊敗%2；%2也未能擊敗%1。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>As the dice stand: %1 passes (a %2 or more shows).</source>
        <translation>按目前骰子：%1通過（有骰子達到 %2 或以上）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the dice stand: %1 fails (no die shows %2 or more).</source>
        <translation>按目前骰子：%1未通過（沒有骰子達到 %2 或以上）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 against %2 decides: %3 is defeated.</source>
        <translation>%1 對 %2 決定勝負：%3被擊敗。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 against %2 decides: %3 is safe.</source>
        <translation>%1 對 %2 決定勝負：%3安全。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An OFF die is left over: %1 is defeated.</source>
        <translation>多出一顆攻擊骰：%1被擊敗。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All pairs are equal and the OFF dice run out: %1 is safe.</source>
        <translation>各對點數相同且攻擊骰用完：%1安全。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No OFF dice: %1 is safe.</source>
        <translation>沒有攻擊骰：%1安全。</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/assault_choices.py" line="+83"/>
        <source>Pass</source>
        <comment>bump phase: no more bumps</comment>
        <translation>不再加值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass</source>
        <comment>re-roll phase: no more re-rolls</comment>
        <translation>不再重擲</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>+%1 on %2 %3</source>
        <translation>+%1 加在%2 %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re-roll %1 %2</source>
        <translation>重擲%1 %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 defeated %2% · %3 defeated %4%</source>
        <translation>%1被擊敗 %2% · %3被擊敗 %4%</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>passes %1%</source>
        <translation>通過 %1%</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>passes the test</source>
        <translation>通過檢定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choice</source>
        <translation>選項</translation>
    </message>
    <message>
        <location line="+40"/>
        <location filename="../../pocket_tactics_app/ui/assault_panel.py" line="+246"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/assault_panel.py" line="-229"/>
        <source>No assault yet. Hover an enemy in reach to see the odds; click it to attack.</source>
        <translation>還沒有突擊。把滑鼠懸停在可及的敵人上檢視勝率；點選即可攻擊。</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Rolling…</source>
        <translation>擲骰中…</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Pass: %1</source>
        <translation>不再加值或重擲：%1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 attacks %2</source>
        <translation>%1 攻擊 %2</translation>
    </message>
    <message>
        <location line="-83"/>
        <source>Attacker</source>
        <translation>攻擊方</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/assault_choices.py" line="-45"/>
        <source>Enemy falls</source>
        <translation>敵方被擊敗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You fall</source>
        <translation>你被擊敗</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>About: odds with re-rolls capped at %1 a side (too many to follow exactly), each later decision made by the simple rule. ★ is what “Decide for me” takes.</source>
        <translation>約數：每方重擲最多按 %1 次計算（太多而無法精確追蹤），之後的每個決定按簡單規則做出。★ 是「替我決定」會選的。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exact odds if you choose now, each later decision made by the simple rule. ★ is what “Decide for me” takes.</source>
        <translation>現在選擇時的精確機率，之後的每個決定按簡單規則做出。★ 是「替我決定」會選的。</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/assault_panel.py" line="+0"/>
        <source>Defender</source>
        <translation>防禦方</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Test</source>
        <translation>檢定</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>deciding</source>
        <translation>正在決定</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bumps left: %1</source>
        <translation>剩餘加值：%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re-rolls left: %1</source>
        <translation>剩餘重擲：%1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Bump phase — %1 decides.</source>
        <translation>加值階段——由 %1 決定。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click one of your dice to bump it, or Pass.</source>
        <translation>點選你的一顆骰子為其加值，或點「不再加值」。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re-roll phase — %1 decides.</source>
        <translation>重擲階段——由 %1 決定。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 attacks %2 (ranged)</source>
        <translation>%1攻擊%2（遠程）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 attacks %2 (ranged, no reply)</source>
        <translation>%1攻擊%2（遠程，無法反擊）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1&apos;s %2 dice, sorted: a %3 or more passes</source>
        <translation>%1的%2骰（已排序）：達到 %3 或以上即通過</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 OFF against %2 DEF, highest first</source>
        <translation>%1的攻擊對%2的防禦，從高到低</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>Click one of your dice to re-roll it; you may go on one die at a time. Pass ends your re-rolls: then the defender re-rolls.</source>
        <translation>點選你的一顆骰子重擲；可以一次一顆地繼續重擲。點「不再重擲」即結束你的重擲：隨後由防禦方重擲。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Click one of your dice to re-roll it; you may go on one die at a time. Pass counts the dice.</source>
        <translation>點選你的一顆骰子重擲；可以一次一顆地繼續重擲。點「不再重擲」則開始比較骰子。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click one of your dice to re-roll it, or Pass.</source>
        <translation>點選你的一顆骰子重擲，或點「不再重擲」。</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>+%1 from %2</source>
        <translation>+%1，來自 %2</translation>
    </message>
</context>
<context>
    <name>CardErrorsModel</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/card_errors.py" line="+61"/>
        <source>File</source>
        <translation>檔案</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Field</source>
        <translation>欄位</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Problem</source>
        <translation>問題</translation>
    </message>
</context>
<context>
    <name>CardErrorsPanel</name>
    <message numerus="yes">
        <location line="+65"/>
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n 個問題</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n card file(s)</source>
        <translation>
            <numerusform>%n 個卡牌檔案</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 in %2; every other card loaded. Fix the file(s) and press Reload cards.</source>
        <translation>
            <numerusform>%2中有%1；其他卡牌均已載入。修正檔案後請點「重新載入卡牌」。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardFace</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/card_face.py" line="+152"/>
        <source>Select a card in the catalogue or the roster to see it here.</source>
        <translation>在目錄或名冊中選擇一張卡牌，即可在此檢視。</translation>
    </message>
</context>
<context>
    <name>CardForm</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/card_form.py" line="+264"/>
        <source>New card</source>
        <translation>新增卡牌</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>e.g. Space Force Sniper</source>
        <translation>例如：太空部隊狙擊手</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+57"/>
        <source>Name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>a faction, or a new one</source>
        <translation>已有陣營或新陣營</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Faction</source>
        <translation>陣營</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>comma separated, e.g. Human, Soldier</source>
        <translation>用逗號分隔，例如 Human, Soldier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Types</source>
        <translation>類型</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> points</source>
        <translation> 點</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>點數</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OFF dice</source>
        <translation>攻擊骰</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DEF dice</source>
        <translation>防禦骰</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Swift</source>
        <translation>迅捷</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flying</source>
        <translation>飛行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ranged</source>
        <translation>遠程</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Movement</source>
        <translation>移動</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(none)</source>
        <translation>（無）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Favored terrain</source>
        <translation>偏好地形</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ability</source>
        <translation>能力</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>What the ability does, as printed on the card</source>
        <translation>能力的效果，按卡牌上的文字</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Text</source>
        <translation>文字</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Add effect</source>
        <translation>新增效果</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Save card</source>
        <translation>儲存卡牌</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>bumps of +1:</source>
        <translation>+1 加值：</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>the card needs a name</source>
        <translation>卡牌需要名稱</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the name needs a letter or a digit</source>
        <translation>名稱需要包含字母或數字</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the ability needs a name</source>
        <translation>能力需要名稱</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>add at least one effect, or untick Ability</source>
        <translation>至少新增一個效果，或取消勾選「能力」</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>unknown terrain or feature</source>
        <translation>未知的地形或特徵</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a card file with this name is already in your card folder</source>
        <translation>你的卡牌資料夾中已有同名卡牌檔案</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Will be saved as %1</source>
        <translation>將儲存為 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The card is valid.</source>
        <translation>卡牌有效。</translation>
    </message>
</context>
<context>
    <name>CardView</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/card_view.py" line="+158"/>
        <source>Click a unit to see its card.</source>
        <translation>點選單位檢視其卡牌。</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 points</source>
        <translation>%1 點</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Any faction</source>
        <translation>任意陣營</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Swift %1</source>
        <translation>迅捷 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flying %1</source>
        <translation>飛行 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ranged %1</source>
        <translation>遠程 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Favored terrain: %1</source>
        <translation>偏好地形：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (action)</source>
        <translation>（行動）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No special abilities.</source>
        <translation>沒有特殊能力。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Balanced variant: these dice differ from the printed card (printed: %1).</source>
        <translation>平衡變體：這些骰子與印刷版卡牌不同（印刷版：%1）。</translation>
    </message>
</context>
<context>
    <name>CatalogModel</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/catalog_model.py" line="+153"/>
        <source>Name</source>
        <extracomment>MIME type of a dragged catalogue card: the card id as UTF-8 text. The card id of a row (all kinds). &quot;unit&quot;, &quot;terrain&quot; or &quot;feature&quot;. The value the proxy sorts by (numbers for points and dice). Names of the player&apos;s own cards are drawn in this colour.</extracomment>
        <translation>名稱</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Faction</source>
        <translation>陣營</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Types</source>
        <translation>類型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pts</source>
        <translation>點數</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>OFF</source>
        <translation>攻擊</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>DEF</source>
        <translation>防禦</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move</source>
        <translation>移動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source</source>
        <translation>來源</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unit</source>
        <translation>單位</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Terrain</source>
        <translation>地形</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feature</source>
        <translation>特徵</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Swift %1</source>
        <translation>迅捷 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flying %1</source>
        <translation>飛行 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ranged %1</source>
        <translation>遠程 %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Dice, then the bumps under them</source>
        <translation>骰子數，以及其下的加值</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Own</source>
        <translation>自製</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shipped</source>
        <translation>內建</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>points</source>
        <translation>點</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double-click or drag to add it to the roster.</source>
        <translation>雙擊或拖動以加入名冊。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your own card: %1</source>
        <translation>你自己的卡牌：%1</translation>
    </message>
</context>
<context>
    <name>ChoiceDialog</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/dialogs.py" line="+44"/>
        <source>Resource %1</source>
        <translation>資源 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Requisition: a combat card pays for one %1</source>
        <translation>徵用：用一張戰鬥卡代付一個%1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Common Stores: another resource pays for one %1</source>
        <translation>公共倉儲：用另一種資源代付一個%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The hex the stand-in resource comes from</source>
        <translation>代付資源所在的格子</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>from</source>
        <comment>a resource from a hex</comment>
        <translation>取自</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Choose what to pay (else the usual order)</source>
        <translation>選擇用哪些資源支付（否則按通常順序）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 on %2</source>
        <translation>%2 上的%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Nothing to choose: confirm the action.</source>
        <translation>無需選擇：請確認此行動。</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Chosen %1 of %2</source>
        <translation>已選 %1/%2</translation>
    </message>
</context>
<context>
    <name>CommitDialog</name>
    <message>
        <location line="+188"/>
        <source>%1: sealed commit</source>
        <translation>%1：密封投入</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: sealed combat commit</source>
        <translation>%1：密封的戰鬥投入</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only you see this screen. Choose the power to spend and the combat cards to add.</source>
        <translation>只有你能看到這個畫面。選擇要花費的力量和要加入的戰鬥卡。</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Combat at %1 against %2: their power %3, %n card(s) in hand.</source>
        <translation>
            <numerusform>在 %1 與 %2 交戰：對方力量 %3，手牌 %n 張。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 hired guns: +%2 at the reveal.</source>
        <translation>%1 僱傭了傭兵：揭曉時 +%2。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Power dial (0–%1)</source>
        <translation>力量轉盤（0–%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Combat cards (at most %1)</source>
        <translation>戰鬥卡（至多 %1 張）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No combat cards in hand.</source>
        <translation>手中沒有戰鬥卡。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Seal my commit</source>
        <translation>密封我的投入</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your total: %1 (with +%2 from abilities and hired guns)</source>
        <translation>你的總計：%1（含能力與傭兵的 +%2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your total: %1</source>
        <translation>你的總計：%1</translation>
    </message>
</context>
<context>
    <name>DicePanel</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/replay_parts.py" line="+278"/>
        <source>Current action</source>
        <translation>目前行動</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Dice</source>
        <translation>骰子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No dice rolled by this action.</source>
        <translation>此行動沒有擲骰。</translation>
    </message>
</context>
<context>
    <name>DiceRow</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/dice_widget.py" line="+485"/>
        <source>no dice</source>
        <translation>無骰子</translation>
    </message>
</context>
<context>
    <name>DiceSpecView</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/card_view.py" line="-168"/>
        <location line="+14"/>
        <source>OFF</source>
        <translation>攻擊</translation>
    </message>
    <message>
        <location line="-14"/>
        <location line="+14"/>
        <source>DEF</source>
        <translation>防禦</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>%1 %2 dice</source>
        <translation>%1 顆%2骰</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, bumps: %1</source>
        <translation>，加值：%1</translation>
    </message>
</context>
<context>
    <name>DieFace</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/dice_widget.py" line="-38"/>
        <source>OFF die</source>
        <translation>攻擊骰</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>DEF die</source>
        <translation>防禦骰</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not rolled</source>
        <translation>未擲</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>bumped +%n</source>
        <translation>
            <numerusform>已加值 +%n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>re-rolled</source>
        <translation>已重擲</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>decides the comparison</source>
        <translation>決定比較結果</translation>
    </message>
</context>
<context>
    <name>DraftBox</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/reserve_panel.py" line="+261"/>
        <source>Drawn tile</source>
        <translation>抽到的地塊</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1 — for %2. %n tile(s) left in the bag.</source>
        <translation>
            <numerusform>%1——給%2。袋中還剩 %n 個地塊。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EffectEditor</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/card_form.py" line="-437"/>
        <source>Effect</source>
        <translation>效果</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Remove</source>
        <extracomment>Effect kinds a unit card may carry, in the order the form offers them. The order fields are shown in; keys of EFFECT_KINDS not listed here are not offered.</extracomment>
        <translation>移除</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Bump: +N to one die</source>
        <translation>加值：一顆骰子 +N</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re-roll: extra re-rolls</source>
        <translation>重擲：額外的重擲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No support re-rolls for the units it reaches</source>
        <translation>其影響到的單位不獲得支援重擲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ignore hazards</source>
        <translation>無視危險</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deploy point (allies deploy next to it)</source>
        <translation>部署點（友軍可部署在其旁）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deploy next to any feature</source>
        <translation>可部署在任意特徵旁</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sabotage (action)</source>
        <translation>破壞（行動）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rescue a captive on a test (action)</source>
        <translation>檢定通過則救回一名俘虜（行動）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>assaults</source>
        <translation>突擊</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>attacking</source>
        <translation>進攻時</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>defending</source>
        <translation>防守時</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>melee</source>
        <translation>近戰</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ranged attack</source>
        <translation>遠程攻擊</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ranged target</source>
        <translation>遠程目標</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tests</source>
        <translation>檢定</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This effect has no settings.</source>
        <translation>此效果沒有可設定項。</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+55"/>
        <source>OFF</source>
        <translation>攻擊</translation>
    </message>
    <message>
        <location line="-54"/>
        <location line="+55"/>
        <source>DEF</source>
        <translation>防禦</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Colour</source>
        <translation>顏色</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Value</source>
        <translation>數值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Re-rolls</source>
        <translation>重擲次數</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This unit</source>
        <translation>本單位</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Adjacent allies</source>
        <translation>相鄰友軍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adjacent enemies</source>
        <translation>相鄰敵軍</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Applies to</source>
        <translation>作用於</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>any type (or e.g. Cyborg, Soldier)</source>
        <translation>任意類型（或例如 Cyborg, Soldier）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only types</source>
        <translation>僅限類型</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>When</source>
        <translation>時機</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Tiles (none: all)</source>
        <translation>地塊（不選：全部）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>test</source>
        <translation>檢定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Test</source>
        <translation>檢定</translation>
    </message>
</context>
<context>
    <name>EncounterDialog</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/dialogs.py" line="-189"/>
        <source>Resources of your choice as:</source>
        <translation>自選資源為：</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Pay: %1</source>
        <translation>支付：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gain: %1</source>
        <translation>獲得：%1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You cannot pay: %1 short.</source>
        <translation>無法支付：還差 %1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not possible now.</source>
        <translation>現在無法選擇。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nothing to take for: %1 (lost, S12.4).</source>
        <translation>無可獲得：%1（作廢，S12.4）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Take %1</source>
        <translation>選擇 %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Take %1 and %2</source>
        <translation>選擇 %1 和 %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Your choices</source>
        <translation>你的選擇</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take it</source>
        <translation>就選這個</translation>
    </message>
</context>
<context>
    <name>EndDialog</name>
    <message>
        <location line="+123"/>
        <source>Game over</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 wins</source>
        <translation>%1 獲勝</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Coins</source>
        <translation>金幣</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Structure bonus</source>
        <translation>建築獎勵</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stars</source>
        <translation>星</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Territories</source>
        <translation>領地</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Resource pairs</source>
        <translation>資源對</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Popularity tier</source>
        <translation>聲望檔</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total</source>
        <translation>總分</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 × %2 = %3</source>
        <translation>%1 × %2 = %3</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
</context>
<context>
    <name>EndGameDialog</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/end_dialog.py" line="+31"/>
        <source>Game over</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A draw</source>
        <translation>平局</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You win!</source>
        <translation>你贏了！</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The computer wins</source>
        <translation>電腦獲勝</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins</source>
        <translation>%1 獲勝</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Turns played: %1</source>
        <translation>已進行回合：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Units lost by %1: %2</source>
        <translation>%1 損失的單位：%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your chance to win over the game</source>
        <translation>你在整局中的勝率</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s chance to win over the game</source>
        <translation>%1在整局中的勝率</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>After each action; the dashed line is an even game.</source>
        <translation>每個行動之後的勝率；虛線表示勢均力敵。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>New game</source>
        <translation>新遊戲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rematch</source>
        <translation>再來一局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save…</source>
        <translation>儲存……</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
</context>
<context>
    <name>FileCommands</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/file_commands.py" line="+120"/>
        <source>Start a new game anyway? This game will be lost.</source>
        <extracomment>The setup, players and difficulty of the last game started here (Rematch). Set when the window is hosted in the shell: New game goes to the shell&apos;s dialog (which lets the player choose the game too).</extracomment>
        <translation>仍要開始新遊戲嗎？目前對局將會遺失。</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/confirm.py" line="+24"/>
        <location line="+53"/>
        <source>Pocket Tactics</source>
        <extracomment>Each word keeps the context of the window it was first written for (lupdate reads the literal context of every translate call).</extracomment>
        <translation>口袋戰術</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>The game in progress is not saved.</source>
        <translation>目前對局尚未儲存。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save first</source>
        <translation>先儲存</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Your last game was not finished.</source>
        <translation>你的上一局遊戲還沒有結束。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Resume</source>
        <translation>繼續</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../pocket_tactics_app/ui/file_commands.py" line="+1"/>
        <source>New game</source>
        <translation>新遊戲</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/file_commands.py" line="+57"/>
        <source>Open another game anyway? This game will be lost.</source>
        <translation>仍要開啟其他對局嗎？目前對局將會遺失。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open another</source>
        <translation>開啟其他對局</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open a saved game</source>
        <translation>開啟存檔</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+37"/>
        <location filename="../../pocket_tactics_app/ui/games/pocket.py" line="+147"/>
        <source>Pocket Tactics saves (*.json)</source>
        <translation>口袋戰術存檔 (*.json)</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Cannot open %1: %2</source>
        <translation>無法開啟 %1：%2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Save the game</source>
        <translation>儲存遊戲</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Saved to %1</source>
        <translation>已儲存到 %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>There is no unfinished game to resume.</source>
        <translation>沒有可繼續的未完成遊戲。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Resumed your last game.</source>
        <translation>已繼續你的上一局遊戲。</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/games/__init__.py" line="+270"/>
        <source>Watch a replay</source>
        <translation>觀看回放</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/file_commands.py" line="+23"/>
        <source>A game started from a position has no replay.</source>
        <translation>從局面開始的對局沒有回放。</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/confirm.py" line="-5"/>
        <source>It was saved on %1 after %n action(s). Resume it?</source>
        <translation>它儲存於 %1，已進行 %n 個行動。要繼續這一局嗎？</translation>
    </message>
</context>
<context>
    <name>FurrowController</name>
    <message>
        <location filename="../../pocket_tactics_app/controller/furrow_controller.py" line="+230"/>
        <source>It is not this player&apos;s decision now.</source>
        <extracomment>A seat played by a human at another screen, in a network game. The computer levels a seat may have, strongest last of the planner&apos;s, then the simple ones (``furrow.ai.agents.make_agent``); an unknown level plays as the first.</extracomment>
        <translation>現在不輪到這位玩家決定。</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+3"/>
        <source>That action is not allowed now.</source>
        <translation>現在不允許這個行動。</translation>
    </message>
    <message>
        <location line="+145"/>
        <source>A computer player failed; a random move stands in.</source>
        <translation>一位電腦玩家出錯；改用隨機行動代替。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>A computer player found no legal action.</source>
        <translation>一位電腦玩家找不到合法行動。</translation>
    </message>
</context>
<context>
    <name>FurrowNetworkController</name>
    <message>
        <location filename="../../pocket_tactics_app/controller/network_furrow.py" line="+242"/>
        <source>A network game can be saved once it is over.</source>
        <extracomment>The other seats of this screen: their clients, tokens and last states. The screen is told once per batch of messages read (None: nothing to tell; True: the log was rebuilt).</extracomment>
        <translation>網路遊戲要結束後才能儲存。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>It is not this player&apos;s decision now.</source>
        <translation>現在不輪到這位玩家決定。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That action is not allowed now.</source>
        <translation>現在不允許這個行動。</translation>
    </message>
</context>
<context>
    <name>FurrowNewGameDialog</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/new_game.py" line="+65"/>
        <source>New game: Furrow &amp; Foundry</source>
        <extracomment>Resume the autosaved Furrow &amp; Foundry game (its path).</extracomment>
        <translation>新遊戲：沃野與熔爐</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seats (the seat order follows the factions, S5.2)</source>
        <translation>座位（座位順序按陣營排列，S5.2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat</source>
        <translation>座位</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Played by</source>
        <translation>由誰操作</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Faction</source>
        <translation>陣營</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mat</source>
        <translation>玩家板</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Computer: easy</source>
        <translation>電腦：簡單</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Computer: normal</source>
        <translation>電腦：普通</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer: hard</source>
        <translation>電腦：困難</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player %1</source>
        <translation>玩家 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Human</source>
        <translation>人類</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+5"/>
        <source>Drawn</source>
        <translation>抽取</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>random</source>
        <translation>隨機</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seed (optional)</source>
        <translation>隨機種子（可選）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round limit</source>
        <translation>回合上限</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Start game</source>
        <translation>開始遊戲</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Resume the last game</source>
        <translation>繼續上一局</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The seed must be a whole number.</source>
        <translation>隨機種子必須是整數。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose every faction, or let all be drawn.</source>
        <translation>請為每位玩家選擇陣營，或全部抽取。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose every mat, or let all be drawn.</source>
        <translation>請為每位玩家選擇玩家板，或全部抽取。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player needs a different faction.</source>
        <translation>每位玩家需要不同的陣營。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player needs a different mat.</source>
        <translation>每位玩家需要不同的玩家板。</translation>
    </message>
</context>
<context>
    <name>FurrowReplay</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/replay.py" line="+39"/>
        <source>Replay</source>
        <translation>回放</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>◀ Back</source>
        <translation>◀ 後退</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forward ▶</source>
        <translation>前進 ▶</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1. R%2 · %3</source>
        <translation>%1. 第%2輪 · %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 of %2</source>
        <translation>%2 的%1</translation>
    </message>
</context>
<context>
    <name>FurrowRulesDialog</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/rules.py" line="+59"/>
        <source>Rules of Furrow &amp; Foundry</source>
        <translation>沃野與熔爐規則</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Search:</source>
        <translation>搜尋：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a word or a rule ID, e.g. S10.7</source>
        <translation>一個詞或規則編號，例如 S10.7</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>S%1 %2</source>
        <translation>S%1 %2</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The rules text is missing from this install.</source>
        <translation>此安裝中缺少規則文字。</translation>
    </message>
    <message numerus="yes">
        <location line="+64"/>
        <source>%n rule(s)</source>
        <translation>
            <numerusform>%n 條規則</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FurrowWindow</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/window.py" line="+77"/>
        <location filename="../../pocket_tactics_app/ui/furrow/window_base.py" line="+268"/>
        <location filename="../../pocket_tactics_app/ui/games/furrow.py" line="+167"/>
        <source>Furrow &amp; Foundry</source>
        <translation>沃野與熔爐</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+240"/>
        <source>Choices</source>
        <translation>選擇</translation>
    </message>
    <message>
        <location line="-212"/>
        <source>Log</source>
        <translation>記錄</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/window_base.py" line="-134"/>
        <source>&amp;Game</source>
        <translation>遊戲(&amp;G)</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>&amp;New game…</source>
        <extracomment>The window&apos;s words keep the context of the window they appear in (lupdate reads the literal context of each translate call). Set when the window is hosted in the shell: New game is the shell&apos;s dialog. Set when the window is hosted in the shell: keeps the warnings silenced. False: nothing is autosaved (a screenshot run).</extracomment>
        <translation>新遊戲(&amp;N)……</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save as…</source>
        <translation>另存新檔(&amp;S)……</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open…</source>
        <translation>開啟(&amp;O)……</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Replay this game…</source>
        <translation>回放本局(&amp;R)……</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a re&amp;play…</source>
        <translation>開啟回放(&amp;P)……</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Fit the board</source>
        <translation>適應棋盤(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show all &amp;warnings again</source>
        <translation>再次顯示所有警告(&amp;W)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel the choice in progress</source>
        <translation>取消進行中的選擇</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>&amp;Close</source>
        <translation>關閉(&amp;C)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>&amp;Rules of Furrow &amp;&amp; Foundry</source>
        <translation>沃野與熔爐規則(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/window.py" line="+110"/>
        <source>Pass the screen to %1</source>
        <translation>請把螢幕交給 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The next screen shows that player&apos;s hand.</source>
        <translation>下一個畫面會顯示該玩家的手牌。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I am %1: show my screen</source>
        <translation>我是 %1：顯示我的畫面</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The game is over.</source>
        <translation>遊戲已結束。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (computer) is thinking…</source>
        <translation>%1（電腦）正在思考……</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round %1 · %2 to decide: %3</source>
        <translation>第 %1 輪 · 由 %2 決定：%3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not saved</source>
        <translation>未儲存</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Waiting for the other players.</source>
        <translation>等待其他玩家。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choices of %1: %2</source>
        <translation>%1 的選擇：%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Commit to the combat…</source>
        <translation>投入戰鬥……</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Resolve the encounter…</source>
        <translation>處理遭遇……</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Choose a section on the mat below, or here (keys 1–5):</source>
        <translation>在下方的玩家板上選擇一個區域，或在這裡選（按鍵 1–5）：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 · %2 / %3</source>
        <translation>%1 · %2 / %3</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Strengthen: %1</source>
        <translation>強化：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trade for %1</source>
        <translation>貿易換取%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>resources</source>
        <translation>資源</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take %1: %2</source>
        <translation>拿取 %1：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pay %1 → %2</source>
        <translation>支付 %1 → %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reveal objective %1</source>
        <translation>揭示目標 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fight at %1</source>
        <translation>在 %1 戰鬥</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Retreat to %1</source>
        <translation>撤退到 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (pay %2 %3 → +%4 coins)</source>
        <translation>%1（支付 %2 %3 → +%4 金幣）</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Click up to %1 glowing hexes on the board first.</source>
        <translation>請先在棋盤上點選至多 %1 個發光的格子。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Click a glowing unit on the board, then where it goes.</source>
        <translation>在棋盤上點選一個發光的單位，再點選它的目的地。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>+%1 %2 (pay %3)</source>
        <translation>+%1 %2（支付 %3）</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>+%n coin(s) instead</source>
        <translation>
            <numerusform>改為 +%n 金幣</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>Produce on %n hex(es) (pay %1)</source>
        <translation>
            <numerusform>在 %n 個格子上生產（支付 %1）</numerusform>
        </translation>
    </message>
    <message>
        <location line="-11"/>
        <source>+%1 popularity (pay %2)</source>
        <translation>+%1 聲望（支付 %2）</translation>
    </message>
    <message>
        <location line="-332"/>
        <source>Last combat</source>
        <translation>上一場戰鬥</translation>
    </message>
    <message numerus="yes">
        <location line="+337"/>
        <source>%n resource(s) of your choice (pay %1)…</source>
        <translation>
            <numerusform>%n 個自選資源（支付 %1）……</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Produce: click up to %1 glowing hexes on the board (pay %2).</source>
        <translation>生產：在棋盤上點選至多 %1 個發光的格子（支付 %2）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>pay %1 → %2…</source>
        <translation>支付 %1 → %2……</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>End the move</source>
        <translation>結束移動</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Skip this action</source>
        <translation>跳過此行動</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Move: click a glowing hex to pick a unit, then a destination.</source>
        <translation>移動：點選發光的格子選擇單位，再點選目的地。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>carry worker %1</source>
        <translation>攜帶工人 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>carry %1</source>
        <translation>攜帶%1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Produce: click up to %1 glowing hexes.</source>
        <translation>生產：點選至多 %1 個發光的格子。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Produce on %1 hex(es)</source>
        <translation>在 %1 個格子上生產</translation>
    </message>
    <message>
        <location line="+164"/>
        <source>The game could not be saved automatically: %1
Save it with Game ▸ Save as, or it will be lost when you quit.</source>
        <translation>無法自動儲存這局遊戲：%1
請用「遊戲 ▸ 另存新檔」儲存，否則退出時它會遺失。</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/window_base.py" line="+63"/>
        <location line="+12"/>
        <location filename="../../pocket_tactics_app/ui/games/furrow.py" line="+49"/>
        <source>Open a replay</source>
        <translation>開啟回放</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+10"/>
        <source>Save the game</source>
        <translation>儲存遊戲</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Furrow &amp; Foundry games (*.furrow.json)</source>
        <translation>沃野與熔爐存檔 (*.furrow.json)</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+14"/>
        <source>Open a game</source>
        <translation>開啟遊戲</translation>
    </message>
    <message>
        <location line="-50"/>
        <location line="+37"/>
        <location filename="../../pocket_tactics_app/ui/games/furrow.py" line="-46"/>
        <source>Furrow &amp; Foundry games (*.json)</source>
        <translation>沃野與熔爐存檔 (*.json)</translation>
    </message>
</context>
<context>
    <name>FurrowWords</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/panels.py" line="-51"/>
        <source>pay %1 → +%2 power or +%n card(s)</source>
        <translation>支付 %1 → +%2 力量或 +%n 張卡</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>move %1 units, or +%n coin(s)</source>
        <translation>移動 %1 個單位，或 +%n 金幣</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>pay %1 → %n resource(s) or +%2 popularity</source>
        <translation>支付 %1 → %n 個資源或 +%2 聲望</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/words.py" line="+166"/>
        <source>%1 gained %n worker(s).</source>
        <translation>%1 獲得了 %n 名工人。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 gained %n coin(s).</source>
        <translation>%1 獲得了 %n 金幣。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 gained %n combat card(s).</source>
        <translation>%1 獲得了 %n 張戰鬥卡。</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/seat_sheet.py" line="-46"/>
        <source>%n combat card(s) in hand</source>
        <translation>手中有 %n 張戰鬥卡</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../../pocket_tactics_app/controller/game_controller.py" line="+262"/>
        <source>That action is not allowed now.</source>
        <extracomment>Events that consume randomness: no undo goes back past the action that caused them.</extracomment>
        <translation>現在不能進行該行動。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Place tile</source>
        <translation>放置地塊</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place home feature</source>
        <translation>設定本營特徵</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place unit</source>
        <translation>放置單位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move</source>
        <translation>移動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attack</source>
        <translation>攻擊</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deploy</source>
        <translation>部署</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Withdraw</source>
        <translation>撤回</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ability</source>
        <translation>能力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bump</source>
        <translation>加值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re-roll</source>
        <translation>重擲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass</source>
        <translation>不再加值或重擲</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Internal error while applying the action: %1</source>
        <translation>執行行動時發生內部錯誤：%1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The computer chose an illegal action; it plays a legal one instead.</source>
        <translation>電腦選擇了不合法的行動；改為執行一個合法行動。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The computer player failed:</source>
        <translation>電腦玩家出錯：</translation>
    </message>
</context>
<context>
    <name>GameLogModel</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/log_model.py" line="+88"/>
        <source>Turn</source>
        <extracomment>the events of the fight this row started (its decisions&apos; too): its Dice column shows the dice as they stand after them, paired OFF against DEF Rows with fresh dice hide their result until ``reveal`` (the window sets this while dice animate: the log never tells a result before the dice show it).</extracomment>
        <translation>回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Action</source>
        <translation>行動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice</source>
        <translation>骰子</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+27"/>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+29"/>
        <source>setup</source>
        <translation>佈置</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Map begins with the central feature</source>
        <translation>地圖從中央特徵開始</translation>
    </message>
</context>
<context>
    <name>HintView</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/advice.py" line="+107"/>
        <source>Looking for the best move…</source>
        <extracomment>Esc hides the hint until it is asked for again (or the game changes)</extracomment>
        <translation>正在尋找最佳行動…</translation>
    </message>
    <message>
        <location line="+47"/>
        <location line="+55"/>
        <source>Hint: %1</source>
        <translation>提示：%1</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>Your chance to win from here: %1</source>
        <translation>從現在起你的勝率：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s chance to win from here: %2</source>
        <translation>從現在起%1的勝率：%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>attack: %1 to defeat, %2 to lose the unit</source>
        <translation>攻擊：%1 擊敗對方，%2 失去該單位</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>wins the game</source>
        <translation>贏得本局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to win the game</source>
        <translation>%1 贏得本局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>takes the %1</source>
        <translation>奪取%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to pass the hazard test</source>
        <translation>%1 通過危險檢定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>move: %1</source>
        <translation>移動：%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>No hint could be found: %1</source>
        <translation>未能找到提示：%1</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/network/dialogs.py" line="+70"/>
        <source>Host a network game</source>
        <translation>主持網路遊戲</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Game:</source>
        <translation>遊戲：</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Pocket Tactics</source>
        <translation>口袋戰術</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Furrow &amp; Foundry</source>
        <translation>沃野與熔爐</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Blue army:</source>
        <translation>藍方軍隊：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Orange army:</source>
        <translation>橙方軍隊：</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Blue</source>
        <translation>藍方</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Orange</source>
        <translation>橙方</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You play:</source>
        <translation>你執：</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+155"/>
        <source>A remote player</source>
        <translation>遠端玩家</translation>
    </message>
    <message>
        <location line="-153"/>
        <location line="+156"/>
        <source>The computer (%1)</source>
        <translation>電腦（%1）</translation>
    </message>
    <message>
        <location line="-155"/>
        <source>Opponent:</source>
        <translation>對手：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seed:</source>
        <translation>隨機種子：</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+59"/>
        <location line="+17"/>
        <source>Host</source>
        <translation>主持</translation>
    </message>
    <message>
        <location line="-74"/>
        <source>Your name:</source>
        <translation>你的名字：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>127.0.0.1: this computer only; 0.0.0.0: every network this computer is on</source>
        <translation>127.0.0.1：僅本機；0.0.0.0：本機所在的所有網路</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Listen on:</source>
        <translation>監聽位址：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>any free port</source>
        <translation>任意空閒連接埠</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Port:</source>
        <translation>連接埠：</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+7"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>How long a player who left keeps their seat before you may give it to the computer</source>
        <translation>離開的玩家保留座位多久之後，你才可以把它交給電腦</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat kept for:</source>
        <translation>座位保留：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>off</source>
        <translation>關閉</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long each decision may take; then the computer decides for that player, that decision only</source>
        <translation>每次決定可用的時長；逾時後由電腦替該玩家做出這一次決定</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>then the computer (%1)</source>
        <translation>然後由電腦（%1）決定</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Turn time limit:</source>
        <translation>每步時限：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players may ask for a hint</source>
        <translation>玩家可以請求提示</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hints:</source>
        <translation>提示：</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The invitation appears here.</source>
        <translation>邀請會顯示在這裡。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy</source>
        <translation>複製</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>At least one seat is played at this screen.</source>
        <translation>至少要有一個座位在這台電腦上由玩家操作。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Could not host the game: %1</source>
        <translation>無法主持遊戲：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server is starting…</source>
        <translation>伺服器正在啟動…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Send this invitation to the other player: Game ▸ Join a network game, then paste it.</source>
        <translation>把這條邀請發給另一位玩家：遊戲 ▸ 加入網路遊戲，然後貼上。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>A player at this screen</source>
        <translation>這台電腦前的玩家</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location line="+14"/>
        <source>Join a network game</source>
        <translation>加入網路遊戲</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>address:port, or the whole invitation</source>
        <translation>位址:連接埠，或整條邀請</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Address:</source>
        <translation>位址：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Room code:</source>
        <translation>房間代碼：</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+35"/>
        <source>Guest</source>
        <translation>客人</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Your name:</source>
        <translation>你的名字：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Join</source>
        <translation>加入</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The room code is the 32 letters and digits of the invitation.</source>
        <translation>房間代碼是邀請中的 32 個字母和數字。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not join: %1</source>
        <translation>無法加入：%1</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/learn/__init__.py" line="+45"/>
        <location line="+36"/>
        <location line="+24"/>
        <location filename="../../pocket_tactics_app/ui/learn/overlay.py" line="+88"/>
        <source>Learn to play</source>
        <extracomment>Whether a game shown for the first time offers its guided game (the app&apos;s window does; windows made by tests and screenshots do not).
----------
The glow&apos;s colour: a warm gold that no highlight of either board uses.</extracomment>
        <translation>入門教學</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Learn to play %1</source>
        <translation>%1 入門教學</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>New to %1? A short guided game shows how to play, step by step. You can leave it at any time and come back to it from Help ▸ Learn to play.</source>
        <translation>第一次玩%1？一局簡短的引導遊戲會一步步教你怎麼玩。你可以隨時離開，之後從「說明 ▸ 入門教學」回來繼續。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Not now</source>
        <translation>以後再說</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Start the guided game anyway? This game will be lost.</source>
        <translation>仍要開始引導遊戲嗎？當前這局遊戲將會丟失。</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/learn/overlay.py" line="+17"/>
        <source>◀ Back</source>
        <translation>◀ 上一步</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Do it for me</source>
        <translation>替我做</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+132"/>
        <source>Next ▶</source>
        <translation>下一步 ▶</translation>
    </message>
    <message>
        <location line="-130"/>
        <source>Leave</source>
        <translation>離開</translation>
    </message>
    <message>
        <location line="+123"/>
        <source>Step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Finish</source>
        <translation>完成</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Wait for the other players, then try again.</source>
        <translation>請等其他玩家行動後再試。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This step only explains: press Next to go on.</source>
        <translation>這一步只作講解：請按「下一步」繼續。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not quite: this step asks for the action the glowing hexes show. Try again, or press Do it for me.</source>
        <translation>不太對：這一步要做的是發光格子所示的行動。請再試一次，或按「替我做」。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Well done!</source>
        <translation>做得好！</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/learn/script.py" line="+115"/>
        <source>Welcome! You are the Blue player, with two Mytoan Soldiers (MS), against the Orange player&apos;s Cyber Grunts (CG). A turn is one action: move one unit, attack with one, deploy or withdraw one. The three glowing tiles are features: your home, the badlands in the middle and the enemy&apos;s colony.</source>
        <extracomment>The translation context of every coach text. An action in its JSON form (docs/POSITION.md, docs/SCYTHE.md Appendix A); an expected action names only the fields that must match.</extracomment>
        <translation>歡迎！你是藍方，帶著兩名邁托士兵，對陣橙方的賽博步兵。每個回合只做一個行動：移動一個單位、用一個單位攻擊、部署或撤回一個單位。三塊發光的地塊是特徵：你的基地、中間的惡地和敵方的殖民地。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Move: click your soldier on the glowing tile, then the glowing tile beside it. A move is one step to a free tile next to the unit.</source>
        <translation>移動：先點擊發光地塊上的士兵，再點擊它旁邊發光的地塊。一次移動是走一步，走到相鄰的空地塊上。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The enemy moved. Now assault: select your soldier and attack the Cyber Grunt on the badlands (the glowing enemy). Both units roll their red OFF and blue DEF dice at once.</source>
        <translation>敵方移動了。現在發起突擊：選中你的士兵，攻擊惡地上的賽博步兵（發光的敵人）。雙方同時擲出紅色攻擊骰和藍色防禦骰。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Bump: your soldier&apos;s card prints a +1 under its OFF dice. Click your first red die (a 3) to raise it by one. Each bump is used once per assault; the players take turns, the attacker first.</source>
        <translation>加值：你的士兵卡牌在攻擊骰下印有 +1。點擊你的第一顆紅骰（3 點），把它加 1。每個加值在一次突擊中只能用一次；雙方輪流使用，攻擊方先。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The enemy bumped a DEF die with the badlands&apos; bump. Re-roll: your soldier has one re-roll because an ally stands next to it (support). Re-roll your red 2: your highest OFF must beat its highest DEF.</source>
        <translation>敵方用惡地的加值提高了一顆防禦骰。重擲：因為旁邊有友軍（支援），你的士兵有一次重擲。重擲你那顆 2 點的紅骰：你最高的攻擊骰必須大於它最高的防禦骰。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The dice are counted highest against highest: your 5 beat its 4, so the Grunt is defeated and becomes your captive. Next, hazards: water makes a unit pass a 5 DEF test as it enters, or it is lost. Move your other soldier into the glowing water.</source>
        <translation>骰子按從高到低逐對比較：你的 5 大於它的 4，所以步兵被擊敗，成為你的俘虜。接下來是危險：單位進入水域時要通過 5 點防禦檢定，否則被擊敗。把另一名士兵移進發光的水域。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Passed: a die showed 5. Features: a unit that ends its action on a feature takes control of it, and keeps it after leaving until an enemy ends an action there. Move onto the badlands.</source>
        <translation>通過了：有一顆骰子擲出 5。特徵：單位在特徵上結束行動即取得它的控制權，離開後仍保持控制，直到敵方單位在那裡結束行動。移動到惡地上。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How a game is won: at once when you control every feature (R11.2); when your opponent cannot act at the start of their turn (R11.1); after 40 turns in a row without a defeat, by whoever holds more features (R11.3, the clock in the status bar). Take the enemy&apos;s colony to win.</source>
        <translation>怎樣獲勝：控制所有特徵時立即獲勝（R11.2）；對手在其回合開始時無法行動時獲勝（R11.1）；連續 40 個回合無單位被擊敗時，控制特徵較多的一方獲勝（R11.3，見狀態欄的計數）。佔領敵方的殖民地來獲勝。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You control every feature: you win! Start a real game with Game ▸ New game. Game ▸ Hint shows a good move whenever you want one.</source>
        <translation>你控制了所有特徵：你贏了！用「遊戲 ▸ 新遊戲」開始一局正式遊戲。需要時，「遊戲 ▸ 提示」會給出一步好棋。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Welcome to Furrow &amp; Foundry! You lead the faction at the top of the tracks: your character (the figure with a banner) waits at your base beside the map and your two workers (the small figures) stand on the glowing hexes. The game ends when a player places their sixth star.</source>
        <translation>歡迎來到《沃野與熔爐》！你領導的是記分欄最上面的派系：你的領袖（舉旗的人像）在地圖旁的基地裡等候，兩名工人（小人像）站在發光的格子上。有玩家放下第六顆星星時遊戲結束。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The mat, on the right: four sections, each with a top action (move, produce, trade, strengthen) and a bottom action (upgrade, deploy, build, conscript). Each turn you choose a section other than your last, then may take its top action, then its bottom action; either may be skipped.</source>
        <translation>右側是玩家板：四個區域，每個都有一個上方行動（移動、生產、貿易、強化）和一個下方行動（升級、部署、建造、徵募）。每回合選擇一個與上回合不同的區域，然後可以先做它的上方行動，再做下方行動；兩者都可以跳過。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Upgrades: six cubes sit on the top row, each covering a better benefit. Upgrade moves one cube onto a free cost slot of the bottom row: from then on that top action gives 1 more and that bottom action costs 1 less. Each bottom action also pays its column&apos;s coins.</source>
        <translation>升級：上方一行有六個方塊，每個都蓋住一項更好的收益。升級行動把一個方塊移到下方一行空著的費用格上：此後那個上方行動多得 1，那個下方行動少付 1。每個下方行動還會支付該列的金幣。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose section I, Produce / Upgrade: click its button on the mat (or in Choices).</source>
        <translation>選擇區域 I「生產 / 升級」：點擊玩家板上（或「選擇」中）它的按鈕。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not quite: this step asks for section I, Produce / Upgrade. Your choice was taken back; click section I.</source>
        <translation>不太對：這一步要選的是區域 I「生產 / 升級」。你的選擇已撤回；請點擊區域 I。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Produce: each chosen territory gains one resource per worker on it. Click both glowing hexes on the board, then Produce in Choices. The bottom action, Upgrade, costs oil you do not have yet, so it is skipped.</source>
        <translation>生產：每塊選中的領地按其上的工人數各得一份資源。在地圖上點擊兩個發光的格子，然後點擊「選擇」中的生產按鈕。下方行動「升級」要付油料，你還沒有，所以會被跳過。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not quite: this step asks you to produce. Click the glowing hexes, then Produce in Choices.</source>
        <translation>不太對：這一步要你生產。點擊發光的格子，然後點擊「選擇」中的生產按鈕。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Movement: you chose section IV, Move: up to two units go one step each. Rivers, the blue edges west of your mech, cannot be crossed, and lakes not entered, unless an ability allows it. A mech carries workers and resources. Click your mech on the glowing tundra, tick &quot;carry worker w1&quot; in Choices, then click the glowing forest.</source>
        <translation>移動：你選了區域 IV「移動」：最多兩個單位各走一步。河流（你的機甲西側的藍色邊）不能跨越，湖泊不能進入，除非有能力允許。機甲可以攜帶工人和資源。點擊發光凍原上的機甲，在「選擇」中勾選「攜帶工人 w1」，然後點擊發光的森林。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Not quite: move the mech to the glowing forest with &quot;carry worker w1&quot; ticked, so that the worker goes with it. The move was taken back.</source>
        <translation>不太對：請勾選「攜帶工人 w1」後把機甲移到發光的森林，讓工人隨它同行。這次移動已撤回。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trade: you chose section II, Trade: pay a coin for two resources of your choice, or for one popularity. Take +1 popularity on the mat (or in Choices).</source>
        <translation>貿易：你選了區域 II「貿易」：付一枚金幣換兩份任選的資源，或換一點聲望。在玩家板上（或「選擇」中）選擇 +1 聲望。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not quite: this step asks for the trade for popularity. Your choice was taken back; take +1 popularity.</source>
        <translation>不太對：這一步要的是用貿易換取聲望。你的選擇已撤回；請選擇 +1 聲望。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Combat: your unit ended its move on the glowing hex with another faction&apos;s unit. Each side secretly sets a dial (0 to 7, at most its power) and picks combat cards, one per character or mech there; then both are revealed together (the sealed commit). The higher total wins, a tie goes to the attacker, and both pay what they set. Choose your commit.</source>
        <translation>戰鬥：你的單位在發光的格子上結束移動，那裡有其他派系的單位。雙方秘密設定轉盤（0 到 7，不超過自己的力量），並按該格上的領袖和機甲數各選最多一張戰鬥牌；然後同時公開（密封投入）。總數高者獲勝，平局算攻擊方贏，雙方都要支付自己設定的數值。選擇你的投入。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Not quite: this step asks for your sealed commit. Click Commit to the combat in Choices, set the dial and the cards, then Seal my commit.</source>
        <translation>不太對：這一步要你做密封投入。點擊「選擇」中的「投入戰鬥」，設定轉盤和戰鬥牌，然後點「密封我的投入」。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The reveal names every term: dial, cards and modifiers. The loser&apos;s units retreat to its base; the winner holds the hex and earns a star for each combat won, up to two.</source>
        <translation>公開時會列出每一項：轉盤、戰鬥牌和修正。失敗方的單位撤回基地；獲勝方守住該格，每贏一場戰鬥得一顆星星，最多兩顆。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Encounter: your character entered the glowing hex&apos;s encounter token. Pick one of the card&apos;s options: A is free, the others cost something for more.</source>
        <translation>遭遇：你的領袖進入了發光格子上的遭遇標記。從卡牌的選項中選一個：A 免費，其他選項要付出代價，換取更多。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not quite: this step asks you to pick an option of the encounter card. Click Resolve the encounter in Choices.</source>
        <translation>不太對：這一步要你選擇遭遇卡的一個選項。點擊「選擇」中的「處理遭遇」。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stars: you chose section III, Strengthen, and your power is 14. Power 16 earns a star. Take +2 power on the mat (or in Choices) and place your star.</source>
        <translation>星星：你選了區域 III「強化」，你的力量是 14。力量達到 16 可得一顆星星。在玩家板上（或「選擇」中）選擇 +2 力量，放下你的星星。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not quite: take +2 power, which brings your power to 16 and earns the star. Your choice was taken back.</source>
        <translation>不太對：請選擇 +2 力量，讓力量達到 16 並得到星星。你的選擇已撤回。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stars: all six upgrades, all four mechs, all four structures, all four recruits, all eight workers in play, an objective, each combat won (up to two), popularity 18, power 16. At the end you score your coins, the structure bonus, and coins per star, territory and two resources by your popularity tier. The tracks show each seat&apos;s score if the game ended now.</source>
        <translation>星星：完成全部六次升級、部署全部四台機甲、建好全部四座建築、招滿全部四名新兵、八名工人全部上場、達成一個目標、每贏一場戰鬥（最多兩顆）、聲望達到 18、力量達到 16。結束時計分：你的金幣、建築獎勵，再按聲望檔位為每顆星星、每塊領地、每兩份資源得金幣。記分欄顯示每個座位「如果現在結束」的得分。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/games/pocket.py" line="-3"/>
        <location filename="../../pocket_tactics_app/ui/main_window.py" line="+502"/>
        <location line="+108"/>
        <source>Pocket Tactics</source>
        <translation>口袋戰術</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/main_window.py" line="-439"/>
        <source>Unit card</source>
        <extracomment>Problems found while loading the settings, shown once when the window starts. The computer&apos;s last move, deploy or withdrawal: the hexes it went through, lit until the player acts; a withdrawing unit is drawn until its token reaches the feature. Set when the window is hosted in the shell: the restart for a new language is the shell&apos;s, which carries the game over.</extracomment>
        <translation>單位卡</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Assault</source>
        <translation>突擊</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Armies</source>
        <translation>軍隊</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Game log</source>
        <translation>遊戲記錄</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Computer is thinking…</source>
        <translation>電腦思考中……</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&amp;Game</source>
        <translation>遊戲(&amp;G)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;New game…</source>
        <translation>新遊戲(&amp;N)……</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>開啟(&amp;O)……</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>儲存(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Resume last game</source>
        <translation>繼續上一局(&amp;R)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Army builder…</source>
        <translation>軍隊編成(&amp;A)…</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Sa&amp;ve as…</source>
        <translation>另存為(&amp;V)……</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Watch a re&amp;play…</source>
        <translation>觀看回放(&amp;P)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay &amp;this game</source>
        <translation>回放本局(&amp;T)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+203"/>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
    </message>
    <message>
        <location line="-202"/>
        <location line="+203"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location line="-201"/>
        <source>&amp;Preferences…</source>
        <translation>偏好設定(&amp;P)……</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;in</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Fit to window</source>
        <translation>適應視窗(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>F&amp;ull screen</source>
        <translation>全螢幕(&amp;U)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show &amp;coordinates</source>
        <translation>顯示座標(&amp;C)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Animations</source>
        <translation>動畫(&amp;A)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Language</source>
        <translation>語言(&amp;L)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules reference</source>
        <translation>規則參考(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About Pocket Tactics</source>
        <translation>關於口袋戰術(&amp;A)</translation>
    </message>
    <message>
        <location line="+271"/>
        <source>The game could not be saved automatically: %1
Save it with Game ▸ Save as, or it will be lost when you quit.</source>
        <translation>無法自動儲存這局遊戲：%1
請用「遊戲 ▸ 另存新檔」儲存，否則退出時它會遺失。</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/window_commands.py" line="+73"/>
        <source>System language</source>
        <extracomment>What the window goes by when it has no settings (they could not be read, or a screenshot run leaves the player&apos;s alone): the defaults, asking no questions.</extracomment>
        <translation>跟隨系統語言</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The language changes when you next start Pocket Tactics.</source>
        <translation>語言將在下次啟動口袋戰術時更改。</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/main_window.py" line="-243"/>
        <source>No game yet: Game ▸ New game (Ctrl+N).</source>
        <translation>還沒有遊戲：遊戲 ▸ 新遊戲（Ctrl+N）。</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Not saved: the autosave failed</source>
        <translation>未儲存：自動儲存失敗</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Undo %1</source>
        <translation>復原「%1」(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo %1</source>
        <translation>重做「%1」(&amp;R)</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>Some of your files could not be read:</source>
        <translation>你的部分檔案無法讀取：</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/map_input.py" line="+328"/>
        <source>Nothing to do here</source>
        <translation>這裡沒有可執行的行動</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/window_commands.py" line="+102"/>
        <source>The preferences could not be saved (%1). They apply until you quit.</source>
        <translation>無法儲存偏好設定（%1）。在結束前它們仍然有效。</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>About Pocket Tactics</source>
        <translation>關於口袋戰術</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Pocket Tactics&lt;/h3&gt;&lt;p&gt;A digital version of Pocket Tactics (4th edition), the free 3D-printable hex skirmish game.&lt;/p&gt;&lt;p&gt;Every rule is enforced by the rules engine; the computer opponent plays by the same rules.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;口袋戰術&lt;/h3&gt;&lt;p&gt;口袋戰術（第 4 版）的數字版，這是一款可免費 3D 列印的六角格小規模戰鬥遊戲。&lt;/p&gt;&lt;p&gt;每條規則都由規則引擎執行；電腦對手也遵守同樣的規則。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Quit anyway? This game will be lost.</source>
        <translation>仍要結束嗎？目前對局將會遺失。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit</source>
        <translation>結束</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/guard.py" line="+45"/>
        <source>Something went wrong: %1</source>
        <translation>出錯了：%1</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/confirm.py" line="-30"/>
        <source>Language</source>
        <translation>語言</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The new language applies after a restart. Restart Pocket Tactics now?</source>
        <translation>新語言在重新啟動後生效。現在重新啟動口袋戰術嗎？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restart now</source>
        <translation>現在重新啟動</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Later</source>
        <translation>稍後</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/hover_odds.py" line="+58"/>
        <source>computing the odds…</source>
        <extracomment>While odds jobs run, the interpreter lock changes hands this often (s; Python&apos;s default is 5 ms): the GUI thread, whose every Qt call gives the lock up, otherwise waits that long for it after each call. Measured on a crowded assault: the hover 20-55 ms of wall time with the default, 12-35 ms with this. How many odds jobs run now, and the switch interval to restore when none does.</extracomment>
        <translation>正在計算勝率…</translation>
    </message>
</context>
<context>
    <name>MatPanel</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/panels.py" line="+158"/>
        <source>Hand: %1</source>
        <translation>手牌：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Hand: %n card(s)</source>
        <translation>
            <numerusform>手牌：%n 張</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>mat %1 (%2)</source>
        <translation>玩家板 %1（%2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coins %1 · Power %2 · Popularity %3</source>
        <translation>金幣 %1 · 力量 %2 · 聲望 %3</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>you have %1 %2</source>
        <translation>你有 %1 %2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Used last turn: unavailable</source>
        <translation>上回合已用：不可選</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Choose section %1</source>
        <translation>選擇區域 %1</translation>
    </message>
</context>
<context>
    <name>NetworkController</name>
    <message>
        <location filename="../../pocket_tactics_app/controller/network_controller.py" line="+108"/>
        <source>A network game can be saved once it is over.</source>
        <translation>網路遊戲要結束後才能儲存。</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>That action is not allowed now.</source>
        <translation>現在不允許這個行動。</translation>
    </message>
</context>
<context>
    <name>NetworkGame</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/network/session.py" line="+42"/>
        <source>Give the address as address:port, e.g. 192.168.1.20:8765.</source>
        <extracomment>The games played over the network from the app: Pocket Tactics, Furrow &amp; Foundry. The hosted content&apos;s id: not the local game&apos;s, so New game replaces it. A seat&apos;s choice in HostOptions: this window&apos;s player, a remote human, or a computer level (any other value).</extracomment>
        <translation>請以「位址:連接埠」的形式填寫，例如 192.168.1.20:8765。</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/network/hosting.py" line="+38"/>
        <source>Seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Time ran out: the computer decided for %1.</source>
        <translation>時間已到：電腦替%1做出了決定。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The host has turned hints off for this game.</source>
        <translation>主持人已關閉本局的提示。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 asks to take back their last action. Accept?</source>
        <translation>%1 請求收回他們的上一個行動。同意嗎？</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/network/furrow_session.py" line="+50"/>
        <source>Seat %1</source>
        <extracomment>The hosted content&apos;s id: not the local game&apos;s, so New game replaces it.</extracomment>
        <translation>座位 %1</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/new_game_dialog.py" line="+59"/>
        <source>%1 (from the army builder)</source>
        <translation>%1（來自軍隊編成）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (%2 pts)</source>
        <translation>%1（%2 點）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saved: %1</source>
        <translation>已儲存：%1</translation>
    </message>
    <message>
        <location line="+153"/>
        <source>New game</source>
        <translation>新遊戲</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Against the computer</source>
        <translation>對戰電腦</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two players at this screen</source>
        <translation>同屏雙人對戰</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Easy</source>
        <translation>簡單</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hard</source>
        <translation>困難</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Difficulty:</source>
        <translation>難度：</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+65"/>
        <source> — you</source>
        <translation>——你</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Balanced variant (nine cards changed)</source>
        <translation>平衡變體（九張卡已調整）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The printed cards match the physical ones. The balanced variant changes the dice of the Cyber Grunt, Cyberteur, Cyber Doc, Cyber Commando, Space Force Marine, Space Force Captain, Colonial Science Mech, Space Force Jump Trooper and Mytoan Psycho-Pontiff so that the suggested builds are closer to even.</source>
        <translation>印刷版卡牌與實體卡牌一致。平衡變體調整了賽博步兵、賽博破壞者、賽博醫生、賽博突擊隊員、太空部隊陸戰隊員、太空部隊上尉、殖民地科學機甲、太空部隊跳躍兵和邁托心靈教宗的骰子，使各推薦編成更加勢均力敵。</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>%1&apos;s army has no unit (R1.1).</source>
        <translation>%1的軍隊沒有單位（R1.1）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s army is %2 points, over the limit of %3 points (R1.1).</source>
        <translation>%1的軍隊共 %2 點，超過了 %3 點的上限（R1.1）。</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/games/new_game.py" line="+34"/>
        <location filename="../../pocket_tactics_app/ui/new_game_dialog.py" line="-100"/>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/new_game_dialog.py" line="+7"/>
        <source> points</source>
        <translation> 點</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Point limit (R1.1)</source>
        <translation>點數上限（R1.1）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Random</source>
        <translation>隨機</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Central feature (R2.2)</source>
        <translation>中央特徵（R2.2）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Printed cards (4th edition)</source>
        <translation>印刷版卡牌（第四版）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cards</source>
        <translation>卡牌</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>random</source>
        <translation>隨機</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seed (optional)</source>
        <translation>隨機種子（可選）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Start game</source>
        <translation>開始遊戲</translation>
    </message>
    <message>
        <location line="+11"/>
        <source> — computer</source>
        <translation>——電腦</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The seed must be a whole number.</source>
        <translation>隨機種子必須是整數。</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/replay_parts.py" line="-89"/>
        <source>defeated</source>
        <translation>被擊敗</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>survives</source>
        <translation>存活</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>passed</source>
        <translation>通過</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>failed</source>
        <translation>未通過</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 test %2+: %3</source>
        <translation>%1 檢定 %2+：%3</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/replay_window.py" line="+122"/>
        <source>current game</source>
        <extracomment>Playback speeds offered, in actions per second.</extracomment>
        <translation>目前對局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay — %1</source>
        <translation>回放——%1</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/replay_review.py" line="+66"/>
        <source>Your chance to win</source>
        <translation>你的勝率</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s chance to win</source>
        <translation>%1的勝率</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>After each action; click to go there.</source>
        <translation>每個行動之後的勝率；點擊跳轉到該處。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Review: choices that cost the most</source>
        <translation>復盤：代價最大的選擇</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Reviewing the game…</source>
        <translation>正在復盤本局…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No choice to review: no better move would have gained %1 points of win chance or more.</source>
        <translation>沒有需要復盤的選擇：沒有哪個更佳行動能多出 %1 個百分點以上的勝率。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Click to see this move</source>
        <translation>點擊查看這一步</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The review failed: %1</source>
        <translation>復盤失敗：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Turn %1 · %2: %3</source>
        <translation>第 %1 回合 · %2：%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>win chance %1 → %2</source>
        <translation>勝率 %1 → %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Better: %1 (%2)</source>
        <translation>更佳：%1（%2）</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/replay_window.py" line="+132"/>
        <source>Cannot open the replay</source>
        <translation>無法開啟回放</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot open %1 as a replay:
%2</source>
        <translation>無法將 %1 作為回放開啟：
%2</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>|◀</source>
        <translation>|◀</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>To the start (Home)</source>
        <translation>回到開頭（Home）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>◀</source>
        <translation>◀</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>One action back (Left)</source>
        <translation>後退一步（左方向鍵）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+384"/>
        <source>▶ Play</source>
        <translation>▶ 播放</translation>
    </message>
    <message>
        <location line="-384"/>
        <source>Play or pause (Space)</source>
        <translation>播放或暫停（空白鍵）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>▶</source>
        <translation>▶</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>One action forward (Right)</source>
        <translation>前進一步（右方向鍵）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>▶|</source>
        <translation>▶|</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>To the end (End)</source>
        <translation>跳到結尾（End）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Position in the game</source>
        <translation>在對局中的位置</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Actions per second when playing</source>
        <translation>播放時每秒的行動數</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Export position…</source>
        <translation>匯出局面……</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save this moment as a position file (POSITION.md)</source>
        <translation>將此刻儲存為局面檔案（POSITION.md）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Close the replay (Esc)</source>
        <translation>關閉回放（Esc）</translation>
    </message>
    <message>
        <location line="+156"/>
        <location line="+8"/>
        <location line="+13"/>
        <location line="+4"/>
        <source>Export position</source>
        <translation>匯出局面</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>A position can be exported once play has begun (after the map and the first units are placed).</source>
        <translation>對局開始後（地圖和首批單位放置完畢後）才能匯出局面。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Position files (*.json)</source>
        <translation>局面檔案 (*.json)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The position was not exported:
%1</source>
        <translation>局面未匯出：
%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The position was not exported:
%1: %2</source>
        <translation>局面未匯出：
%1：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Position exported to %1</source>
        <translation>局面已匯出到 %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This save stops replaying at actions[%1]: %2. Shown: the game up to the last good action (%3 of %4 actions).</source>
        <translation>此存檔在 actions[%1] 處無法繼續回放：%2。顯示的是到最後一個有效行動為止的對局（共 %4 個行動中的 %3 個）。</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>The game begins</source>
        <translation>對局開始</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Both %1 and %2 fall</source>
        <translation>%1 和 %2 同歸於盡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 defeats %2</source>
        <translation>%1 擊敗 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 falls to %2</source>
        <translation>%1 被 %2 擊敗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Neither unit is defeated</source>
        <translation>雙方單位都未被擊敗</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>❚❚ Pause</source>
        <translation>❚❚ 暫停</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Action %1 of %2</source>
        <translation>第 %1 個行動，共 %2 個</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>turn %1</source>
        <translation>第 %1 回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>setup</source>
        <translation>布置</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Draw: %1</source>
        <translation>平局：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins: %2</source>
        <translation>%1 獲勝：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 to decide</source>
        <translation>由 %1 決定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to move</source>
        <translation>輪到 %1 行動</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>replay stopped at actions[%1]</source>
        <translation>回放停在 actions[%1]</translation>
    </message>
</context>
<context>
    <name>ReservePanel</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/reserve_panel.py" line="+18"/>
        <source>The armies appear here when a game starts.</source>
        <translation>遊戲開始後，雙方軍隊會顯示在這裡。</translation>
    </message>
</context>
<context>
    <name>RevealPanel</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/reveal_panel.py" line="+24"/>
        <source>Hide to see the map</source>
        <translation>隱藏以查看地圖</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go on</source>
        <translation>繼續</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Combat at %1 revealed</source>
        <translation>%1 的戰鬥已揭曉</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/replay_review.py" line="+12"/>
        <source>Review: the choices that cost the most</source>
        <translation>復盤：代價最大的選擇</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>No human player&apos;s choice to review.</source>
        <translation>沒有人類玩家的選擇可復盤。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reviewing the game with Hard…</source>
        <translation>正在用困難電腦復盤本局…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The review failed: %1</source>
        <translation>復盤失敗：%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No choice cost %1 points of chance to win or more against Hard&apos;s.</source>
        <translation>與困難電腦的選擇相比，沒有任何選擇讓獲勝機會損失 %1 個百分點或更多。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Click one to see it in the replay.</source>
        <translation>點擊一項即可在回放中查看。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1, %2: %3
Hard&apos;s turn: %4
Chance to win after the turn played %5, after Hard&apos;s %6 (+%7 points)</source>
        <translation>第 %1 輪，%2：%3
困難電腦的回合：%4
實際回合後的獲勝機會 %5，困難電腦的回合後 %6（+%7 個百分點）</translation>
    </message>
</context>
<context>
    <name>RosterModel</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/roster_model.py" line="+121"/>
        <source>Unit</source>
        <translation>單位</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pts</source>
        <translation>點數</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>OFF</source>
        <translation>攻擊</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>DEF</source>
        <translation>防禦</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 (missing card)</source>
        <translation>%1（缺少卡牌）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No loaded card has the id %1. It is kept in the list; remove it or add the card to use this army.</source>
        <translation>沒有已載入的卡牌的 ID 是 %1。它仍保留在名單中；移除它或新增該卡牌後才能使用這支軍隊。</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/rules_dialog.py" line="+22"/>
        <source>Rules reference</source>
        <translation>規則參考</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The rules text is missing from this install.</source>
        <translation>此安裝中缺少規則文字。</translation>
    </message>
</context>
<context>
    <name>SeatBar</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/network/seat_bar.py" line="+22"/>
        <source>easy</source>
        <translation>簡單</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hard</source>
        <translation>困難</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>open seat</source>
        <translation>空座位</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>computer (%1)</source>
        <translation>電腦（%1）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (you)</source>
        <translation>%1（你）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>disconnected</source>
        <translation>已斷線</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>thinking</source>
        <translation>思考中</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Copy invitation</source>
        <extracomment>The computer level that takes over a seat its player left.</extracomment>
        <translation>複製邀請</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reconnect</source>
        <translation>重新連線</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Say something…</source>
        <translation>說點什麼…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Invitation: %1</source>
        <translation>邀請：%1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Disconnected from the server</source>
        <translation>已與伺服器斷線</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over</source>
        <translation>遊戲已結束</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connecting…</source>
        <translation>正在連線…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 left</source>
        <translation>剩餘 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your turn (%1)</source>
        <translation>輪到你了（%1）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Waiting for %1 (%2)</source>
        <translation>等待 %1（%2）</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Give %1 to the computer</source>
        <translation>把%1交給電腦</translation>
    </message>
</context>
<context>
    <name>SeatSheet</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/seat_sheet.py" line="+93"/>
        <source>%1: public sheet</source>
        <translation>%1：公開資訊</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>mat %1 (%2)</source>
        <translation>玩家板 %1（%2）</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/settings_dialog.py" line="+59"/>
        <location line="+184"/>
        <source>Preferences</source>
        <translation>偏好設定</translation>
    </message>
    <message>
        <location line="-161"/>
        <source>Animation speed</source>
        <extracomment>what the player is to be told of the write (a symbolic link replaced)</extracomment>
        <translation>動畫速度</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+105"/>
        <source>Off</source>
        <translation>關閉</translation>
    </message>
    <message>
        <location line="-103"/>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Animation speed:</source>
        <translation>動畫速度：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Moves, dice rolls and the computer&apos;s choices. Slide to Off for none.</source>
        <translation>移動、擲骰和電腦的選擇。滑到「關閉」即不播放動畫。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Easy</source>
        <translation>簡單</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>困難</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Default difficulty:</source>
        <translation>預設難度：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hold each assault and test result until I click</source>
        <translation>每次突擊和檢定的結果保留到我點擊為止</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Off: a result shows and play goes on at once.</source>
        <translation>關閉：顯示結果後遊戲立即繼續。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Results:</source>
        <translation>結果：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ask before leaving an unsaved game</source>
        <translation>離開未儲存的對局前先詢問</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Confirmations:</source>
        <translation>確認：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Asked on New game and Open, which replace the game, and on Quit when the game cannot be resumed later (Game ▸ Resume).</source>
        <translation>在「新遊戲」和「開啟」（會取代目前對局）時詢問；結束時，僅當對局之後無法繼續（遊戲 ▸ 繼續）才詢問。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>System language</source>
        <translation>跟隨系統語言</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Language:</source>
        <translation>語言：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The language changes when you next start Pocket Tactics.</source>
        <translation>語言將在下次啟動口袋戰術時更改。</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>%1× speed</source>
        <translation>%1 倍速</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The preferences could not be saved.</source>
        <translation>無法儲存偏好設定。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>File: %1
Problem: %2</source>
        <translation>檔案：%1
問題：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Try again</source>
        <translation>重試</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use for this session only</source>
        <translation>僅本次使用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back</source>
        <translation>返回</translation>
    </message>
</context>
<context>
    <name>Shell</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/confirm.py" line="+17"/>
        <source>Your last game of %1 was not finished.</source>
        <translation>你的上一局%1還沒有結束。</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/games/__init__.py" line="-41"/>
        <source>Saved games (*.json)</source>
        <extracomment>game id -&gt; the module whose ``GAME`` is its GameUI; the ids are those of core.registry. A menu&apos;s entries as a game contributes them; None is a separator.</extracomment>
        <translation>存檔 (*.json)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot open %1: it is not a saved game of %2.</source>
        <translation>無法開啟 %1：它不是%2的存檔。</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/shell.py" line="+97"/>
        <source>No game yet: Game ▸ New game (Ctrl+N).</source>
        <extracomment>The command-line option that makes the next process resume a game&apos;s autosave. Problems found in the files read at start, shown once the window is up. How a restart starts the next process, and how the app quits (tests replace them). Run just before a restart starts the next process (the app lets go of the home folder&apos;s lock there, so that the next process can take it).</extracomment>
        <translation>還沒有遊戲：遊戲 ▸ 新遊戲（Ctrl+N）。</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+173"/>
        <location line="+185"/>
        <source>Pocket Tactics</source>
        <translation>口袋戰術</translation>
    </message>
    <message>
        <location line="-322"/>
        <source>The preferences could not be saved (%1). They apply until you quit.</source>
        <translation>無法儲存偏好設定（%1）。在結束前它們仍然有效。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;New game…</source>
        <translation>新遊戲(&amp;N)……</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>開啟(&amp;O)……</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch a re&amp;play…</source>
        <translation>觀看回放(&amp;P)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host a net&amp;work game…</source>
        <translation>主持網路遊戲(&amp;W)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Join a network game…</source>
        <translation>加入網路遊戲(&amp;J)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>F&amp;ull screen</source>
        <translation>全螢幕(&amp;U)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Preferences…</source>
        <translation>偏好設定(&amp;P)……</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;About Pocket Tactics</source>
        <translation>關於口袋戰術(&amp;A)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>System language</source>
        <translation>跟隨系統語言</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Game</source>
        <translation>遊戲(&amp;G)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Language</source>
        <translation>語言(&amp;L)</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>Start a new game anyway? This game will be lost.</source>
        <translation>仍要開始新遊戲嗎？目前對局將會遺失。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game</source>
        <translation>新遊戲</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Host a network game anyway? This game will be lost.</source>
        <translation>仍要主持網路遊戲嗎？目前的遊戲將會遺失。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host</source>
        <translation>主持</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Join a network game anyway? This game will be lost.</source>
        <translation>仍要加入網路遊戲嗎？目前的遊戲將會遺失。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join</source>
        <translation>加入</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open another game anyway? This game will be lost.</source>
        <translation>仍要開啟其他對局嗎？目前對局將會遺失。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open another</source>
        <translation>開啟其他對局</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open a saved game</source>
        <translation>開啟存檔</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Some of your files could not be read:</source>
        <translation>你的部分檔案無法讀取：</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Restart anyway? This game will be lost.</source>
        <translation>仍要重新啟動嗎？目前對局將會遺失。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restart now</source>
        <translation>現在重新啟動</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About Pocket Tactics</source>
        <translation>關於口袋戰術</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Pocket Tactics&lt;/h3&gt;&lt;p&gt;Two games in one app: Pocket Tactics (4th edition), the free 3D-printable hex skirmish game, and Furrow &amp;amp; Foundry, a game of farms, factories and mechs for 2 to 5 players.&lt;/p&gt;&lt;p&gt;Every rule is enforced by the rules engines; the computer players play by the same rules.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;口袋戰術&lt;/h3&gt;&lt;p&gt;一個應用程式，兩款遊戲：口袋戰術（第 4 版），一款可免費 3D 列印的六角格小規模戰鬥遊戲；以及沃野與熔爐，一款 2 至 5 人的農場、工廠與機甲遊戲。&lt;/p&gt;&lt;p&gt;每條規則都由規則引擎執行；電腦玩家也遵守同樣的規則。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Quit anyway? This game will be lost.</source>
        <translation>仍要結束嗎？目前對局將會遺失。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit</source>
        <translation>結束</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/stats.py" line="+33"/>
        <source>Furrow &amp; Foundry statistics</source>
        <translation>沃野與熔爐統計</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>By:</source>
        <translation>分組：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Faction</source>
        <translation>陣營</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mat</source>
        <translation>玩家板</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>玩家數</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer level</source>
        <translation>電腦難度</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Group</source>
        <translation>分組</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games</source>
        <translation>局數</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>勝局</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Wins (%)</source>
        <translation>勝率 (%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean coins</source>
        <translation>平均金幣</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Mat %1</source>
        <translation>玩家板 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 players</source>
        <translation>%1 名玩家</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Humans only</source>
        <translation>僅人類玩家</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The statistics could not be read: %1</source>
        <translation>無法讀取統計：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No finished game with a human player yet.</source>
        <translation>還沒有人類玩家參與的已完成對局。</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n game(s) of human players on this computer.</source>
        <translation>
            <numerusform>本機人類玩家的 %n 局遊戲。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StopsDialog</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/dialogs.py" line="+14"/>
        <source>On the way</source>
        <translation>途中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cargo on the way</source>
        <translation>途中的貨物</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>At %1</source>
        <translation>在 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>leave worker %1 here</source>
        <translation>把工人 %1 留在這裡</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>leave %1 here</source>
        <translation>把%1留在這裡</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>take up worker %1</source>
        <translation>帶上工人 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>take up %1</source>
        <translation>帶上%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everything carried is left at the end of the move.</source>
        <translation>移動結束時，攜帶的一切都留在終點。</translation>
    </message>
</context>
<context>
    <name>TileCardView</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/card_face.py" line="-54"/>
        <source>Terrain tile</source>
        <translation>地形地塊</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feature</source>
        <translation>特徵</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No effect.</source>
        <translation>無效果。</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+3"/>
        <source>OFF</source>
        <translation>攻擊</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+3"/>
        <source>DEF</source>
        <translation>防禦</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>%1 bump of +%2 for the unit on it</source>
        <translation>其上的單位獲得 %1 +%2 加值</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hazard: %1 %2 test on entering, or defeated</source>
        <translation>危險：進入時進行 %1 %2 檢定，未通過則被擊敗</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (not %1)</source>
        <translation>（%1 除外）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ends the move of a unit entering it</source>
        <translation>進入的單位結束移動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (not Flying)</source>
        <translation>（飛行單位除外）</translation>
    </message>
</context>
<context>
    <name>TracksPanel</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/panels.py" line="+66"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seat</source>
        <translation>座位</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Power</source>
        <translation>力量</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Popularity</source>
        <translation>聲望</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coins</source>
        <translation>金幣</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cards</source>
        <translation>卡牌</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stars</source>
        <translation>星</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score now</source>
        <translation>目前得分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round</source>
        <translation>輪次</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>human</source>
        <translation>人類</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>human (remote)</source>
        <translation>人類（遠端）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>computer (%1)</source>
        <translation>電腦（%1）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show this player&apos;s public sheet</source>
        <translation>檢視該玩家的公開資訊</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 stars: %2</source>
        <translation>%1顆星：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No star yet</source>
        <translation>尚無星</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Structure bonus: %1</source>
        <translation>建築獎勵：%1</translation>
    </message>
</context>
<context>
    <name>TurnClockView</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/turn_clock_view.py" line="+51"/>
        <source>a draw</source>
        <extracomment>Turns left at which the clock warns (once each, as the count reaches them). How long a warning stays in the status bar, in milliseconds. a warning in words, when the turns left reach one of ``WARN_AT`` the last warning given (empty: none yet in this stretch without a defeat)</extracomment>
        <translation>平局</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>you win</source>
        <translation>你獲勝</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the computer wins</source>
        <translation>電腦獲勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins</source>
        <translation>%1獲勝</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>R11.3: %1/%2 turns without a defeat · if the limit came now: %3</source>
        <translation>R11.3：已連續 %1/%2 回合無單位被擊敗 · 若現在到達上限：%3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>R11.3: when this many turns in a row pass with no unit defeated, the game ends and the player who controls more features wins (equal: a draw). Any defeat, by either side, starts the count again. Features held now: %1 %2, %3 %4.</source>
        <translation>R11.3：連續這麼多回合無單位被擊敗時，遊戲結束，控制特徵較多的一方獲勝（一樣多則平局）。任何一方的單位被擊敗都會重新開始計數。現在控制的特徵：%1 %2，%3 %4。</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n turn(s) left</source>
        <translation>
            <numerusform>還剩 %n 回合</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn limit: %1 without a defeat; if it runs out, %2.</source>
        <translation>回合上限：無單位被擊敗的情況下%1；若到達上限，%2。</translation>
    </message>
</context>
<context>
    <name>WasteWarning</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/waste_warnings.py" line="+49"/>
        <source>Before you choose</source>
        <translation>選擇之前</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Don&apos;t ask again</source>
        <translation>不再詢問</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go back</source>
        <translation>返回</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Do it anyway</source>
        <translation>仍然執行</translation>
    </message>
</context>
<context>
    <name>WriteNotices</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/write_notices.py" line="+46"/>
        <source>%1 was a symbolic link to %2. The app replaced the link with a regular file of its own; the file it pointed to is unchanged.</source>
        <extracomment>How long the status line keeps the notice (ms). The notice of ``storage.atomic`` for a symbolic link replaced by a regular file. Notices shown in this run (each once, whichever window writes the file again).</extracomment>
        <translation>%1 是指向 %2 的符號連結。本程式已用自己的一般檔案取代該連結；它所指向的檔案未被更動。</translation>
    </message>
</context>
<context>
    <name>_PlayerBox</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/reserve_panel.py" line="-149"/>
        <source>Reserve (%1)</source>
        <extracomment>The drag-and-drop format of a reserve unit: its id, UTF-8. The side of a captive&apos;s token button, in pixels.</extracomment>
        <translation>預備隊（%1）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 — click it, then a glowing tile; or drag it onto the map.</source>
        <translation>%1——點擊它，再點擊發光的地塊；或把它拖到地圖上。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Captives taken (%1)</source>
        <translation>俘虜（%1）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>none</source>
        <translation>無</translation>
    </message>
</context>
<context>
    <name>_SideEditor</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/new_game_dialog.py" line="-221"/>
        <source>Army</source>
        <extracomment>Below this the unit list would make the dialog jump when a smaller army is chosen.</extracomment>
        <translation>軍隊</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Units</source>
        <translation>單位</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Six tiles</source>
        <translation>六個地塊</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Home feature</source>
        <translation>本營特徵</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>(missing card)</source>
        <translation>（卡牌缺失）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Total: %1 points</source>
        <translation>總計：%1 點</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <location filename="../../pocket_tactics_app/app.py" line="+184"/>
        <source>Unexpected error: %1
The game goes on from its last good state.</source>
        <extracomment>Short names of the games on the command line (their ids work too). Problems found in the settings file at start; the window shows them once it is up.</extracomment>
        <translation>意外錯誤：%1
遊戲將從上一個正常狀態繼續。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pocket Tactics</source>
        <translation>口袋戰術</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/instance_link.py" line="+120"/>
        <source>Pocket Tactics is already running with the folder %1 (process %2).</source>
        <extracomment>What the second start sends. How long the second start waits for the first to answer (ms).</extracomment>
        <translation>口袋戰術已在使用資料夾 %1 執行（處理程序 %2）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pocket Tactics is already running with the folder %1.</source>
        <translation>口袋戰術已在使用資料夾 %1 執行。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its window has been brought forward; this one closes without changing anything.</source>
        <translation>已將其視窗移到最前；本次啟動將關閉，不做任何變更。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Switch to its window; this one closes without changing anything.</source>
        <translation>請切換到其視窗；本次啟動將關閉，不做任何變更。</translation>
    </message>
</context>
<context>
    <name>describe</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/describe.py" line="-101"/>
        <source>%n step(s) from the %1</source>
        <translation>距%1 %n 步處</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 %2</source>
        <comment>a terrain, then where it is</comment>
        <translation>%2的%1</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Move here (%n step(s))</source>
        <translation>移動到這裡（%n 步）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%n hazard test(s)</source>
        <translation>%n 次危險檢定</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Pass</source>
        <comment>no more bumps or re-rolls</comment>
        <translation>不再加值或重擲</translation>
    </message>
</context>
<context>
    <name>dlg</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/replay.py" line="+26"/>
        <source>Replay: %1</source>
        <translation>回放：%1</translation>
    </message>
</context>
<context>
    <name>theme</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/theme.py" line="+50"/>
        <source>Wasteland</source>
        <translation>荒地</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Water</source>
        <translation>水域</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grid</source>
        <translation>網格</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Badlands</source>
        <translation>惡地</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Colony</source>
        <translation>殖民地</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Biomass</source>
        <translation>生物質</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Feature</source>
        <translation>特徵</translation>
    </message>
</context>
</TS>
