<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name></name>
    <message>
        <location filename="../../pocket_tactics_app/ui/describe.py" line="+36"/>
        <source>OFF</source>
        <translation>攻击</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DEF</source>
        <translation>防御</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Blue</source>
        <translation>蓝方</translation>
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
        <translation>%1（电脑）</translation>
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
        <translation>控制了地图上的所有特征（R11.2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the opponent had no legal action (R11.1)</source>
        <translation>对手没有合法行动（R11.1）</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>no defeat and no change of control for too many turns (R11.3)</source>
        <translation>连续太多回合无单位被击败、无控制权变化（R11.3）</translation>
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
        <translation>地块%1</translation>
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
        <translation>%2处的%1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 held every feature on the map (R11.2)</source>
        <translation>%1控制了地图上的所有特征（R11.2）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>more features held when the turn limit ran out (R11.3)</source>
        <translation>回合上限到达时控制的特征更多（R11.3）</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>%1: your home feature, %2, has one place left: the only tile farthest from every feature on the map (R2.6). Click it.</source>
        <translation>%1：你的本营特征%2只剩一个位置：唯一离地图上所有特征最远的地块（R2.6）。请点击它。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: choose a highlighted tile for your home feature, %2: the tiles farthest from every feature on the map (R2.6).</source>
        <translation>%1：为你的本营特征%2选择一个高亮的地块：离地图上所有特征最远的地块（R2.6）。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>a %1 %2 test in %3</source>
        <translation>%3中的 %1 %2检定</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 · %2: %3% to survive (bumps and re-rolls used)</source>
        <translation>%1 · %2：存活几率 %3%（已计入加值和重掷）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1; hazard on the way!</source>
        <translation>%1；途中有危险！</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is its favored terrain</source>
        <translation>%1 是它的偏好地形</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 spares a %2</source>
        <translation>%1 不影响 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its card ignores the hazard of %1</source>
        <translation>它的卡牌无视 %1 的危险</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · no hazard test: %2</source>
        <translation>%1 · 无需危险检定：%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1% you defeat it · %2% it defeats you</source>
        <translation>%1% 你击败它 · %2% 它击败你</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>about %1</source>
        <translation>约 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Odds unavailable: %1</source>
        <translation>无法计算胜率：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Withdraw to the reserve</source>
        <translation>撤回预备队</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use %1</source>
        <translation>使用 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Place the drawn tile here</source>
        <translation>将抽到的地块放在这里</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place your home feature here</source>
        <translation>将本营特征设在这里</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place %1 here</source>
        <translation>将 %1 放在这里</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deploy %1 here</source>
        <translation>将 %1 部署在这里</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move %1 here</source>
        <translation>将 %1 移动到这里</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attack %1 with %2</source>
        <translation>用 %2 攻击 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Withdraw %1 to the reserve</source>
        <translation>将 %1 撤回预备队</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: use %2</source>
        <translation>%1：使用 %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 moves to %2</source>
        <translation>%1 移动到 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 attacks %2</source>
        <translation>%1 攻击 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 deploys to %2</source>
        <translation>%1 部署到%2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Places a tile %1</source>
        <translation>放置地块于%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sets the home feature %1</source>
        <translation>设置本营特征于%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Places %1 on %2</source>
        <translation>将 %1 放在%2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 placed %2</source>
        <translation>%1 放在%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 set %2</source>
        <translation>%1 设在%2</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>%1 withdraws to the reserve</source>
        <translation>%1 撤回预备队</translation>
    </message>
    <message>
        <location line="-163"/>
        <source>%1 had no legal action left (R11.1)</source>
        <translation>%1已没有合法行动（R11.1）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 turns passed without a defeat and %2 held more features (R11.3)</source>
        <translation>连续 %1 回合无单位被击败，%2控制的特征更多（R11.3）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 turns passed without a defeat with the features held equally (R11.3)</source>
        <translation>连续 %1 回合无单位被击败，双方控制的特征一样多（R11.3）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The computer</source>
        <translation>电脑</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>you</source>
        <translation>你</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the computer</source>
        <translation>电脑</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>%1 uses %2</source>
        <translation>%1 使用 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 bumps a %2 die</source>
        <translation>%1 给一颗%2骰子加值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 re-rolls a %2 die</source>
        <translation>%1 重掷一颗%2骰子</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/words.py" line="+91"/>
        <source>Pass</source>
        <translation>不再加码</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/describe.py" line="+29"/>
        <source>drew %1</source>
        <translation>抽到 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>roll-off: Blue %1, Orange %2</source>
        <translation>掷骰决定先后：蓝方 %1，橙方 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>central feature drawn: %1</source>
        <translation>抽到的中央特征：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game begins; %1 moves first</source>
        <translation>游戏开始；%1 先行动</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>OFF %1</source>
        <translation>攻击 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DEF %1</source>
        <translation>防御 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 rolls %2</source>
        <translation>%1 掷出 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 bumps %2 +%3 → %4</source>
        <translation>%1 给 %2 加 +%3 → %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 re-rolls %2 %3 → %4</source>
        <translation>%1 重掷 %2 %3 → %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 enters %2: %3 test</source>
        <translation>%1 进入 %2：%3 检定</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>passed</source>
        <translation>通过</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>failed</source>
        <translation>未通过</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2 the test (%3)</source>
        <translation>%1 检定%2（%3）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is defeated by %2</source>
        <translation>%1 被 %2 击败</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is defeated</source>
        <translation>%1 被击败</translation>
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
        <translation>%1 回到预备队</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>both survive</source>
        <translation>双方都存活</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../pocket_tactics_app/ui/furrow/words.py" line="-12"/>
        <source>game over</source>
        <translation>游戏结束</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>It cannot deploy now: units deploy next to a feature you control, and you control none (R9.1).</source>
        <translation>现在无法部署：单位只能部署在你控制的特征旁，而你没有控制任何特征（R9.1）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It cannot deploy now: every tile next to a feature you control is taken or is a feature itself (R9.1).</source>
        <translation>现在无法部署：你控制的特征旁的每个地块都已被占据或本身就是特征（R9.1）。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>OFF %1 against DEF %2</source>
        <translation>攻击 %1 对防御 %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>OFF %1 · DEF %2</source>
        <translation>攻击 %1 · 防御 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swift</source>
        <translation>迅捷</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Flying</source>
        <translation>飞行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ranged</source>
        <translation>远程</translation>
    </message>
    <message>
        <location line="-275"/>
        <source>Game over: a draw — %1.</source>
        <translation>游戏结束：平局——%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game over: %1 wins — %2.</source>
        <translation>游戏结束：%1 获胜——%2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is deciding…</source>
        <translation>%1 正在决定……</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: bump phase — click one of your dice to bump it, or Pass.</source>
        <translation>%1：加值阶段——点击你的一颗骰子为其加值，或点“不再加值”。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: re-roll phase — click one of your dice to re-roll it, or Pass.</source>
        <translation>%1：重掷阶段——点击你的一颗骰子重掷，或点“不再重掷”。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: place the drawn %2 next to the map (glowing outlines).</source>
        <translation>%1：将抽到的%2放在地图旁（发光的轮廓处）。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: choose a unit in your reserve, then a highlighted tile by your home feature (R2.7).</source>
        <translation>%1：在预备队中选择一个单位，然后选择本营特征旁一个高亮的地块（R2.7）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn %1 · %2: move, attack, deploy or withdraw one unit — click a unit to see what it can do.</source>
        <translation>第 %1 回合 · %2：移动、攻击、部署或撤回一个单位——点击单位查看它能做什么。</translation>
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
        <translation>冻原</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Village</source>
        <translation>村庄</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lake</source>
        <translation>湖泊</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Foundry</source>
        <translation>铸造厂</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>food</source>
        <translation>粮食</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>wood</source>
        <translation>木材</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>metal</source>
        <translation>金属</translation>
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
        <translation>强化</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>Move</source>
        <translation>移动</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+53"/>
        <source>Produce</source>
        <translation>生产</translation>
    </message>
    <message>
        <location line="-52"/>
        <location line="+52"/>
        <source>Trade</source>
        <translation>贸易</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>Foundry card</source>
        <translation>铸造厂卡</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/dialogs.py" line="+93"/>
        <location filename="../../pocket_tactics_app/ui/furrow/words.py" line="+4"/>
        <location line="+49"/>
        <source>Upgrade</source>
        <translation>升级</translation>
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
        <translation>征募</translation>
    </message>
    <message>
        <location line="-49"/>
        <location line="+50"/>
        <source>Foundry move</source>
        <translation>铸造厂移动</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>character</source>
        <translation>领袖</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>mech</source>
        <translation>机甲</translation>
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
        <translation>水车</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Delve</source>
        <translation>矿道</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drill Hall</source>
        <translation>操练场</translation>
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
        <translation>金币</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/score_now.py" line="+1"/>
        <source>%1 stars × %2</source>
        <translation>%1 颗星星 × %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 territories × %2</source>
        <translation>%1 块领地 × %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 resource pairs × %2</source>
        <translation>%1 对资源 × %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>structure bonus</source>
        <translation>建筑奖励</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>If the game ended now (popularity %1: tier %2 of 3):</source>
        <translation>如果游戏现在结束（声望 %1：第 %2 档，共 3 档）：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Total: %1</source>
        <translation>合计：%1</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/advice_words.py" line="-39"/>
        <source>Section %1</source>
        <extracomment>how long the hint&apos;s search may take (Hard&apos;s own cap in play)</extracomment>
        <translation>第 %1 区</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move the %1 to %2</source>
        <translation>将%1移到%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Produce on %1</source>
        <translation>在 %1 生产</translation>
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
        <translation>在%1战斗</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Commit %1 power and %2 cards</source>
        <translation>投入 %1 力量和 %2 张卡</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 star (%2)</source>
        <translation>%1 颗星（%2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a mech on %1</source>
        <translation>在 %1 的机甲</translation>
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
        <translation>声望</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../pocket_tactics_app/ui/furrow/words.py" line="+1"/>
        <source>combat cards</source>
        <translation>战斗卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>territories</source>
        <translation>领地</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hint for %1: %2</source>
        <translation>给%1的提示：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Then: %1</source>
        <translation>然后：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Why: %1</source>
        <translation>理由：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance to win from here: %1</source>
        <translation>此刻起的获胜机会：%1</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/advice.py" line="+61"/>
        <source>Each player&apos;s chance to win over the game</source>
        <translation>各玩家在整局中的获胜机会</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>After each action; the dashed line is 50%.</source>
        <translation>每个行动之后；虚线为 50%。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>S&amp;tatistics…</source>
        <translation>统计(&amp;T)…</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>A hint is given when it is your decision.</source>
        <translation>轮到你决定时才会给出提示。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hard is looking for the best choice…</source>
        <translation>困难电脑正在寻找最佳选择…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No hint could be found: %1</source>
        <translation>找不到提示：%1</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/words.py" line="+4"/>
        <source>all upgrades</source>
        <translation>升级全部完成</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>all mechs</source>
        <translation>机甲全部部署</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all structures</source>
        <translation>建筑全部建成</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>all recruits</source>
        <translation>新兵全部征募</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all workers</source>
        <translation>工人全部就位</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>top popularity</source>
        <translation>声望满格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>top power</source>
        <translation>力量满格</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>objective</source>
        <translation>目标</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>combat win</source>
        <translation>战斗胜利</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>greedy</source>
        <translation>贪心</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>random</source>
        <translation>随机</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>choose a section</source>
        <translation>选择一个区域</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>top action</source>
        <translation>上方行动</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>moving</source>
        <translation>移动中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>retreat</source>
        <translation>撤退</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>choose a combat</source>
        <translation>选择一场战斗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>before the combat</source>
        <translation>战斗之前</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>sealed combat commit</source>
        <translation>密封的战斗投入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>encounter</source>
        <translation>遭遇</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>take a Foundry card</source>
        <translation>拿取一张铸造厂卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bottom action</source>
        <translation>下方行动</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>objective or end of turn</source>
        <translation>目标或结束回合</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Section</source>
        <translation>区域</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Skip</source>
        <translation>跳过</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take coins instead</source>
        <translation>改为拿取金币</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move a unit</source>
        <translation>移动一个单位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End the move</source>
        <translation>结束移动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foundry card action</source>
        <translation>铸造厂卡行动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deploy a mech</source>
        <translation>部署一台机甲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fight here</source>
        <translation>在此战斗</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+33"/>
        <source>Bombard</source>
        <translation>炮击</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Hired guns</source>
        <translation>雇佣兵</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commit to the combat</source>
        <translation>投入战斗</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Retreat</source>
        <translation>撤退</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose</source>
        <translation>选择</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Take</source>
        <translation>拿取</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reveal objective</source>
        <translation>揭示目标</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>End the turn</source>
        <translation>结束回合</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Veldmark Commune</source>
        <translation>维尔德马克公社</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Corvane Syndicate</source>
        <translation>科尔文财团</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hollin Clans</source>
        <translation>霍林诸氏族</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Saltreach Wardens</source>
        <translation>盐湾守望者</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ember Covenant</source>
        <translation>余烬圣约</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Haybarrow</source>
        <translation>干草丘</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ledgerport</source>
        <translation>账簿港</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thornhold</source>
        <translation>荆棘堡</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Brinewatch</source>
        <translation>盐哨</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cinderspire</source>
        <translation>烬尖塔</translation>
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
        <translation>修补匠</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vanguard</source>
        <translation>先锋</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reed Boats</source>
        <translation>芦苇舟</translation>
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
        <translation>后撤</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stride</source>
        <translation>阔步</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Levy</source>
        <translation>征兵</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hired Guns</source>
        <translation>雇佣兵</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ambush Ground</source>
        <translation>伏击地</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stand Fast</source>
        <translation>坚守</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>River crossing</source>
        <translation>渡河</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Common Stores</source>
        <translation>公共仓储</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Wading Hands</source>
        <translation>涉水之手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Requisition</source>
        <translation>征用</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tireless</source>
        <translation>不知疲倦</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wayfinders</source>
        <translation>寻路者</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unbounded</source>
        <translation>无拘</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Lakeshore</source>
        <translation>湖岸</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your structures on hexes next to a lake.</source>
        <translation>你在湖泊旁格子上的建筑。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foundry Ring</source>
        <translation>熔炉环</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your structures within two hexes of the Foundry.</source>
        <translation>你在铸造厂两格以内的建筑。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Riverwatch</source>
        <translation>河望</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your structures on hexes with two or more river edges.</source>
        <translation>你在有两条或更多河边的格子上的建筑。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tunnel Works</source>
        <translation>隧道工程</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tunnel hexes that hold or touch one of your structures.</source>
        <translation>有你的建筑或与之相邻的隧道格子。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Many Fields</source>
        <translation>百野</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Different terrains under your structures.</source>
        <translation>你的建筑下不同地形的数量。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chain</source>
        <translation>连锁</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your structures in the largest group of neighbouring hexes.</source>
        <translation>你在最大一组相邻格子中的建筑。</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>home base</source>
        <translation>本营</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>off the map</source>
        <translation>地图外</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 chose section %2.</source>
        <translation>%1 选择了区域 %2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 gained resources.</source>
        <translation>%1 获得了资源。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 gained %2 %3.</source>
        <translation>%1 获得了 %2 %3。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 paid.</source>
        <translation>%1 支付了费用。</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/log_words.py" line="+48"/>
        <source>%1 %2 from %3</source>
        <translation>从 %3 支付 %1 个%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 paid %2.</source>
        <translation>%1 支付了 %2。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>1 %1 on %2</source>
        <translation>1 个%1放在 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 gained resources at %2.</source>
        <translation>%1 在 %2 获得了资源。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 gained %2.</source>
        <translation>%1 获得了 %2。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Path: %1</source>
        <translation>路线：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Workers carried: %1</source>
        <translation>携带的工人：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../pocket_tactics_app/ui/furrow/words.py" line="+3"/>
        <source>%1 moved a %2 to %3.</source>
        <translation>%1 把一个%2移动到 %3。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 retreated to %2.</source>
        <translation>%1 撤退到 %2。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 chose section %2 (%3 / %4).</source>
        <translation>%1 选择了区域 %2（%3 / %4）。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 chose %2 of %3.</source>
        <translation>%1 选择了「%3」的 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 took the Foundry card %2.</source>
        <translation>%1 拿取了工厂牌「%2」。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 revealed the objective %2.</source>
        <translation>%1 亮出了目标「%2」。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 deployed a mech with %2 at %3.</source>
        <translation>%1 在 %3 部署了带有「%2」的机甲。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 upgraded %2 and covered a slot of %3.</source>
        <translation>%1 升级了「%2」，并盖住了「%3」的一个格子。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 conscripted a recruit for %2 (one-time bonus: %3).</source>
        <translation>%1 为「%2」招募了新兵（一次性奖励：%3）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 gained %2 from their recruit for %3.</source>
        <translation>%1 因其「%3」的新兵获得了 %2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 used Requisition: a combat card of %2 paid for 1 %3.</source>
        <translation>%1 使用了征用：用一张 %2 点战斗牌代付 1 个%3。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 used Bombard: %2 lost 2 power.</source>
        <translation>%1 使用了炮击：%2 失去 2 点力量。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 produced %2 %3 at %4.</source>
        <translation>%1 在 %4 生产了 %2 个%3。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 produced %2 workers at %3.</source>
        <translation>%1 在 %3 生产了 %2 名工人。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 gained %2 from their recruit: %3 took %4.</source>
        <translation>%1 因新兵获得了 %2：%3 执行了「%4」。</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+8"/>
        <source>R%1 · %2</source>
        <translation>第%1轮 · %2</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/words.py" line="+4"/>
        <source>%1&apos;s workers were sent home from %2.</source>
        <translation>%1 的工人被从 %2 赶回本营。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 retreated.</source>
        <translation>%1 撤退了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Combat at %1: %2 attacks %3.</source>
        <translation>%1 爆发战斗：%2 进攻 %3。</translation>
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
        <translation>揭晓：%1；%2 获胜。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 bombarded.</source>
        <translation>%1 发动了炮击。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 hired guns for %2 coins.</source>
        <translation>%1 花 %2 金币雇佣了佣兵。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 placed a star: %2.</source>
        <translation>%1 放置了一颗星：%2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 met an encounter at %2.</source>
        <translation>%1 在 %2 遭遇了事件。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 chose %2.</source>
        <translation>%1 选择了 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 took a Foundry card.</source>
        <translation>%1 拿取了一张铸造厂卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 produced at %2.</source>
        <translation>%1 在 %2 进行了生产。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 deployed a mech at %2.</source>
        <translation>%1 在 %2 部署了一台机甲。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 built a %2 at %3.</source>
        <translation>%1 在 %3 建造了%2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 upgraded.</source>
        <translation>%1 进行了升级。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 conscripted a recruit.</source>
        <translation>%1 征募了一名新兵。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 took a recruit bonus.</source>
        <translation>%1 获得了新兵奖励。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 revealed an objective.</source>
        <translation>%1 揭示了一个目标。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 used Requisition.</source>
        <translation>%1 使用了征用。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 used Common Stores: 1 %2 from %3 paid for 1 %4.</source>
        <translation>%1 使用了公共仓储：用%3的 1 个%2代付 1 个%4。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 used Common Stores: 1 %2 paid for 1 %3.</source>
        <translation>%1 使用了公共仓储：用 1 个%2代付 1 个%3。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game over: %1 wins.</source>
        <translation>游戏结束：%1 获胜。</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/board.py" line="+211"/>
        <location filename="../../pocket_tactics_app/ui/furrow/words.py" line="-89"/>
        <source>Home base of %1</source>
        <extracomment>Units sliding along their paths (by id, with how many of their moves are running): drawn by the animation, not yet where they end.</extracomment>
        <translation>%1 的本营</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tunnel</source>
        <translation>隧道</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>Encounter token</source>
        <translation>遭遇标记</translation>
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
        <translation>%1 个自选资源</translation>
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
        <translation>一台机甲</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/dialogs.py" line="+0"/>
        <source>a structure</source>
        <translation>一座建筑</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/advice_words.py" line="+6"/>
        <location filename="../../pocket_tactics_app/ui/furrow/dialogs.py" line="+1"/>
        <source>an upgrade</source>
        <translation>一次升级</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/dialogs.py" line="+1"/>
        <source>a recruit</source>
        <translation>一名新兵</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>produce on one hex with your workers as if it had 2 more</source>
        <translation>在一个有你工人的地块生产，视为多 2 名工人</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 coin</source>
        <translation>1 金币</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+13"/>
        <location filename="../../pocket_tactics_app/ui/furrow/log_words.py" line="-113"/>
        <location filename="../../pocket_tactics_app/ui/furrow/objective_words.py" line="-55"/>
        <location filename="../../pocket_tactics_app/ui/furrow/words.py" line="-152"/>
        <source>resources</source>
        <translation>资源</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Strengthen: more power</source>
        <translation>强化：更多力量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strengthen: more cards</source>
        <translation>强化：更多卡牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move: more units</source>
        <translation>移动：更多单位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move: more coins</source>
        <translation>移动：更多金币</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Produce: more hexes</source>
        <translation>生产：更多格子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trade: more popularity</source>
        <translation>贸易：更多声望</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cover a slot of</source>
        <translation>覆盖槽位于</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mech ability</source>
        <translation>机甲能力</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hex</source>
        <translation>格子</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Structure</source>
        <translation>建筑</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recruit for</source>
        <translation>征募于</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>One-time bonus</source>
        <translation>一次性奖励</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Coins</source>
        <translation>金币</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combat card to discard</source>
        <translation>弃掉的战斗卡</translation>
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
        <translation>卡牌与能力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every card of the game, made from the game&apos;s own card files.</source>
        <translation>游戏中的每一张卡，取自游戏自己的卡牌文件。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reveal one at the end of your turn when its condition is true (S14).</source>
        <translation>在你的回合结束时，条件为真即可公开一张（S14）。</translation>
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
        <translation>铸造厂卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>taken at the Foundry; a fifth section of your mat (S13).</source>
        <translation>在铸造厂获得；成为你玩家板的第五个区域（S13）。</translation>
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
        <translation>你的领袖在遭遇格上遇到；选择一个选项（S12）。</translation>
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
        <translation>建筑</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one of each per player, placed by Build (S9.6).</source>
        <translation>每位玩家每种一个，由建造放置（S9.6）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Structure bonus tiles</source>
        <translation>建筑奖励板</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one is drawn for the game; it pays at the end for 1, 2, 3 or 4+ (S16.2).</source>
        <translation>每局抽出一块；终局时按 1、2、3 或 4 个以上计分（S16.2）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 Pays %2.</source>
        <translation>%1 计分 %2。</translation>
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
        <translation>由征募放在你玩家板的一列上（S9.7）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>+1 %1 whenever you or a neighbour does this bottom action.</source>
        <translation>每当你或邻座执行这个下方行动时，+1 %1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One-time bonuses</source>
        <translation>一次性奖励</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/panels.py" line="+6"/>
        <source>upgraded %1 of %2</source>
        <translation>已升级 %1/%2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>on %1 hexes; pay %2</source>
        <translation>在 %1 个格子；支付 %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>used last turn: choose another section</source>
        <translation>上回合已用：请选择其他区域</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no hex to produce on</source>
        <translation>没有可生产的格子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nothing left to do with it</source>
        <translation>它已无事可做</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>costs %1 %2, you have %3</source>
        <translation>需要 %1 %2，你有 %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot pay: %1 short</source>
        <translation>无法支付：还差 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>move one unit up to 2 hexes</source>
        <translation>移动一个单位至多 2 格</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pay %1 %2 → +%3 coins</source>
        <translation>支付 %1 %2 → +%3 金币</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>slots covered %1 of %2</source>
        <translation>已覆盖槽位 %1/%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>recruit: +1 %1 when you or a neighbour does this</source>
        <translation>新兵：你或邻居执行此行动时 +1 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 gains %2 when you do this</source>
        <translation>你执行此行动时 %1 获得%2</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/card_words.py" line="+20"/>
        <source>Granary Reserve</source>
        <translation>粮仓储备</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six sacks of grain under one roof is a winter survived.</source>
        <translation>一个屋檐下有六袋粮食，就熬得过一个冬天。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Timber Yard</source>
        <translation>木料场</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stack the logs high and let the whole valley smell the sap.</source>
        <translation>把原木高高堆起，让整个山谷都闻到树脂的香气。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ore Heap</source>
        <translation>矿石堆</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A hill of raw ore is a promise the forges mean to keep.</source>
        <translation>一座原矿小山，是熔炉决意兑现的承诺。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sealed Cisterns</source>
        <translation>密封油池</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark oil in stone tanks, enough to keep every lamp burning.</source>
        <translation>石槽里的黑油，足够让每一盏灯都亮着。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Well-Kept Stores</source>
        <translation>井然的仓储</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A little of everything, and nothing wanting.</source>
        <translation>样样都有一点，什么也不缺。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Three Bells</source>
        <translation>三口钟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When three village bells ring for you, the basin listens.</source>
        <translation>当三个村庄的钟为你而鸣，整个盆地都会倾听。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Water&apos;s Edge</source>
        <translation>水岸</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whoever holds the shore holds the reeds, the fish and the ferries.</source>
        <translation>谁守住湖岸，谁就拥有芦苇、鱼和渡船。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Iron Resolve</source>
        <translation>钢铁意志</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strength in the arm and steel in the pocket.</source>
        <translation>臂上有力，囊中有钢。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Loved and Feared</source>
        <translation>爱戴与敬畏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>They cheer you in the square and keep clear of your road.</source>
        <translation>他们在广场上为你欢呼，又远远避开你的道路。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sealed Orders</source>
        <translation>密令</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five plans in the satchel, and none of them written down twice.</source>
        <translation>挎包里五份计划，没有一份抄写过两遍。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ring of Chimneys</source>
        <translation>烟囱之环</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close enough to the Foundry to feel its heat at night.</source>
        <translation>离铸造厂近得夜里都能感到它的热气。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Feared, Not Loved</source>
        <translation>令人畏惧而非爱戴</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The villages whisper your name and bar their doors.</source>
        <translation>村庄低声念着你的名字，紧闭家门。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Many Hands</source>
        <translation>人多手众</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every kind of soil has known your workers&apos; boots.</source>
        <translation>每一种土地都留下过你工人的靴印。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keepers of the Deep Roads</source>
        <translation>深路守护者</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whoever holds the tunnels holds the basin&apos;s pulse.</source>
        <translation>谁掌握隧道，谁就掌握盆地的脉搏。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Broad Shoulders</source>
        <translation>宽阔的肩膀</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two of everything, and room to grow.</source>
        <translation>样样两份，还有成长的余地。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tinkerer&apos;s Pride</source>
        <translation>工匠的骄傲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The mat is half bare and every shed has something new.</source>
        <translation>玩家板空了一半，每间棚屋都有新东西。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Work Gang</source>
        <translation>工作队</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four pairs of hands in one field finish before noon.</source>
        <translation>四双手同在一块田里，中午前就干完了。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Iron Escort</source>
        <translation>钢铁护卫</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The leader walks in the shadow of two machines.</source>
        <translation>领袖走在两台机器的影子里。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Stalled Caravan</source>
        <translation>陷住的商队</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A merchant wagon sits axle-deep in the ruts, its driver waving you over.</source>
        <translation>一辆商车陷在车辙里直到车轴，车夫向你招手。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Flooded Cellar</source>
        <translation>进水的地窖</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spring water has found the old powder store; the owners are desperate.</source>
        <translation>泉水渗进了旧火药库，主人们急坏了。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Lamplighters&apos; Hall</source>
        <translation>点灯人会馆</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The guild that kept the Foundry&apos;s lamps lit still meets, and still wants a patron.</source>
        <translation>曾为铸造厂点灯的行会仍在聚会，也仍在寻找一位赞助人。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Broken Loom</source>
        <translation>坏掉的织机</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A weaver&apos;s loom lies in pieces; she swears it can be made better than new.</source>
        <translation>织工的织机散成了零件；她发誓能把它修得比新的还好。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Ferryman&apos;s Debt</source>
        <translation>摆渡人的债</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An old ferryman offers what he owes in labour, in timber or in tools.</source>
        <translation>一位老摆渡人愿以劳力、木材或工具偿还欠款。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Hedge School</source>
        <translation>树篱学堂</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Children recite sums under an oak while their teacher eyes your purse.</source>
        <translation>孩子们在橡树下背算术，老师却盯着你的钱袋。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Empty Smithy</source>
        <translation>空铁匠铺</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The forge is cold, but the bellows still breathe and the anvil rings true.</source>
        <translation>炉火已冷，但风箱仍在呼吸，铁砧依旧清脆。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Surveyor&apos;s Tower</source>
        <translation>测量塔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the top you can see every chimney in the basin.</source>
        <translation>从塔顶能看见盆地里的每一根烟囱。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Drovers&apos; Camp</source>
        <translation>牧人营地</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Herders passing south trade stories and strong young hands.</source>
        <translation>南下的牧人用故事和年轻力壮的帮手做交换。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Orphaned Orchard</source>
        <translation>无主果园</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody has pruned these trees in years, yet they still bear.</source>
        <translation>这些树多年无人修剪，却依然结果。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Reed Cutters</source>
        <translation>割苇人</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Their sickles flash in the marsh light; they would rather work for you than the frost.</source>
        <translation>他们的镰刀在沼泽的光里闪烁；与其给寒霜干活，不如为你效力。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Rusted Walker</source>
        <translation>生锈的步行机</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A machine from the old war stands knee-deep in nettles, one lamp still glowing.</source>
        <translation>一台旧战争留下的机器站在齐膝的荨麻里，一盏灯仍亮着。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Tinker&apos;s Cart</source>
        <translation>修补匠的推车</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gears, springs and a salesman who will not take no for an answer.</source>
        <translation>齿轮、弹簧，还有一个不接受拒绝的推销员。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Mason&apos;s Widow</source>
        <translation>石匠的遗孀</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Her husband&apos;s plans fill a chest; she wants them built by someone worthy.</source>
        <translation>她丈夫的图纸装满了一箱；她希望由值得托付的人把它们建成。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Collapsed Bridge</source>
        <translation>坍塌的桥</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The river took the old bridge; the villagers have stone but no plan.</source>
        <translation>河水冲走了旧桥；村民有石料却没有方案。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Night Market</source>
        <translation>夜市</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lanterns, spices and the whisper of contraband under the stalls.</source>
        <translation>灯笼、香料，还有摊位底下走私货的低语。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Shrine of Lamps</source>
        <translation>灯之神龛</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pilgrims leave oil at the shrine; the keeper says the saint would want it used.</source>
        <translation>朝圣者在神龛留下灯油；守龛人说圣徒会希望它被用上。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Barn Raising</source>
        <translation>合力建仓</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every neighbour brings a beam, a rope or a pie.</source>
        <translation>每位邻居都带来一根梁、一条绳或一个馅饼。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Deserters</source>
        <translation>逃兵</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three soldiers who have had enough of someone else&apos;s war.</source>
        <translation>三个受够了别人的战争的士兵。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Wandering Choir</source>
        <translation>流浪合唱团</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Their songs follow you down the road long after they have gone.</source>
        <translation>他们走后很久，歌声仍一路伴着你。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Abandoned Workshop</source>
        <translation>废弃的工坊</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dust on the benches, and a blueprint pinned under a jar of nails.</source>
        <translation>工作台上积满灰尘，一张蓝图压在一罐钉子下面。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Harvest Fair</source>
        <translation>丰收集市</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prize marrows, wrestling matches and a great deal of cider.</source>
        <translation>获奖的大南瓜、摔跤比赛，还有大量苹果酒。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Night Shift</source>
        <translation>夜班</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The furnaces never cool if someone is willing to sweat.</source>
        <translation>只要有人肯流汗，熔炉就永不冷却。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pay Parade</source>
        <translation>发饷日</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wages in hand, the crews cheer whoever signed the ledger.</source>
        <translation>工钱到手，工人们为签账本的人欢呼。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Furnace Tithe</source>
        <translation>熔炉什一税</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feed the fires and the guild remembers your generosity in coin.</source>
        <translation>喂饱炉火，行会就会用金币记住你的慷慨。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spare Parts Bin</source>
        <translation>备件箱</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody remembers what half of it fits. The other half fits everything.</source>
        <translation>一半零件没人记得配什么，另一半什么都配。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Old Battle Plans</source>
        <translation>旧作战计划</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maps of campaigns nobody won, worth something to a buyer.</source>
        <translation>没人打赢过的战役地图，对买家却值点钱。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Salvage Crew</source>
        <translation>回收队</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bring them raw stock and they bring back goodwill and silver.</source>
        <translation>给他们原料，他们带回好感和银子。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drill Sergeant</source>
        <translation>教官</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spent strength is lent, not lost, if you keep the notes.</source>
        <translation>只要记好账，花掉的力量是借出，而非失去。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open Storeroom</source>
        <translation>开放的库房</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take what you need; sign the book on your way out.</source>
        <translation>需要什么就拿；出门时在簿子上签名。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Overtime Bell</source>
        <translation>加班钟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the old bell rings twice, every hand in the valley works double.</source>
        <translation>老钟一响两次，山谷里的每双手都加倍干活。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Steam Plough</source>
        <translation>蒸汽犁</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It breaks the hardest ground, if you can keep the boiler fed.</source>
        <translation>只要锅炉有得烧，再硬的地也能犁开。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Whenever you Strengthen, +1 popularity.</source>
        <translation>每当你强化时，+1 声望。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its hex may Produce while you control it, as if one more of your workers stood there.</source>
        <translation>只要你控制它所在的格子，该格就可以生产，如同那里多站了一个你的工人。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its hex is a tunnel hex for your units.</source>
        <translation>它所在的格子对你的单位来说是隧道格。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whenever you Trade, +1 power.</source>
        <translation>每当你贸易时，+1 力量。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When you pay the resource cost of a bottom action, you may pay one resource of another type in place of one resource of the cost&apos;s type.</source>
        <translation>支付下方行动的资源成本时，你可以用一个其他种类的资源代替成本所需种类的一个资源。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once per turn, when you pay the resource cost of a bottom action, you may discard one combat card in place of one resource of any type.</source>
        <translation>每回合一次，支付下方行动的资源成本时，你可以弃掉一张战斗卡来代替任意一种资源中的一个。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may choose the same section as on your previous turn.</source>
        <translation>你可以选择与上一回合相同的区域。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your combat stars have no limit of 2. You may complete both objectives (one per turn), each for a star; you still have at most 6 stars.</source>
        <translation>你的战斗星星没有 2 颗的上限。你可以完成两个目标（每回合一个），各得一颗星星；你仍然最多只有 6 颗星星。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your workers may cross rivers when they move. They still never enter lakes.</source>
        <translation>你的工人移动时可以跨越河流，但仍然不能进入湖泊。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At each encounter you may choose two different options instead of one.</source>
        <translation>每次遭遇时，你可以选择两个不同的选项，而不是一个。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>+2 to your combat total when the combat hex is a forest or mountain.</source>
        <translation>战斗格是森林或山地时，你的战斗总值 +2。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Before the commit, you may pay 1 power; your opponent then loses 2 power (down to 0). Once per combat.</source>
        <translation>在承诺之前，你可以支付 1 力量；你的对手随即失去 2 力量（最低到 0）。每场战斗一次。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When your units on a hex must retreat, you may send all of them instead to one hex that holds your structure and no other player&apos;s unit.</source>
        <translation>当你在某格的单位必须撤退时，你可以改为把它们全部送到一个有你的建筑且没有其他玩家单位的格子。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Before the commit, you may pay 1 or 2 coins and add the same number to your combat total.</source>
        <translation>在承诺之前，你可以支付 1 或 2 金币，并把同样的数目加到你的战斗总值上。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a combat where at least one of your workers is on the combat hex, you may play one extra combat card.</source>
        <translation>在战斗格上至少有一个你的工人的战斗中，你可以多打出一张战斗卡。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A step may go from a village you control to the Foundry, or from the Foundry to a village you control, whatever lies between.</source>
        <translation>一步可以从你控制的村庄走到铸造厂，或从铸造厂走到你控制的村庄，无论中间隔着什么。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A step may enter or leave a lake, even from one lake to another. A mech may not carry workers onto a lake. A lake is controlled by whoever has units on it.</source>
        <translation>一步可以进入或离开湖泊，甚至从一个湖泊到另一个湖泊。机甲不能把工人搬上湖泊。湖泊由其上有单位的玩家控制。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every mountain you control counts as a tunnel hex for your character and mechs.</source>
        <translation>你控制的每个山地对你的领袖和机甲都算作隧道格。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A step may cross a river edge if the hex entered is of one of your two river terrains.</source>
        <translation>如果进入的格子属于你的两种渡河地形之一，这一步可以跨越河流边。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A step may go from any hex next to a lake to any other hex next to the same body of lakes, rivers ignored. The Foundry is on the shore of all three bodies.</source>
        <translation>一步可以从与某片湖区相邻的任一格走到与同一片湖区相邻的任一其他格，无视河流。铸造厂位于三片湖区的岸边。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When you are the defender, +1 to your combat total, and ties go to you.</source>
        <translation>你是防守方时，战斗总值 +1，且平局算你赢。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your character or mech, when moved by a Move top action, may take up to 2 steps instead of 1 (not the Foundry-card move).</source>
        <translation>你的领袖或机甲被上方行动“移动”移动时，可以走至多 2 步而不是 1 步（铸造厂卡的移动除外）。</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/rules.py" line="-6"/>
        <source>Terms</source>
        <translation>术语</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Components</source>
        <translation>配件</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The map: the Vell Basin</source>
        <translation>地图：韦尔盆地</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Factions</source>
        <translation>阵营</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player mats</source>
        <translation>玩家板</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Setup</source>
        <translation>准备</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The turn</source>
        <translation>回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top actions</source>
        <translation>上方行动</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Movement</source>
        <translation>移动</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bottom actions</source>
        <translation>下方行动</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Combat</source>
        <translation>战斗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Control, territories and resources</source>
        <translation>控制、领地与资源</translation>
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
        <translation>铸造厂与铸造厂卡</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/guide_cards.py" line="-12"/>
        <location filename="../../pocket_tactics_app/ui/furrow/rules.py" line="+0"/>
        <source>Objectives</source>
        <translation>目标</translation>
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
        <translation>游戏结束与计分</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hidden information, secrecy and randomness</source>
        <translation>隐藏信息、保密与随机性</translation>
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
        <translation>湖边的格子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hexes within %1 of the Foundry</source>
        <translation>距铸造厂 %1 步以内的格子</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>units</source>
        <translation>单位</translation>
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
        <translation>领袖</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>combat cards in hand</source>
        <translation>张手中的战斗卡</translation>
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
        <translation>控制 %1 个%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 %2 on one hex</source>
        <translation>某一格上有 %1 个%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2 on one of the %3</source>
        <translation>某一个%3上有 %1 个%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2 on the %3</source>
        <translation>%3上共有 %1 个%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 on %2 different %3</source>
        <translation>%1分布在 %2 个不同的%3上</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 on %2 different terrains (field, forest, mountain, tundra, village)</source>
        <translation>%1分布在 %2 种不同的地形上（田野、森林、山地、冻原、村庄）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>upgrades</source>
        <translation>升级</translation>
    </message>
    <message>
        <location line="-73"/>
        <location line="+73"/>
        <source>mechs</source>
        <translation>机甲</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>%1 × %2 together on one hex</source>
        <translation>同一格上：%1 × %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>structures</source>
        <translation>建筑</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>recruits</source>
        <translation>新兵</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 %2: you have %3</source>
        <translation>%1 %2：你现有 %3</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>revealed</source>
        <translation>已公开</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>can be claimed now</source>
        <translation>现在可以公开</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not yet</source>
        <translation>尚未达成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Condition: %1</source>
        <translation>条件：%1</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/seat_sheet.py" line="-36"/>
        <source>Coins %1 · Power %2 · Popularity %3</source>
        <translation>金币 %1 · 力量 %2 · 声望 %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Abilities</source>
        <translation>能力</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Not yet unlocked: %1</source>
        <translation>尚未解锁：%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+10"/>
        <location line="+7"/>
        <source>none yet</source>
        <translation>暂无</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>+1 %1 whenever this seat or a neighbour does this; one-time bonus taken: 2 %2</source>
        <translation>每当该玩家或其邻座执行此行动时 +1 %1；已拿的一次性奖励：2 %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Resources controlled</source>
        <translation>控制的资源</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Objectives revealed</source>
        <translation>已公开的目标</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/ability_words.py" line="+45"/>
        <source>%1 (%2% to pass its test)</source>
        <translation>%1（%2% 通过检定）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 cannot be used now: none of your units is held captive.</source>
        <translation>%1现在无法使用：你没有单位被俘。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 cannot be used now: no feature next to it is held by the enemy with no enemy on it.</source>
        <translation>%1现在无法使用：它旁边没有由敌方控制且无敌方单位的特征。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 cannot be used now.</source>
        <translation>%1现在无法使用。</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/reveal_panel.py" line="+61"/>
        <source>Power dial</source>
        <translation>力量转盘</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combat card</source>
        <translation>战斗牌</translation>
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
        <translation>合计</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 power</source>
        <translation>%1 点力量</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 wins the combat.</source>
        <translation>%1 赢得了战斗。</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/waste_warnings.py" line="+46"/>
        <source>The top action of this section cannot be taken now (%1): it will be passed over.</source>
        <extracomment>The warnings the player asked not to see again.</extracomment>
        <translation>此区域的上方行动现在无法执行（%1）：它将被跳过。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its bottom action cannot be taken either (%1).</source>
        <translation>它的下方行动也无法执行（%1）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You can still take this section&apos;s bottom action; skipping it gives nothing.</source>
        <translation>你仍可执行此区域的下方行动；跳过则一无所获。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This move starts a combat at %1 with 0 power and no combat card: you cannot add anything to your dial.</source>
        <translation>此移动会在 %1 引发战斗，而你只有 0 点力量且没有战斗牌：你的转盘无法增加任何数值。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your workers at %1 stay with no character or mech beside them, next to a rival&apos;s: they can be pushed home, and you would lose popularity.</source>
        <translation>你在 %1 的工人将没有角色或机甲陪同，且紧邻对手的单位：他们可能被赶回家，你会失去声望。</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>You commit 0 power and no combat card, though you have some to add.</source>
        <translation>你投入 0 点力量且没有战斗牌，尽管你还有可以投入的。</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/animation.py" line="-71"/>
        <source>Animate computer moves</source>
        <translation>以动画显示电脑的行动</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Slide the units of computers and remote players along their paths, flash combats (a click or Esc skips)</source>
        <translation>电脑和远程玩家的单位沿路径滑动，战斗闪烁显示（单击或按Esc跳过）</translation>
    </message>
</context>
<context>
    <name>ArmyBuilderDialog</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/army_files.py" line="+88"/>
        <source>Unknown card(s): %1. Remove the card(s) from the army, or add the card(s) and reload.</source>
        <translation>未知卡牌：%1。请从军队中移除这些卡牌，或添加这些卡牌后重新载入。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Add at least one unit.</source>
        <translation>至少加入一个单位。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Over the limit (%1 of %2 points): remove a unit or raise the limit.</source>
        <translation>超出上限（%1 / %2 点）：移除一个单位或提高上限。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose exactly %1 terrain tiles.</source>
        <translation>请恰好选择 %1 个地形地块。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unknown terrain: %1.</source>
        <translation>未知地形：%1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose a home feature.</source>
        <translation>请选择本营特征。</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/army_builder.py" line="+94"/>
        <source>Army builder</source>
        <extracomment>Point limits offered; &quot;Custom&quot; lets the player type any other.</extracomment>
        <translation>军队编成</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Use army</source>
        <translation>使用军队</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/army_catalogue.py" line="+46"/>
        <source>Card catalogue</source>
        <translation>卡牌目录</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Search names, types, abilities…</source>
        <translation>搜索名称、类型、能力……</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>All cards</source>
        <translation>全部卡牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Units</source>
        <translation>单位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Terrain</source>
        <translation>地形</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Features</source>
        <translation>特征</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Add to army →</source>
        <translation>加入军队 →</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add the selected unit (or double-click it, or drag it onto the roster)</source>
        <translation>加入所选单位（也可双击，或拖到名册上）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reload cards</source>
        <translation>重新载入卡牌</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Read the card folders again: %1</source>
        <translation>重新读取卡牌文件夹：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New card…</source>
        <translation>新建卡牌……</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/army_builder.py" line="+55"/>
        <source>Saved armies</source>
        <translation>已保存的军队</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Load</source>
        <translation>载入</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rename…</source>
        <translation>重命名……</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import…</source>
        <translation>导入……</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export…</source>
        <translation>导出……</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your army</source>
        <translation>你的军队</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Name this army to save it</source>
        <translation>为这支军队命名以保存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Use</source>
        <translation>使用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replace the roster, tiles and home feature with this suggested build</source>
        <translation>用这套推荐编成替换名册、地块和本营特征</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Suggested</source>
        <translation>推荐</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+136"/>
        <source>%1 points</source>
        <translation>%1 点</translation>
    </message>
    <message>
        <location line="-135"/>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> pts</source>
        <translation> 点</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Point limit</source>
        <translation>点数上限</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Drop units here. Double-click a unit to remove it.</source>
        <translation>把单位拖到这里。双击单位可将其移除。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Duplicate</source>
        <translation>复制</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Six terrain tiles and home feature</source>
        <translation>六个地形地块和本营特征</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Home feature</source>
        <translation>本营特征</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>All factions</source>
        <translation>所有阵营</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All types</source>
        <translation>所有类型</translation>
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
        <translation>%1 / %2 点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>— OVER THE LIMIT</source>
        <translation>——超出上限</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Found when the list was loaded:</source>
        <translation>载入名单时发现：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ready to use.</source>
        <translation>可以使用。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 points left.</source>
        <translation>还剩 %1 点。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Use this army</source>
        <translation>使用这支军队</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Terrain and features are chosen below the roster, not added to it.</source>
        <translation>地形和特征在名册下方选择，不加入名册。</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Unnamed army</source>
        <translation>未命名军队</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cards reloaded: %1 units, %2 terrain, %3 features.</source>
        <translation>卡牌已重新载入：%1 个单位，%2 种地形，%3 种特征。</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n problem(s) in card files (listed below the catalogue).</source>
        <translation>
            <numerusform>卡牌文件中有 %n 个问题（列在目录下方）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+128"/>
        <source>%n problem(s) found; nothing was dropped.</source>
        <translation>
            <numerusform>发现 %n 个问题；没有丢弃任何内容。</numerusform>
        </translation>
    </message>
    <message>
        <location line="-95"/>
        <source>Saved the new card to %1.</source>
        <translation>新卡牌已保存到 %1。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 (cannot be read)</source>
        <translation>%1（无法读取）</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Give the army a name to save it.</source>
        <translation>给军队起个名字才能保存。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Saved “%1”.</source>
        <translation>已保存“%1”。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It cannot be used yet: %1</source>
        <translation>暂时还不能使用：%1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Loaded “%1” from %2.</source>
        <translation>已从 %2 载入“%1”。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Rename army</source>
        <translation>重命名军队</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New name:</source>
        <translation>新名称：</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Renamed “%1” to “%2”.</source>
        <translation>已将“%1”重命名为“%2”。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Delete army</source>
        <translation>删除军队</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the army “%1”? This cannot be undone.</source>
        <translation>删除军队“%1”？此操作无法撤销。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Deleted “%1”.</source>
        <translation>已删除“%1”。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Import army</source>
        <translation>导入军队</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Army lists (*.yaml *.yml);;All files (*)</source>
        <translation>军队名单 (*.yaml *.yml);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Imported “%1”.</source>
        <translation>已导入“%1”。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Export army</source>
        <translation>导出军队</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Army lists (*.yaml *.yml)</source>
        <translation>军队名单 (*.yaml *.yml)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Exported “%1” to %2.</source>
        <translation>已将“%1”导出到 %2。</translation>
    </message>
</context>
<context>
    <name>AssaultPanel</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/assault_panel.py" line="+98"/>
        <source>No assault yet.</source>
        <translation>还没有突击。</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Pass</source>
        <translation>不再加值或重掷</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Decide for me</source>
        <translation>替我决定</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Click here to continue.</source>
        <translation>点击此处继续。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Earlier results</source>
        <translation>先前的结果</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1 test on entering %2</source>
        <translation>进入 %2 时的 %1 检定</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>passes</source>
        <translation>不再加值或重掷</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Both are defeated: %1 and %2.</source>
        <translation>双方都被击败：%1 和 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+2"/>
        <source>%1 is defeated!</source>
        <translation>%1 被击败！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both units survive.</source>
        <translation>双方单位都存活。</translation>
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
        <translation>按当前骰子：%1击败%2；%2无法反击。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the dice stand: %1 does not defeat %2; %2 cannot strike back.</source>
        <translation>按当前骰子：%1未能击败%2；%2无法反击。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>As the dice stand: %1 defeats %2; %2 defeats %1.</source>
        <translation>按当前骰子：%1击败%2；%2也击败%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the dice stand: %1 defeats %2; %2 does not defeat %1.</source>
        <translation>按当前骰子：%1击败%2；%2未能击败%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the dice stand: %1 does not defeat %2; %2 defeats %1.</source>
        <translation>按当前骰子：%1未能击败%2；%2击败%1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the dice stand: %1 does not defeat %2; %2 does not defeat %1.</source>
        <translation>按当前骰子：%1未能击败%2；%2也未能击败%1。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>As the dice stand: %1 passes (a %2 or more shows).</source>
        <translation>按当前骰子：%1通过（有骰子达到 %2 或以上）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the dice stand: %1 fails (no die shows %2 or more).</source>
        <translation>按当前骰子：%1未通过（没有骰子达到 %2 或以上）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 against %2 decides: %3 is defeated.</source>
        <translation>%1 对 %2 决定胜负：%3被击败。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 against %2 decides: %3 is safe.</source>
        <translation>%1 对 %2 决定胜负：%3安全。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An OFF die is left over: %1 is defeated.</source>
        <translation>多出一颗攻击骰：%1被击败。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All pairs are equal and the OFF dice run out: %1 is safe.</source>
        <translation>各对点数相同且攻击骰用完：%1安全。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No OFF dice: %1 is safe.</source>
        <translation>没有攻击骰：%1安全。</translation>
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
        <translation>不再重掷</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>+%1 on %2 %3</source>
        <translation>+%1 加在%2 %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re-roll %1 %2</source>
        <translation>重掷%1 %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 defeated %2% · %3 defeated %4%</source>
        <translation>%1被击败 %2% · %3被击败 %4%</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>passes %1%</source>
        <translation>通过 %1%</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>passes the test</source>
        <translation>通过检定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choice</source>
        <translation>选项</translation>
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
        <translation>还没有突击。把鼠标悬停在可及的敌人上查看胜率；点击即可攻击。</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Rolling…</source>
        <translation>掷骰中…</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Pass: %1</source>
        <translation>不再加值或重掷：%1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 attacks %2</source>
        <translation>%1 攻击 %2</translation>
    </message>
    <message>
        <location line="-83"/>
        <source>Attacker</source>
        <translation>攻击方</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/assault_choices.py" line="-45"/>
        <source>Enemy falls</source>
        <translation>敌方被击败</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You fall</source>
        <translation>你被击败</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>About: odds with re-rolls capped at %1 a side (too many to follow exactly), each later decision made by the simple rule. ★ is what “Decide for me” takes.</source>
        <translation>约数：每方重掷最多按 %1 次计算（太多而无法精确跟踪），之后的每个决定按简单规则做出。★ 是“替我决定”会选的。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exact odds if you choose now, each later decision made by the simple rule. ★ is what “Decide for me” takes.</source>
        <translation>现在选择时的精确几率，之后的每个决定按简单规则做出。★ 是“替我决定”会选的。</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/assault_panel.py" line="+0"/>
        <source>Defender</source>
        <translation>防御方</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Test</source>
        <translation>检定</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>deciding</source>
        <translation>正在决定</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bumps left: %1</source>
        <translation>剩余加值：%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re-rolls left: %1</source>
        <translation>剩余重掷：%1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Bump phase — %1 decides.</source>
        <translation>加值阶段——由 %1 决定。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click one of your dice to bump it, or Pass.</source>
        <translation>点击你的一颗骰子为其加值，或点“不再加值”。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re-roll phase — %1 decides.</source>
        <translation>重掷阶段——由 %1 决定。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 attacks %2 (ranged)</source>
        <translation>%1攻击%2（远程）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 attacks %2 (ranged, no reply)</source>
        <translation>%1攻击%2（远程，无法反击）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1&apos;s %2 dice, sorted: a %3 or more passes</source>
        <translation>%1的%2骰（已排序）：达到 %3 或以上即通过</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 OFF against %2 DEF, highest first</source>
        <translation>%1的攻击对%2的防御，从高到低</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>Click one of your dice to re-roll it; you may go on one die at a time. Pass ends your re-rolls: then the defender re-rolls.</source>
        <translation>点击你的一颗骰子重掷；可以一次一颗地继续重掷。点“不再重掷”即结束你的重掷：随后由防御方重掷。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Click one of your dice to re-roll it; you may go on one die at a time. Pass counts the dice.</source>
        <translation>点击你的一颗骰子重掷；可以一次一颗地继续重掷。点“不再重掷”则开始比较骰子。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click one of your dice to re-roll it, or Pass.</source>
        <translation>点击你的一颗骰子重掷，或点“不再重掷”。</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>+%1 from %2</source>
        <translation>+%1，来自 %2</translation>
    </message>
</context>
<context>
    <name>CardErrorsModel</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/card_errors.py" line="+61"/>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
</context>
<context>
    <name>CardErrorsPanel</name>
    <message numerus="yes">
        <location line="+65"/>
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n 个问题</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n card file(s)</source>
        <translation>
            <numerusform>%n 个卡牌文件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 in %2; every other card loaded. Fix the file(s) and press Reload cards.</source>
        <translation>
            <numerusform>%2中有%1；其他卡牌均已载入。修正文件后请点“重新载入卡牌”。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardFace</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/card_face.py" line="+152"/>
        <source>Select a card in the catalogue or the roster to see it here.</source>
        <translation>在目录或名册中选择一张卡牌，即可在此查看。</translation>
    </message>
</context>
<context>
    <name>CardForm</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/card_form.py" line="+264"/>
        <source>New card</source>
        <translation>新建卡牌</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>e.g. Space Force Sniper</source>
        <translation>例如：太空部队狙击手</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+57"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>a faction, or a new one</source>
        <translation>已有阵营或新阵营</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Faction</source>
        <translation>阵营</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>comma separated, e.g. Human, Soldier</source>
        <translation>用逗号分隔，例如 Human, Soldier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Types</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> points</source>
        <translation> 点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OFF dice</source>
        <translation>攻击骰</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DEF dice</source>
        <translation>防御骰</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Swift</source>
        <translation>迅捷</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flying</source>
        <translation>飞行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ranged</source>
        <translation>远程</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Movement</source>
        <translation>移动</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(none)</source>
        <translation>（无）</translation>
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
        <translation>添加效果</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Save card</source>
        <translation>保存卡牌</translation>
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
        <translation>卡牌需要名称</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the name needs a letter or a digit</source>
        <translation>名称需要包含字母或数字</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the ability needs a name</source>
        <translation>能力需要名称</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>add at least one effect, or untick Ability</source>
        <translation>至少添加一个效果，或取消勾选“能力”</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>unknown terrain or feature</source>
        <translation>未知的地形或特征</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a card file with this name is already in your card folder</source>
        <translation>你的卡牌文件夹中已有同名卡牌文件</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Will be saved as %1</source>
        <translation>将保存为 %1</translation>
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
        <translation>点击单位查看其卡牌。</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 points</source>
        <translation>%1 点</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Any faction</source>
        <translation>任意阵营</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Swift %1</source>
        <translation>迅捷 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flying %1</source>
        <translation>飞行 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ranged %1</source>
        <translation>远程 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Favored terrain: %1</source>
        <translation>偏好地形：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (action)</source>
        <translation>（行动）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No special abilities.</source>
        <translation>没有特殊能力。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Balanced variant: these dice differ from the printed card (printed: %1).</source>
        <translation>平衡变体：这些骰子与印刷版卡牌不同（印刷版：%1）。</translation>
    </message>
</context>
<context>
    <name>CatalogModel</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/catalog_model.py" line="+153"/>
        <source>Name</source>
        <extracomment>MIME type of a dragged catalogue card: the card id as UTF-8 text. The card id of a row (all kinds). &quot;unit&quot;, &quot;terrain&quot; or &quot;feature&quot;. The value the proxy sorts by (numbers for points and dice). Names of the player&apos;s own cards are drawn in this colour.</extracomment>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>种类</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Faction</source>
        <translation>阵营</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Types</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pts</source>
        <translation>点数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>OFF</source>
        <translation>攻击</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>DEF</source>
        <translation>防御</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move</source>
        <translation>移动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Terrain</source>
        <translation>地形</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feature</source>
        <translation>特征</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Swift %1</source>
        <translation>迅捷 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flying %1</source>
        <translation>飞行 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ranged %1</source>
        <translation>远程 %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Dice, then the bumps under them</source>
        <translation>骰子数，以及其下的加值</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Own</source>
        <translation>自制</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shipped</source>
        <translation>内置</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>points</source>
        <translation>点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double-click or drag to add it to the roster.</source>
        <translation>双击或拖动以加入名册。</translation>
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
        <translation>资源 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Requisition: a combat card pays for one %1</source>
        <translation>征用：用一张战斗卡代付一个%1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Common Stores: another resource pays for one %1</source>
        <translation>公共仓储：用另一种资源代付一个%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The hex the stand-in resource comes from</source>
        <translation>代付资源所在的格子</translation>
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
        <translation>选择用哪些资源支付（否则按通常顺序）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 on %2</source>
        <translation>%2 上的%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Nothing to choose: confirm the action.</source>
        <translation>无需选择：请确认此行动。</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Chosen %1 of %2</source>
        <translation>已选 %1/%2</translation>
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
        <translation>%1：密封的战斗投入</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only you see this screen. Choose the power to spend and the combat cards to add.</source>
        <translation>只有你能看到这个画面。选择要花费的力量和要加入的战斗卡。</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Combat at %1 against %2: their power %3, %n card(s) in hand.</source>
        <translation>
            <numerusform>在 %1 与 %2 交战：对方力量 %3，手牌 %n 张。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 hired guns: +%2 at the reveal.</source>
        <translation>%1 雇佣了佣兵：揭晓时 +%2。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Power dial (0–%1)</source>
        <translation>力量转盘（0–%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Combat cards (at most %1)</source>
        <translation>战斗卡（至多 %1 张）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No combat cards in hand.</source>
        <translation>手中没有战斗卡。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Seal my commit</source>
        <translation>密封我的投入</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your total: %1 (with +%2 from abilities and hired guns)</source>
        <translation>你的总计：%1（含能力与佣兵的 +%2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your total: %1</source>
        <translation>你的总计：%1</translation>
    </message>
</context>
<context>
    <name>DicePanel</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/replay_parts.py" line="+278"/>
        <source>Current action</source>
        <translation>当前行动</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Dice</source>
        <translation>骰子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No dice rolled by this action.</source>
        <translation>此行动没有掷骰。</translation>
    </message>
</context>
<context>
    <name>DiceRow</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/dice_widget.py" line="+485"/>
        <source>no dice</source>
        <translation>无骰子</translation>
    </message>
</context>
<context>
    <name>DiceSpecView</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/card_view.py" line="-168"/>
        <location line="+14"/>
        <source>OFF</source>
        <translation>攻击</translation>
    </message>
    <message>
        <location line="-14"/>
        <location line="+14"/>
        <source>DEF</source>
        <translation>防御</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>%1 %2 dice</source>
        <translation>%1 颗%2骰</translation>
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
        <translation>攻击骰</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>DEF die</source>
        <translation>防御骰</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not rolled</source>
        <translation>未掷</translation>
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
        <translation>已重掷</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>decides the comparison</source>
        <translation>决定比较结果</translation>
    </message>
</context>
<context>
    <name>DraftBox</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/reserve_panel.py" line="+261"/>
        <source>Drawn tile</source>
        <translation>抽到的地块</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1 — for %2. %n tile(s) left in the bag.</source>
        <translation>
            <numerusform>%1——给%2。袋中还剩 %n 个地块。</numerusform>
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
        <translation>加值：一颗骰子 +N</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re-roll: extra re-rolls</source>
        <translation>重掷：额外的重掷</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No support re-rolls for the units it reaches</source>
        <translation>其影响到的单位不获得支援重掷</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ignore hazards</source>
        <translation>无视危险</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deploy point (allies deploy next to it)</source>
        <translation>部署点（友军可部署在其旁）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deploy next to any feature</source>
        <translation>可部署在任意特征旁</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sabotage (action)</source>
        <translation>破坏（行动）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rescue a captive on a test (action)</source>
        <translation>检定通过则救回一名俘虏（行动）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>assaults</source>
        <translation>突击</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>attacking</source>
        <translation>进攻时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>defending</source>
        <translation>防守时</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>melee</source>
        <translation>近战</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ranged attack</source>
        <translation>远程攻击</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ranged target</source>
        <translation>远程目标</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tests</source>
        <translation>检定</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This effect has no settings.</source>
        <translation>此效果没有可设置项。</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+55"/>
        <source>OFF</source>
        <translation>攻击</translation>
    </message>
    <message>
        <location line="-54"/>
        <location line="+55"/>
        <source>DEF</source>
        <translation>防御</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Colour</source>
        <translation>颜色</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Re-rolls</source>
        <translation>重掷次数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This unit</source>
        <translation>本单位</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Adjacent allies</source>
        <translation>相邻友军</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adjacent enemies</source>
        <translation>相邻敌军</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Applies to</source>
        <translation>作用于</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>any type (or e.g. Cyborg, Soldier)</source>
        <translation>任意类型（或例如 Cyborg, Soldier）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only types</source>
        <translation>仅限类型</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>When</source>
        <translation>时机</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Tiles (none: all)</source>
        <translation>地块（不选：全部）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>test</source>
        <translation>检定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Test</source>
        <translation>检定</translation>
    </message>
</context>
<context>
    <name>EncounterDialog</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/dialogs.py" line="-189"/>
        <source>Resources of your choice as:</source>
        <translation>自选资源为：</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Pay: %1</source>
        <translation>支付：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gain: %1</source>
        <translation>获得：%1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You cannot pay: %1 short.</source>
        <translation>无法支付：还差 %1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not possible now.</source>
        <translation>现在无法选择。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nothing to take for: %1 (lost, S12.4).</source>
        <translation>无可获得：%1（作废，S12.4）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Take %1</source>
        <translation>选择 %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Take %1 and %2</source>
        <translation>选择 %1 和 %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Your choices</source>
        <translation>你的选择</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take it</source>
        <translation>就选这个</translation>
    </message>
</context>
<context>
    <name>EndDialog</name>
    <message>
        <location line="+123"/>
        <source>Game over</source>
        <translation>游戏结束</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 wins</source>
        <translation>%1 获胜</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Coins</source>
        <translation>金币</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Structure bonus</source>
        <translation>建筑奖励</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stars</source>
        <translation>星</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Territories</source>
        <translation>领地</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Resource pairs</source>
        <translation>资源对</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Popularity tier</source>
        <translation>声望档</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total</source>
        <translation>总分</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 × %2 = %3</source>
        <translation>%1 × %2 = %3</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>EndGameDialog</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/end_dialog.py" line="+31"/>
        <source>Game over</source>
        <translation>游戏结束</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A draw</source>
        <translation>平局</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You win!</source>
        <translation>你赢了！</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The computer wins</source>
        <translation>电脑获胜</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins</source>
        <translation>%1 获胜</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Turns played: %1</source>
        <translation>已进行回合：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Units lost by %1: %2</source>
        <translation>%1 损失的单位：%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your chance to win over the game</source>
        <translation>你在整局中的胜率</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s chance to win over the game</source>
        <translation>%1在整局中的胜率</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>After each action; the dashed line is an even game.</source>
        <translation>每个行动之后的胜率；虚线表示势均力敌。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>New game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rematch</source>
        <translation>再来一局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save…</source>
        <translation>保存……</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>FileCommands</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/file_commands.py" line="+120"/>
        <source>Start a new game anyway? This game will be lost.</source>
        <extracomment>The setup, players and difficulty of the last game started here (Rematch). Set when the window is hosted in the shell: New game goes to the shell&apos;s dialog (which lets the player choose the game too).</extracomment>
        <translation>仍要开始新游戏吗？当前对局将会丢失。</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/confirm.py" line="+24"/>
        <location line="+53"/>
        <source>Pocket Tactics</source>
        <extracomment>Each word keeps the context of the window it was first written for (lupdate reads the literal context of every translate call).</extracomment>
        <translation>口袋战术</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>The game in progress is not saved.</source>
        <translation>当前对局尚未保存。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save first</source>
        <translation>先保存</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Your last game was not finished.</source>
        <translation>你的上一局游戏还没有结束。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../pocket_tactics_app/ui/file_commands.py" line="+1"/>
        <source>New game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/file_commands.py" line="+57"/>
        <source>Open another game anyway? This game will be lost.</source>
        <translation>仍要打开其他对局吗？当前对局将会丢失。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open another</source>
        <translation>打开其他对局</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open a saved game</source>
        <translation>打开存档</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+37"/>
        <location filename="../../pocket_tactics_app/ui/games/pocket.py" line="+147"/>
        <source>Pocket Tactics saves (*.json)</source>
        <translation>口袋战术存档 (*.json)</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Save the game</source>
        <translation>保存游戏</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Saved to %1</source>
        <translation>已保存到 %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>There is no unfinished game to resume.</source>
        <translation>没有可继续的未完成游戏。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Resumed your last game.</source>
        <translation>已继续你的上一局游戏。</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/games/__init__.py" line="+270"/>
        <source>Watch a replay</source>
        <translation>观看回放</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/file_commands.py" line="+23"/>
        <source>A game started from a position has no replay.</source>
        <translation>从局面开始的对局没有回放。</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/confirm.py" line="-5"/>
        <source>It was saved on %1 after %n action(s). Resume it?</source>
        <translation>它保存于 %1，已进行 %n 个行动。要继续这一局吗？</translation>
    </message>
</context>
<context>
    <name>FurrowController</name>
    <message>
        <location filename="../../pocket_tactics_app/controller/furrow_controller.py" line="+230"/>
        <source>It is not this player&apos;s decision now.</source>
        <extracomment>A seat played by a human at another screen, in a network game. The computer levels a seat may have, strongest last of the planner&apos;s, then the simple ones (``furrow.ai.agents.make_agent``); an unknown level plays as the first.</extracomment>
        <translation>现在不轮到这位玩家决定。</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+3"/>
        <source>That action is not allowed now.</source>
        <translation>现在不允许这个行动。</translation>
    </message>
    <message>
        <location line="+145"/>
        <source>A computer player failed; a random move stands in.</source>
        <translation>一位电脑玩家出错；改用随机行动代替。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>A computer player found no legal action.</source>
        <translation>一位电脑玩家找不到合法行动。</translation>
    </message>
</context>
<context>
    <name>FurrowNetworkController</name>
    <message>
        <location filename="../../pocket_tactics_app/controller/network_furrow.py" line="+242"/>
        <source>A network game can be saved once it is over.</source>
        <extracomment>The other seats of this screen: their clients, tokens and last states. The screen is told once per batch of messages read (None: nothing to tell; True: the log was rebuilt).</extracomment>
        <translation>网络游戏要结束后才能保存。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>It is not this player&apos;s decision now.</source>
        <translation>现在不轮到这位玩家决定。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That action is not allowed now.</source>
        <translation>现在不允许这个行动。</translation>
    </message>
</context>
<context>
    <name>FurrowNewGameDialog</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/new_game.py" line="+65"/>
        <source>New game: Furrow &amp; Foundry</source>
        <extracomment>Resume the autosaved Furrow &amp; Foundry game (its path).</extracomment>
        <translation>新游戏：沃野与熔炉</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seats (the seat order follows the factions, S5.2)</source>
        <translation>座位（座位顺序按阵营排列，S5.2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat</source>
        <translation>座位</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Played by</source>
        <translation>由谁操作</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Faction</source>
        <translation>阵营</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mat</source>
        <translation>玩家板</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Computer: easy</source>
        <translation>电脑：简单</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Computer: normal</source>
        <translation>电脑：普通</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer: hard</source>
        <translation>电脑：困难</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player %1</source>
        <translation>玩家 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Human</source>
        <translation>人类</translation>
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
        <translation>随机</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seed (optional)</source>
        <translation>随机种子（可选）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round limit</source>
        <translation>回合上限</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Start game</source>
        <translation>开始游戏</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Resume the last game</source>
        <translation>继续上一局</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The seed must be a whole number.</source>
        <translation>随机种子必须是整数。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose every faction, or let all be drawn.</source>
        <translation>请为每位玩家选择阵营，或全部抽取。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose every mat, or let all be drawn.</source>
        <translation>请为每位玩家选择玩家板，或全部抽取。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player needs a different faction.</source>
        <translation>每位玩家需要不同的阵营。</translation>
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
        <translation>◀ 后退</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forward ▶</source>
        <translation>前进 ▶</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1. R%2 · %3</source>
        <translation>%1. 第%2轮 · %3</translation>
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
        <translation>沃野与熔炉规则</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Search:</source>
        <translation>搜索：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a word or a rule ID, e.g. S10.7</source>
        <translation>一个词或规则编号，例如 S10.7</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>S%1 %2</source>
        <translation>S%1 %2</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The rules text is missing from this install.</source>
        <translation>此安装中缺少规则文本。</translation>
    </message>
    <message numerus="yes">
        <location line="+64"/>
        <source>%n rule(s)</source>
        <translation>
            <numerusform>%n 条规则</numerusform>
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
        <translation>沃野与熔炉</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+240"/>
        <source>Choices</source>
        <translation>选择</translation>
    </message>
    <message>
        <location line="-212"/>
        <source>Log</source>
        <translation>记录</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/window_base.py" line="-134"/>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>&amp;New game…</source>
        <extracomment>The window&apos;s words keep the context of the window they appear in (lupdate reads the literal context of each translate call). Set when the window is hosted in the shell: New game is the shell&apos;s dialog. Set when the window is hosted in the shell: keeps the warnings silenced. False: nothing is autosaved (a screenshot run).</extracomment>
        <translation>新游戏(&amp;N)……</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save as…</source>
        <translation>另存为(&amp;S)……</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)……</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Replay this game…</source>
        <translation>回放本局(&amp;R)……</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a re&amp;play…</source>
        <translation>打开回放(&amp;P)……</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Fit the board</source>
        <translation>适应棋盘(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show all &amp;warnings again</source>
        <translation>再次显示所有警告(&amp;W)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel the choice in progress</source>
        <translation>取消进行中的选择</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>&amp;Rules of Furrow &amp;&amp; Foundry</source>
        <translation>沃野与熔炉规则(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/window.py" line="+110"/>
        <source>Pass the screen to %1</source>
        <translation>请把屏幕交给 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The next screen shows that player&apos;s hand.</source>
        <translation>下一个画面会显示该玩家的手牌。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I am %1: show my screen</source>
        <translation>我是 %1：显示我的画面</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The game is over.</source>
        <translation>游戏已结束。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (computer) is thinking…</source>
        <translation>%1（电脑）正在思考……</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round %1 · %2 to decide: %3</source>
        <translation>第 %1 轮 · 由 %2 决定：%3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not saved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Waiting for the other players.</source>
        <translation>等待其他玩家。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choices of %1: %2</source>
        <translation>%1 的选择：%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Commit to the combat…</source>
        <translation>投入战斗……</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Resolve the encounter…</source>
        <translation>处理遭遇……</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Choose a section on the mat below, or here (keys 1–5):</source>
        <translation>在下方的玩家板上选择一个区域，或在这里选（按键 1–5）：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 · %2 / %3</source>
        <translation>%1 · %2 / %3</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Strengthen: %1</source>
        <translation>强化：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trade for %1</source>
        <translation>贸易换取%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>resources</source>
        <translation>资源</translation>
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
        <translation>揭示目标 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fight at %1</source>
        <translation>在 %1 战斗</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Retreat to %1</source>
        <translation>撤退到 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (pay %2 %3 → +%4 coins)</source>
        <translation>%1（支付 %2 %3 → +%4 金币）</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Click up to %1 glowing hexes on the board first.</source>
        <translation>请先在棋盘上点击至多 %1 个发光的格子。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Click a glowing unit on the board, then where it goes.</source>
        <translation>在棋盘上点击一个发光的单位，再点击它的目的地。</translation>
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
            <numerusform>改为 +%n 金币</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>Produce on %n hex(es) (pay %1)</source>
        <translation>
            <numerusform>在 %n 个格子上生产（支付 %1）</numerusform>
        </translation>
    </message>
    <message>
        <location line="-11"/>
        <source>+%1 popularity (pay %2)</source>
        <translation>+%1 声望（支付 %2）</translation>
    </message>
    <message>
        <location line="-332"/>
        <source>Last combat</source>
        <translation>上一场战斗</translation>
    </message>
    <message numerus="yes">
        <location line="+337"/>
        <source>%n resource(s) of your choice (pay %1)…</source>
        <translation>
            <numerusform>%n 个自选资源（支付 %1）……</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Produce: click up to %1 glowing hexes on the board (pay %2).</source>
        <translation>生产：在棋盘上点击至多 %1 个发光的格子（支付 %2）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>pay %1 → %2…</source>
        <translation>支付 %1 → %2……</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>End the move</source>
        <translation>结束移动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Skip this action</source>
        <translation>跳过此行动</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Move: click a glowing hex to pick a unit, then a destination.</source>
        <translation>移动：点击发光的格子选择单位，再点击目的地。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>carry worker %1</source>
        <translation>携带工人 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>carry %1</source>
        <translation>携带%1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Produce: click up to %1 glowing hexes.</source>
        <translation>生产：点击至多 %1 个发光的格子。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Produce on %1 hex(es)</source>
        <translation>在 %1 个格子上生产</translation>
    </message>
    <message>
        <location line="+164"/>
        <source>The game could not be saved automatically: %1
Save it with Game ▸ Save as, or it will be lost when you quit.</source>
        <translation>无法自动保存这局游戏：%1
请用“游戏 ▸ 另存为”保存，否则退出时它会丢失。</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/window_base.py" line="+63"/>
        <location line="+12"/>
        <location filename="../../pocket_tactics_app/ui/games/furrow.py" line="+49"/>
        <source>Open a replay</source>
        <translation>打开回放</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+10"/>
        <source>Save the game</source>
        <translation>保存游戏</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Furrow &amp; Foundry games (*.furrow.json)</source>
        <translation>沃野与熔炉存档 (*.furrow.json)</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+14"/>
        <source>Open a game</source>
        <translation>打开游戏</translation>
    </message>
    <message>
        <location line="-50"/>
        <location line="+37"/>
        <location filename="../../pocket_tactics_app/ui/games/furrow.py" line="-46"/>
        <source>Furrow &amp; Foundry games (*.json)</source>
        <translation>沃野与熔炉存档 (*.json)</translation>
    </message>
</context>
<context>
    <name>FurrowWords</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/panels.py" line="-51"/>
        <source>pay %1 → +%2 power or +%n card(s)</source>
        <translation>支付 %1 → +%2 力量或 +%n 张卡</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>move %1 units, or +%n coin(s)</source>
        <translation>移动 %1 个单位，或 +%n 金币</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>pay %1 → %n resource(s) or +%2 popularity</source>
        <translation>支付 %1 → %n 个资源或 +%2 声望</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/words.py" line="+166"/>
        <source>%1 gained %n worker(s).</source>
        <translation>%1 获得了 %n 名工人。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 gained %n coin(s).</source>
        <translation>%1 获得了 %n 金币。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 gained %n combat card(s).</source>
        <translation>%1 获得了 %n 张战斗卡。</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/seat_sheet.py" line="-46"/>
        <source>%n combat card(s) in hand</source>
        <translation>手中有 %n 张战斗卡</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../../pocket_tactics_app/controller/game_controller.py" line="+262"/>
        <source>That action is not allowed now.</source>
        <extracomment>Events that consume randomness: no undo goes back past the action that caused them.</extracomment>
        <translation>现在不能进行该行动。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Place tile</source>
        <translation>放置地块</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place home feature</source>
        <translation>设置本营特征</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place unit</source>
        <translation>放置单位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move</source>
        <translation>移动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attack</source>
        <translation>攻击</translation>
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
        <translation>重掷</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass</source>
        <translation>不再加值或重掷</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Internal error while applying the action: %1</source>
        <translation>执行行动时发生内部错误：%1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The computer chose an illegal action; it plays a legal one instead.</source>
        <translation>电脑选择了不合法的行动；改为执行一个合法行动。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The computer player failed:</source>
        <translation>电脑玩家出错：</translation>
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
        <translation>行动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>结果</translation>
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
        <translation>布置</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Map begins with the central feature</source>
        <translation>地图从中央特征开始</translation>
    </message>
</context>
<context>
    <name>HintView</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/advice.py" line="+107"/>
        <source>Looking for the best move…</source>
        <extracomment>Esc hides the hint until it is asked for again (or the game changes)</extracomment>
        <translation>正在寻找最佳行动…</translation>
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
        <translation>从现在起你的胜率：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s chance to win from here: %2</source>
        <translation>从现在起%1的胜率：%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>attack: %1 to defeat, %2 to lose the unit</source>
        <translation>攻击：%1 击败对方，%2 失去该单位</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>wins the game</source>
        <translation>赢得本局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to win the game</source>
        <translation>%1 赢得本局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>takes the %1</source>
        <translation>夺取%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to pass the hazard test</source>
        <translation>%1 通过危险检定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>move: %1</source>
        <translation>移动：%1</translation>
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
        <translation>主持网络游戏</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Game:</source>
        <translation>游戏：</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Pocket Tactics</source>
        <translation>口袋战术</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Furrow &amp; Foundry</source>
        <translation>沃野与熔炉</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Blue army:</source>
        <translation>蓝方军队：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Orange army:</source>
        <translation>橙方军队：</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Blue</source>
        <translation>蓝方</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Orange</source>
        <translation>橙方</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You play:</source>
        <translation>你执：</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+155"/>
        <source>A remote player</source>
        <translation>远程玩家</translation>
    </message>
    <message>
        <location line="-153"/>
        <location line="+156"/>
        <source>The computer (%1)</source>
        <translation>电脑（%1）</translation>
    </message>
    <message>
        <location line="-155"/>
        <source>Opponent:</source>
        <translation>对手：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seed:</source>
        <translation>随机种子：</translation>
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
        <translation>127.0.0.1：仅本机；0.0.0.0：本机所在的所有网络</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Listen on:</source>
        <translation>监听地址：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>any free port</source>
        <translation>任意空闲端口</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Port:</source>
        <translation>端口：</translation>
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
        <translation>离开的玩家保留座位多久之后，你才可以把它交给电脑</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat kept for:</source>
        <translation>座位保留：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long each decision may take; then the computer decides for that player, that decision only</source>
        <translation>每次决定可用的时长；超时后由电脑替该玩家做出这一次决定</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>then the computer (%1)</source>
        <translation>然后由电脑（%1）决定</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Turn time limit:</source>
        <translation>每步时限：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players may ask for a hint</source>
        <translation>玩家可以请求提示</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hints:</source>
        <translation>提示：</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The invitation appears here.</source>
        <translation>邀请会显示在这里。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>At least one seat is played at this screen.</source>
        <translation>至少要有一个座位在这台电脑上由玩家操作。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Could not host the game: %1</source>
        <translation>无法主持游戏：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server is starting…</source>
        <translation>服务器正在启动…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Send this invitation to the other player: Game ▸ Join a network game, then paste it.</source>
        <translation>把这条邀请发给另一位玩家：游戏 ▸ 加入网络游戏，然后粘贴。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>A player at this screen</source>
        <translation>这台电脑前的玩家</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location line="+14"/>
        <source>Join a network game</source>
        <translation>加入网络游戏</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>address:port, or the whole invitation</source>
        <translation>地址:端口，或整条邀请</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Address:</source>
        <translation>地址：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Room code:</source>
        <translation>房间代码：</translation>
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
        <translation>房间代码是邀请中的 32 个字母和数字。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not join: %1</source>
        <translation>无法加入：%1</translation>
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
        <translation>入门教学</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Learn to play %1</source>
        <translation>%1 入门教学</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>New to %1? A short guided game shows how to play, step by step. You can leave it at any time and come back to it from Help ▸ Learn to play.</source>
        <translation>第一次玩%1？一局简短的引导游戏会一步步教你怎么玩。你可以随时离开，之后从「帮助 ▸ 入门教学」回来继续。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Not now</source>
        <translation>以后再说</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Start the guided game anyway? This game will be lost.</source>
        <translation>仍要开始引导游戏吗？当前这局游戏将会丢失。</translation>
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
        <translation>离开</translation>
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
        <translation>请等其他玩家行动后再试。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This step only explains: press Next to go on.</source>
        <translation>这一步只作讲解：请按“下一步”继续。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not quite: this step asks for the action the glowing hexes show. Try again, or press Do it for me.</source>
        <translation>不太对：这一步要做的是发光格子所示的行动。请再试一次，或按“替我做”。</translation>
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
        <translation>欢迎！你是蓝方，带着两名迈托士兵，对阵橙方的赛博步兵。每个回合只做一个行动：移动一个单位、用一个单位攻击、部署或撤回一个单位。三块发光的地块是特征：你的基地、中间的恶地和敌方的殖民地。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Move: click your soldier on the glowing tile, then the glowing tile beside it. A move is one step to a free tile next to the unit.</source>
        <translation>移动：先点击发光地块上的士兵，再点击它旁边发光的地块。一次移动是走一步，走到相邻的空地块上。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The enemy moved. Now assault: select your soldier and attack the Cyber Grunt on the badlands (the glowing enemy). Both units roll their red OFF and blue DEF dice at once.</source>
        <translation>敌方移动了。现在发起突击：选中你的士兵，攻击恶地上的赛博步兵（发光的敌人）。双方同时掷出红色攻击骰和蓝色防御骰。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Bump: your soldier&apos;s card prints a +1 under its OFF dice. Click your first red die (a 3) to raise it by one. Each bump is used once per assault; the players take turns, the attacker first.</source>
        <translation>加值：你的士兵卡牌在攻击骰下印有 +1。点击你的第一颗红骰（3 点），把它加 1。每个加值在一次突击中只能用一次；双方轮流使用，攻击方先。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The enemy bumped a DEF die with the badlands&apos; bump. Re-roll: your soldier has one re-roll because an ally stands next to it (support). Re-roll your red 2: your highest OFF must beat its highest DEF.</source>
        <translation>敌方用恶地的加值提高了一颗防御骰。重掷：因为旁边有友军（支援），你的士兵有一次重掷。重掷你那颗 2 点的红骰：你最高的攻击骰必须大于它最高的防御骰。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The dice are counted highest against highest: your 5 beat its 4, so the Grunt is defeated and becomes your captive. Next, hazards: water makes a unit pass a 5 DEF test as it enters, or it is lost. Move your other soldier into the glowing water.</source>
        <translation>骰子按从高到低逐对比较：你的 5 大于它的 4，所以步兵被击败，成为你的俘虏。接下来是危险：单位进入水域时要通过 5 点防御检定，否则被击败。把另一名士兵移进发光的水域。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Passed: a die showed 5. Features: a unit that ends its action on a feature takes control of it, and keeps it after leaving until an enemy ends an action there. Move onto the badlands.</source>
        <translation>通过了：有一颗骰子掷出 5。特征：单位在特征上结束行动即取得它的控制权，离开后仍保持控制，直到敌方单位在那里结束行动。移动到恶地上。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How a game is won: at once when you control every feature (R11.2); when your opponent cannot act at the start of their turn (R11.1); after 40 turns in a row without a defeat, by whoever holds more features (R11.3, the clock in the status bar). Take the enemy&apos;s colony to win.</source>
        <translation>怎样获胜：控制所有特征时立即获胜（R11.2）；对手在其回合开始时无法行动时获胜（R11.1）；连续 40 个回合无单位被击败时，控制特征较多的一方获胜（R11.3，见状态栏的计数）。占领敌方的殖民地来获胜。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You control every feature: you win! Start a real game with Game ▸ New game. Game ▸ Hint shows a good move whenever you want one.</source>
        <translation>你控制了所有特征：你赢了！用「游戏 ▸ 新游戏」开始一局正式游戏。需要时，「游戏 ▸ 提示」会给出一步好棋。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Welcome to Furrow &amp; Foundry! You lead the faction at the top of the tracks: your character (the figure with a banner) waits at your base beside the map and your two workers (the small figures) stand on the glowing hexes. The game ends when a player places their sixth star.</source>
        <translation>欢迎来到《沃野与熔炉》！你领导的是记分栏最上面的派系：你的领袖（举旗的人像）在地图旁的基地里等候，两名工人（小人像）站在发光的格子上。有玩家放下第六颗星星时游戏结束。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The mat, on the right: four sections, each with a top action (move, produce, trade, strengthen) and a bottom action (upgrade, deploy, build, conscript). Each turn you choose a section other than your last, then may take its top action, then its bottom action; either may be skipped.</source>
        <translation>右侧是玩家板：四个区域，每个都有一个上方行动（移动、生产、贸易、强化）和一个下方行动（升级、部署、建造、征募）。每回合选择一个与上回合不同的区域，然后可以先做它的上方行动，再做下方行动；两者都可以跳过。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Upgrades: six cubes sit on the top row, each covering a better benefit. Upgrade moves one cube onto a free cost slot of the bottom row: from then on that top action gives 1 more and that bottom action costs 1 less. Each bottom action also pays its column&apos;s coins.</source>
        <translation>升级：上方一行有六个方块，每个都盖住一项更好的收益。升级行动把一个方块移到下方一行空着的费用格上：此后那个上方行动多得 1，那个下方行动少付 1。每个下方行动还会支付该列的金币。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose section I, Produce / Upgrade: click its button on the mat (or in Choices).</source>
        <translation>选择区域 I“生产 / 升级”：点击玩家板上（或“选择”中）它的按钮。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not quite: this step asks for section I, Produce / Upgrade. Your choice was taken back; click section I.</source>
        <translation>不太对：这一步要选的是区域 I“生产 / 升级”。你的选择已撤回；请点击区域 I。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Produce: each chosen territory gains one resource per worker on it. Click both glowing hexes on the board, then Produce in Choices. The bottom action, Upgrade, costs oil you do not have yet, so it is skipped.</source>
        <translation>生产：每块选中的领地按其上的工人数各得一份资源。在地图上点击两个发光的格子，然后点击“选择”中的生产按钮。下方行动“升级”要付油料，你还没有，所以会被跳过。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not quite: this step asks you to produce. Click the glowing hexes, then Produce in Choices.</source>
        <translation>不太对：这一步要你生产。点击发光的格子，然后点击“选择”中的生产按钮。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Movement: you chose section IV, Move: up to two units go one step each. Rivers, the blue edges west of your mech, cannot be crossed, and lakes not entered, unless an ability allows it. A mech carries workers and resources. Click your mech on the glowing tundra, tick &quot;carry worker w1&quot; in Choices, then click the glowing forest.</source>
        <translation>移动：你选了区域 IV“移动”：最多两个单位各走一步。河流（你的机甲西侧的蓝色边）不能跨越，湖泊不能进入，除非有能力允许。机甲可以携带工人和资源。点击发光冻原上的机甲，在“选择”中勾选“携带工人 w1”，然后点击发光的森林。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Not quite: move the mech to the glowing forest with &quot;carry worker w1&quot; ticked, so that the worker goes with it. The move was taken back.</source>
        <translation>不太对：请勾选“携带工人 w1”后把机甲移到发光的森林，让工人随它同行。这次移动已撤回。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trade: you chose section II, Trade: pay a coin for two resources of your choice, or for one popularity. Take +1 popularity on the mat (or in Choices).</source>
        <translation>贸易：你选了区域 II“贸易”：付一枚金币换两份任选的资源，或换一点声望。在玩家板上（或“选择”中）选择 +1 声望。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not quite: this step asks for the trade for popularity. Your choice was taken back; take +1 popularity.</source>
        <translation>不太对：这一步要的是用贸易换取声望。你的选择已撤回；请选择 +1 声望。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Combat: your unit ended its move on the glowing hex with another faction&apos;s unit. Each side secretly sets a dial (0 to 7, at most its power) and picks combat cards, one per character or mech there; then both are revealed together (the sealed commit). The higher total wins, a tie goes to the attacker, and both pay what they set. Choose your commit.</source>
        <translation>战斗：你的单位在发光的格子上结束移动，那里有其他派系的单位。双方秘密设定转盘（0 到 7，不超过自己的力量），并按该格上的领袖和机甲数各选最多一张战斗牌；然后同时公开（密封投入）。总数高者获胜，平局算攻击方赢，双方都要支付自己设定的数值。选择你的投入。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Not quite: this step asks for your sealed commit. Click Commit to the combat in Choices, set the dial and the cards, then Seal my commit.</source>
        <translation>不太对：这一步要你做密封投入。点击“选择”中的“投入战斗”，设定转盘和战斗牌，然后点“密封我的投入”。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The reveal names every term: dial, cards and modifiers. The loser&apos;s units retreat to its base; the winner holds the hex and earns a star for each combat won, up to two.</source>
        <translation>公开时会列出每一项：转盘、战斗牌和修正。失败方的单位撤回基地；获胜方守住该格，每赢一场战斗得一颗星星，最多两颗。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Encounter: your character entered the glowing hex&apos;s encounter token. Pick one of the card&apos;s options: A is free, the others cost something for more.</source>
        <translation>遭遇：你的领袖进入了发光格子上的遭遇标记。从卡牌的选项中选一个：A 免费，其他选项要付出代价，换取更多。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not quite: this step asks you to pick an option of the encounter card. Click Resolve the encounter in Choices.</source>
        <translation>不太对：这一步要你选择遭遇卡的一个选项。点击“选择”中的“处理遭遇”。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stars: you chose section III, Strengthen, and your power is 14. Power 16 earns a star. Take +2 power on the mat (or in Choices) and place your star.</source>
        <translation>星星：你选了区域 III“强化”，你的力量是 14。力量达到 16 可得一颗星星。在玩家板上（或“选择”中）选择 +2 力量，放下你的星星。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not quite: take +2 power, which brings your power to 16 and earns the star. Your choice was taken back.</source>
        <translation>不太对：请选择 +2 力量，让力量达到 16 并得到星星。你的选择已撤回。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stars: all six upgrades, all four mechs, all four structures, all four recruits, all eight workers in play, an objective, each combat won (up to two), popularity 18, power 16. At the end you score your coins, the structure bonus, and coins per star, territory and two resources by your popularity tier. The tracks show each seat&apos;s score if the game ended now.</source>
        <translation>星星：完成全部六次升级、部署全部四台机甲、建好全部四座建筑、招满全部四名新兵、八名工人全部上场、达成一个目标、每赢一场战斗（最多两颗）、声望达到 18、力量达到 16。结束时计分：你的金币、建筑奖励，再按声望档位为每颗星星、每块领地、每两份资源得金币。记分栏显示每个座位“如果现在结束”的得分。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/games/pocket.py" line="-3"/>
        <location filename="../../pocket_tactics_app/ui/main_window.py" line="+502"/>
        <location line="+108"/>
        <source>Pocket Tactics</source>
        <translation>口袋战术</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/main_window.py" line="-439"/>
        <source>Unit card</source>
        <extracomment>Problems found while loading the settings, shown once when the window starts. The computer&apos;s last move, deploy or withdrawal: the hexes it went through, lit until the player acts; a withdrawing unit is drawn until its token reaches the feature. Set when the window is hosted in the shell: the restart for a new language is the shell&apos;s, which carries the game over.</extracomment>
        <translation>单位卡</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Assault</source>
        <translation>突击</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Armies</source>
        <translation>军队</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Game log</source>
        <translation>游戏记录</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Computer is thinking…</source>
        <translation>电脑思考中……</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;New game…</source>
        <translation>新游戏(&amp;N)……</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)……</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Resume last game</source>
        <translation>继续上一局(&amp;R)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Army builder…</source>
        <translation>军队编成(&amp;A)…</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Sa&amp;ve as…</source>
        <translation>另存为(&amp;V)……</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Watch a re&amp;play…</source>
        <translation>观看回放(&amp;P)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay &amp;this game</source>
        <translation>回放本局(&amp;T)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+203"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
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
        <translation>偏好设置(&amp;P)……</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;in</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Fit to window</source>
        <translation>适应窗口(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>F&amp;ull screen</source>
        <translation>全屏(&amp;U)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show &amp;coordinates</source>
        <translation>显示坐标(&amp;C)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Animations</source>
        <translation>动画(&amp;A)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules reference</source>
        <translation>规则参考(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About Pocket Tactics</source>
        <translation>关于口袋战术(&amp;A)</translation>
    </message>
    <message>
        <location line="+271"/>
        <source>The game could not be saved automatically: %1
Save it with Game ▸ Save as, or it will be lost when you quit.</source>
        <translation>无法自动保存这局游戏：%1
请用“游戏 ▸ 另存为”保存，否则退出时它会丢失。</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/window_commands.py" line="+73"/>
        <source>System language</source>
        <extracomment>What the window goes by when it has no settings (they could not be read, or a screenshot run leaves the player&apos;s alone): the defaults, asking no questions.</extracomment>
        <translation>跟随系统语言</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The language changes when you next start Pocket Tactics.</source>
        <translation>语言将在下次启动口袋战术时更改。</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/main_window.py" line="-243"/>
        <source>No game yet: Game ▸ New game (Ctrl+N).</source>
        <translation>还没有游戏：游戏 ▸ 新游戏（Ctrl+N）。</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Not saved: the autosave failed</source>
        <translation>未保存：自动保存失败</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Undo %1</source>
        <translation>撤销“%1”(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo %1</source>
        <translation>重做“%1”(&amp;R)</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>Some of your files could not be read:</source>
        <translation>你的部分文件无法读取：</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/map_input.py" line="+328"/>
        <source>Nothing to do here</source>
        <translation>这里没有可执行的行动</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/window_commands.py" line="+102"/>
        <source>The preferences could not be saved (%1). They apply until you quit.</source>
        <translation>无法保存偏好设置（%1）。在退出前它们仍然有效。</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>About Pocket Tactics</source>
        <translation>关于口袋战术</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Pocket Tactics&lt;/h3&gt;&lt;p&gt;A digital version of Pocket Tactics (4th edition), the free 3D-printable hex skirmish game.&lt;/p&gt;&lt;p&gt;Every rule is enforced by the rules engine; the computer opponent plays by the same rules.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;口袋战术&lt;/h3&gt;&lt;p&gt;口袋战术（第 4 版）的数字版，这是一款可免费 3D 打印的六角格小规模战斗游戏。&lt;/p&gt;&lt;p&gt;每条规则都由规则引擎执行；电脑对手也遵守同样的规则。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Quit anyway? This game will be lost.</source>
        <translation>仍要退出吗？当前对局将会丢失。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/guard.py" line="+45"/>
        <source>Something went wrong: %1</source>
        <translation>出错了：%1</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/confirm.py" line="-30"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The new language applies after a restart. Restart Pocket Tactics now?</source>
        <translation>新语言在重新启动后生效。现在重新启动口袋战术吗？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restart now</source>
        <translation>现在重新启动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Later</source>
        <translation>稍后</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/hover_odds.py" line="+58"/>
        <source>computing the odds…</source>
        <extracomment>While odds jobs run, the interpreter lock changes hands this often (s; Python&apos;s default is 5 ms): the GUI thread, whose every Qt call gives the lock up, otherwise waits that long for it after each call. Measured on a crowded assault: the hover 20-55 ms of wall time with the default, 12-35 ms with this. How many odds jobs run now, and the switch interval to restore when none does.</extracomment>
        <translation>正在计算胜率…</translation>
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
            <numerusform>手牌：%n 张</numerusform>
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
        <translation>金币 %1 · 力量 %2 · 声望 %3</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>you have %1 %2</source>
        <translation>你有 %1 %2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Used last turn: unavailable</source>
        <translation>上回合已用：不可选</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Choose section %1</source>
        <translation>选择区域 %1</translation>
    </message>
</context>
<context>
    <name>NetworkController</name>
    <message>
        <location filename="../../pocket_tactics_app/controller/network_controller.py" line="+108"/>
        <source>A network game can be saved once it is over.</source>
        <translation>网络游戏要结束后才能保存。</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>That action is not allowed now.</source>
        <translation>现在不允许这个行动。</translation>
    </message>
</context>
<context>
    <name>NetworkGame</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/network/session.py" line="+42"/>
        <source>Give the address as address:port, e.g. 192.168.1.20:8765.</source>
        <extracomment>The games played over the network from the app: Pocket Tactics, Furrow &amp; Foundry. The hosted content&apos;s id: not the local game&apos;s, so New game replaces it. A seat&apos;s choice in HostOptions: this window&apos;s player, a remote human, or a computer level (any other value).</extracomment>
        <translation>请以「地址:端口」的形式填写，例如 192.168.1.20:8765。</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/network/hosting.py" line="+38"/>
        <source>Seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Time ran out: the computer decided for %1.</source>
        <translation>时间已到：电脑替%1做出了决定。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The host has turned hints off for this game.</source>
        <translation>主持人已关闭本局的提示。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 asks to take back their last action. Accept?</source>
        <translation>%1 请求收回他们的上一个行动。同意吗？</translation>
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
        <translation>%1（来自军队编成）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (%2 pts)</source>
        <translation>%1（%2 点）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saved: %1</source>
        <translation>已保存：%1</translation>
    </message>
    <message>
        <location line="+153"/>
        <source>New game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Against the computer</source>
        <translation>对战电脑</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two players at this screen</source>
        <translation>同屏双人对战</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Difficulty:</source>
        <translation>难度：</translation>
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
        <translation>平衡变体（九张卡已调整）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The printed cards match the physical ones. The balanced variant changes the dice of the Cyber Grunt, Cyberteur, Cyber Doc, Cyber Commando, Space Force Marine, Space Force Captain, Colonial Science Mech, Space Force Jump Trooper and Mytoan Psycho-Pontiff so that the suggested builds are closer to even.</source>
        <translation>印刷版卡牌与实体卡牌一致。平衡变体调整了赛博步兵、赛博破坏者、赛博医生、赛博突击队员、太空部队陆战队员、太空部队上尉、殖民地科学机甲、太空部队跳跃兵和迈托心灵教宗的骰子，使各推荐编成更加势均力敌。</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>%1&apos;s army has no unit (R1.1).</source>
        <translation>%1的军队没有单位（R1.1）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s army is %2 points, over the limit of %3 points (R1.1).</source>
        <translation>%1的军队共 %2 点，超过了 %3 点的上限（R1.1）。</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/games/new_game.py" line="+34"/>
        <location filename="../../pocket_tactics_app/ui/new_game_dialog.py" line="-100"/>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/new_game_dialog.py" line="+7"/>
        <source> points</source>
        <translation> 点</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Point limit (R1.1)</source>
        <translation>点数上限（R1.1）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Random</source>
        <translation>随机</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Central feature (R2.2)</source>
        <translation>中央特征（R2.2）</translation>
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
        <translation>随机</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seed (optional)</source>
        <translation>随机种子（可选）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Start game</source>
        <translation>开始游戏</translation>
    </message>
    <message>
        <location line="+11"/>
        <source> — computer</source>
        <translation>——电脑</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The seed must be a whole number.</source>
        <translation>随机种子必须是整数。</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/replay_parts.py" line="-89"/>
        <source>defeated</source>
        <translation>被击败</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>survives</source>
        <translation>存活</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>passed</source>
        <translation>通过</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>failed</source>
        <translation>未通过</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 test %2+: %3</source>
        <translation>%1 检定 %2+：%3</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/replay_window.py" line="+122"/>
        <source>current game</source>
        <extracomment>Playback speeds offered, in actions per second.</extracomment>
        <translation>当前对局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay — %1</source>
        <translation>回放——%1</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/replay_review.py" line="+66"/>
        <source>Your chance to win</source>
        <translation>你的胜率</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s chance to win</source>
        <translation>%1的胜率</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>After each action; click to go there.</source>
        <translation>每个行动之后的胜率；点击跳转到该处。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Review: choices that cost the most</source>
        <translation>复盘：代价最大的选择</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Reviewing the game…</source>
        <translation>正在复盘本局…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No choice to review: no better move would have gained %1 points of win chance or more.</source>
        <translation>没有需要复盘的选择：没有哪个更佳行动能多出 %1 个百分点以上的胜率。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Click to see this move</source>
        <translation>点击查看这一步</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The review failed: %1</source>
        <translation>复盘失败：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Turn %1 · %2: %3</source>
        <translation>第 %1 回合 · %2：%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>win chance %1 → %2</source>
        <translation>胜率 %1 → %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Better: %1 (%2)</source>
        <translation>更佳：%1（%2）</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/replay_window.py" line="+132"/>
        <source>Cannot open the replay</source>
        <translation>无法打开回放</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot open %1 as a replay:
%2</source>
        <translation>无法将 %1 作为回放打开：
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
        <translation>回到开头（Home）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>◀</source>
        <translation>◀</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>One action back (Left)</source>
        <translation>后退一步（左方向键）</translation>
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
        <translation>播放或暂停（空格）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>▶</source>
        <translation>▶</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>One action forward (Right)</source>
        <translation>前进一步（右方向键）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>▶|</source>
        <translation>▶|</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>To the end (End)</source>
        <translation>跳到结尾（End）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Position in the game</source>
        <translation>在对局中的位置</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Actions per second when playing</source>
        <translation>播放时每秒的行动数</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Export position…</source>
        <translation>导出局面……</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save this moment as a position file (POSITION.md)</source>
        <translation>将此刻保存为局面文件（POSITION.md）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Close the replay (Esc)</source>
        <translation>关闭回放（Esc）</translation>
    </message>
    <message>
        <location line="+156"/>
        <location line="+8"/>
        <location line="+13"/>
        <location line="+4"/>
        <source>Export position</source>
        <translation>导出局面</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>A position can be exported once play has begun (after the map and the first units are placed).</source>
        <translation>对局开始后（地图和首批单位放置完毕后）才能导出局面。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Position files (*.json)</source>
        <translation>局面文件 (*.json)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The position was not exported:
%1</source>
        <translation>局面未导出：
%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The position was not exported:
%1: %2</source>
        <translation>局面未导出：
%1：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Position exported to %1</source>
        <translation>局面已导出到 %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This save stops replaying at actions[%1]: %2. Shown: the game up to the last good action (%3 of %4 actions).</source>
        <translation>此存档在 actions[%1] 处无法继续回放：%2。显示的是到最后一个有效行动为止的对局（共 %4 个行动中的 %3 个）。</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>The game begins</source>
        <translation>对局开始</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Both %1 and %2 fall</source>
        <translation>%1 和 %2 同归于尽</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 defeats %2</source>
        <translation>%1 击败 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 falls to %2</source>
        <translation>%1 被 %2 击败</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Neither unit is defeated</source>
        <translation>双方单位都未被击败</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>❚❚ Pause</source>
        <translation>❚❚ 暂停</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Action %1 of %2</source>
        <translation>第 %1 个行动，共 %2 个</translation>
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
        <translation>%1 获胜：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 to decide</source>
        <translation>由 %1 决定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to move</source>
        <translation>轮到 %1 行动</translation>
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
        <translation>游戏开始后，双方军队会显示在这里。</translation>
    </message>
</context>
<context>
    <name>RevealPanel</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/reveal_panel.py" line="+24"/>
        <source>Hide to see the map</source>
        <translation>隐藏以查看地图</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go on</source>
        <translation>继续</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Combat at %1 revealed</source>
        <translation>%1 的战斗已揭晓</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/replay_review.py" line="+12"/>
        <source>Review: the choices that cost the most</source>
        <translation>复盘：代价最大的选择</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>No human player&apos;s choice to review.</source>
        <translation>没有人类玩家的选择可复盘。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reviewing the game with Hard…</source>
        <translation>正在用困难电脑复盘本局…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The review failed: %1</source>
        <translation>复盘失败：%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No choice cost %1 points of chance to win or more against Hard&apos;s.</source>
        <translation>与困难电脑的选择相比，没有任何选择让获胜机会损失 %1 个百分点或更多。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Click one to see it in the replay.</source>
        <translation>点击一项即可在回放中查看。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1, %2: %3
Hard&apos;s turn: %4
Chance to win after the turn played %5, after Hard&apos;s %6 (+%7 points)</source>
        <translation>第 %1 轮，%2：%3
困难电脑的回合：%4
实际回合后的获胜机会 %5，困难电脑的回合后 %6（+%7 个百分点）</translation>
    </message>
</context>
<context>
    <name>RosterModel</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/roster_model.py" line="+121"/>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pts</source>
        <translation>点数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>OFF</source>
        <translation>攻击</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>DEF</source>
        <translation>防御</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 (missing card)</source>
        <translation>%1（缺少卡牌）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No loaded card has the id %1. It is kept in the list; remove it or add the card to use this army.</source>
        <translation>没有已载入的卡牌的 ID 是 %1。它仍保留在名单中；移除它或添加该卡牌后才能使用这支军队。</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/rules_dialog.py" line="+22"/>
        <source>Rules reference</source>
        <translation>规则参考</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The rules text is missing from this install.</source>
        <translation>此安装中缺少规则文本。</translation>
    </message>
</context>
<context>
    <name>SeatBar</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/network/seat_bar.py" line="+22"/>
        <source>easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>open seat</source>
        <translation>空座位</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>computer (%1)</source>
        <translation>电脑（%1）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (you)</source>
        <translation>%1（你）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>disconnected</source>
        <translation>已断开</translation>
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
        <translation>复制邀请</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reconnect</source>
        <translation>重新连接</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Say something…</source>
        <translation>说点什么…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Invitation: %1</source>
        <translation>邀请：%1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Disconnected from the server</source>
        <translation>已与服务器断开</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over</source>
        <translation>游戏已结束</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connecting…</source>
        <translation>正在连接…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 left</source>
        <translation>剩余 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your turn (%1)</source>
        <translation>轮到你了（%1）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Waiting for %1 (%2)</source>
        <translation>等待 %1（%2）</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Give %1 to the computer</source>
        <translation>把%1交给电脑</translation>
    </message>
</context>
<context>
    <name>SeatSheet</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/seat_sheet.py" line="+93"/>
        <source>%1: public sheet</source>
        <translation>%1：公开信息</translation>
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
        <translation>偏好设置</translation>
    </message>
    <message>
        <location line="-161"/>
        <source>Animation speed</source>
        <extracomment>what the player is to be told of the write (a symbolic link replaced)</extracomment>
        <translation>动画速度</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+105"/>
        <source>Off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location line="-103"/>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Animation speed:</source>
        <translation>动画速度：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Moves, dice rolls and the computer&apos;s choices. Slide to Off for none.</source>
        <translation>移动、掷骰和电脑的选择。滑到“关闭”即不播放动画。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Default difficulty:</source>
        <translation>默认难度：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hold each assault and test result until I click</source>
        <translation>每次突击和检定的结果保留到我点击为止</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Off: a result shows and play goes on at once.</source>
        <translation>关闭：显示结果后游戏立即继续。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Results:</source>
        <translation>结果：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ask before leaving an unsaved game</source>
        <translation>离开未保存的对局前先询问</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Confirmations:</source>
        <translation>确认：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Asked on New game and Open, which replace the game, and on Quit when the game cannot be resumed later (Game ▸ Resume).</source>
        <translation>在“新游戏”和“打开”（会替换当前对局）时询问；退出时，仅当对局之后无法继续（游戏 ▸ 继续）才询问。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>System language</source>
        <translation>跟随系统语言</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Language:</source>
        <translation>语言：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The language changes when you next start Pocket Tactics.</source>
        <translation>语言将在下次启动口袋战术时更改。</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>%1× speed</source>
        <translation>%1 倍速</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The preferences could not be saved.</source>
        <translation>无法保存偏好设置。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>File: %1
Problem: %2</source>
        <translation>文件：%1
问题：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Try again</source>
        <translation>重试</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use for this session only</source>
        <translation>仅本次使用</translation>
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
        <translation>你的上一局%1还没有结束。</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/games/__init__.py" line="-41"/>
        <source>Saved games (*.json)</source>
        <extracomment>game id -&gt; the module whose ``GAME`` is its GameUI; the ids are those of core.registry. A menu&apos;s entries as a game contributes them; None is a separator.</extracomment>
        <translation>存档 (*.json)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot open %1: it is not a saved game of %2.</source>
        <translation>无法打开 %1：它不是%2的存档。</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/shell.py" line="+97"/>
        <source>No game yet: Game ▸ New game (Ctrl+N).</source>
        <extracomment>The command-line option that makes the next process resume a game&apos;s autosave. Problems found in the files read at start, shown once the window is up. How a restart starts the next process, and how the app quits (tests replace them). Run just before a restart starts the next process (the app lets go of the home folder&apos;s lock there, so that the next process can take it).</extracomment>
        <translation>还没有游戏：游戏 ▸ 新游戏（Ctrl+N）。</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+173"/>
        <location line="+185"/>
        <source>Pocket Tactics</source>
        <translation>口袋战术</translation>
    </message>
    <message>
        <location line="-322"/>
        <source>The preferences could not be saved (%1). They apply until you quit.</source>
        <translation>无法保存偏好设置（%1）。在退出前它们仍然有效。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;New game…</source>
        <translation>新游戏(&amp;N)……</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)……</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch a re&amp;play…</source>
        <translation>观看回放(&amp;P)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host a net&amp;work game…</source>
        <translation>主持网络游戏(&amp;W)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Join a network game…</source>
        <translation>加入网络游戏(&amp;J)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>F&amp;ull screen</source>
        <translation>全屏(&amp;U)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Preferences…</source>
        <translation>偏好设置(&amp;P)……</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;About Pocket Tactics</source>
        <translation>关于口袋战术(&amp;A)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>System language</source>
        <translation>跟随系统语言</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>Start a new game anyway? This game will be lost.</source>
        <translation>仍要开始新游戏吗？当前对局将会丢失。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Host a network game anyway? This game will be lost.</source>
        <translation>仍要主持网络游戏吗？当前游戏将会丢失。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host</source>
        <translation>主持</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Join a network game anyway? This game will be lost.</source>
        <translation>仍要加入网络游戏吗？当前游戏将会丢失。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join</source>
        <translation>加入</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open another game anyway? This game will be lost.</source>
        <translation>仍要打开其他对局吗？当前对局将会丢失。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open another</source>
        <translation>打开其他对局</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open a saved game</source>
        <translation>打开存档</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Some of your files could not be read:</source>
        <translation>你的部分文件无法读取：</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Restart anyway? This game will be lost.</source>
        <translation>仍要重新启动吗？当前对局将会丢失。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restart now</source>
        <translation>现在重新启动</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About Pocket Tactics</source>
        <translation>关于口袋战术</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Pocket Tactics&lt;/h3&gt;&lt;p&gt;Two games in one app: Pocket Tactics (4th edition), the free 3D-printable hex skirmish game, and Furrow &amp;amp; Foundry, a game of farms, factories and mechs for 2 to 5 players.&lt;/p&gt;&lt;p&gt;Every rule is enforced by the rules engines; the computer players play by the same rules.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;口袋战术&lt;/h3&gt;&lt;p&gt;一个应用，两款游戏：口袋战术（第 4 版），一款可免费 3D 打印的六角格小规模战斗游戏；以及沃野与熔炉，一款 2 至 5 人的农场、工厂与机甲游戏。&lt;/p&gt;&lt;p&gt;每条规则都由规则引擎执行；电脑玩家也遵守同样的规则。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Quit anyway? This game will be lost.</source>
        <translation>仍要退出吗？当前对局将会丢失。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/stats.py" line="+33"/>
        <source>Furrow &amp; Foundry statistics</source>
        <translation>沃野与熔炉统计</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>By:</source>
        <translation>分组：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Faction</source>
        <translation>阵营</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mat</source>
        <translation>玩家板</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>玩家数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer level</source>
        <translation>电脑难度</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Group</source>
        <translation>分组</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games</source>
        <translation>局数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>胜局</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Wins (%)</source>
        <translation>胜率 (%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean coins</source>
        <translation>平均金币</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Close</source>
        <translation>关闭</translation>
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
        <translation>仅人类玩家</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The statistics could not be read: %1</source>
        <translation>无法读取统计：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No finished game with a human player yet.</source>
        <translation>还没有人类玩家参与的已完成对局。</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n game(s) of human players on this computer.</source>
        <translation>
            <numerusform>本机人类玩家的 %n 局游戏。</numerusform>
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
        <translation>途中的货物</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>At %1</source>
        <translation>在 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>leave worker %1 here</source>
        <translation>把工人 %1 留在这里</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>leave %1 here</source>
        <translation>把%1留在这里</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>take up worker %1</source>
        <translation>带上工人 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>take up %1</source>
        <translation>带上%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everything carried is left at the end of the move.</source>
        <translation>移动结束时，携带的一切都留在终点。</translation>
    </message>
</context>
<context>
    <name>TileCardView</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/card_face.py" line="-54"/>
        <source>Terrain tile</source>
        <translation>地形地块</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feature</source>
        <translation>特征</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No effect.</source>
        <translation>无效果。</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+3"/>
        <source>OFF</source>
        <translation>攻击</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+3"/>
        <source>DEF</source>
        <translation>防御</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>%1 bump of +%2 for the unit on it</source>
        <translation>其上的单位获得 %1 +%2 加值</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hazard: %1 %2 test on entering, or defeated</source>
        <translation>危险：进入时进行 %1 %2 检定，未通过则被击败</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (not %1)</source>
        <translation>（%1 除外）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ends the move of a unit entering it</source>
        <translation>进入的单位结束移动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (not Flying)</source>
        <translation>（飞行单位除外）</translation>
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
        <translation>声望</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coins</source>
        <translation>金币</translation>
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
        <translation>当前得分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>human</source>
        <translation>人类</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>human (remote)</source>
        <translation>人类（远程）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>computer (%1)</source>
        <translation>电脑（%1）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show this player&apos;s public sheet</source>
        <translation>查看该玩家的公开信息</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 stars: %2</source>
        <translation>%1颗星：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No star yet</source>
        <translation>尚无星</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Structure bonus: %1</source>
        <translation>建筑奖励：%1</translation>
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
        <translation>你获胜</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the computer wins</source>
        <translation>电脑获胜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins</source>
        <translation>%1获胜</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>R11.3: %1/%2 turns without a defeat · if the limit came now: %3</source>
        <translation>R11.3：已连续 %1/%2 回合无单位被击败 · 若现在到达上限：%3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>R11.3: when this many turns in a row pass with no unit defeated, the game ends and the player who controls more features wins (equal: a draw). Any defeat, by either side, starts the count again. Features held now: %1 %2, %3 %4.</source>
        <translation>R11.3：连续这么多回合无单位被击败时，游戏结束，控制特征更多的一方获胜（一样多则平局）。任何一方的单位被击败都会重新开始计数。现在控制的特征：%1 %2，%3 %4。</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n turn(s) left</source>
        <translation>
            <numerusform>还剩 %n 回合</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn limit: %1 without a defeat; if it runs out, %2.</source>
        <translation>回合上限：无单位被击败的情况下%1；若到达上限，%2。</translation>
    </message>
</context>
<context>
    <name>WasteWarning</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/furrow/waste_warnings.py" line="+49"/>
        <source>Before you choose</source>
        <translation>选择之前</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Don&apos;t ask again</source>
        <translation>不再询问</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go back</source>
        <translation>返回</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Do it anyway</source>
        <translation>仍然执行</translation>
    </message>
</context>
<context>
    <name>WriteNotices</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/write_notices.py" line="+46"/>
        <source>%1 was a symbolic link to %2. The app replaced the link with a regular file of its own; the file it pointed to is unchanged.</source>
        <extracomment>How long the status line keeps the notice (ms). The notice of ``storage.atomic`` for a symbolic link replaced by a regular file. Notices shown in this run (each once, whichever window writes the file again).</extracomment>
        <translation>%1 是指向 %2 的符号链接。本应用已用自己的普通文件替换该链接；它所指向的文件未被改动。</translation>
    </message>
</context>
<context>
    <name>_PlayerBox</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/reserve_panel.py" line="-149"/>
        <source>Reserve (%1)</source>
        <extracomment>The drag-and-drop format of a reserve unit: its id, UTF-8. The side of a captive&apos;s token button, in pixels.</extracomment>
        <translation>预备队（%1）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 — click it, then a glowing tile; or drag it onto the map.</source>
        <translation>%1——点击它，再点击发光的地块；或把它拖到地图上。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Captives taken (%1)</source>
        <translation>俘虏（%1）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>none</source>
        <translation>无</translation>
    </message>
</context>
<context>
    <name>_SideEditor</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/new_game_dialog.py" line="-221"/>
        <source>Army</source>
        <extracomment>Below this the unit list would make the dialog jump when a smaller army is chosen.</extracomment>
        <translation>军队</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Units</source>
        <translation>单位</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Six tiles</source>
        <translation>六个地块</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Home feature</source>
        <translation>本营特征</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>(missing card)</source>
        <translation>（卡牌缺失）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Total: %1 points</source>
        <translation>总计：%1 点</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <location filename="../../pocket_tactics_app/app.py" line="+184"/>
        <source>Unexpected error: %1
The game goes on from its last good state.</source>
        <extracomment>Short names of the games on the command line (their ids work too). Problems found in the settings file at start; the window shows them once it is up.</extracomment>
        <translation>意外错误：%1
游戏将从上一个正常状态继续。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pocket Tactics</source>
        <translation>口袋战术</translation>
    </message>
    <message>
        <location filename="../../pocket_tactics_app/ui/instance_link.py" line="+120"/>
        <source>Pocket Tactics is already running with the folder %1 (process %2).</source>
        <extracomment>What the second start sends. How long the second start waits for the first to answer (ms).</extracomment>
        <translation>口袋战术已在使用文件夹 %1 运行（进程 %2）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pocket Tactics is already running with the folder %1.</source>
        <translation>口袋战术已在使用文件夹 %1 运行。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its window has been brought forward; this one closes without changing anything.</source>
        <translation>已将其窗口移到最前；本次启动将关闭，不做任何更改。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Switch to its window; this one closes without changing anything.</source>
        <translation>请切换到其窗口；本次启动将关闭，不做任何更改。</translation>
    </message>
</context>
<context>
    <name>describe</name>
    <message>
        <location filename="../../pocket_tactics_app/ui/describe.py" line="-101"/>
        <source>%n step(s) from the %1</source>
        <translation>距%1 %n 步处</translation>
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
        <translation>移动到这里（%n 步）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%n hazard test(s)</source>
        <translation>%n 次危险检定</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Pass</source>
        <comment>no more bumps or re-rolls</comment>
        <translation>不再加值或重掷</translation>
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
        <translation>网格</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Badlands</source>
        <translation>恶地</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Colony</source>
        <translation>殖民地</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Biomass</source>
        <translation>生物质</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Feature</source>
        <translation>特征</translation>
    </message>
</context>
</TS>
