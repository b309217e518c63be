<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>AboutBox</name>
    <message>
        <location filename="../src/ui/help/aboutbox.cpp" line="22"/>
        <source>&lt;li&gt;&lt;b&gt;%1&lt;/b&gt;: %2&lt;/li&gt;</source>
        <translation>&lt;li&gt;&lt;b&gt;%1&lt;/b&gt;: %2&lt;/li&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/help/aboutbox.cpp" line="25"/>
        <source>&lt;h3&gt;Puzzlebox %1&lt;/h3&gt;&lt;p&gt;Classic puzzles to play with the mouse or the keyboard, and solvers that show you the way.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Puzzlebox %1&lt;/h3&gt;&lt;p&gt;マウスやキーボードで遊べるクラシックなパズルと、解き方を示してくれるソルバーを収録しています。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/help/aboutbox.cpp" line="29"/>
        <source>&lt;p&gt;Made with Qt %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Qt %1で作られています。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/help/aboutbox.cpp" line="31"/>
        <source>&lt;p&gt;&lt;a href=&quot;%1&quot;&gt;Homepage&lt;/a&gt; · &lt;a href=&quot;%2&quot;&gt;Report a bug&lt;/a&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;a href=&quot;%1&quot;&gt;ホームページ&lt;/a&gt; · &lt;a href=&quot;%2&quot;&gt;バグを報告&lt;/a&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/help/aboutbox.cpp" line="33"/>
        <source>&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;p&gt;GNU 一般公衆利用許諾書 (GPL) バージョン 3 以降のもとで配布されるフリーソフトウェアです。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/help/aboutbox.cpp" line="38"/>
        <source>About Puzzlebox</source>
        <translation>Puzzlebox について</translation>
    </message>
</context>
<context>
    <name>Announcements</name>
    <message>
        <location filename="../src/ui/accessibility/announcements.cpp" line="96"/>
        <source>Undone: %1</source>
        <translation>元に戻しました: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/accessibility/announcements.cpp" line="99"/>
        <source>Redone: %1</source>
        <translation>やり直しました: %1</translation>
    </message>
</context>
<context>
    <name>AppFiles</name>
    <message>
        <location filename="../src/service/appfiles.cpp" line="95"/>
        <source>it is not a regular file</source>
        <translation>通常のファイルではありません</translation>
    </message>
    <message>
        <location filename="../src/service/appfiles.cpp" line="97"/>
        <source>it is larger than %1 bytes</source>
        <translation>%1 バイトを超えています</translation>
    </message>
    <message>
        <location filename="../src/service/appfiles.cpp" line="103"/>
        <source>The settings in %1 are not read (%2) and cannot be moved aside.</source>
        <translation>%1の設定は読み込まれませんでした (%2)。また、退避することもできません。</translation>
    </message>
    <message>
        <location filename="../src/service/appfiles.cpp" line="105"/>
        <source>The settings in %1 are not read (%2): they are kept as %3, and the settings start afresh.</source>
        <translation>%1の設定は読み込まれませんでした (%2)。設定は %3として保存し、初期設定で開始します。</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <location filename="../src/service/autosave.cpp" line="156"/>
        <source>The game from last time could not be restored, so a new one begins. %1</source>
        <translation>前回のゲームを復元できなかったため、新しいゲームを始めます。%1</translation>
    </message>
    <message>
        <location filename="../src/service/autosave.cpp" line="157"/>
        <source>The game from last time could not be restored, so a new one begins (the damaged file is kept as %1). %2</source>
        <translation>前回のゲームを復元できなかったため、新しいゲームを始めます (破損したファイルは %1として保存しました)。%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/service/autosave.cpp" line="229"/>
        <source>This game&apos;s history is too long to keep whole: it is kept without its first %Ln turn(s), starting from the position after them.</source>
        <translation>
            <numerusform>このゲームの履歴は長すぎて全体を保存できません。最初の %Ln ターンを除き、その後の局面から保存します。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/service/autosave.cpp" line="271"/>
        <source>The game in progress could not be kept: %1</source>
        <translation>進行中のゲームを保存できませんでした: %1</translation>
    </message>
</context>
<context>
    <name>BoardEditing</name>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="125"/>
        <source>Edit Board</source>
        <translation>盤の編集</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="126"/>
        <source>Your board is ready: %1.</source>
        <translation>盤ができました: %1。</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="154"/>
        <source>Editing cancelled: the game is as it was.</source>
        <translation>編集を取り消しました。ゲームは元のままです。</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="171"/>
        <source>Undo brings back the game in progress.</source>
        <translation>元に戻すと、進行中のゲームに戻ります。</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="174"/>
        <source>Cancel Editing</source>
        <translation>編集の取り消し</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="174"/>
        <source>The game stays as it was.</source>
        <translation>ゲームは元のままです。</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="174"/>
        <source>Discard</source>
        <translation>破棄</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="176"/>
        <source>Quit While Designing</source>
        <translation>編集中に終了</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="176"/>
        <source>Puzzlebox quits; the game in progress is kept as it was.</source>
        <translation>Puzzlebox を終了します。進行中のゲームはそのまま保存されます。</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="177"/>
        <source>Discard and Quit</source>
        <translation>破棄して終了</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="178"/>
        <source>New Game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="178"/>
        <source>A new game begins.</source>
        <translation>新しいゲームを始めます。</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="178"/>
        <source>Discard and Start</source>
        <translation>破棄して開始</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="180"/>
        <source>Open %1</source>
        <translation>%1を開く</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="180"/>
        <source>%1 opens instead.</source>
        <translation>代わりに %1を開きます。</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="181"/>
        <source>Discard and Open</source>
        <translation>破棄して開く</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="182"/>
        <source>Paste Board</source>
        <translation>盤を貼り付け</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="182"/>
        <source>The board pasted is played.</source>
        <translation>貼り付けた盤で遊びます。</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="182"/>
        <location filename="../src/ui/editing/boardediting.cpp" line="185"/>
        <source>Discard and Play</source>
        <translation>破棄してプレイ</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="184"/>
        <source>Enter Game ID</source>
        <translation>ゲーム ID を入力</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="184"/>
        <source>The game of ID %1 is played.</source>
        <translation>ID %1のゲームで遊びます。</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="189"/>
        <source>Discard the board you made?</source>
        <translation>作成した盤を破棄しますか?</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="193"/>
        <source>Keep Designing</source>
        <translation>編集を続ける</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="222"/>
        <location filename="../src/ui/editing/boardediting.cpp" line="276"/>
        <source>Board Designer</source>
        <translation>盤エディター</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="244"/>
        <source>Done</source>
        <translation>完了</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="245"/>
        <source>Play the board you made</source>
        <translation>作成した盤で遊ぶ</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="253"/>
        <source>Change the board freely; uncheck (Done) to play the board you made</source>
        <translation>盤を自由に変更します。(完了) のチェックを外すと作成した盤で遊べます</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="273"/>
        <source>Cancel E&amp;diting</source>
        <translation>編集を取り消す(&amp;D)</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="274"/>
        <source>Leave the editor; the game stays as it was</source>
        <translation>エディターを閉じます。ゲームは元のままです</translation>
    </message>
</context>
<context>
    <name>BoardExport</name>
    <message>
        <location filename="../src/ui/board/boardexport.cpp" line="51"/>
        <source>Cannot write %1: %2</source>
        <translation>%1に書き込めません: %2</translation>
    </message>
    <message>
        <location filename="../src/ui/board/boardexport.cpp" line="60"/>
        <source>There is no board to draw</source>
        <translation>描画する盤がありません</translation>
    </message>
    <message>
        <location filename="../src/ui/board/boardexport.cpp" line="77"/>
        <source>Puzzlebox board</source>
        <translation>Puzzlebox の盤</translation>
    </message>
</context>
<context>
    <name>BoardFile</name>
    <message>
        <location filename="../src/core/common/registry.cpp" line="40"/>
        <source>This is not a text file: byte 0x%1 is not valid UTF-8</source>
        <translation>テキストファイルではありません: バイト 0x%1は有効な UTF-8 ではありません</translation>
    </message>
    <message>
        <location filename="../src/core/common/registry.cpp" line="45"/>
        <source>This is not a text file: it contains the control byte 0x%1</source>
        <translation>テキストファイルではありません: 制御バイト 0x%1を含んでいます</translation>
    </message>
</context>
<context>
    <name>BoardFiles</name>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="35"/>
        <source>The file is too large for a board file (more than %1 bytes)</source>
        <translation>盤ファイルとしては大きすぎます (%1 バイト超)</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="37"/>
        <source>The file is too large (more than %1 bytes)</source>
        <translation>ファイルが大きすぎます (%1 バイト超)</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="42"/>
        <source>This is not a regular file (a pipe, a device or a socket), so it cannot be a board file</source>
        <translation>通常のファイルではない (パイプ、デバイス、ソケット) ため、盤ファイルではありません</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="63"/>
        <source>No such file</source>
        <translation>ファイルがありません</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="65"/>
        <location filename="../src/service/boardfiles.cpp" line="82"/>
        <source>Permission denied</source>
        <translation>アクセスが拒否されました</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="69"/>
        <source>This is a folder, not a board file</source>
        <translation>これはフォルダーで、盤ファイルではありません</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="131"/>
        <source>No kind of board reads this text:</source>
        <translation>このテキストを読める種類の盤はありません:</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="133"/>
        <source>%1 (.%2): %3</source>
        <translation>%1 (.%2): %3</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="148"/>
        <location filename="../src/service/boardfiles.cpp" line="150"/>
        <source>Cannot write %1: %2</source>
        <translation>%1に書き込めません: %2</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="182"/>
        <source>All board files (%1)</source>
        <translation>すべての盤ファイル (%1)</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="183"/>
        <source>All files (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
</context>
<context>
    <name>BoardPresenter</name>
    <message>
        <location filename="../src/ui/board/boardpresenter.cpp" line="108"/>
        <source>Played: %1</source>
        <translation>プレイ: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/board/boardpresenter.cpp" line="110"/>
        <source>Solved! %1.</source>
        <translation>解けました! %1。</translation>
    </message>
    <message>
        <location filename="../src/ui/board/boardpresenter.cpp" line="112"/>
        <source>No moves left: %1.</source>
        <translation>もう動かせる手がありません: %1。</translation>
    </message>
</context>
<context>
    <name>ClockAndRecords</name>
    <message>
        <location filename="../src/ui/records/clockandrecords.cpp" line="70"/>
        <source>Time played</source>
        <translation>プレイ時間</translation>
    </message>
    <message>
        <location filename="../src/ui/records/clockandrecords.cpp" line="70"/>
        <source>Time played in this game: from your first move until it is solved. It stops while the window is minimised or a dialog is open.</source>
        <translation>このゲームのプレイ時間です。最初の手から解けるまでを計ります。ウィンドウの最小化中やダイアログの表示中は止まります。</translation>
    </message>
    <message>
        <location filename="../src/ui/records/clockandrecords.cpp" line="98"/>
        <source>You won with help in %1 and %2.</source>
        <translation>ヒントありで、%1、%2で勝ちました。</translation>
    </message>
    <message>
        <location filename="../src/ui/records/clockandrecords.cpp" line="98"/>
        <source>You won in %1 and %2.</source>
        <translation>%1、%2で勝ちました。</translation>
    </message>
    <message>
        <location filename="../src/ui/records/clockandrecords.cpp" line="99"/>
        <source>Solved with help in %1 and %2.</source>
        <translation>ヒントありで、%1、%2で解きました。</translation>
    </message>
    <message>
        <location filename="../src/ui/records/clockandrecords.cpp" line="99"/>
        <source>Solved in %1 and %2.</source>
        <translation>%1、%2で解きました。</translation>
    </message>
    <message>
        <location filename="../src/ui/records/clockandrecords.cpp" line="100"/>
        <source>New record!</source>
        <translation>新記録!</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../src/core/search/assessment.cpp" line="36"/>
        <source>Solved.</source>
        <translation>解けました。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/search/assessment.cpp" line="52"/>
        <source>The goal is %n move(s) away, the fewest.</source>
        <translation>
            <numerusform>ゴールまで最短 %n 手です。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/search/assessment.cpp" line="56"/>
        <location filename="../src/core/search/assessment.cpp" line="73"/>
        <source>The goal is in reach: a line of %n move(s) found.</source>
        <translation>
            <numerusform>ゴールに到達できます: %n 手の手順が見つかりました。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/search/assessment.cpp" line="63"/>
        <source>The goal is out of reach.</source>
        <translation>ゴールには到達できません。</translation>
    </message>
    <message>
        <location filename="../src/core/search/assessment.cpp" line="69"/>
        <source>Not known: the search gave up.</source>
        <translation>不明: 探索を打ち切りました。</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coach.cpp" line="80"/>
        <source>&amp;Coach</source>
        <translation>コーチ(&amp;C)</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coach.cpp" line="81"/>
        <source>After every move, say how far the goal is and what the move did to it</source>
        <translation>一手ごとに、ゴールまでの距離とその手の影響を表示します</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coach.cpp" line="82"/>
        <source>Show &amp;Why</source>
        <translation>理由を表示(&amp;W)</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coach.cpp" line="83"/>
        <source>Draw on the board why the goal is out of reach</source>
        <translation>ゴールに到達できない理由を盤上に描きます</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coach.cpp" line="253"/>
        <source>Computer: %1</source>
        <translation>コンピューター: %1</translation>
    </message>
</context>
<context>
    <name>CoachDock</name>
    <message>
        <location filename="../src/ui/coach/coachdock.cpp" line="101"/>
        <source>The coach waits until the board designed is played.</source>
        <translation>コーチは作成した盤でプレイが始まるまで待機します。</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachdock.cpp" line="109"/>
        <source>Thinking…</source>
        <translation>考え中…</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachdock.cpp" line="122"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachdock.cpp" line="140"/>
        <source>Coach</source>
        <translation>コーチ</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachdock.cpp" line="141"/>
        <source>Moves, as the coach judged them:</source>
        <translation>コーチによる各手の評価:</translation>
    </message>
</context>
<context>
    <name>CoachOverlay</name>
    <message>
        <location filename="../src/ui/coach/coachoverlay.cpp" line="21"/>
        <source>purple</source>
        <translation>紫</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachoverlay.cpp" line="22"/>
        <source>blue</source>
        <translation>青</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachoverlay.cpp" line="23"/>
        <source>yellow</source>
        <translation>黄</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachoverlay.cpp" line="24"/>
        <source>green</source>
        <translation>緑</translation>
    </message>
</context>
<context>
    <name>CoachWords</name>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="23"/>
        <source>The goal is in reach.</source>
        <translation>ゴールに到達できます。</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="24"/>
        <source>The goal is out of reach.</source>
        <translation>ゴールには到達できません。</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="27"/>
        <source>Not known whether the goal is in reach.</source>
        <translation>ゴールに到達できるかは不明です。</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="37"/>
        <source>To repeat the search: %1</source>
        <translation>探索をやり直すには: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="50"/>
        <source>That move lost the goal: it cannot be reached any more.</source>
        <translation>この手でゴールを失いました。もう到達できません。</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="51"/>
        <source>The goal was already out of reach before that move.</source>
        <translation>この手の前から、ゴールにはすでに到達できませんでした。</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="52"/>
        <source>That move brought the goal back in reach.</source>
        <translation>この手でゴールに再び到達できるようになりました。</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="58"/>
        <source>That move kept the goal in reach.</source>
        <translation>この手の後もゴールに到達できます。</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="60"/>
        <source>That move was one of the best: the goal is as near as it can be.</source>
        <translation>最善手の一つです。ゴールまでの距離は最短のままです。</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="61"/>
        <source>That move kept the goal in reach, but cost %1 more than the best move.</source>
        <translation>この手の後もゴールに到達できますが、最善手より %1 多くかかります。</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="70"/>
        <source>lost the goal</source>
        <translation>ゴールを失った</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="71"/>
        <source>back in reach</source>
        <translation>再び到達可能</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="74"/>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="76"/>
        <source>best</source>
        <translation>最善</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="96"/>
        <source>The colours in that order: %1.</source>
        <translation>色の順序: %1。</translation>
    </message>
</context>
<context>
    <name>DifficultyChoice</name>
    <message>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="47"/>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="95"/>
        <source>Easy</source>
        <translation>やさしい</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="47"/>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="95"/>
        <source>Medium</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="47"/>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="95"/>
        <source>Hard</source>
        <translation>むずかしい</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="47"/>
        <source>Exactly</source>
        <translation>手数を指定</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="99"/>
        <source>%L1–%L2</source>
        <comment>a range of moves</comment>
        <translation>%L1–%L2</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="101"/>
        <source>%1 (%2)</source>
        <comment>difficulty (its moves)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="138"/>
        <source>Making the puzzle…</source>
        <translation>パズルを作成中…</translation>
    </message>
</context>
<context>
    <name>Families</name>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="12"/>
        <source>&amp;Fifteen…</source>
        <translation>15パズル(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="23"/>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="68"/>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="47"/>
        <source>Designing the board: Done plays it, Esc cancels.</source>
        <translation>盤を作成中: 完了でプレイ、Esc で取り消し。</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="24"/>
        <source>Click two tiles, or press Space on each with the arrow keys, to swap them; uncheck (Done) to play the board you made</source>
        <translation>2 つのタイルをクリックするか、矢印キーで移動してそれぞれで Space を押すと入れ替わります。(完了) のチェックを外すと作成した盤で遊べます</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="25"/>
        <source>Cannot be solved: swap two tiles</source>
        <translation>解けません: 2 つのタイルを入れ替えてください</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="26"/>
        <source>Click a tile in line with the blank to slide it there, or press an arrow key to slide the tile beside the blank, until the numbers run in reading order with the blank in the bottom-right corner.</source>
        <translation>空きマスと同じ行か列のタイルをクリックしてそこへスライドさせるか、矢印キーで空きマスの隣のタイルをスライドさせます。数字が左上から順に並び、空きマスが右下の隅に来たら完成です。</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="31"/>
        <source>Slide the tile beside the blank into it, the way the arrow points</source>
        <translation>空きマスの隣のタイルを、矢印の方向へスライドします</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="32"/>
        <source>Move the cursor from cell to cell</source>
        <translation>カーソルをマスからマスへ移動します</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="33"/>
        <source>Pick the cell under the cursor; on another cell, swap the two</source>
        <translation>カーソルの位置のマスを選びます。別のマスで押すと 2 つを入れ替えます</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimfamilyui.cpp" line="13"/>
        <source>&amp;Nim…</source>
        <translation>ニム(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimfamilyui.cpp" line="20"/>
        <source>Click a stone to take it and every stone above it (on the keyboard: Left and Right choose a heap, Up and Down how many, Space takes them); you and the computer take turns, and whoever takes the last stone wins (in misère play, loses).</source>
        <translation>石をクリックすると、その石と上にあるすべての石を取ります (キーボードでは、左右キーで山を、上下キーで個数を選び、Space で取ります)。あなたとコンピューターが交互に取り、最後の石を取った方が勝ちです (ミゼールでは負けです)。</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimfamilyui.cpp" line="25"/>
        <source>Choose the heap to take from</source>
        <translation>石を取る山を選びます</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimfamilyui.cpp" line="26"/>
        <source>Take more or fewer stones</source>
        <translation>取る石の数を増減します</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimfamilyui.cpp" line="27"/>
        <source>Take the stones shown</source>
        <translation>表示中の石を取ります</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimfamilyui.cpp" line="28"/>
        <source>Take back the choice shown</source>
        <translation>表示中の選択を取り消します</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="21"/>
        <source>%1, in hole %2</source>
        <translation>%1 (穴 %2)</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="51"/>
        <source>&amp;Peg Solitaire…</source>
        <translation>ペグ・ソリテール(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="60"/>
        <source>&amp;Which Holes Can It Finish In?</source>
        <translation>最後はどの穴で終われるか(&amp;W)?</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="61"/>
        <source>Mark every hole the last peg can end in from the current position</source>
        <translation>現在の局面から、最後のペグが残りうる穴をすべて示します</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="62"/>
        <source>Solve to a &amp;Chosen Hole…</source>
        <translation>指定した穴で終わる解(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="63"/>
        <source>Click a hole: find a solution whose last peg ends there</source>
        <translation>穴をクリック: 最後のペグがそこに残る解を探します</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="64"/>
        <source>Click the hole to finish in (Esc: cancel).</source>
        <translation>最後のペグを残す穴をクリックしてください (Esc: 取り消し)。</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="65"/>
        <source>Solving to finish in hole %1…</source>
        <translation>穴 %1で終わる解を探索中…</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="66"/>
        <source>Looking for the finishing holes…</source>
        <translation>終われる穴を探索中…</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="67"/>
        <source>Count the distinct lines of jumps that leave one peg (small boards)</source>
        <translation>ペグが 1 本残るジャンプの手順が何通りあるか数えます (小さな盤向け)</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="69"/>
        <source>Design the board: pegs, holes, size and lattice; uncheck (Done) to play the board you made</source>
        <translation>盤を設計します: ペグ、穴、大きさ、格子。(完了) のチェックを外すと作成した盤で遊べます</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="70"/>
        <source>Cannot be played yet</source>
        <translation>まだプレイできません</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="71"/>
        <source>Click a peg, then a lit hole to jump it over its neighbour, which is removed; leave a single peg to win. On the keyboard, the arrows move a ring and Space picks up and jumps.</source>
        <translation>ペグをクリックし、次に光っている穴をクリックすると、隣のペグを飛び越えて移動し、飛び越されたペグは取り除かれます。ペグを 1 本だけ残せば勝ちです。キーボードでは、矢印キーでリングを動かし、Space でペグを持ち上げてジャンプします。</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="72"/>
        <source>F&amp;ewest Moves to a Chosen Hole…</source>
        <translation>指定した穴で終わる最短手順(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="73"/>
        <source>Click a hole: find the solution in the fewest moves whose last peg ends there, and prove that none is shorter</source>
        <translation>穴をクリック: 最後のペグがそこに残る最短手数の解を探し、それより短い解がないことを証明します</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="74"/>
        <source>Its last peg ends in hole %1, marked on the board.</source>
        <translation>最後のペグは穴 %1に残ります (盤上に表示)。</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="79"/>
        <source>Move the ring from hole to hole</source>
        <translation>リングを穴から穴へ移動します</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="80"/>
        <source>Pick up the peg under the ring; on a lit hole, jump there</source>
        <translation>リングの位置のペグを持ち上げます。光っている穴で押すとそこへジャンプします</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="81"/>
        <source>Put the peg back, or stop choosing a hole</source>
        <translation>ペグを元に戻すか、穴の指定をやめます</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="82"/>
        <source>Move the ring over the board&apos;s cells</source>
        <translation>リングを盤のマス上で移動します</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="83"/>
        <source>Put a peg in or take it out; with the Holes tool, drill or fill a hole</source>
        <translation>ペグを置くか取り除きます。穴ツールでは穴を開けるか埋めます</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="38"/>
        <source>&amp;Roller-Board…</source>
        <translation>ローラーボード(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="48"/>
        <source>Click tiles, or press Space on the cursor&apos;s tile, to turn them between 0 and 1; uncheck (Done) to play the board you made</source>
        <translation>タイルをクリックするか、カーソルのタイルで Space を押すと 0 と 1 が切り替わります。(完了) のチェックを外すと作成した盤で遊べます</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="49"/>
        <source>Click the arrows at the ends of a row or column, or drag a tile along it, to roll it until every 1 sits on the gold top row. On the keyboard, the arrows move a cursor and Shift+arrow rolls its row or column.</source>
        <translation>行や列の端の矢印をクリックするか、タイルをその行や列に沿ってドラッグしてロールし、すべての 1 を金色の一番上の行に集めます。キーボードでは、矢印キーでカーソルを動かし、Shift+矢印キーでその行や列をロールします。</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="54"/>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="57"/>
        <source>Move the cursor from tile to tile</source>
        <translation>カーソルをタイルからタイルへ移動します</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="55"/>
        <source>Roll the cursor&apos;s row left or right</source>
        <translation>カーソルの行を左右にロールします</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="56"/>
        <source>Roll the cursor&apos;s column up or down</source>
        <translation>カーソルの列を上下にロールします</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="58"/>
        <source>Turn the cursor&apos;s tile between 0 and 1</source>
        <translation>カーソルのタイルを 0 と 1 で切り替えます</translation>
    </message>
</context>
<context>
    <name>Family</name>
    <message numerus="yes">
        <location filename="../src/core/common/registry.cpp" line="138"/>
        <location filename="../src/ui/printing/printpage.cpp" line="70"/>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="180"/>
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n 手</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfamily.cpp" line="14"/>
        <source>Fifteen</source>
        <translation>15パズル</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfamily.cpp" line="18"/>
        <source>Slide the tiles back into order, on boards from 3 x 3 to 9 x 9.</source>
        <translation>タイルをスライドして順番どおりに戻します。盤は 3 × 3 から 9 × 9 まで。</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfamily.cpp" line="14"/>
        <source>Nim</source>
        <translation>ニム</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfamily.cpp" line="18"/>
        <source>Take stones from the heaps in turn against a computer that plays perfectly; the last stone decides the game.</source>
        <translation>完璧にプレイするコンピューターと交互に山から石を取ります。最後の石で勝負が決まります。</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsfamily.cpp" line="25"/>
        <source>Peg solitaire</source>
        <translation>ペグ・ソリテール</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsfamily.cpp" line="41"/>
        <source>Jump pegs over one another until a single one is left, on the triangle, a rectangle, the English, European or Wiegleb board, the diamond, or a board you draw.</source>
        <translation>ペグを飛び越えさせて 1 本になるまで減らします。三角形、長方形、イギリス式、フランス式、ヴィーグレブ式、ダイヤモンド型の盤、または自分で描いた盤で遊べます。</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfamily.cpp" line="14"/>
        <source>Roller-Board</source>
        <translation>ローラーボード</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfamily.cpp" line="20"/>
        <source>Roll rows and columns round until every one is on the top row.</source>
        <translation>行と列をぐるりとロールして、すべての 1 を一番上の行に集めます。</translation>
    </message>
</context>
<context>
    <name>FifteenDesignPanel</name>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="95"/>
        <source>Solvable, but solved already: swap two tiles, or Shuffle, to make a puzzle.</source>
        <translation>解けますが、すでに完成しています: 2 つのタイルを入れ替えるか、シャッフルしてパズルにしてください。</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="97"/>
        <source>Solvable: Done starts this board.</source>
        <translation>解けます: 完了でこの盤を開始します。</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="111"/>
        <source>Click a tile or the blank, then another: the two swap places. On the keyboard, the arrows move a cursor and Space picks.</source>
        <translation>タイルか空きマスをクリックし、次に別のものをクリックすると入れ替わります。キーボードでは、矢印キーでカーソルを動かし、Space で選びます。</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="112"/>
        <source>&amp;Tiles a side:</source>
        <translation>一辺のタイル数(&amp;T):</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="113"/>
        <source>S&amp;olved Position</source>
        <translation>完成形(&amp;O)</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="114"/>
        <source>Every tile home, the blank in the bottom-right corner</source>
        <translation>すべてのタイルを正しい位置に、空きマスを右下の隅に置きます</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="115"/>
        <source>Sh&amp;uffle</source>
        <translation>シャッフル(&amp;U)</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="116"/>
        <source>A random board the rules can solve</source>
        <translation>ルール上解けるランダムな盤</translation>
    </message>
</context>
<context>
    <name>FifteenDesigner</name>
    <message>
        <location filename="../src/ui/fifteen/fifteendesigner.cpp" line="22"/>
        <source>Swap Tiles</source>
        <translation>タイルを入れ替え</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesigner.cpp" line="29"/>
        <source>Resize</source>
        <translation>サイズ変更</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesigner.cpp" line="34"/>
        <source>Solved Position</source>
        <translation>完成形</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesigner.cpp" line="39"/>
        <source>Shuffle</source>
        <translation>シャッフル</translation>
    </message>
</context>
<context>
    <name>FifteenDialog</name>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="31"/>
        <source>New Fifteen Game</source>
        <translation>新しい15パズル</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="38"/>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="39"/>
        <source> × %1</source>
        <translation> × %1</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="41"/>
        <source>&amp;Counting down (the classic start)</source>
        <translation>逆順に並べる (昔ながらの開始)(&amp;C)</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="43"/>
        <source>The tiles from the highest down to 1, blank last; 1 and 2 are swapped when the board has an even number of cells, or it could not be solved.</source>
        <translation>タイルを大きい数字から 1 まで並べ、空きマスを最後に置きます。マスの数が偶数の盤では解けるように 1 と 2 を入れ替えます。</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="45"/>
        <source>&amp;Random shuffle (always solvable)</source>
        <translation>ランダムにシャッフル (必ず解ける)(&amp;R)</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="47"/>
        <source>Every solvable layout is equally likely.</source>
        <translation>解ける配置はすべて同じ確率で現れます。</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="55"/>
        <source> slides</source>
        <translation> スライド</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="65"/>
        <source>&amp;Fewest slides:</source>
        <translation>最短スライド数(&amp;F):</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="66"/>
        <source>A board whose fewest slides are exactly that many. 3 × 3: easy 8 to 15 slides, medium 16 to 24, hard 25 to 31. 4 × 4: easy 14 to 25, medium 26 to 39, hard 40 to 50; the first 4 × 4 builds the solver&apos;s tables (a few seconds, once).</source>
        <translation>最短スライド数がちょうどその数になる盤です。3 × 3: やさしい 8～15、ふつう 16～24、むずかしい 25～31。4 × 4: やさしい 14～25、ふつう 26～39、むずかしい 40～50。最初の 4 × 4 ではソルバーの表を作成します (初回のみ数秒)。</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="71"/>
        <source>&amp;Slides from the goal:</source>
        <translation>ゴールからのスライド数(&amp;S):</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="72"/>
        <source>On 5 × 5 and larger boards, that many random slides from the goal. It may be solved in fewer: nothing proves the fewest on a board this large.</source>
        <translation>5 × 5 以上の盤では、ゴールからその回数だけランダムにスライドします。より少ない手数で解ける場合があります。この大きさの盤では最短手数を証明できません。</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="86"/>
        <source>Board &amp;size:</source>
        <translation>盤のサイズ(&amp;S):</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="94"/>
        <source>Start:</source>
        <translation>開始:</translation>
    </message>
</context>
<context>
    <name>FifteenInput</name>
    <message>
        <location filename="../src/ui/fifteen/fifteeninput.cpp" line="12"/>
        <source>That is the blank: click a tile in its row or column to slide it there.</source>
        <translation>それは空きマスです。同じ行か列のタイルをクリックすると、そこへスライドします。</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteeninput.cpp" line="17"/>
        <source>Tile %1 is not in line with the blank: click a tile in the blank&apos;s row or column.</source>
        <translation>タイル %1は空きマスと同じ行や列にありません。空きマスと同じ行か列のタイルをクリックしてください。</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteeninput.cpp" line="44"/>
        <source>No tile can slide that way: the blank is at the edge.</source>
        <translation>その方向にスライドできるタイルはありません。空きマスが端にあります。</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteeninput.cpp" line="77"/>
        <source>The blank is picked: move the cursor to a tile and press Space to swap it with the blank.</source>
        <translation>空きマスを選びました。カーソルをタイルに動かし Space を押すと、空きマスと入れ替わります。</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteeninput.cpp" line="78"/>
        <source>Tile %1 is picked: move the cursor to another tile, or the blank, and press Space to swap the two.</source>
        <translation>タイル %1を選びました。カーソルを別のタイルか空きマスに動かし Space を押すと、2 つが入れ替わります。</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteeninput.cpp" line="82"/>
        <source>The blank is picked: click a tile to swap it with the blank.</source>
        <translation>空きマスを選びました。タイルをクリックすると、空きマスと入れ替わります。</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteeninput.cpp" line="83"/>
        <source>Tile %1 is picked: click another tile, or the blank, to swap the two.</source>
        <translation>タイル %1を選びました。別のタイルか空きマスをクリックすると、2 つが入れ替わります。</translation>
    </message>
</context>
<context>
    <name>FifteenPictureOptions</name>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="145"/>
        <source>&amp;Picture on Tiles</source>
        <translation>タイルに絵を表示(&amp;P)</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="146"/>
        <source>&amp;Numbers on Tiles</source>
        <translation>タイルに数字を表示(&amp;N)</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="154"/>
        <source>&amp;None</source>
        <translation>なし(&amp;N)</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="161"/>
        <source>&amp;Open Image…</source>
        <translation>画像を開く(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="204"/>
        <source>Cannot Show the Picture</source>
        <translation>絵を表示できません</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="216"/>
        <source>Open Picture for Tiles</source>
        <translation>タイル用の絵を開く</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="237"/>
        <source>Greyed: without a picture the tiles always show their numbers. Choose one under Picture on Tiles first.</source>
        <translation>灰色表示: 絵がない場合、タイルには常に数字が表示されます。まず「タイルに絵を表示」で絵を選んでください。</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="239"/>
        <source>Numbers on the picture&apos;s tiles</source>
        <translation>絵のタイルに数字を表示</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="274"/>
        <source>The tiles show numbers, not the picture: %1</source>
        <translation>タイルには絵ではなく数字を表示します: %1</translation>
    </message>
</context>
<context>
    <name>FifteenScene</name>
    <message>
        <location filename="../src/ui/fifteen/fifteencells.cpp" line="19"/>
        <source>Row %1, column %2: blank</source>
        <translation>%1 行 %2 列: 空きマス</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteencells.cpp" line="21"/>
        <source>Row %1, column %2: tile %3, in place</source>
        <translation>%1 行 %2 列: タイル %3 (正しい位置)</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteencells.cpp" line="26"/>
        <source>Row %1, column %2: tile %3</source>
        <translation>%1 行 %2 列: タイル %3</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="208"/>
        <source>Open Game or Board</source>
        <translation>ゲームまたは盤を開く</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="217"/>
        <location filename="../src/ui/files/refusalbox.cpp" line="21"/>
        <source>Cannot Open File</source>
        <translation>ファイルを開けません</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="218"/>
        <location filename="../src/ui/files/refusalbox.cpp" line="22"/>
        <source>The file could not be opened; the current game is unchanged.

%1</source>
        <translation>ファイルを開けませんでした。現在のゲームは変更されていません。

%1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="230"/>
        <source>%1 was not opened; the current game is unchanged.</source>
        <translation>%1は開かれませんでした。現在のゲームは変更されていません。</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="236"/>
        <source>Open %1</source>
        <translation>%1を開く</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="241"/>
        <source>Opened %1</source>
        <translation>%1を開きました</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="255"/>
        <location filename="../src/ui/files/fileactions.cpp" line="274"/>
        <source>Cannot Save Game</source>
        <translation>ゲームを保存できません</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="259"/>
        <location filename="../src/ui/files/fileactions.cpp" line="280"/>
        <source>Saved %1</source>
        <translation>%1に保存しました</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="273"/>
        <source>Save Game As</source>
        <translation>名前を付けてゲームを保存</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="289"/>
        <location filename="../src/ui/files/fileactions.cpp" line="296"/>
        <source>Cannot Save Board</source>
        <translation>盤を保存できません</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="289"/>
        <source>The board cannot be saved yet.

%1</source>
        <translation>この盤はまだ保存できません。

%1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="295"/>
        <source>Save Board As</source>
        <translation>名前を付けて盤を保存</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="301"/>
        <source>Saved the board to %1</source>
        <translation>盤を %1に保存しました</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="331"/>
        <source>There is no board to export.</source>
        <translation>エクスポートする盤がありません。</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="339"/>
        <source>Export Board as Image</source>
        <translation>盤を画像としてエクスポート</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="339"/>
        <source>PNG images (*.png);;SVG drawings (*.svg)</source>
        <translation>PNG 画像 (*.png);;SVG 図形 (*.svg)</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="341"/>
        <source>Cannot Export Board</source>
        <translation>盤をエクスポートできません</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="343"/>
        <source>Exported the board to %1</source>
        <translation>盤を %1にエクスポートしました</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="348"/>
        <source>Export Moves as Text</source>
        <translation>手順をテキストとしてエクスポート</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="348"/>
        <source>Text files (*.txt)</source>
        <translation>テキストファイル (*.txt)</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="349"/>
        <source>Cannot Export Moves</source>
        <translation>手順をエクスポートできません</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="358"/>
        <source>Exported the moves to %1</source>
        <translation>手順を %1にエクスポートしました</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="365"/>
        <source>Copied the board to the clipboard.</source>
        <translation>盤をクリップボードにコピーしました。</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="373"/>
        <source>The clipboard holds no text.</source>
        <translation>クリップボードにテキストがありません。</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="375"/>
        <source>The clipboard holds more text than any board file (over %1).</source>
        <translation>クリップボードのテキストは盤ファイルとしては大きすぎます (%1 超)。</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="383"/>
        <source>Cannot Paste Board</source>
        <translation>盤を貼り付けられません</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="383"/>
        <source>The clipboard does not hold a board.

%1</source>
        <translation>クリップボードに盤がありません。

%1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="388"/>
        <source>Paste Board</source>
        <translation>盤を貼り付け</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="390"/>
        <source>Pasted a board that is already solved: %1.</source>
        <translation>すでに完成している盤を貼り付けました: %1。</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="391"/>
        <source>Pasted a board: %1.</source>
        <translation>盤を貼り付けました: %1。</translation>
    </message>
</context>
<context>
    <name>FullScreen</name>
    <message>
        <location filename="../src/ui/window/fullscreen.cpp" line="27"/>
        <source>&amp;Full Screen</source>
        <translation>フルスクリーン(&amp;F)</translation>
    </message>
    <message>
        <location filename="../src/ui/window/fullscreen.cpp" line="28"/>
        <source>Fill the screen with the window, without its frame; again to leave</source>
        <translation>ウィンドウを枠なしで画面いっぱいに表示します。もう一度選ぶと戻ります</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../src/service/gamefiles.cpp" line="27"/>
        <source>Puzzlebox games (*.%1)</source>
        <translation>Puzzlebox のゲーム (*.%1)</translation>
    </message>
    <message>
        <location filename="../src/service/gamefiles.cpp" line="67"/>
        <source>Cannot write %1: %2</source>
        <translation>%1に書き込めません: %2</translation>
    </message>
    <message>
        <location filename="../src/service/gamefiles.cpp" line="70"/>
        <source>It would take %1 bytes, more than the %2 a file may have</source>
        <translation>%1 バイト必要で、ファイルの上限 %2を超えます</translation>
    </message>
    <message>
        <location filename="../src/service/gamefiles.cpp" line="74"/>
        <source>Cannot create the folder</source>
        <translation>フォルダーを作成できません</translation>
    </message>
    <message>
        <location filename="../src/service/gamefiles.cpp" line="161"/>
        <source>Games and boards (%1)</source>
        <translation>ゲームと盤 (%1)</translation>
    </message>
</context>
<context>
    <name>GameIdActions</name>
    <message>
        <location filename="../src/ui/files/refusalbox.cpp" line="29"/>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="94"/>
        <source>Cannot Enter Game ID</source>
        <translation>ゲーム ID を入力できません</translation>
    </message>
    <message>
        <location filename="../src/ui/files/refusalbox.cpp" line="30"/>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="95"/>
        <source>The game ID could not be read; the current game is unchanged.

%1</source>
        <translation>ゲーム ID を読み取れませんでした。現在のゲームは変更されていません。

%1</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="60"/>
        <source>Copied the game ID %1 to the clipboard.</source>
        <translation>ゲーム ID %1をクリップボードにコピーしました。</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="70"/>
        <source>Enter Game ID</source>
        <translation>ゲーム ID を入力</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="71"/>
        <source>Started the game of ID %1: %2.</source>
        <translation>ID %1のゲームを開始しました: %2。</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="114"/>
        <source>Game ID: %1</source>
        <translation>ゲーム ID: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="119"/>
        <source>&amp;Copy Game ID</source>
        <translation>ゲーム ID をコピー(&amp;C)</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="120"/>
        <source>Put the ID of the position on screen on the clipboard, to share the puzzle</source>
        <translation>表示中の局面の ID をクリップボードにコピーし、パズルを共有します</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="121"/>
        <source>Enter &amp;Game ID…</source>
        <translation>ゲーム ID を入力(&amp;G)…</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="122"/>
        <source>Play the puzzle a game ID names</source>
        <translation>ゲーム ID が示すパズルで遊びます</translation>
    </message>
</context>
<context>
    <name>GameIdDialog</name>
    <message>
        <location filename="../src/ui/sharing/gameiddialog.cpp" line="18"/>
        <source>Enter Game ID</source>
        <translation>ゲーム ID を入力</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameiddialog.cpp" line="19"/>
        <source>Type or paste a game ID (for example %1):</source>
        <translation>ゲーム ID を入力するか貼り付けてください (例: %1):</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameiddialog.cpp" line="50"/>
        <source>Cannot Enter Game ID</source>
        <translation>ゲーム ID を入力できません</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameiddialog.cpp" line="51"/>
        <source>The game ID could not be read; the current game is unchanged.

%1</source>
        <translation>ゲーム ID を読み取れませんでした。現在のゲームは変更されていません。

%1</translation>
    </message>
</context>
<context>
    <name>GameIds</name>
    <message>
        <location filename="../src/service/gameids.cpp" line="38"/>
        <source>The game ID ends too early, after character %1: %2.</source>
        <translation>ゲーム ID が %1 文字目の後で途切れています: %2。</translation>
    </message>
    <message>
        <location filename="../src/service/gameids.cpp" line="40"/>
        <source>The game ID is not valid at character %1, &apos;%2&apos;: %3.</source>
        <translation>ゲーム ID の %1 文字目「%2」が無効です: %3。</translation>
    </message>
</context>
<context>
    <name>GameOverOffer</name>
    <message>
        <location filename="../src/ui/records/gameoveroffer.cpp" line="44"/>
        <source>Play Again</source>
        <translation>もう一度遊ぶ</translation>
    </message>
    <message>
        <location filename="../src/ui/records/gameoveroffer.cpp" line="45"/>
        <source>New Game</source>
        <translation>新しいゲーム</translation>
    </message>
</context>
<context>
    <name>GamePause</name>
    <message>
        <location filename="../src/ui/pause/gamepause.cpp" line="89"/>
        <source>&amp;Pause</source>
        <translation>一時停止(&amp;P)</translation>
    </message>
    <message>
        <location filename="../src/ui/pause/gamepause.cpp" line="90"/>
        <source>Hide the board and stop the clock; P again resumes</source>
        <translation>盤を隠して時計を止めます。もう一度 P を押すと再開します</translation>
    </message>
    <message>
        <location filename="../src/ui/pause/gamepause.cpp" line="91"/>
        <location filename="../src/ui/pause/gamepause.cpp" line="95"/>
        <source>Paused</source>
        <translation>一時停止中</translation>
    </message>
    <message>
        <location filename="../src/ui/pause/gamepause.cpp" line="92"/>
        <source>The board is hidden and the clock stopped. Press %1 or Resume to go on.</source>
        <translation>盤を隠し、時計を止めています。%1 か「再開」を押すと続行します。</translation>
    </message>
    <message>
        <location filename="../src/ui/pause/gamepause.cpp" line="94"/>
        <source>&amp;Resume</source>
        <translation>再開(&amp;R)</translation>
    </message>
</context>
<context>
    <name>GamePrinter</name>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="33"/>
        <source>the printer</source>
        <translation>プリンター</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="60"/>
        <source>Print &amp;Board…</source>
        <translation>盤を印刷(&amp;B)…</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="61"/>
        <source>Print the board on one page, with its solution if you choose</source>
        <translation>盤を 1 ページに印刷します。必要なら解も載せます</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="62"/>
        <source>Print Previe&amp;w…</source>
        <translation>印刷プレビュー(&amp;W)…</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="63"/>
        <source>See the page Print Board would print before printing it</source>
        <translation>「盤を印刷」で印刷されるページを事前に確認します</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="101"/>
        <location filename="../src/ui/printing/gameprinter.cpp" line="128"/>
        <source>Cannot Print</source>
        <translation>印刷できません</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="101"/>
        <source>The board cannot be printed yet.

%1</source>
        <translation>この盤はまだ印刷できません。

%1</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="108"/>
        <source>The printer %1 is not available. Choose another printer, or print to a PDF file.</source>
        <translation>プリンター %1は使用できません。別のプリンターを選ぶか、PDF ファイルに印刷してください。</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="112"/>
        <source>Cannot print to %1. Check that the printer is ready, or that the folder of the file exists and may be written to.</source>
        <translation>%1に印刷できません。プリンターの準備ができているか、ファイルのフォルダーが存在し書き込み可能かを確認してください。</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="118"/>
        <source>Printing to %1 did not finish.</source>
        <translation>%1への印刷が完了しませんでした。</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="135"/>
        <source>Include the &amp;solution</source>
        <translation>解を含める(&amp;S)</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="139"/>
        <source>List the moves of the solution from this board below it.</source>
        <translation>この盤からの解の手順を盤の下に一覧表示します。</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="140"/>
        <source>No solution from this board is known: Solve finds one.</source>
        <translation>この盤からの解はまだわかりません。「解く」で探せます。</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="166"/>
        <source>Print Board</source>
        <translation>盤を印刷</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="191"/>
        <source>Print Preview</source>
        <translation>印刷プレビュー</translation>
    </message>
</context>
<context>
    <name>GameReviewer</name>
    <message>
        <location filename="../src/ui/coach/gamereviewer.cpp" line="33"/>
        <source>Review &amp;Moves…</source>
        <translation>手順を振り返る(&amp;M)…</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/gamereviewer.cpp" line="34"/>
        <source>Step through the game&apos;s moves with the coach&apos;s marks: where the goal was lost, which moves cost extra</source>
        <translation>コーチの評価付きでゲームの手順を一手ずつたどります。どこでゴールを失ったか、どの手が余計にかかったかがわかります</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <location filename="../src/service/gamesession.cpp" line="27"/>
        <source>Restart</source>
        <translation>リスタート</translation>
    </message>
    <message>
        <location filename="../src/service/gamesession.cpp" line="30"/>
        <source>Move %1</source>
        <translation>%1 手目</translation>
    </message>
    <message>
        <location filename="../src/service/gamesession.cpp" line="35"/>
        <source>Move %1 and answer %2</source>
        <translation>%1 手目と応手 %2</translation>
    </message>
    <message>
        <location filename="../src/service/gamesession.cpp" line="37"/>
        <source>Moves %1</source>
        <translation>手順 %1</translation>
    </message>
    <message>
        <location filename="../src/service/gamesession.cpp" line="186"/>
        <source>There is no game to play a move in.</source>
        <translation>手を指すゲームがありません。</translation>
    </message>
    <message>
        <location filename="../src/service/gamesession.cpp" line="191"/>
        <source>The game is won: Undo, Play Again or New Game.</source>
        <translation>ゲームに勝ちました。元に戻す、もう一度遊ぶ、新しいゲームのいずれかを選んでください。</translation>
    </message>
    <message>
        <location filename="../src/service/gamesession.cpp" line="299"/>
        <location filename="../src/service/gamesession.cpp" line="308"/>
        <source>New Game</source>
        <translation>新しいゲーム</translation>
    </message>
</context>
<context>
    <name>HistoryActions</name>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="19"/>
        <location filename="../src/ui/history/historyactions.cpp" line="108"/>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="20"/>
        <location filename="../src/ui/history/historyactions.cpp" line="109"/>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="108"/>
        <source>&amp;Undo %1</source>
        <translation>元に戻す(&amp;U): %1</translation>
    </message>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="109"/>
        <source>&amp;Redo %1</source>
        <translation>やり直し(&amp;R): %1</translation>
    </message>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="110"/>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="111"/>
        <source>Redo</source>
        <translation>やり直し</translation>
    </message>
</context>
<context>
    <name>KeptGame</name>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="45"/>
        <source>Restore the Game from Last Time?</source>
        <translation>前回のゲームを復元しますか?</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="46"/>
        <source>Puzzlebox did not finish starting last time: it stopped while restoring the game in progress, which may be the cause.</source>
        <translation>Puzzlebox は前回、起動を完了できませんでした。進行中のゲームの復元中に停止しており、それが原因の可能性があります。</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="49"/>
        <source>Set that game aside to start with a new one (it is kept under a new name beside it in %1), or try to restore it once more.</source>
        <translation>そのゲームを退避して新しいゲームで始めるか (%1に別名で保存されます)、もう一度復元を試してください。</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="52"/>
        <source>Set Game Aside</source>
        <translation>ゲームを退避</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="53"/>
        <source>Restore Again</source>
        <translation>もう一度復元</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="61"/>
        <source>The game from last time could not be set aside, so it is restored once more.</source>
        <translation>前回のゲームを退避できなかったため、もう一度復元します。</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="62"/>
        <source>The game from last time is kept as %1; a new game begins.</source>
        <translation>前回のゲームを %1として保存しました。新しいゲームを始めます。</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="80"/>
        <source>Quit Without the Game in Progress?</source>
        <translation>進行中のゲームを保存せずに終了しますか?</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="82"/>
        <source>If Puzzlebox quits now, the moves since the game was last kept are lost. Keep Trying writes it once more; Save As… saves it in a file of your choice.</source>
        <translation>今 Puzzlebox を終了すると、最後に保存してからの手が失われます。「再試行」でもう一度書き込み、「名前を付けて保存…」で任意のファイルに保存します。</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="84"/>
        <source>Keep Trying</source>
        <translation>再試行</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="85"/>
        <source>Save As…</source>
        <translation>名前を付けて保存…</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="86"/>
        <source>Quit Anyway</source>
        <translation>このまま終了</translation>
    </message>
</context>
<context>
    <name>KeyboardShortcuts</name>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="40"/>
        <source>while a board is being designed</source>
        <translation>盤の作成中</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="162"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="163"/>
        <source>Every key of the menus and of each puzzle&apos;s board</source>
        <translation>メニューと各パズルの盤のすべてのキー</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="41"/>
        <source>while the solver searches or a solution plays</source>
        <translation>ソルバーの探索中または解の再生中</translation>
    </message>
</context>
<context>
    <name>KeyboardShortcutsDialog</name>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="63"/>
        <source>%1 (%2)</source>
        <comment>a menu entry and when its key applies</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="81"/>
        <source>Keyboard Shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="83"/>
        <source>The keys of the menus work anywhere in the window. The keys of a board work while the board has the focus: click it, or press Tab until it shows.</source>
        <translation>メニューのキーはウィンドウ内のどこでも使えます。盤のキーは盤にフォーカスがあるときに使えます。盤をクリックするか、表示されるまで Tab を押してください。</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="88"/>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="88"/>
        <source>What they do</source>
        <translation>機能</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="92"/>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="123"/>
        <source>Menu %1</source>
        <translation>メニュー %1</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="136"/>
        <source>On the board: %1</source>
        <translation>盤上: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="140"/>
        <source>In the Board Designer: %1</source>
        <translation>盤エディター内: %1</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <location filename="../src/ui/settings/language.cpp" line="71"/>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/language.cpp" line="73"/>
        <source>&amp;System Default</source>
        <translation>システムの既定(&amp;S)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../forms/mainwindow.ui" line="9"/>
        <source>Puzzlebox</source>
        <translation>Puzzlebox</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="14"/>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="39"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="52"/>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="22"/>
        <source>&amp;Solve</source>
        <translation>解く(&amp;S)</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="70"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="73"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="86"/>
        <source>Main Toolbar</source>
        <translation>メインツールバー</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="103"/>
        <source>&amp;Statistics…</source>
        <translation>統計(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="104"/>
        <source>Your records on every board played: games, solves, fewest moves, best times</source>
        <translation>プレイしたすべての盤の記録: ゲーム数、解いた数、最短手数、最短時間</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="115"/>
        <source>Edit &amp;Board</source>
        <translation>盤を編集(&amp;B)</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="116"/>
        <source>Change the board freely; uncheck (Done) to play the board you made</source>
        <translation>盤を自由に変更します。(完了) のチェックを外すと作成した盤で遊べます</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="119"/>
        <source>&amp;Preferences…</source>
        <translation>設定(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="129"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="150"/>
        <source>&amp;Rules</source>
        <translation>ルール(&amp;R)</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="153"/>
        <source>&amp;About Puzzlebox</source>
        <translation>Puzzlebox について(&amp;A)</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="114"/>
        <source>&amp;New</source>
        <translation>新規(&amp;N)</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="115"/>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="117"/>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="118"/>
        <source>Sa&amp;ve</source>
        <translation>保存(&amp;V)</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="119"/>
        <source>Save the game to the file it came from; the first time, choose where</source>
        <translation>ゲームを元のファイルに保存します。初回は保存先を選びます</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="120"/>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="121"/>
        <source>&amp;Export Moves as Text…</source>
        <translation>手順をテキストとしてエクスポート(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="122"/>
        <source>Save the moves played (and the solution shown) as a text file</source>
        <translation>プレイした手順 (と表示中の解) をテキストファイルに保存します</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="123"/>
        <source>Export Board as &amp;Image…</source>
        <translation>盤を画像としてエクスポート(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="124"/>
        <source>Save a picture of the board as PNG or SVG</source>
        <translation>盤の画像を PNG または SVG で保存します</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="125"/>
        <source>&amp;Copy Board as Text</source>
        <translation>盤をテキストとしてコピー(&amp;C)</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="126"/>
        <source>Copy the current position to the clipboard as text</source>
        <translation>現在の局面をテキストとしてクリップボードにコピーします</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="127"/>
        <source>P&amp;aste Board</source>
        <translation>盤を貼り付け(&amp;A)</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="128"/>
        <source>Start a new game from a board copied as text, in any board file format</source>
        <translation>テキストとしてコピーした盤 (どの盤ファイル形式でも可) から新しいゲームを始めます</translation>
    </message>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="96"/>
        <source>Res&amp;tart</source>
        <translation>リスタート(&amp;T)</translation>
    </message>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="97"/>
        <source>Go back to the start of this game</source>
        <translation>このゲームの最初に戻ります</translation>
    </message>
    <message>
        <location filename="../src/ui/mainwindow.cpp" line="108"/>
        <location filename="../src/ui/mainwindow.cpp" line="326"/>
        <source>Board</source>
        <translation>盤</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="118"/>
        <source>F&amp;irst Step</source>
        <translation>最初の手順(&amp;I)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="119"/>
        <source>Step &amp;Back</source>
        <translation>1 手戻る(&amp;B)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="120"/>
        <source>Step &amp;Forward</source>
        <translation>1 手進む(&amp;F)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="121"/>
        <source>&amp;Last Step</source>
        <translation>最後の手順(&amp;L)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="124"/>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="124"/>
        <source>Play the first move of a solution</source>
        <translation>解の最初の手を指します</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="125"/>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="125"/>
        <source>Stop the solver</source>
        <translation>ソルバーを停止します</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="23"/>
        <source>Find a solution from the current position</source>
        <translation>現在の局面から解を探します</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="25"/>
        <source>Look for a Sho&amp;rter Solution</source>
        <translation>より短い解を探す(&amp;R)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="26"/>
        <source>Keep shortening the solution shown in the background until you choose Stop</source>
        <translation>「停止」を選ぶまで、表示中の解をバックグラウンドで短くし続けます</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="28"/>
        <source>Fewest &amp;Moves</source>
        <translation>最短手数(&amp;M)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="29"/>
        <source>Find a solution in the fewest moves, a move being one piece&apos;s steps in a row, and prove that none is shorter</source>
        <translation>最短手数の解を探し、それより短い解がないことを証明します (1 つの駒の連続した動きを 1 手と数えます)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="32"/>
        <source>Where Can It &amp;Finish?</source>
        <translation>どこで終われるか(&amp;F)?</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="33"/>
        <source>Mark every cell a solution can finish in from the current position</source>
        <translation>現在の局面から、解が終わりうるマスをすべて示します</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="36"/>
        <source>Solve to a &amp;Chosen Cell…</source>
        <translation>指定したマスで終わる解(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="37"/>
        <source>Click a cell: find a solution that finishes there</source>
        <translation>マスをクリック: そこで終わる解を探します</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="40"/>
        <source>F&amp;ewest Moves to a Chosen Cell…</source>
        <translation>指定したマスで終わる最短手順(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="41"/>
        <source>Click a cell: find the solution in the fewest moves that finishes there, and prove that none is shorter</source>
        <translation>マスをクリック: そこで終わる最短手数の解を探し、それより短い解がないことを証明します</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="44"/>
        <source>Co&amp;unt Solutions</source>
        <translation>解の数を数える(&amp;U)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="45"/>
        <source>Count the distinct solutions from the current position (small boards)</source>
        <translation>現在の局面からの異なる解の数を数えます (小さな盤向け)</translation>
    </message>
</context>
<context>
    <name>MovesText</name>
    <message>
        <location filename="../src/ui/solving/movestext.cpp" line="18"/>
        <source>Start:</source>
        <translation>開始:</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/movestext.cpp" line="22"/>
        <source>Moves played: %1</source>
        <translation>プレイした手: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/solving/movestext.cpp" line="26"/>
        <source>Solution shown: %n move(s), %1 of them played</source>
        <translation>
            <numerusform>表示中の解: %n 手 (うち %1 手をプレイ済み)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/solving/movestext.cpp" line="31"/>
        <source>Solution set aside (the position is not on it): %n move(s)</source>
        <translation>
            <numerusform>退避した解 (現在の局面は解の途中にありません): %n 手</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/solving/movestext.cpp" line="35"/>
        <source>Solver: %1</source>
        <translation>ソルバー: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/movestext.cpp" line="36"/>
        <source>Now: %1</source>
        <translation>現在: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/movestext.cpp" line="46"/>
        <source>Cannot write %1: %2</source>
        <translation>%1に書き込めません: %2</translation>
    </message>
</context>
<context>
    <name>NimHintDialog</name>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="37"/>
        <source>Heap</source>
        <translation>山</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="37"/>
        <source>Stones</source>
        <translation>石</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="50"/>
        <source>nim-sum</source>
        <translation>ニム和</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="64"/>
        <source>take 1 stone from heap %1</source>
        <translation>山 %1から石を 1 個取る</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="65"/>
        <source>take %1 stones from heap %2</source>
        <translation>山 %2から石を %1 個取る</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="81"/>
        <source>&lt;p&gt;&lt;b&gt;Misère endgame, and no winning move.&lt;/b&gt; Only single stones are left, %1 of them: an odd number, so whatever you do, you will be the one left with the last stone if the computer plays on perfectly.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;ミゼールの終盤で、勝てる手はありません。&lt;/b&gt; 残りは 1 個ずつの山だけで、全部で %1 個。奇数なので、コンピューターが完璧に指し続ける限り、何をしても最後の石はあなたに残ります。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="88"/>
        <source>Only single stones are left, an even number of them: take one, and the computer faces an odd number, so it takes the last one.</source>
        <translation>残りは 1 個ずつの山だけで、その数は偶数です。1 個取れば、コンピューターには奇数個が残り、最後の石を取るのはコンピューターになります。</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="90"/>
        <source>Only heap %1 has more than one stone. Reduce it to %2 so that an odd number of single stones is left: from then on you take turns taking one, and the computer takes the last.</source>
        <translation>2 個以上の石がある山は山 %1 だけです。これを %2 個に減らして、1 個ずつの山が奇数個残るようにしてください。あとは交互に 1 個ずつ取り、最後の石はコンピューターが取ります。</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="95"/>
        <source>&lt;p&gt;&lt;b&gt;Misère endgame: %1.&lt;/b&gt; %2 The nim-sum does not decide misère play once at most one heap has two stones or more.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;ミゼールの終盤: %1。&lt;/b&gt; %2 2 個以上の石がある山が 1 つ以下になると、ミゼールではニム和で勝敗は決まりません。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="101"/>
        <source> In misère play this is the right plan as long as two heaps or more have two stones or more; near the end, leave an odd number of single stones instead.</source>
        <translation> ミゼールでも、2 個以上の石がある山が 2 つ以上ある間はこれが正しい方針です。終盤では、代わりに 1 個ずつの山を奇数個残してください。</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="105"/>
        <source> The hint, %1, keeps the game going longest, so the computer has the most turns to slip.</source>
        <translation> ヒント (%1) はゲームを最も長引かせるので、コンピューターが間違える機会が最も多くなります。</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="109"/>
        <source>&lt;p&gt;&lt;b&gt;The nim-sum is 0: there is no winning move.&lt;/b&gt; Every move changes one heap, which flips at least one column to an odd number of ones, so any move leaves a non-zero nim-sum, and a perfect computer answers by making it 0 again.%1%2&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;ニム和は 0 です。勝てる手はありません。&lt;/b&gt; どの手も 1 つの山を変えるため、少なくとも 1 つの列の 1 の数が奇数になります。つまりどの手でもニム和は 0 以外になり、完璧なコンピューターは再び 0 にする手で応じます。%1%2&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="117"/>
        <source>&lt;p&gt;&lt;b&gt;The nim-sum is %1, not 0: you can win. %2.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Heap %3 goes from %4 (%5) to %6 (%7): its size XOR the nim-sum. That flips exactly the tinted columns, so every column ends with an even number of ones and the nim-sum becomes 0. Whatever the computer does next makes it non-zero again, and you can always bring it back to 0, until you take the last stone.%8&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;ニム和は %1で、0 ではありません。勝てます。%2。&lt;/b&gt;&lt;/p&gt;&lt;p&gt;山 %3 を %4 (%5) から %6 (%7) にします。これは山の大きさとニム和の XOR です。これで色付きの列がちょうど反転し、どの列も 1 の数が偶数になって、ニム和は 0 になります。コンピューターが次に何をしてもニム和は 0 以外になり、あなたは最後の石を取るまで、常に 0 に戻すことができます。%8&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="123"/>
        <source>Take 1 stone from heap %1</source>
        <translation>山 %1から石を 1 個取る</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="124"/>
        <source>Take %1 stones from heap %2</source>
        <translation>山 %2から石を %1 個取る</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="138"/>
        <source>Why This Hint</source>
        <translation>このヒントの理由</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="143"/>
        <source>&lt;p&gt;Write each heap&apos;s size in binary and add up every column &lt;i&gt;without carrying&lt;/i&gt;: a column with an odd number of ones gives 1. The result is the &lt;b&gt;nim-sum&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;各山の大きさを 2 進数で書き、各列を&lt;i&gt;繰り上がりなしで&lt;/i&gt;足します。1 の数が奇数の列は 1 になります。その結果が&lt;b&gt;ニム和&lt;/b&gt;です。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="147"/>
        <source>&lt;p&gt;The game is over.&lt;/p&gt;</source>
        <translation>&lt;p&gt;ゲームは終了しました。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="149"/>
        <source>&lt;p&gt;It is the computer&apos;s turn.&lt;/p&gt;</source>
        <translation>&lt;p&gt;コンピューターの番です。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>NimInput</name>
    <message>
        <location filename="../src/ui/nim/niminput.cpp" line="12"/>
        <source>This game is over. Game ▸ New ▸ Nim starts the next one.</source>
        <translation>このゲームは終了しました。「ゲーム ▸ 新規 ▸ ニム」で次のゲームを始めます。</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/niminput.cpp" line="14"/>
        <source>Wait a moment: it is the computer&apos;s turn.</source>
        <translation>少々お待ちください。コンピューターの番です。</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/niminput.cpp" line="17"/>
        <source>Click a stone: it and every stone above it are taken.</source>
        <translation>石をクリックすると、その石と上にあるすべての石を取ります。</translation>
    </message>
</context>
<context>
    <name>NimNewGameDialog</name>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="53"/>
        <source>New Game of Nim</source>
        <translation>ニムの新しいゲーム</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="62"/>
        <source>&amp;Misère: whoever takes the last stone loses</source>
        <translation>ミゼール: 最後の石を取った方が負け(&amp;M)</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="65"/>
        <source>Perfect: never misses a winning move</source>
        <translation>完璧: 勝てる手を見逃しません</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="66"/>
        <source>Fallible: makes a mistake now and then</source>
        <translation>ミスあり: ときどき間違えます</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="70"/>
        <source>&amp;Heaps:</source>
        <translation>山(&amp;H):</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="71"/>
        <source>Stones:</source>
        <translation>石:</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="73"/>
        <source>Deal heaps:</source>
        <translation>山を配る:</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="74"/>
        <source>Rules:</source>
        <translation>ルール:</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="75"/>
        <source>&amp;First move:</source>
        <translation>先手(&amp;F):</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="80"/>
        <source>&amp;Computer:</source>
        <translation>コンピューター(&amp;C):</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="81"/>
        <source>Score:</source>
        <translation>スコア:</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="83"/>
        <source>Put at least one stone on the table.</source>
        <translation>少なくとも 1 個の石を置いてください。</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="86"/>
        <source>&amp;Play</source>
        <translation>プレイ(&amp;P)</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="114"/>
        <source>Stones in heap %1</source>
        <translation>山 %1の石の数</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="127"/>
        <source>&amp;Classic 5, 4, 3</source>
        <translation>定番の 5, 4, 3(&amp;C)</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="128"/>
        <source>&amp;Random Heaps</source>
        <translation>ランダムな山(&amp;R)</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="142"/>
        <source>Easy: 3 heaps of up to 7 stones; medium: 4 of up to 12; hard: 5 of up to 20.</source>
        <translation>やさしい: 最大 7 個の山が 3 つ、ふつう: 最大 12 個の山が 4 つ、むずかしい: 最大 20 個の山が 5 つ。</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="144"/>
        <source>that you can win</source>
        <translation>あなたが勝てる形</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="145"/>
        <source>that the computer can win</source>
        <translation>コンピューターが勝てる形</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="146"/>
        <source>&amp;Deal</source>
        <translation>配る(&amp;D)</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="176"/>
        <source>R&amp;eset Score</source>
        <translation>スコアをリセット(&amp;E)</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="194"/>
        <source>Loser of the last game (the computer)</source>
        <translation>前のゲームの敗者 (コンピューター)</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="196"/>
        <source>You (then the loser of each game)</source>
        <translation>あなた (以後は各ゲームの敗者)</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="198"/>
        <source>Loser of the last game (you)</source>
        <translation>前のゲームの敗者 (あなた)</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="199"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="200"/>
        <source>The computer</source>
        <translation>コンピューター</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="202"/>
        <source>You %1, the computer %2</source>
        <translation>あなた %1、コンピューター %2</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="239"/>
        <source>You move first and can win with perfect play.</source>
        <translation>あなたが先手で、完璧にプレイすれば勝てます。</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="240"/>
        <source>You move first, but the computer can win: you lose against perfect play.</source>
        <translation>あなたが先手ですが、コンピューターが勝てる形です。完璧なプレイには負けます。</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="242"/>
        <source>The computer moves first and can win: you lose against perfect play.</source>
        <translation>コンピューターが先手で、勝てる形です。完璧なプレイには負けます。</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="243"/>
        <source>The computer moves first, but you can win with perfect play.</source>
        <translation>コンピューターが先手ですが、あなたは完璧にプレイすれば勝てます。</translation>
    </message>
</context>
<context>
    <name>NimScene</name>
    <message>
        <location filename="../src/ui/nim/nimcells.cpp" line="20"/>
        <source>Heap %1, place %2: no stone</source>
        <translation>山 %1、%2 段目: 石なし</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimcells.cpp" line="28"/>
        <source>Heap %1, stone %2 of %3</source>
        <translation>山 %1、石 %2/%3</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="68"/>
        <source>&lt;h3&gt;Nim&lt;/h3&gt;&lt;p&gt;Stones lie in heaps, labelled A, B, C… You and the computer take turns. A move takes one or more stones from a single heap. Whoever takes the last stone wins; in &lt;i&gt;misère&lt;/i&gt; play, whoever takes the last stone loses.&lt;/p&gt;&lt;p&gt;Point at a stone: it and every stone above it light up. Click to take them. The computer answers after a moment, and the banner says what it took.&lt;/p&gt;&lt;p&gt;With the keyboard, Left and Right choose a heap and Up and Down how many stones to take from its top; Space or Enter takes them, and Esc takes the choice back.&lt;/p&gt;&lt;p&gt;The computer plays the perfect strategy: it makes the &lt;b&gt;nim-sum&lt;/b&gt; (the heap sizes added in binary without carrying) zero whenever it can. &lt;b&gt;Hint&lt;/b&gt; works the nim-sum out for you and shows the winning move, if there is one. &lt;b&gt;Solve&lt;/b&gt; shows the line of perfect play for both sides.&lt;/p&gt;&lt;p&gt;The loser of a game starts the next one; the score is kept across games and restarts. Game ▸ New ▸ Nim sets the heaps (1 to 8, of up to 20 stones), misère play, who starts and a fallible computer.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;ニム&lt;/h3&gt;&lt;p&gt;石は A, B, C… と名前の付いた山に分かれています。あなたとコンピューターが交互に手番を持ちます。1 手で 1 つの山から 1 個以上の石を取ります。最後の石を取った方が勝ちです。&lt;i&gt;ミゼール&lt;/i&gt;では、最後の石を取った方が負けです。&lt;/p&gt;&lt;p&gt;石にマウスを合わせると、その石と上にあるすべての石が光ります。クリックすると取ります。少しするとコンピューターが応じ、何を取ったかがバナーに表示されます。&lt;/p&gt;&lt;p&gt;キーボードでは、左右キーで山を、上下キーで上から取る石の数を選びます。Space か Enter で取り、Esc で選択を取り消します。&lt;/p&gt;&lt;p&gt;コンピューターは完璧な戦略でプレイします。可能なときは常に&lt;b&gt;ニム和&lt;/b&gt; (山の大きさを 2 進数で繰り上がりなしで足したもの) を 0 にします。&lt;b&gt;ヒント&lt;/b&gt;はニム和を計算し、勝てる手があればそれを示します。&lt;b&gt;解く&lt;/b&gt;は双方の完璧なプレイの手順を示します。&lt;/p&gt;&lt;p&gt;ゲームの敗者が次のゲームの先手です。スコアはゲームやリスタートをまたいで保持されます。「ゲーム ▸ 新規 ▸ ニム」で、山 (1～8 個、各最大 20 個の石)、ミゼール、先手、ミスをするコンピューターを設定できます。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="177"/>
        <source>You win!</source>
        <translation>あなたの勝ちです!</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="177"/>
        <source>The computer wins.</source>
        <translation>コンピューターの勝ちです。</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="179"/>
        <source>The computer is thinking…</source>
        <translation>コンピューターが考え中…</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="183"/>
        <source>The computer took 1 stone from heap %1. Your turn.</source>
        <translation>コンピューターは山 %1から石を 1 個取りました。あなたの番です。</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="184"/>
        <source>The computer took %1 stones from heap %2. Your turn.</source>
        <translation>コンピューターは山 %2から石を %1 個取りました。あなたの番です。</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="187"/>
        <source>Your turn: the arrows choose stones, Space takes them.</source>
        <translation>あなたの番です: 矢印キーで石を選び、Space で取ります。</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="188"/>
        <source>Your turn: click a stone to take it and all above it.</source>
        <translation>あなたの番です: 石をクリックすると、その石と上にあるすべての石を取ります。</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="193"/>
        <source>You %1 : %2 Computer</source>
        <translation>あなた %1 : %2 コンピューター</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="360"/>
        <source>The computer took 1 stone from heap %1.</source>
        <translation>コンピューターは山 %1から石を 1 個取りました。</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="361"/>
        <source>The computer took %1 stones from heap %2.</source>
        <translation>コンピューターは山 %2から石を %1 個取りました。</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="96"/>
        <source>take 1</source>
        <translation>1 個取る</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="96"/>
        <source>take %1</source>
        <translation>%1 個取る</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="116"/>
        <source>1 stone</source>
        <translation>石 1 個</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="116"/>
        <source>%1 stones</source>
        <translation>石 %1 個</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="197"/>
        <source>Game ▸ New ▸ Nim starts the next game: you go first.</source>
        <translation>「ゲーム ▸ 新規 ▸ ニム」で次のゲームを始めます: あなたが先手です。</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="198"/>
        <source>Game ▸ New ▸ Nim starts the next game: the computer goes first.</source>
        <translation>「ゲーム ▸ 新規 ▸ ニム」で次のゲームを始めます: コンピューターが先手です。</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="200"/>
        <source>Misère: whoever takes the last stone loses.</source>
        <translation>ミゼール: 最後の石を取った方が負けです。</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="201"/>
        <source>Whoever takes the last stone wins.</source>
        <translation>最後の石を取った方が勝ちです。</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="203"/>
        <source>The computer makes mistakes now and then.</source>
        <translation>コンピューターはときどき間違えます。</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="204"/>
        <source>The computer plays perfectly.</source>
        <translation>コンピューターは完璧にプレイします。</translation>
    </message>
</context>
<context>
    <name>PegBuiltInBoards</name>
    <message>
        <location filename="../src/ui/pegs/pegbuiltinboards.cpp" line="9"/>
        <source>Triangle</source>
        <translation>三角形</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegbuiltinboards.cpp" line="10"/>
        <source>Rectangle</source>
        <translation>長方形</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegbuiltinboards.cpp" line="11"/>
        <source>English (33 holes)</source>
        <translation>イギリス式 (33 穴)</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegbuiltinboards.cpp" line="12"/>
        <source>European (37 holes)</source>
        <translation>フランス式 (37 穴)</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegbuiltinboards.cpp" line="13"/>
        <source>Wiegleb (45 holes)</source>
        <translation>ヴィーグレブ式 (45 穴)</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegbuiltinboards.cpp" line="14"/>
        <source>Diamond (41 holes)</source>
        <translation>ダイヤモンド型 (41 穴)</translation>
    </message>
</context>
<context>
    <name>PegCells</name>
    <message>
        <location filename="../src/ui/pegs/pegcells.cpp" line="31"/>
        <source>Row %1, column %2: no hole</source>
        <translation>%1 行 %2 列: 穴なし</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegcells.cpp" line="34"/>
        <source>Row %1, column %2: hole %3, empty, the picked-up peg can land here</source>
        <translation>%1 行 %2 列: 穴 %3、空き、持ち上げたペグを置けます</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegcells.cpp" line="36"/>
        <source>Row %1, column %2: hole %3, empty</source>
        <translation>%1 行 %2 列: 穴 %3、空き</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegcells.cpp" line="39"/>
        <source>Row %1, column %2: hole %3, peg, picked up</source>
        <translation>%1 行 %2 列: 穴 %3、ペグ、持ち上げ中</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegcells.cpp" line="40"/>
        <source>Row %1, column %2: hole %3, peg</source>
        <translation>%1 行 %2 列: 穴 %3、ペグ</translation>
    </message>
</context>
<context>
    <name>PegDesignPanel</name>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="170"/>
        <source>%n hole(s)</source>
        <translation>
            <numerusform>穴 %n 個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="171"/>
        <source>%n peg(s)</source>
        <translation>
            <numerusform>ペグ %n 本</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="172"/>
        <source>Holes are numbered in reading order.</source>
        <translation>穴には左上から順に番号が付いています。</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="177"/>
        <source>Not playable yet: %1</source>
        <translation>まだプレイできません: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="179"/>
        <source>Playable, but solved already: put in another peg to make a puzzle.</source>
        <translation>プレイできますが、すでに完成しています: ペグをもう 1 本置いてパズルにしてください。</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="181"/>
        <source>Playable: Done starts this board.</source>
        <translation>プレイできます: 完了でこの盤を開始します。</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="195"/>
        <source>A click on the board, or Space on the ring, adds or removes:</source>
        <translation>盤のクリック、またはリング上での Space で追加・削除するもの:</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="196"/>
        <source>&amp;Pegs</source>
        <translation>ペグ(&amp;P)</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="197"/>
        <source>A click on a hole puts a peg in it or takes its peg out</source>
        <translation>穴をクリックすると、ペグを置くか取り除きます</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="198"/>
        <source>&amp;Holes</source>
        <translation>穴(&amp;H)</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="199"/>
        <source>A click on a marked cell drills a hole there (with a peg); a click on a hole fills it in</source>
        <translation>印の付いたマスをクリックすると穴を開けます (ペグ付き)。穴をクリックすると埋めます</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="201"/>
        <source>&amp;Lattice:</source>
        <translation>格子(&amp;L):</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="202"/>
        <source>Square</source>
        <translation>正方形</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="203"/>
        <source>Triangle</source>
        <translation>三角形</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="204"/>
        <source>Square: jumps along rows and columns. Triangle: along rows and both diagonals.</source>
        <translation>正方形: 行と列に沿ってジャンプします。三角形: 行と 2 方向の斜めに沿ってジャンプします。</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="205"/>
        <source>&amp;Rows:</source>
        <translation>行数(&amp;R):</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="206"/>
        <source>&amp;Columns:</source>
        <translation>列数(&amp;C):</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="207"/>
        <source>&amp;Side:</source>
        <translation>一辺(&amp;S):</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="208"/>
        <source>Start from a &amp;Built-in Board</source>
        <translation>組み込みの盤から始める(&amp;B)</translation>
    </message>
</context>
<context>
    <name>PegDesigner</name>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="17"/>
        <source>Change Lattice</source>
        <translation>格子を変更</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="25"/>
        <source>Resize</source>
        <translation>サイズ変更</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="28"/>
        <source>A board holds at most %n hole(s): the new cells have none.</source>
        <translation>
            <numerusform>盤の穴は最大 %n 個です。新しいマスには穴がありません。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="33"/>
        <source>Built-in Board</source>
        <translation>組み込みの盤</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="41"/>
        <source>No hole here: choose the Holes tool beside the board to add one.</source>
        <translation>ここには穴がありません。追加するには盤の横の穴ツールを選んでください。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="54"/>
        <source>Peg added in hole %1: %n peg(s).</source>
        <translation>
            <numerusform>穴 %1にペグを追加しました: ペグ %n 本。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="55"/>
        <source>Peg removed from hole %1: %n peg(s).</source>
        <translation>
            <numerusform>穴 %1からペグを取り除きました: ペグ %n 本。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="57"/>
        <source>Add Peg</source>
        <translation>ペグを追加</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="57"/>
        <source>Remove Peg</source>
        <translation>ペグを削除</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="65"/>
        <source>A board holds at most %n hole(s): remove one before you add another.</source>
        <translation>
            <numerusform>盤の穴は最大 %n 個です。追加する前に 1 つ削除してください。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="69"/>
        <source>%n hole(s)</source>
        <translation>
            <numerusform>穴 %n 個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="70"/>
        <source>%n peg(s)</source>
        <translation>
            <numerusform>ペグ %n 本</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="71"/>
        <source>Hole added, with a peg: %1.</source>
        <translation>穴を追加しました (ペグ付き): %1。</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="71"/>
        <source>Hole removed: %1.</source>
        <translation>穴を削除しました: %1。</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="72"/>
        <source>Add Hole</source>
        <translation>穴を追加</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="72"/>
        <source>Remove Hole</source>
        <translation>穴を削除</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="81"/>
        <source>A board needs at least one hole with a peg: choose the Holes tool and click a cell.</source>
        <translation>盤にはペグの入った穴が少なくとも 1 つ必要です。穴ツールを選んでマスをクリックしてください。</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="82"/>
        <source>A board needs at least one peg: click a hole to put a peg in it.</source>
        <translation>盤には少なくとも 1 本のペグが必要です。穴をクリックしてペグを置いてください。</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="90"/>
        <source>A board needs at least one empty hole to jump into: click a peg to take it out.</source>
        <translation>盤にはジャンプ先となる空いた穴が少なくとも 1 つ必要です。ペグをクリックして取り除いてください。</translation>
    </message>
</context>
<context>
    <name>PegInput</name>
    <message>
        <location filename="../src/ui/pegs/peginput.cpp" line="23"/>
        <source>Peg %1 selected: move the ring to a highlighted hole and press Space to jump there.</source>
        <translation>ペグ %1を選びました。リングを光っている穴に動かし、Space を押すとそこへジャンプします。</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/peginput.cpp" line="24"/>
        <source>Peg %1 selected: click a highlighted hole to jump there.</source>
        <translation>ペグ %1を選びました。光っている穴をクリックするとそこへジャンプします。</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/peginput.cpp" line="28"/>
        <source>Peg %1 has no jump: it needs a neighbouring peg with an empty hole right behind it.</source>
        <translation>ペグ %1はジャンプできません。すぐ後ろに空いた穴がある隣のペグが必要です。</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/peginput.cpp" line="35"/>
        <source>Hole %1 is empty. Select a peg first, then the hole it should jump into.</source>
        <translation>穴 %1は空いています。先にペグを選び、次にジャンプ先の穴を選んでください。</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/peginput.cpp" line="53"/>
        <source>Peg %1 cannot jump into hole %2: a peg jumps over one neighbouring peg into the empty hole right behind it.</source>
        <translation>ペグ %1は穴 %2にジャンプできません。ペグは隣のペグ 1 本を飛び越えて、そのすぐ後ろの空いた穴に入ります。</translation>
    </message>
</context>
<context>
    <name>PegInteraction</name>
    <message>
        <location filename="../src/ui/pegs/peginteraction.cpp" line="135"/>
        <source>No hole chosen.</source>
        <translation>穴が選ばれていません。</translation>
    </message>
</context>
<context>
    <name>PegNewGameDialog</name>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="6"/>
        <source>New Peg Solitaire</source>
        <translation>新しいペグ・ソリテール</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="14"/>
        <source>Board</source>
        <translation>盤</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="22"/>
        <source>&amp;Shape:</source>
        <translation>形(&amp;S):</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="35"/>
        <source>S&amp;ide:</source>
        <translation>一辺(&amp;I):</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="45"/>
        <source> holes</source>
        <translation> 穴</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="61"/>
        <source>&amp;Rows:</source>
        <translation>行数(&amp;R):</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="84"/>
        <source>&amp;Columns:</source>
        <translation>列数(&amp;C):</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="107"/>
        <source>&amp;Empty hole:</source>
        <translation>空ける穴(&amp;E):</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="117"/>
        <source>The hole left empty at the start; you can also click it on the preview</source>
        <translation>開始時に空けておく穴です。プレビューでクリックして選ぶこともできます</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="133"/>
        <source>The 15-hole triangle with hole 4 empty</source>
        <translation>15 穴の三角形で、穴 4 が空き</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="136"/>
        <source>C&amp;lassic Triangle</source>
        <translation>定番の三角形(&amp;L)</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="146"/>
        <source>Starting Position</source>
        <translation>開始局面</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegnewgamedialog.cpp" line="38"/>
        <source>&amp;Random solvable start:</source>
        <translation>ランダムな解ける開始局面(&amp;R):</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegnewgamedialog.cpp" line="39"/>
        <source>Pegs placed at random, grown from a single peg by jumps played backwards, so the start can always be solved to one peg. Easy, medium and hard ask for more and more jumps (English board: 8 to 15, 16 to 24, 25 to 31).</source>
        <translation>1 本のペグからジャンプを逆にたどってペグをランダムに配置するので、開始局面は必ずペグ 1 本まで解けます。やさしい、ふつう、むずかしいの順に多くのジャンプを要求します (イギリス式の盤: 8～15、16～24、25～31)。</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegnewgamedialog.cpp" line="43"/>
        <source> jumps</source>
        <translation> ジャンプ</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegnewgamedialog.cpp" line="156"/>
        <source>Making a random start…</source>
        <translation>ランダムな開始局面を作成中…</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegnewgamedialog.cpp" line="167"/>
        <source>A random start that can be solved to one peg: OK deals this one.</source>
        <translation>ペグ 1 本まで解けるランダムな開始局面です。OK でこの局面を配ります。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegnewgamedialog.cpp" line="192"/>
        <source>%n hole(s), %1 pegs. Click a hole to start with it empty.</source>
        <translation>
            <numerusform>穴 %n 個、ペグ %1 本。穴をクリックすると、そこを空けて開始します。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegnewgamedialog.cpp" line="194"/>
        <source>A board of one hole leaves no room to jump: make it larger.</source>
        <translation>穴が 1 つの盤ではジャンプする余地がありません。大きくしてください。</translation>
    </message>
</context>
<context>
    <name>PlayerRecords</name>
    <message>
        <location filename="../src/service/records.cpp" line="72"/>
        <source>Your records were written by a newer Puzzlebox (format %1; this one reads format %2), so they are left as they are: what you play now is counted only until Puzzlebox closes.</source>
        <translation>記録は新しいバージョンの Puzzlebox で書かれているため (形式 %1。このバージョンが読めるのは形式 %2)、そのままにしてあります。今回のプレイは Puzzlebox を閉じるまでしか記録されません。</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="79"/>
        <source>Your records could not be read, so they start afresh (the damaged file is kept as %1). %2</source>
        <translation>記録を読み込めなかったため、新しく始めます (破損したファイルは %1として保存しました)。%2</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="83"/>
        <source>Your records could not be read (%1), nor moved aside: new records are not kept until %2 is removed.</source>
        <translation>記録を読み込めず (%1)、退避もできませんでした。%2を削除するまで新しい記録は保存されません。</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="98"/>
        <source>It is not valid JSON (%1 at byte %2).</source>
        <translation>有効な JSON ではありません (バイト %2 で %1)。</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="107"/>
        <source>It holds no list of boards.</source>
        <translation>盤の一覧がありません。</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="109"/>
        <source>It was written in another format (%1) than this Puzzlebox reads (%2).</source>
        <translation>このバージョンの Puzzlebox が読む形式 (%2) とは別の形式 (%1) で書かれています。</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="133"/>
        <source>Board %1 in it is incomplete or has a count that is not a whole number.</source>
        <translation>盤 %1の内容が不完全か、整数でない回数を含んでいます。</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="174"/>
        <source>Cannot create the folder</source>
        <translation>フォルダーを作成できません</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="178"/>
        <source>Your records could not be kept in %1: %2</source>
        <translation>記録を %1に保存できませんでした: %2</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="6"/>
        <source>Preferences</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="12"/>
        <source>Solver</source>
        <translation>ソルバー</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="18"/>
        <source>&amp;Memory budget:</source>
        <translation>メモリ上限(&amp;M):</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="28"/>
        <source>The most memory a solver may use for its tables; at this limit it gives up instead of answering</source>
        <translation>ソルバーが表に使えるメモリの上限です。上限に達すると、答えを出さずに打ち切ります</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="31"/>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="47"/>
        <source>Large boards need more memory. A solver that reaches the budget says that it gave up, never that there is no solution.</source>
        <translation>大きな盤ほど多くのメモリが必要です。上限に達したソルバーは打ち切ったと報告し、解がないとは言いません。</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="60"/>
        <source>Board</source>
        <translation>盤</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="66"/>
        <source>&amp;Move animation:</source>
        <translation>手のアニメーション(&amp;M):</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="76"/>
        <source>How long one move takes to animate</source>
        <translation>1 手のアニメーションにかける時間</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="79"/>
        <source>Off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="82"/>
        <source> ms</source>
        <translation> ms</translation>
    </message>
</context>
<context>
    <name>PrintPage</name>
    <message>
        <location filename="../src/ui/printing/printpage.cpp" line="63"/>
        <source>%1.</source>
        <comment>a move&apos;s number in the printed solution</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/printpage.cpp" line="208"/>
        <source>The solution from this board, in %1:</source>
        <translation>この盤からの解 (%1):</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/printpage.cpp" line="214"/>
        <source>The last %1 did not fit on this page.</source>
        <translation>最後の %1はこのページに収まりませんでした。</translation>
    </message>
</context>
<context>
    <name>RangeGuard</name>
    <message>
        <location filename="../src/ui/widgets/spinboxrange.cpp" line="120"/>
        <source>%1 is not between %2 and %3; set to %4.</source>
        <translation>%1 は %2 から %3の範囲外です。%4に設定しました。</translation>
    </message>
</context>
<context>
    <name>RecentFiles</name>
    <message>
        <location filename="../src/ui/files/recentfiles.cpp" line="46"/>
        <source>%1 — %2</source>
        <comment>file name, its folders</comment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../src/ui/files/recentfiles.cpp" line="87"/>
        <source>&amp;Clear List</source>
        <translation>一覧を消去(&amp;C)</translation>
    </message>
</context>
<context>
    <name>RefusalBox</name>
    <message numerus="yes">
        <location filename="../src/ui/files/refusalbox.cpp" line="52"/>
        <source>%Ln file(s) or game ID(s) could not be opened:</source>
        <translation>
            <numerusform>%Ln 個のファイルまたはゲーム ID を開けませんでした:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/files/refusalbox.cpp" line="55"/>
        <source>…and %Ln more.</source>
        <translation>
            <numerusform>…ほか %Ln 個。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/files/refusalbox.cpp" line="56"/>
        <source>Cannot Open</source>
        <translation>開けません</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="135"/>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="138"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="143"/>
        <source>%1. Computer: %2</source>
        <translation>%1. コンピューター: %2</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="163"/>
        <source>The coach is reviewing the game…</source>
        <translation>コーチがゲームを振り返っています…</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="166"/>
        <source>Played: %1.</source>
        <translation>プレイ: %1。</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="168"/>
        <source>The fewest from the start: %1.</source>
        <translation>開始からの最短: %1。</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="172"/>
        <source>The goal was lost at move %1 (%2).</source>
        <translation>%1 手目 (%2) でゴールを失いました。</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="174"/>
        <source>The goal was out of reach from the start.</source>
        <translation>開始時点でゴールには到達できませんでした。</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="176"/>
        <source>The goal was never lost.</source>
        <translation>ゴールを一度も失いませんでした。</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="179"/>
        <source>Moves that cost extra: %1, %2 more in all.</source>
        <translation>余計にかかった手: %1、合計 %2 多くかかりました。</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="183"/>
        <source>The review stopped before the end: the rest is not judged.</source>
        <translation>振り返りは最後まで終わりませんでした。残りは評価されていません。</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="199"/>
        <source>Review of the Game</source>
        <translation>ゲームの振り返り</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="200"/>
        <source>&amp;Previous</source>
        <translation>前へ(&amp;P)</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="201"/>
        <source>&amp;Next</source>
        <translation>次へ(&amp;N)</translation>
    </message>
</context>
<context>
    <name>RollerCells</name>
    <message>
        <location filename="../src/ui/roller/rollercells.cpp" line="19"/>
        <source>Row %1, column %2: %3</source>
        <translation>%1 行 %2 列: %3</translation>
    </message>
</context>
<context>
    <name>RollerDesignPanel</name>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="103"/>
        <source>Not playable yet. %1.</source>
        <translation>まだプレイできません。%1。</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="105"/>
        <source>Playable, but solved already: move a one off the top row to make a puzzle.</source>
        <translation>プレイできますが、すでに完成しています: 一番上の行から 1 を 1 つ動かしてパズルにしてください。</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="107"/>
        <source>Playable: Done starts this board.</source>
        <translation>プレイできます: 完了でこの盤を開始します。</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="121"/>
        <source>A click on a tile, or Space on the cursor&apos;s, turns it between 0 and 1. The board needs as many ones as it is wide.</source>
        <translation>タイルをクリックするか、カーソルのタイルで Space を押すと、0 と 1 が切り替わります。盤には幅と同じ数の 1 が必要です。</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="123"/>
        <source>&amp;Rows:</source>
        <translation>行数(&amp;R):</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="124"/>
        <source>&amp;Columns:</source>
        <translation>列数(&amp;C):</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="125"/>
        <source>C&amp;lear</source>
        <translation>消去(&amp;L)</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="126"/>
        <source>Every tile 0</source>
        <translation>すべてのタイルを 0 に</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="127"/>
        <source>S&amp;olved Position</source>
        <translation>完成形(&amp;O)</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="128"/>
        <source>Every one on the top row</source>
        <translation>すべての 1 を一番上の行に</translation>
    </message>
</context>
<context>
    <name>RollerDesigner</name>
    <message>
        <location filename="../src/ui/roller/rollerdesigner.cpp" line="20"/>
        <source>Turn Tile to 1</source>
        <translation>タイルを 1 に</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesigner.cpp" line="20"/>
        <source>Turn Tile to 0</source>
        <translation>タイルを 0 に</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesigner.cpp" line="32"/>
        <source>Resize</source>
        <translation>サイズ変更</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesigner.cpp" line="37"/>
        <source>Clear</source>
        <translation>消去</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesigner.cpp" line="43"/>
        <source>Solved Position</source>
        <translation>完成形</translation>
    </message>
</context>
<context>
    <name>RollerInput</name>
    <message>
        <location filename="../src/ui/roller/rollerinput.cpp" line="33"/>
        <source>While editing nothing rolls: Space turns the cursor&apos;s tile between 0 and 1.</source>
        <translation>編集中はロールしません: Space でカーソルのタイルを 0 と 1 で切り替えます。</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerinput.cpp" line="60"/>
        <source>Drag a row sideways or a column up or down, or click the arrows at its ends, to roll it.</source>
        <translation>行を横に、または列を上下にドラッグするか、端の矢印をクリックしてロールします。</translation>
    </message>
</context>
<context>
    <name>RollerNewGameDialog</name>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="37"/>
        <source>&amp;Scramble the solved board with</source>
        <translation>完成した盤を次の回数だけかき混ぜる(&amp;S)</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="38"/>
        <source>&amp;Random board: the ones dropped anywhere</source>
        <translation>ランダムな盤 (1 を任意の位置に配置)(&amp;R)</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="39"/>
        <source>&amp;Fewest rolls:</source>
        <translation>最短ロール数(&amp;F):</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="40"/>
        <source> rolls</source>
        <comment>the fewest rolls a made board needs</comment>
        <translation> ロール</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="42"/>
        <source>New Roller-Board</source>
        <translation>新しいローラーボード</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="49"/>
        <source> rows</source>
        <translation> 行</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="50"/>
        <source> columns</source>
        <translation> 列</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="53"/>
        <source> rolls</source>
        <translation> ロール</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="62"/>
        <source>A board whose shortest solution takes exactly that many rolls, or as many as the difficulty asks for: on 6 × 6 easy 4 to 7, medium 8 to 11, hard 12 to 14.</source>
        <translation>最短の解がちょうどその回数、または難易度に応じた回数のロールになる盤です: 6 × 6 では、やさしい 4～7、ふつう 8～11、むずかしい 12～14。</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="65"/>
        <source>Board</source>
        <translation>盤</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="67"/>
        <source>&amp;Height:</source>
        <translation>高さ(&amp;H):</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="68"/>
        <source>&amp;Width:</source>
        <translation>幅(&amp;W):</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="70"/>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="82"/>
        <source>A board has as many ones as it is wide; roll them all onto the top row.</source>
        <translation>盤には幅と同じ数の 1 があります。すべてを一番上の行にロールしてください。</translation>
    </message>
</context>
<context>
    <name>RollerRules</name>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="12"/>
        <source>&lt;h3&gt;Roller-Board&lt;/h3&gt;&lt;p&gt;The board holds as many ones as it is wide. Roll a row left or right, or a column up or down, by one cell at a time: the tile pushed off one end comes back in at the other. The board is solved when every one sits on the top row, the row inlaid in gold.&lt;/p&gt;&lt;p&gt;Click the arrow at either end of a row or column to roll it that way, or drag a tile along its row or column: the line rolls by as many cells as you drag it. On the keyboard, the arrow keys move the cursor and Shift+arrow rolls its row (Left, Right) or its column (Up, Down).&lt;/p&gt;&lt;p&gt;The rows are named R0, R1, … from the top and the columns C0, C1, … from the left, as the board shows beside them. A roll is written as its line&apos;s name and the way it goes: R2L rolls row R2 left and R2R right, C1U rolls column C1 up and C1D down. The solution panel, saved games and puzzlebox-cli write rolls this way.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Solve&lt;/b&gt; finds a solution in the fewest rolls possible; &lt;b&gt;Hint&lt;/b&gt; marks the first roll of one on the board; press it again to play that roll.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;ローラーボード&lt;/h3&gt;&lt;p&gt;盤には幅と同じ数の 1 があります。行を左右に、または列を上下に 1 マスずつロールします。一方の端から押し出されたタイルは反対側の端から戻ってきます。すべての 1 が金色で縁取られた一番上の行に並べば完成です。&lt;/p&gt;&lt;p&gt;行や列の両端の矢印をクリックするとその方向にロールします。また、タイルを行や列に沿ってドラッグすると、ドラッグしたマス数だけロールします。キーボードでは、矢印キーでカーソルを動かし、Shift+矢印キーでその行 (左、右) または列 (上、下) をロールします。&lt;/p&gt;&lt;p&gt;行は上から R0, R1, …、列は左から C0, C1, … と呼び、盤の横に表示されます。ロールは列や行の名前と方向で書きます: R2L は行 R2 を左へ、R2R は右へ、C1U は列 C1 を上へ、C1D は下へロールします。解のパネル、保存したゲーム、puzzlebox-cli はこの書き方を使います。&lt;/p&gt;&lt;p&gt;&lt;b&gt;解く&lt;/b&gt;は最短のロール数の解を探します。&lt;b&gt;ヒント&lt;/b&gt;はその最初のロールを盤上に示し、もう一度押すとそのロールを指します。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../src/ui/fifteen/fifteenscene.cpp" line="65"/>
        <source>&lt;h3&gt;Fifteen&lt;/h3&gt;&lt;p&gt;Numbered tiles fill a square tray but for one blank cell. Slide a tile next to the blank into it; the goal is 1, 2, 3 … in reading order with the blank in the bottom-right corner. Tiles that are home show green numbers.&lt;/p&gt;&lt;p&gt;Click a tile next to the blank to slide it, or a tile further along the blank&apos;s row or column to slide the whole run at once. The arrow keys slide the tile beside the blank in the arrow&apos;s direction.&lt;/p&gt;&lt;p&gt;Half of all layouts can never be solved: every slide changes both the order of the tiles and the blank&apos;s distance from its corner by one step, so their parities stay tied. &lt;b&gt;Solve&lt;/b&gt; says so at once for such a layout. Otherwise it finds the fewest moves on 3 × 3 and 4 × 4 (the first 4 × 4 solve builds tables that are kept for later), and a short solution, not proved the shortest, on larger boards. &lt;b&gt;Hint&lt;/b&gt; marks the next move of the solution on the board; press it again to play it.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;15パズル&lt;/h3&gt;&lt;p&gt;正方形の枠に、空きマス 1 つを除いて番号付きのタイルが詰まっています。空きマスの隣のタイルをそこへスライドさせます。目標は、1, 2, 3 … を左上から順に並べ、空きマスを右下の隅にすることです。正しい位置にあるタイルの数字は緑色になります。&lt;/p&gt;&lt;p&gt;空きマスの隣のタイルをクリックするとスライドします。空きマスの行や列の離れたタイルをクリックすると、その間のタイルをまとめてスライドします。矢印キーでは、空きマスの隣のタイルを矢印の方向へスライドします。&lt;/p&gt;&lt;p&gt;全配置の半分は決して解けません。どのスライドも、タイルの並び順と、空きマスの隅からの距離を同時に 1 段階変えるので、両者の偶奇は連動したままだからです。そのような配置では、&lt;b&gt;解く&lt;/b&gt;がすぐにそう告げます。それ以外では、3 × 3 と 4 × 4 では最短手数を求め (最初の 4 × 4 の解法で作る表は後のために保存されます)、それより大きな盤では最短とは証明されていない短い解を求めます。&lt;b&gt;ヒント&lt;/b&gt;は解の次の手を盤上に示し、もう一度押すとその手を指します。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="26"/>
        <source>&lt;h3&gt;Peg solitaire&lt;/h3&gt;&lt;p&gt;Every hole but one holds a peg. A peg moves by jumping over a neighbouring peg into an empty hole right behind it; the peg jumped over is removed. On the triangle, jumps go along the rows and along both diagonals, never straight up or down.&lt;/p&gt;&lt;p&gt;Click a peg to pick it up: the holes it can land in light up. Click one of them to jump, or drag the peg there and let it go. Each jump removes a peg, so the best possible game leaves a single peg.&lt;/p&gt;&lt;p&gt;With the keyboard, the arrow keys move a ring from hole to hole; Space or Enter picks up the peg under the ring, and again on a lit hole jumps there. Esc puts the peg back.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Solve&lt;/b&gt; finds a way to one peg from the current position (or, when there is none, the way that leaves the fewest pegs); step through it with the buttons of the solution panel. &lt;b&gt;Hint&lt;/b&gt; marks the next jump of a solution on the board; press it again, or click the marked hole, to play it.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;ペグ・ソリテール&lt;/h3&gt;&lt;p&gt;1 つを除くすべての穴にペグが入っています。ペグは、隣のペグを飛び越えてそのすぐ後ろの空いた穴に入ることで動きます。飛び越されたペグは取り除かれます。三角形の盤では、ジャンプは行と 2 方向の斜めに沿って行い、真上や真下には行いません。&lt;/p&gt;&lt;p&gt;ペグをクリックすると持ち上がり、移動できる穴が光ります。そのどれかをクリックしてジャンプするか、ペグをそこへドラッグして離します。ジャンプのたびにペグが 1 本減るので、最善のゲームではペグが 1 本だけ残ります。&lt;/p&gt;&lt;p&gt;キーボードでは、矢印キーでリングを穴から穴へ動かします。Space か Enter でリングの位置のペグを持ち上げ、光っている穴でもう一度押すとそこへジャンプします。Esc でペグを元に戻します。&lt;/p&gt;&lt;p&gt;&lt;b&gt;解く&lt;/b&gt;は現在の局面からペグ 1 本にする手順を探します (ない場合は、残るペグが最も少ない手順を探します)。解のパネルのボタンで一手ずつたどれます。&lt;b&gt;ヒント&lt;/b&gt;は解の次のジャンプを盤上に示し、もう一度押すか、示された穴をクリックするとそのジャンプを指します。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../src/ui/help/rulesdialog.cpp" line="89"/>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location filename="../src/ui/help/rulesdialog.cpp" line="127"/>
        <source>Before the move</source>
        <translation>手の前</translation>
    </message>
    <message>
        <location filename="../src/ui/help/rulesdialog.cpp" line="133"/>
        <source>then</source>
        <translation>次に</translation>
    </message>
    <message>
        <location filename="../src/ui/help/rulesdialog.cpp" line="135"/>
        <source>After the move</source>
        <translation>手の後</translation>
    </message>
    <message>
        <location filename="../src/ui/help/rulesdialog.cpp" line="138"/>
        <source>For example, the move %1 (marked on the left).</source>
        <translation>例: 手 %1 (左に表示)。</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="38"/>
        <source>Move %1 of this list cannot be played: %2</source>
        <translation>この一覧の %1 手目は指せません: %2</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="71"/>
        <source>This turn is marked &apos;&gt;&apos; but follows no restart it could belong to</source>
        <translation>このターンには「&gt;」が付いていますが、属するリスタートがありません</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="73"/>
        <source>Only a game&apos;s first turn can be the computer&apos;s opening</source>
        <translation>コンピューターの初手になれるのはゲームの最初のターンだけです</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="150"/>
        <source>Expected the format version after &apos;puzzlebox-game&apos;</source>
        <translation>「puzzlebox-game」の後に形式のバージョンが必要です</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="154"/>
        <source>This game was saved in format %1 by a newer Puzzlebox; this one reads format %2</source>
        <translation>このゲームは新しい Puzzlebox で形式 %1で保存されています。このバージョンが読めるのは形式 %2です</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="241"/>
        <source>Expected how many of the solution&apos;s moves were shown</source>
        <translation>解の手のうちいくつ表示したかが必要です</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="245"/>
        <source>Expected how many turns the file holds played</source>
        <translation>ファイルにプレイ済みのターンがいくつあるかが必要です</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="249"/>
        <source>Expected the file&apos;s name as one word, its blanks written as percent codes</source>
        <translation>ファイル名を 1 語で (空白はパーセント符号で) 書く必要があります</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="250"/>
        <source>Expected the recipe as a game ID writes it, SIZE.LEVEL.SEED</source>
        <translation>ゲーム ID と同じ書き方のレシピ (SIZE.LEVEL.SEED) が必要です</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="259"/>
        <source>A &apos;%&apos; in a file&apos;s name is followed by two hex digits</source>
        <translation>ファイル名の「%」の後には 16 進数 2 桁が続きます</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="278"/>
        <source>Unknown puzzle family</source>
        <translation>不明なパズルの種類</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="283"/>
        <source>Expected the moves of this turn</source>
        <translation>このターンの手が必要です</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="287"/>
        <source>Expected the number of turns played</source>
        <translation>プレイしたターン数が必要です</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="298"/>
        <source>Expected the number of moves before the solution</source>
        <translation>解の前の手数が必要です</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="302"/>
        <location filename="../src/core/common/savedgame.cpp" line="312"/>
        <source>Expected &apos;yes&apos; or &apos;no&apos;</source>
        <translation>「yes」か「no」が必要です</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="305"/>
        <source>Expected the fewest moves a solution can have</source>
        <translation>解の最短手数が必要です</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="310"/>
        <source>Expected the milliseconds played</source>
        <translation>プレイしたミリ秒数が必要です</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="315"/>
        <source>Expected &apos;played&apos; or &apos;solved&apos;</source>
        <translation>「played」か「solved」が必要です</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="321"/>
        <source>Unknown entry &apos;%1&apos;</source>
        <translation>不明な項目「%1」</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="338"/>
        <source>Expected a turn after &apos;&gt;&apos;</source>
        <translation>「&gt;」の後にはターンが必要です</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="343"/>
        <source>Only a turn can stand under a restart</source>
        <translation>リスタートの下に置けるのはターンだけです</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="367"/>
        <source>The solution starts after move %1, but only %2 moves were played</source>
        <translation>解は %1 手目の後から始まりますが、プレイされたのは %2 手だけです</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="383"/>
        <source>%1 turns are said to be played, but the game has only %2</source>
        <translation>%1 ターンをプレイしたとありますが、ゲームには %2 ターンしかありません</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="394"/>
        <source>Moves are said to be shown, but the game keeps no solution</source>
        <translation>手が表示されているとありますが、ゲームには解が保存されていません</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="399"/>
        <source>A solution needs both its moves and &apos;solution-from&apos;</source>
        <translation>解には手と「solution-from」の両方が必要です</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="400"/>
        <source>A solution needs both its moves and &apos;solution-start&apos;</source>
        <translation>解には手と「solution-start」の両方が必要です</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="409"/>
        <source>The solution has %1 moves, fewer than the fewest said possible, %2</source>
        <translation>解は %1 手で、可能な最短手数とされた %2より少なくなっています</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="412"/>
        <source>The solution has %1 moves, fewer than the %2 said shown</source>
        <translation>解は %1 手で、表示済みとされた %2より少なくなっています</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="424"/>
        <source>These puzzles are not made to order, so they have no recipe</source>
        <translation>これらのパズルは注文に応じて作るものではないため、レシピがありません</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="433"/>
        <source>The turns played in the file need its &apos;file&apos; line and as many turns</source>
        <translation>ファイル内のプレイ済みのターンには「file」行と同じ数のターンが必要です</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="458"/>
        <source>This is not a Puzzlebox saved game: it must begin with &apos;puzzlebox-game&apos;</source>
        <translation>Puzzlebox の保存ゲームではありません: 「puzzlebox-game」で始まる必要があります</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="471"/>
        <source>The game does not say which puzzle it is (a &apos;family&apos; line)</source>
        <translation>ゲームにどのパズルかの記載 (「family」行) がありません</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="473"/>
        <source>The game has no &apos;board&apos; section</source>
        <translation>ゲームに「board」セクションがありません</translation>
    </message>
</context>
<context>
    <name>SearchTime</name>
    <message>
        <location filename="../src/ui/solving/searchtime.cpp" line="6"/>
        <source>%L1 ms</source>
        <translation>%L1 ミリ秒</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/searchtime.cpp" line="7"/>
        <source>%L1 s</source>
        <translation>%L1 秒</translation>
    </message>
</context>
<context>
    <name>SolutionDock</name>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="264"/>
        <source>Solution</source>
        <translation>解</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="265"/>
        <source>Preferences…</source>
        <translation>設定…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="266"/>
        <source>&amp;Why This Move?</source>
        <translation>この手の理由(&amp;W)?</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="269"/>
        <source>&lt;b&gt;Set aside:&lt;/b&gt; you left this line. Undo or Redo back onto it, or play its moves again, and it returns.</source>
        <translation>&lt;b&gt;退避中:&lt;/b&gt; この手順から外れました。元に戻す・やり直しで戻るか、その手をもう一度指すと復帰します。</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="271"/>
        <source>Solution moves</source>
        <translation>解の手順</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="272"/>
        <source>Pace:</source>
        <translation>速度:</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="273"/>
        <source>Playback pace</source>
        <translation>再生速度</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="274"/>
        <location filename="../src/ui/solving/solutiondock.cpp" line="283"/>
        <source>%L1 s</source>
        <translation>%L1 秒</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/solving/solutiondock.cpp" line="327"/>
        <source>Show %Ln More Move(s)</source>
        <translation>
            <numerusform>さらに %Ln 手を表示</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="330"/>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="332"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="334"/>
        <source>%1. Computer: %2</source>
        <comment>step, move</comment>
        <translation>%1. コンピューター: %2</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="335"/>
        <source>%1. You: %2</source>
        <comment>step, move</comment>
        <translation>%1. あなた: %2</translation>
    </message>
</context>
<context>
    <name>SolutionPanel</name>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="40"/>
        <source>%1 ▸ %2</source>
        <translation>%1 ▸ %2</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="44"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="201"/>
        <source>Solution set aside: Undo or Redo brings it back.</source>
        <translation>解は退避中です: 元に戻す・やり直しで戻ります。</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="226"/>
        <source>Try Again with %1</source>
        <translation>%1で再試行</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="232"/>
        <source>It gave up at %1, the most this computer can give a search.</source>
        <translation>この PC が探索に割り当てられる最大の %1で打ち切りました。</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="263"/>
        <source>&amp;Pause</source>
        <translation>一時停止(&amp;P)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="263"/>
        <source>&amp;Play</source>
        <translation>再生(&amp;P)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="275"/>
        <source>%1 finds a solution, %2 shows the next move and %3 explains the puzzle.</source>
        <translation>%1で解を探し、%2で次の手を示し、%3でパズルの説明を表示します。</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="288"/>
        <source>The game is over: no moves left, %1. %2 takes moves back, and %3 then finds a way on from there; %4 starts again.</source>
        <translation>ゲームは終了しました: もう手がありません (%1)。%2で手を戻し、%3でそこからの道を探します。%4で最初からやり直します。</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="290"/>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
</context>
<context>
    <name>SolveActions</name>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="234"/>
        <source>Hint, closest line: %1</source>
        <translation>ヒント (最も近い手順): %1</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="234"/>
        <source>Hint: %1</source>
        <translation>ヒント: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="239"/>
        <source>No line from here reaches the goal. The line that comes closest goes on: %1. Press %2 again to play it.</source>
        <translation>ここからゴールに届く手順はありません。最も近づく手順はこう続きます: %1。%2をもう一度押すと指します。</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="242"/>
        <source>Hint: %1. Press %2 again to play it.</source>
        <translation>ヒント: %1。%2をもう一度押すと指します。</translation>
    </message>
</context>
<context>
    <name>SolvePresenter</name>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="53"/>
        <source>Solving…</source>
        <translation>解いています…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="58"/>
        <source>Answered (%1)</source>
        <translation>回答済み (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="61"/>
        <source>Counting the solutions…</source>
        <translation>解の数を数えています…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="63"/>
        <source>Counted (%1)</source>
        <translation>数えました (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="66"/>
        <source>Looking for a solution shorter than %1 moves…</source>
        <translation>%1 手より短い解を探しています…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="72"/>
        <source>Looking for the fewest moves and proving them…</source>
        <translation>最短手数を探して証明しています…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="53"/>
        <source>The solver was stopped because the position changed.</source>
        <translation>局面が変わったため、ソルバーを停止しました。</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="168"/>
        <source>%1 Press %2 to stop.</source>
        <translation>%1 %2で停止します。</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="186"/>
        <source>Looking for a hint…</source>
        <translation>ヒントを探しています…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="212"/>
        <source>A solution in %1, the fewest possible: each move is one piece&apos;s steps in a row.</source>
        <translation>%1の解で、これが最短です。1 つの駒の連続した動きを 1 手と数えます。</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="214"/>
        <source>A solution in %1; every solution from this position has as many.</source>
        <translation>%1の解です。この局面からの解はすべて同じ手数です。</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="220"/>
        <source>A solution in %1, at most %2% more than the fewest possible: no solution has fewer than %3.</source>
        <translation>%1の解で、最短より多くても %2% 増しです。%3より短い解はありません。</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="225"/>
        <source>A solution in %1.</source>
        <translation>%1の解です。</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="226"/>
        <source>A solution in %1, the fewest possible.</source>
        <translation>%1の解で、これが最短です。</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="227"/>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="474"/>
        <source>A solution in %1; shorter ones may exist.</source>
        <translation>%1の解です。より短い解があるかもしれません。</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="260"/>
        <source>A line of %1 with the computer&apos;s replies; it ends: %2.</source>
        <translation>コンピューターの応手を含む %1の手順です。結果: %2。</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="262"/>
        <source>No solution from where this line starts; it comes closest: %1.</source>
        <translation>この手順の開始局面からの解はありません。最も近づくもの: %1。</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="272"/>
        <source>Preparing the solver&apos;s tables, a one-time wait… %1</source>
        <translation>ソルバーの表を準備しています (初回のみ)… %1</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="274"/>
        <source>Preparing the solver&apos;s tables, a one-time wait that later searches are spared: %1 so far.</source>
        <translation>ソルバーの表を準備しています。初回のみで、以降の探索では不要です: ここまで %1。</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="282"/>
        <source>Shortening… best %1 moves (from %2), %3, %4 positions</source>
        <translation>短縮中… 最良 %1 手 (元は %2)、%3、%4 局面</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="287"/>
        <source>%1 %2, %3 positions</source>
        <translation>%1 %2、%3 局面</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="290"/>
        <source>%1 %2 positions so far, %3.</source>
        <translation>%1 ここまで %2 局面、%3。</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="304"/>
        <source>%1, %2 positions</source>
        <translation>%1、%2 局面</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="346"/>
        <source>Gave up (%1)</source>
        <translation>打ち切り (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="347"/>
        <source>The solver gave up; the Solution panel says why.</source>
        <translation>ソルバーは打ち切りました。理由は解のパネルに表示されます。</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="350"/>
        <source>The solver gave up before it proved its answer.</source>
        <translation>ソルバーは答えを証明する前に打ち切りました。</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="351"/>
        <source>The solver gave up before it found an answer.</source>
        <translation>ソルバーは答えを見つける前に打ち切りました。</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="364"/>
        <source>Stopped (%1)</source>
        <translation>停止 (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="371"/>
        <source>Stopped after %1 positions and %2&#xa0;s, before this search&apos;s answer. The solution listed below was found earlier and still leads on from here.</source>
        <translation>%1 局面、%2 秒で、この探索の答えが出る前に停止しました。下の解は以前に見つかったもので、ここからも有効です。</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="374"/>
        <source>Stopped after %1 positions and %2&#xa0;s, before an answer: nothing is known yet.</source>
        <translation>%1 局面、%2 秒で、答えが出る前に停止しました。まだ何もわかっていません。</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="389"/>
        <source>Found a solution in %1 (%2)</source>
        <translation>%1の解が見つかりました (%2)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="392"/>
        <source>This position is already solved.</source>
        <translation>この局面はすでに解けています。</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="399"/>
        <source>You can win (%1)</source>
        <translation>あなたが勝てます (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="399"/>
        <source>The computer can win (%1)</source>
        <translation>コンピューターが勝てます (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="413"/>
        <source>No solution (%1)</source>
        <translation>解なし (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="416"/>
        <source>There is no solution from this position.</source>
        <translation>この局面からの解はありません。</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="439"/>
        <source>%1. The line below comes closest: %2.</source>
        <translation>%1。下の手順が最も近づきます: %2。</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="472"/>
        <source>A solution in %1, not proved the fewest: each move is one piece&apos;s steps in a row.</source>
        <translation>%1の解で、最短とは証明されていません。1 つの駒の連続した動きを 1 手と数えます。</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="483"/>
        <source>No shorter solution found (%1)</source>
        <translation>より短い解は見つかりませんでした (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="487"/>
        <source>Shortened from %1 to %2 moves (%3)</source>
        <translation>%1 手から %2 手に短縮しました (%3)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="490"/>
        <source>A solution in %1 moves, shortened from %2; shorter ones may exist.</source>
        <translation>%1 手の解 (%2 手から短縮)。より短い解があるかもしれません。</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="504"/>
        <source>A solution in %1 moves, shortened from %2; still looking for a shorter one.</source>
        <translation>%1 手の解 (%2 手から短縮)。さらに短い解を探しています。</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="508"/>
        <source>Shortening… best %1 moves (from %2)</source>
        <translation>短縮中… 最良 %1 手 (元は %2)</translation>
    </message>
</context>
<context>
    <name>SpinBoxRange</name>
    <message>
        <location filename="../src/ui/widgets/spinboxrange.cpp" line="161"/>
        <source>From %1 to %2</source>
        <translation>%1 から %2 まで</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../forms/statisticsdialog.ui" line="6"/>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <location filename="../forms/statisticsdialog.ui" line="20"/>
        <source>Records</source>
        <translation>記録</translation>
    </message>
    <message>
        <location filename="../forms/statisticsdialog.ui" line="46"/>
        <source>No records yet. Every board you play is listed here from your first move on it: how often you played and solved it, and your fewest moves and best time.</source>
        <translation>まだ記録はありません。プレイした盤は最初の手からここに一覧表示されます: プレイ回数と解いた回数、最短手数、最短時間。</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="149"/>
        <source>Puzzle</source>
        <translation>パズル</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="150"/>
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="151"/>
        <source>Board</source>
        <translation>盤</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="151"/>
        <source>The start position; hover over it to see it written out</source>
        <translation>開始局面です。マウスを合わせると内容を表示します</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="152"/>
        <source>Played</source>
        <translation>プレイ</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="152"/>
        <source>Games begun on this board</source>
        <translation>この盤で始めたゲーム数</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="153"/>
        <source>Solved</source>
        <translation>解いた数</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="153"/>
        <source>Games you solved alone, without the solver&apos;s moves or a hint; against the computer, the games you won and lost</source>
        <translation>ソルバーの手やヒントを使わずに解いたゲーム数。コンピューターとの対戦では勝ち数と負け数</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="155"/>
        <source>With help</source>
        <translation>ヘルプあり</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="155"/>
        <source>Games solved after the solver showed moves or a hint</source>
        <translation>ソルバーが手やヒントを示した後に解いたゲーム数</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="156"/>
        <source>Fewest moves</source>
        <translation>最短手数</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="156"/>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="157"/>
        <source>Of the games solved alone</source>
        <translation>自力で解いたゲームのうち</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="157"/>
        <source>Best time</source>
        <translation>最短時間</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="158"/>
        <source>Record set</source>
        <translation>記録日</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="158"/>
        <source>When a best was last bettered</source>
        <translation>最後に記録を更新した日</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="159"/>
        <source>Last played</source>
        <translation>最終プレイ</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="188"/>
        <source>&amp;Reset Records…</source>
        <translation>記録をリセット(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="275"/>
        <source>%L1
+%L2 with help</source>
        <translation>%L1
ヘルプあり +%L2</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="276"/>
        <source>Solved alone: %L1; with help: %L2</source>
        <translation>自力: %L1、ヘルプあり: %L2</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="290"/>
        <source>Set on %1</source>
        <translation>%1に記録</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="304"/>
        <source>%L1 won
%L2 lost</source>
        <translation>%L1 勝
%L2 敗</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="305"/>
        <source>Games won and lost against the computer</source>
        <translation>コンピューターとの対戦の勝ち数と負け数</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="306"/>
        <source>A game against the computer: how long it lasts is the computer&apos;s doing as much as yours, so it sets no record.</source>
        <translation>コンピューターとの対戦です。ゲームの長さはあなただけでなくコンピューターにもよるので、記録にはなりません。</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="318"/>
        <source>Reset Records</source>
        <translation>記録をリセット</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/records/statisticsdialog.cpp" line="319"/>
        <source>Forget the records of %n board(s): games played and solved, fewest moves and best times? This cannot be undone.</source>
        <translation>
            <numerusform>%n 個の盤の記録 (プレイ数、解いた数、最短手数、最短時間) を消去しますか? この操作は元に戻せません。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <location filename="../src/ui/settings/theme.cpp" line="24"/>
        <source>&amp;Wood</source>
        <translation>木目(&amp;W)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/theme.cpp" line="25"/>
        <source>&amp;Light</source>
        <translation>ライト(&amp;L)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/theme.cpp" line="26"/>
        <source>&amp;Dark</source>
        <translation>ダーク(&amp;D)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/theme.cpp" line="27"/>
        <source>&amp;High Contrast</source>
        <translation>ハイコントラスト(&amp;H)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/theme.cpp" line="95"/>
        <source>&amp;Theme</source>
        <translation>テーマ(&amp;T)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/theme.cpp" line="96"/>
        <source>&amp;Follow Desktop</source>
        <translation>デスクトップに合わせる(&amp;F)</translation>
    </message>
</context>
<context>
    <name>TilePicture</name>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="24"/>
        <source>&amp;Lakeside</source>
        <translation>湖畔(&amp;L)</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="84"/>
        <source>%1 does not exist.</source>
        <translation>%1は存在しません。</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="88"/>
        <source>%1 is not a file.</source>
        <translation>%1はファイルではありません。</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="92"/>
        <source>%1 is too large for a picture on the tiles: %2 MB, at most %3 MB.</source>
        <translation>%1はタイルの絵としては大きすぎます: %2 MB (最大 %3 MB)。</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="102"/>
        <source>%1 is not an image Puzzlebox can read: %2.</source>
        <translation>%1 は Puzzlebox が読める画像ではありません: %2。</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="107"/>
        <source>%1 is damaged: its image cannot be read.</source>
        <translation>%1は破損しています: 画像を読み込めません。</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="112"/>
        <source>%1 has %2 × %3 pixels, more than a picture on the tiles may have (%4 on a side, %5 million in all).</source>
        <translation>%1 は %2 × %3 ピクセルで、タイルの絵の上限 (一辺 %4、合計 %5 百万ピクセル) を超えています。</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="147"/>
        <source>%1 is damaged: its image cannot be read (%2).</source>
        <translation>%1は破損しています: 画像を読み込めません (%2)。</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="160"/>
        <source>Images (%1)</source>
        <translation>画像 (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="161"/>
        <source>All files (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
</context>
<context>
    <name>UnsolvableBoard</name>
    <message>
        <location filename="../src/ui/solving/unsolvableboard.cpp" line="15"/>
        <source>Unsolvable Board</source>
        <translation>解けない盤</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/unsolvableboard.cpp" line="18"/>
        <source>Play it anyway? The moves work as usual, but the goal cannot be reached.</source>
        <translation>それでもプレイしますか? 手は通常どおり指せますが、ゴールには到達できません。</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/unsolvableboard.cpp" line="19"/>
        <source>&amp;Play Anyway</source>
        <translation>それでもプレイ(&amp;P)</translation>
    </message>
</context>
<context>
    <name>WindowTitle</name>
    <message>
        <location filename="../src/ui/window/windowtitle.cpp" line="61"/>
        <source>%1 %2</source>
        <comment>puzzle, board size</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../src/ui/window/windowtitle.cpp" line="73"/>
        <source>%1[*] — %2</source>
        <comment>file name, puzzle</comment>
        <translation>%1[*] — %2</translation>
    </message>
</context>
<context>
    <name>fifteen</name>
    <message>
        <location filename="../src/core/fifteen/fifteenboard.cpp" line="193"/>
        <source>This position cannot be solved: its tiles are an odd number of swaps away from the goal, while the blank is an even number of steps from its home in the bottom-right corner. Each slide changes both counts by one, so they never become even together, as the goal needs. Swapping any two tiles would make it solvable.</source>
        <translation>この局面は解けません: タイルはゴールから奇数回の入れ替えの位置にあり、空きマスは右下の隅の定位置から偶数歩の位置にあります。スライドのたびに両方の数が 1 ずつ変わるので、ゴールに必要な「両方とも偶数」には決してなりません。任意の 2 つのタイルを入れ替えれば解けるようになります。</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenboard.cpp" line="196"/>
        <source>This position cannot be solved: its tiles are an even number of swaps away from the goal, while the blank is an odd number of steps from its home in the bottom-right corner. Each slide changes both counts by one, so they never become even together, as the goal needs. Swapping any two tiles would make it solvable.</source>
        <translation>この局面は解けません: タイルはゴールから偶数回の入れ替えの位置にあり、空きマスは右下の隅の定位置から奇数歩の位置にあります。スライドのたびに両方の数が 1 ずつ変わるので、ゴールに必要な「両方とも偶数」には決してなりません。任意の 2 つのタイルを入れ替えれば解けるようになります。</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="30"/>
        <source>Solved.</source>
        <translation>解けました。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="31"/>
        <source>%n slide(s) from solved, the fewest.</source>
        <translation>
            <numerusform>完成まで最短 %n スライドです。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="40"/>
        <source>This board cannot be solved.</source>
        <translation>この盤は解けません。</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="112"/>
        <source>The board can be solved; the fewest slides are not known: the search did not finish.</source>
        <translation>この盤は解けますが、最短スライド数は不明です: 探索が終わりませんでした。</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="140"/>
        <source>The bound counts each tile&apos;s distance from its home, and two more slides for each tile that must step out of its row or column to let another pass.</source>
        <translation>下限は、各タイルの定位置からの距離に、他のタイルを通すために行や列から出る必要がある各タイルにつき 2 スライドを加えて数えます。</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="143"/>
        <source>Two more: the last slide brings tile %1 or tile %2 home out of the corner, and each must first go past its home to get there.</source>
        <translation>さらに 2：最後のスライドはタイル %1 かタイル %2 を角から定位置へ戻します。どちらも角に着くには、まず定位置を通り越す必要があります。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="148"/>
        <source>At least %n slide(s) from solved.</source>
        <translation>
            <numerusform>完成まで少なくとも %n スライドです。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="155"/>
        <source>At least %n slide(s) from solved; the best line found has %1.</source>
        <translation>
            <numerusform>完成まで少なくとも %n スライドです。見つかった最良の手順は %1です。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="157"/>
        <source>The line is found quickly, a few tiles at a time, and may not be the shortest: Solve searches longer for a shorter one.</source>
        <translation>この手順は数個のタイルずつ素早く求めたもので、最短とは限りません。「解く」はより長く探索して短い手順を探します。</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="69"/>
        <source>&apos;%1&apos; is not a size: the first line must be the board&apos;s size, 3 to 9</source>
        <translation>「%1」はサイズではありません: 最初の行は盤のサイズ (3～9) にしてください</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="73"/>
        <source>Size %1 is not supported: the first line must be the board&apos;s size, 3 to 9</source>
        <translation>サイズ %1には対応していません: 最初の行は盤のサイズ (3～9) にしてください</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="77"/>
        <source>Unexpected &apos;%1&apos; after the size: the rows of tiles start on the next line</source>
        <translation>サイズの後に予期しない「%1」があります: タイルの行は次の行から始まります</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="93"/>
        <source>Too many rows: a board of size %1 has %1 rows of tiles</source>
        <translation>行が多すぎます: サイズ %1の盤のタイルは %1 行です</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="100"/>
        <source>Too many numbers in row %1: a board of size %2 has %2 in each row</source>
        <translation>%1 行目の数字が多すぎます: サイズ %2の盤は各行 %2 個です</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="110"/>
        <source>&apos;%1&apos; is not a tile: write the numbers 1 to %2 and 0 or _ for the blank</source>
        <translation>「%1」はタイルではありません: 1～%2の数字と、空きマスには 0 か _ を書いてください</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="114"/>
        <source>There is no tile %1 on a %2 × %2 board: the tiles are 1 to %3</source>
        <translation>%2 × %2の盤にタイル %1はありません: タイルは 1～%3です</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="122"/>
        <source>Too few numbers in row %1: a board of size %2 has %2 in each row, this one %3</source>
        <translation>%1 行目の数字が少なすぎます: サイズ %2の盤は各行 %2 個ですが、この行は %3 個です</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="129"/>
        <source>Too few rows: a board of size %1 has %1 rows of tiles, this one %2</source>
        <translation>行が少なすぎます: サイズ %1の盤のタイルは %1 行ですが、これは %2 行です</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="155"/>
        <source>A second blank: the board has exactly one (the first is at line %1, column %2)</source>
        <translation>2 つ目の空きマスがあります: 空きマスはちょうど 1 つです (1 つ目は %1 行目、%2 列目)</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="159"/>
        <source>Tile %1 appears twice (first at line %2, column %3) and the board has no blank: write 0 or _ in the empty cell</source>
        <translation>タイル %1 が 2 回現れ (最初は %2 行目、%3 列目)、空きマスがありません: 空いたマスには 0 か _ を書いてください</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="162"/>
        <source>Tile %1 appears twice (first at line %2, column %3) and tile %4 is missing</source>
        <translation>タイル %1 が 2 回現れ (最初は %2 行目、%3 列目)、タイル %4がありません</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="176"/>
        <source>The file is empty: the first line must be the board&apos;s size, 3 to 9</source>
        <translation>ファイルが空です: 最初の行は盤のサイズ (3～9) にしてください</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengameid.cpp" line="25"/>
        <source>A Fifteen has at most %1 cells, 9 × 9</source>
        <translation>15パズルのマスは最大 %1 個 (9 × 9) です</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengameid.cpp" line="38"/>
        <source>The position has %1 cells; a Fifteen has 9, 16, 25, 36, 49, 64 or 81 (3 × 3 to 9 × 9)</source>
        <translation>この局面のマスは %1 個です。15パズルのマスは 9, 16, 25, 36, 49, 64, 81 個 (3 × 3～9 × 9) のいずれかです</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengameid.cpp" line="46"/>
        <source>Tile %1 is not on a %2 × %2 board: its tiles are 1 to %3 and 0 for the blank</source>
        <translation>タイル %1 は %2 × %2の盤にありません: タイルは 1～%3で、空きマスは 0 です</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengameid.cpp" line="50"/>
        <source>The board has a second blank (0)</source>
        <translation>盤に 2 つ目の空きマス (0) があります</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengameid.cpp" line="51"/>
        <source>Tile %1 is on the board twice</source>
        <translation>タイル %1が盤に 2 回あります</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengenerator.cpp" line="116"/>
        <source>A Fifteen board is square, %1 × %1 to %2 × %2.</source>
        <translation>15パズルの盤は正方形で、%1 × %1 から %2 × %2までです。</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengenerator.cpp" line="128"/>
        <source>A %1 × %1 board is made with exactly 1 to %2 slides, not %3.</source>
        <translation>%1 × %1の盤は 1～%2 スライドちょうどで作ります。%3ではありません。</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengenerator.cpp" line="131"/>
        <source>A %1 × %1 board is shuffled with 1 to %2 slides, not %3.</source>
        <translation>%1 × %1の盤は 1～%2 スライドでシャッフルします。%3ではありません。</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenparity.cpp" line="39"/>
        <source>The number on each tile counts the smaller tiles after it in reading order: %1 such pairs in all, an odd number. The solved board has none.</source>
        <translation>各タイルの数字は、左上から順に読んで後ろにある小さいタイルの数を表します: そのような組は全部で %1で、奇数です。完成した盤には 1 つもありません。</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenparity.cpp" line="41"/>
        <source>A slide along a row leaves the order of the tiles as it is. A slide along a column moves one tile past %1 others, an even number, so the count changes by an even amount.</source>
        <translation>行に沿ったスライドはタイルの順序を変えません。列に沿ったスライドは 1 つのタイルを他の %1 個のタイルの向こうへ動かします。これは偶数なので、数は偶数だけ変わります。</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenparity.cpp" line="43"/>
        <source>So the count stays odd whatever you slide, and never becomes 0.</source>
        <translation>したがって、どうスライドしてもこの数は奇数のままで、決して 0 になりません。</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenparity.cpp" line="55"/>
        <source>The number on each tile counts the smaller tiles after it in reading order; the number on the blank is its row, counted from the top. Together they make %1, an odd number.</source>
        <translation>各タイルの数字は、左上から順に読んで後ろにある小さいタイルの数を表し、空きマスの数字はその行 (上から数える) を表します。合計は %1で、奇数です。</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenparity.cpp" line="57"/>
        <source>On the solved board no tile has a smaller one after it and the blank is in row %1: %1 in all, an even number.</source>
        <translation>完成した盤では、後ろに小さいタイルがあるタイルはなく、空きマスは %1 行目にあります: 合計 %1で、偶数です。</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenparity.cpp" line="59"/>
        <source>A slide along a row changes neither the order of the tiles nor the blank&apos;s row. A slide along a column moves one tile past %1 others, an odd number, so the count changes by an odd amount, and the blank&apos;s row by one: the sum changes by an even amount.</source>
        <translation>行に沿ったスライドは、タイルの順序も空きマスの行も変えません。列に沿ったスライドは 1 つのタイルを他の %1 個のタイルの向こうへ動かします。これは奇数なので数は奇数だけ変わり、空きマスの行は 1 変わります: 合計は偶数だけ変わります。</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenparity.cpp" line="61"/>
        <source>So the sum stays odd whatever you slide, and never becomes even as the goal needs.</source>
        <translation>したがって、どうスライドしても合計は奇数のままで、ゴールに必要な偶数には決してなりません。</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="64"/>
        <source>&apos;%1&apos; is not a move: write the number of the tile that slides into the blank, 1 to %2</source>
        <translation>「%1」は手ではありません: 空きマスへスライドするタイルの番号 (1～%2) を書いてください</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="68"/>
        <source>There is no tile %1 on this board: the tiles are 1 to %2</source>
        <translation>この盤にタイル %1はありません: タイルは 1～%2です</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="72"/>
        <source>Tile %1 is not next to the blank, so it cannot slide</source>
        <translation>タイル %1は空きマスの隣にないため、スライドできません</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="122"/>
        <source>slide tile %1 left</source>
        <translation>タイル %1を左へスライド</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="124"/>
        <source>slide tile %1 right</source>
        <translation>タイル %1を右へスライド</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="126"/>
        <source>slide tile %1 up</source>
        <translation>タイル %1を上へスライド</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="127"/>
        <source>slide tile %1 down</source>
        <translation>タイル %1を下へスライド</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="141"/>
        <source>%1 × %1, every tile home</source>
        <translation>%1 × %1、すべてのタイルが正しい位置</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="143"/>
        <source>%1 × %1, 1 tile out of place</source>
        <translation>%1 × %1、1 つのタイルがずれている</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="144"/>
        <source>%1 × %1, %2 tiles out of place</source>
        <translation>%1 × %1、%2 個のタイルがずれている</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteensolver.cpp" line="92"/>
        <source>The solver&apos;s table file %1 could no longer be read while the search read it (cut short by another program, or a disk error), so the search ended without an answer; solving again reads the table anew or builds it</source>
        <translation>ソルバーの表ファイル %1を探索中に読めなくなったため (他のプログラムによる切り詰めかディスクエラー)、答えを出さずに探索を終了しました。もう一度解くと、表を読み直すか作り直します</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteensolver.cpp" line="311"/>
        <source>Solving a 4 × 4 board needs %1 MiB for its pattern tables, more than the memory budget of %2 MiB</source>
        <translation>4 × 4 の盤を解くにはパターン表に %1 MiB 必要で、メモリ上限 %2 MiB を超えます</translation>
    </message>
</context>
<context>
    <name>gameid</name>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="66"/>
        <source>&apos;%1&apos; cannot be in a game ID: it has only letters, digits and the characters - . _ : #</source>
        <translation>「%1」はゲーム ID に使えません: 使えるのは英字、数字、および - . _ : # の文字だけです</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="109"/>
        <source>The recipe starts with the size: RxC, N or a board&apos;s name, each number from 1</source>
        <translation>レシピはサイズで始まります: RxC、N、または盤の名前 (数値は 1 以上)</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="143"/>
        <source>The recipe&apos;s difficulty is easy, medium, hard or movesN (exactly N moves)</source>
        <translation>レシピの難易度は easy、medium、hard、または movesN (ちょうど N 手) です</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="161"/>
        <source>The recipe is SIZE.DIFFICULTY.SEED, its parts separated by &apos;.&apos;</source>
        <translation>レシピは SIZE.DIFFICULTY.SEED で、各部分は「.」で区切ります</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="189"/>
        <source>The recipe ends after its seed</source>
        <translation>レシピはシードで終わります</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="190"/>
        <source>The recipe ends after its seed, or after any of %1 in this order</source>
        <translation>レシピはシード、または %1のいずれか (この順序) で終わります</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="202"/>
        <source>A game ID starts with the puzzle&apos;s name, one of %1, then &apos;:&apos;</source>
        <translation>ゲーム ID はパズルの名前 (%1のいずれか) と「:」で始まります</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="207"/>
        <source>Unknown puzzle &apos;%1&apos;: a game ID starts with one of %2, then &apos;:&apos;</source>
        <translation>不明なパズル「%1」: ゲーム ID は %2のいずれかと「:」で始まります</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="214"/>
        <source>The puzzle&apos;s name is followed by &apos;:&apos; and the position</source>
        <translation>パズルの名前の後には「:」と局面が続きます</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="222"/>
        <source>The game ID is empty: it starts with the puzzle&apos;s name, one of %1, then &apos;:&apos; and the position</source>
        <translation>ゲーム ID が空です: パズルの名前 (%1のいずれか)、「:」、局面の順に書きます</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="233"/>
        <source>The position comes after the puzzle&apos;s name and &apos;:&apos;</source>
        <translation>局面はパズルの名前と「:」の後に来ます</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="237"/>
        <source>The position ends here, before an optional &apos;#&apos; and recipe</source>
        <translation>局面はここで終わり、その後に省略可能な「#」とレシピが続きます</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="242"/>
        <source>These puzzles are not made to order, so their game ID has no &apos;#&apos; and recipe</source>
        <translation>これらのパズルは注文に応じて作るものではないため、ゲーム ID に「#」とレシピはありません</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="268"/>
        <source>A number comes here</source>
        <translation>ここには数値が入ります</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="275"/>
        <source>The number %1 is too large here: the most is %2</source>
        <translation>数値 %1はここでは大きすぎます: 最大は %2です</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../src/app/main.cpp" line="30"/>
        <source>Puzzlebox is already running but does not answer. Close it or wait for it, then start Puzzlebox again.</source>
        <translation>Puzzlebox はすでに実行中ですが、応答しません。終了させるか応答を待ってから、Puzzlebox をもう一度起動してください。</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="34"/>
        <source>Puzzlebox Does Not Answer</source>
        <translation>Puzzlebox が応答しません</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="40"/>
        <source>Puzzlebox is already running, but this start cannot hand its file to it (%1). Open the file from that window, or close it and start Puzzlebox again.</source>
        <translation>Puzzlebox はすでに実行中ですが、今回の起動ではファイルを渡せません (%1)。そのウィンドウからファイルを開くか、それを閉じてから Puzzlebox をもう一度起動してください。</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="44"/>
        <source>Puzzlebox Cannot Be Reached</source>
        <translation>Puzzlebox に接続できません</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="88"/>
        <source>Classic puzzles with solvers.</source>
        <translation>ソルバー付きのクラシックなパズル。</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="92"/>
        <source>Shows the version and the licence.</source>
        <translation>バージョンとライセンスを表示します。</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="94"/>
        <source>file</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="95"/>
        <source>A saved game or a board file to open, or a game ID to play.</source>
        <translation>開く保存ゲームまたは盤ファイル、あるいはプレイするゲーム ID。</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="96"/>
        <source>[file]</source>
        <translation>[ファイル]</translation>
    </message>
</context>
<context>
    <name>nim</name>
    <message numerus="yes">
        <location filename="../src/core/nim/nimcoach.cpp" line="52"/>
        <source>You win with perfect play: %n single stone(s) left on your turn, an even number.</source>
        <translation>
            <numerusform>完璧なプレイであなたが勝ちます: あなたの番で 1 個の山が %n 個残っており、偶数です。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/nim/nimcoach.cpp" line="53"/>
        <source>You win with perfect play: %n single stone(s) left on the computer&apos;s turn, an odd number.</source>
        <translation>
            <numerusform>完璧なプレイであなたが勝ちます: コンピューターの番で 1 個の山が %n 個残っており、奇数です。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/nim/nimcoach.cpp" line="55"/>
        <source>The computer wins with perfect play: %n single stone(s) left on your turn, an odd number.</source>
        <translation>
            <numerusform>完璧なプレイでコンピューターが勝ちます: あなたの番で 1 個の山が %n 個残っており、奇数です。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/nim/nimcoach.cpp" line="56"/>
        <source>The computer wins with perfect play: %n single stone(s) left on its turn, an even number.</source>
        <translation>
            <numerusform>完璧なプレイでコンピューターが勝ちます: コンピューターの番で 1 個の山が %n 個残っており、偶数です。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="59"/>
        <source>You win with perfect play: the nim-sum is %1, not 0.</source>
        <translation>完璧なプレイであなたが勝ちます: ニム和は %1で、0 ではありません。</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="60"/>
        <source>You win with perfect play: the nim-sum is 0 on the computer&apos;s turn.</source>
        <translation>完璧なプレイであなたが勝ちます: コンピューターの番でニム和が 0 です。</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="62"/>
        <source>The computer wins with perfect play: the nim-sum is 0 on your turn.</source>
        <translation>完璧なプレイでコンピューターが勝ちます: あなたの番でニム和が 0 です。</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="63"/>
        <source>The computer wins with perfect play: the nim-sum is %1, not 0, on its turn.</source>
        <translation>完璧なプレイでコンピューターが勝ちます: コンピューターの番でニム和が %1で、0 ではありません。</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="69"/>
        <source>The heaps in binary: %1.</source>
        <translation>山の 2 進数: %1。</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="70"/>
        <source>Their nim-sum (each binary digit counted: odd gives 1, even 0): %1 = %2.</source>
        <translation>ニム和 (2 進数の各桁を数え、奇数なら 1、偶数なら 0): %1 = %2。</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="73"/>
        <source>Misère play: the nim-sum decides while a heap holds two stones or more; after that, the player to move wins when the number of single stones is even.</source>
        <translation>ミゼール: 石が 2 個以上の山がある間はニム和で決まります。その後は、1 個の山の数が偶数なら手番のプレイヤーが勝ちます。</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="75"/>
        <source>From a nim-sum other than 0 some move leaves 0, and from 0 every move leaves other than 0: whoever leaves 0 after each move wins.</source>
        <translation>ニム和が 0 以外ならニム和を 0 にする手があり、0 ならどの手でも 0 以外になります: 毎回 0 を残すプレイヤーが勝ちます。</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="90"/>
        <source>You won.</source>
        <translation>あなたの勝ちです。</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="91"/>
        <source>The computer won.</source>
        <translation>コンピューターの勝ちです。</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="104"/>
        <source>Whatever you play, the computer can answer so that it wins.</source>
        <translation>あなたが何を指しても、コンピューターは勝つように応じられます。</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="105"/>
        <source>Whatever you play, the computer can answer so that it wins; only a mistake of its own gives you the game back.</source>
        <translation>あなたが何を指しても、コンピューターは勝つように応じられます。コンピューター自身のミスがなければ逆転できません。</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="53"/>
        <source>A second board line: a Nim board is one line of heap sizes (line %1)</source>
        <translation>2 つ目の盤の行があります: ニムの盤は山の大きさを並べた 1 行です (%1 行目)</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="60"/>
        <source>No heap sizes: a Nim board is one line such as 5 4 3</source>
        <translation>山の大きさがありません: ニムの盤は 5 4 3 のような 1 行です</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="71"/>
        <source>The heap sizes come first, then &apos;misere&apos; or &apos;computer&apos;</source>
        <translation>最初に山の大きさ、その後に「misere」か「computer」を書きます</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="77"/>
        <source>Unexpected &apos;%1&apos;: &apos;misere&apos; and &apos;computer&apos; end the line</source>
        <translation>予期しない「%1」: 「misere」と「computer」で行は終わります</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="82"/>
        <source>&apos;%1&apos; is not a heap size: write whole numbers from 0 to 20, then optionally &apos;misere&apos;</source>
        <translation>「%1」は山の大きさではありません: 0～20 の整数を書き、必要なら「misere」を続けてください</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="86"/>
        <source>Too many heaps: at most 8 are allowed</source>
        <translation>山が多すぎます: 最大 8 つです</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="91"/>
        <source>A heap of %1 stones is too large: at most 20 are allowed</source>
        <translation>%1 個の石の山は大きすぎます: 最大 20 個です</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="97"/>
        <source>Every heap is empty: there is no stone to take</source>
        <translation>すべての山が空です: 取る石がありません</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimgameid.cpp" line="45"/>
        <source>Nim has at most %1 heaps</source>
        <translation>ニムの山は最大 %1 個です</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimgameid.cpp" line="51"/>
        <source>A heap has at most %1 stones</source>
        <translation>山の石は最大 %1 個です</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimgameid.cpp" line="66"/>
        <source>After the heaps come only .misere, .computer, .fallible and .seedN, in this order</source>
        <translation>山の後には .misere、.computer、.fallible、.seedN だけを、この順序で書けます</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimgenerator.cpp" line="13"/>
        <source>Nim is made winning or losing for the player to move, not to a number of moves.</source>
        <translation>ニムは手番のプレイヤーの勝ち局面か負け局面として作られ、手数を指定しては作れません。</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimgenerator.cpp" line="19"/>
        <source>Nim has 1 to %1 heaps.</source>
        <translation>ニムの山は 1～%1 個です。</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimgenerator.cpp" line="25"/>
        <source>A single heap is always won by the player to move: it takes every stone.</source>
        <translation>山が 1 つだけなら、手番のプレイヤーがすべての石を取って必ず勝ちます。</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="253"/>
        <source>&apos;%1&apos; is not a move: write the heap letter and the number of stones to take, such as A3</source>
        <translation>「%1」は手ではありません: 山の文字と取る石の数を A3 のように書いてください</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="258"/>
        <source>There is no heap %1: the heaps are A to %2</source>
        <translation>山 %1はありません: 山は A～%2です</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="262"/>
        <source>A move takes at least one stone</source>
        <translation>1 手で少なくとも 1 個の石を取ります</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="265"/>
        <source>Heap %1 is empty</source>
        <translation>山 %1は空です</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="267"/>
        <source>Heap %1 has only one stone</source>
        <translation>山 %1には石が 1 個しかありません</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="269"/>
        <source>Heap %1 has only %2 stones, so %3 cannot be taken</source>
        <translation>山 %1には石が %2 個しかないため、%3 個は取れません</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="322"/>
        <source>%1, misère</source>
        <translation>%1、ミゼール</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/nim/nimpuzzle.cpp" line="330"/>
        <source>take %n stone(s) from heap %1</source>
        <translation>
            <numerusform>山 %1から石を %n 個取る</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="337"/>
        <source>You win</source>
        <translation>あなたの勝ち</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="338"/>
        <source>The computer wins</source>
        <translation>コンピューターの勝ち</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="341"/>
        <source>1 stone left, your turn</source>
        <translation>残り 1 個、あなたの番</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="342"/>
        <source>1 stone left, the computer&apos;s turn</source>
        <translation>残り 1 個、コンピューターの番</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="346"/>
        <source>%1 stones left, your turn</source>
        <translation>残り %1 個、あなたの番</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="347"/>
        <source>%1 stones left, the computer&apos;s turn</source>
        <translation>残り %1 個、コンピューターの番</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/nim/nimpuzzle.cpp" line="382"/>
        <source>You win with perfect play: take %n stone(s) from heap %1.</source>
        <translation>
            <numerusform>完璧なプレイであなたが勝ちます: 山 %1から石を %n 個取ってください。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="386"/>
        <source>You win with perfect play, whatever the computer does.</source>
        <translation>コンピューターが何をしても、完璧なプレイであなたが勝ちます。</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="388"/>
        <source>The computer could win with perfect play, but this line wins from one of its mistakes.</source>
        <translation>コンピューターは完璧なプレイで勝てましたが、この手順はそのミスを突いて勝ちます。</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="389"/>
        <source>The computer wins against any play; this line makes it take longest.</source>
        <translation>どうプレイしてもコンピューターが勝ちます。この手順は最も長く持ちこたえます。</translation>
    </message>
</context>
<context>
    <name>pegs</name>
    <message>
        <location filename="../src/core/pegs/pegclassify.cpp" line="296"/>
        <source>The table of explored positions filled the memory budget of %1 after %2 positions</source>
        <translation>探索済み局面の表が %2 局面でメモリ上限 %1に達しました</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegclassify.cpp" line="563"/>
        <source>The table of counted positions filled the memory budget of %1</source>
        <translation>数えた局面の表がメモリ上限 %1に達しました</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegclassify.cpp" line="568"/>
        <source>There are more than 2^64 solutions</source>
        <translation>解は 2^64 通りを超えます</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="63"/>
        <source>One peg can no longer be left.</source>
        <translation>もうペグを 1 本だけ残すことはできません。</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="70"/>
        <source>Not known yet whether one peg can still be left.</source>
        <translation>まだペグを 1 本だけ残せるかはわかりません。</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="81"/>
        <location filename="../src/core/pegs/pegsolver.cpp" line="399"/>
        <source>There are no pegs on the board</source>
        <translation>盤にペグがありません</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="88"/>
        <source>Solved: one peg is left, in hole %1.</source>
        <translation>解けました: ペグが 1 本、穴 %1に残っています。</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="93"/>
        <source>No peg can jump any more.</source>
        <translation>もうジャンプできるペグはありません。</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="97"/>
        <source>The position class (the rule of three) leaves no hole for a last peg.</source>
        <translation>局面のクラス (3 の規則) により、最後のペグが残れる穴はありません。</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="103"/>
        <source>A search of every line from this start, run once by the program %1, proved it.</source>
        <translation>この開始局面からのすべての手順をプログラム %1で一度探索して証明しました。</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="128"/>
        <source>A pagoda function proves it: the pegs weigh %1, one last peg at least %2.</source>
        <translation>パゴダ関数で証明できます: ペグの重みは %1で、最後の 1 本は少なくとも %2になります。</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="136"/>
        <source>The coach&apos;s search ran out of time before it could tell; Solve searches longer.</source>
        <translation>コーチの探索は判断する前に時間切れになりました。「解く」はより長く探索します。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegcoach.cpp" line="183"/>
        <source>%n move(s) at the fewest from here, a chain of jumps by one peg counting as one.</source>
        <translation>
            <numerusform>ここから最短 %n 手です (1 本のペグによる連続ジャンプを 1 手と数えます)。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="195"/>
        <source>One peg can still be left: in hole %1.</source>
        <translation>まだペグを 1 本だけ残せます: 穴 %1に。</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="196"/>
        <source>One peg can still be left: in holes %1.</source>
        <translation>まだペグを 1 本だけ残せます: 穴 %1に。</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="198"/>
        <source>One peg can still be left: in hole %1, perhaps in others too.</source>
        <translation>まだペグを 1 本だけ残せます: 穴 %1に。他の穴でも可能かもしれません。</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="199"/>
        <source>One peg can still be left: in holes %1, perhaps in others too.</source>
        <translation>まだペグを 1 本だけ残せます: 穴 %1に。他の穴でも可能かもしれません。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegcoach.cpp" line="201"/>
        <source>%n jump(s) left: every jump takes one peg.</source>
        <translation>
            <numerusform>残り %n ジャンプ: ジャンプのたびにペグが 1 本減ります。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="203"/>
        <source>Not yet decided: hole %1.</source>
        <translation>未決定: 穴 %1。</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="204"/>
        <source>Not yet decided: holes %1.</source>
        <translation>未決定: 穴 %1。</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="234"/>
        <source>Stopped before it could tell.</source>
        <translation>判断する前に停止しました。</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="83"/>
        <source>The holes are coloured by position class (the rule of three): every jump touches one hole of each colour, so it changes the number of pegs on each colour by one.</source>
        <translation>穴は局面のクラス (3 の規則) で色分けされています: どのジャンプも各色の穴に 1 つずつ触れるので、各色のペグの数が 1 ずつ変わります。</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="84"/>
        <source>So the three counts turn odd or even together. Now they are %1, %2 and %3 pegs: all odd.</source>
        <translation>したがって、3 つの数は一緒に奇数か偶数になります。現在はペグ %1、%2、%3 本で、すべて奇数です。</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="85"/>
        <source>So the three counts turn odd or even together. Now they are %1, %2 and %3 pegs: all even.</source>
        <translation>したがって、3 つの数は一緒に奇数か偶数になります。現在はペグ %1、%2、%3 本で、すべて偶数です。</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="86"/>
        <source>One last peg would need one colour with a peg and two without: one odd count and two even ones.</source>
        <translation>最後のペグ 1 本には、ペグのある色が 1 つとない色が 2 つ、つまり奇数が 1 つと偶数が 2 つ必要です。</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="116"/>
        <source>The number on each hole is its weight; the pegs weigh the sum of the numbers under them.</source>
        <translation>各穴の数字はその重みです。ペグの重みは、その下の数字の合計です。</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="117"/>
        <source>A jump never raises the weight: the holes a peg jumps from and over weigh at least as much as the hole it lands in.</source>
        <translation>ジャンプで重みが増えることはありません: ペグが出発する穴と飛び越す穴の重みは、着地する穴の重み以上です。</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="120"/>
        <source>The pegs weigh %1 now; one last peg in hole %2 would weigh %3.</source>
        <translation>現在のペグの重みは %1です。穴 %2に最後のペグが 1 本残ると重みは %3になります。</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="121"/>
        <source>The pegs weigh %1 now; one last peg in any of the holes %2 would weigh at least %3.</source>
        <translation>現在のペグの重みは %1です。穴 %2のいずれかに最後のペグが 1 本残ると重みは少なくとも %3になります。</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="125"/>
        <source>The position class (the rule of three) keeps a last peg out of every other hole.</source>
        <translation>局面のクラス (3 の規則) により、他のどの穴にも最後のペグは残れません。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="139"/>
        <source>A search of every line from here, %n position(s), found none that leaves one peg.</source>
        <translation>
            <numerusform>ここからのすべての手順 (%n 局面) を探索しましたが、ペグが 1 本残るものはありませんでした。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="153"/>
        <source>A search of every line from this start, %n position(s), run once by the program %1, found none that leaves one peg.</source>
        <translation>
            <numerusform>この開始局面からのすべての手順 (%n 局面) をプログラム %1で一度探索しましたが、ペグが 1 本残るものはありませんでした。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegfewestmoves.cpp" line="456"/>
        <source>The table of positions filled the memory budget of %1 after %2 positions; a line of %n move(s) was found, but not proved the fewest</source>
        <translation>
            <numerusform>局面の表が %2 局面でメモリ上限 %1に達しました。%n 手の手順が見つかりましたが、最短とは証明されていません</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="52"/>
        <source>Unexpected character &apos;%1&apos;: a board without a first line &apos;triangle&apos; or &apos;square&apos; is 15 values 0 or 1</source>
        <translation>予期しない文字「%1」: 最初の行に「triangle」か「square」がない盤は、0 か 1 の値 15 個です</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="65"/>
        <source>Found %1 values 0 or 1; a board without a first line &apos;triangle&apos; or &apos;square&apos; must have exactly 15, the holes of the 15-hole triangle</source>
        <translation>0 か 1 の値が %1 個あります: 最初の行に「triangle」か「square」がない盤は、15 穴の三角形の穴にあたるちょうど 15 個が必要です</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="74"/>
        <source>The board has no pegs: 1 is a peg, 0 an empty hole</source>
        <translation>盤にペグがありません: 1 がペグ、0 が空いた穴です</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="84"/>
        <location filename="../src/core/pegs/peggameid.cpp" line="40"/>
        <source>The board has more than %1 rows: a board spans at most %1 rows of at most %1 cells</source>
        <translation>盤の行が %1 行を超えています: 盤は最大 %1 行、各行最大 %1 マスです</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="87"/>
        <location filename="../src/core/pegs/peggameid.cpp" line="62"/>
        <source>Row %1 has more than %2 cells: a board spans at most %2 rows of at most %2 cells</source>
        <translation>%1 行目のマスが %2 個を超えています: 盤は最大 %2 行、各行最大 %2 マスです</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="96"/>
        <source>No board rows after &apos;%1&apos;: write one line per row of the board</source>
        <translation>「%1」の後に盤の行がありません: 盤の 1 行ごとに 1 行書いてください</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="122"/>
        <source>Unexpected character &apos;%1&apos;: a cell is &apos;o&apos; or &apos;1&apos; for a peg, &apos;.&apos; or &apos;0&apos; for an empty hole, &apos;-&apos; for no hole</source>
        <translation>予期しない文字「%1」: マスは、ペグなら「o」か「1」、空いた穴なら「.」か「0」、穴なしなら「-」です</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="129"/>
        <source>Too many cells: row %1 of a triangle has %2</source>
        <translation>マスが多すぎます: 三角形の %1 行目は %2 マスです</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="152"/>
        <source>Too few cells: row %1 of a triangle has %2, this one %3</source>
        <translation>マスが少なすぎます: 三角形の %1 行目は %2 マスですが、この行は %3 マスです</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="160"/>
        <source>The board has %1 holes; at most %2 are supported</source>
        <translation>盤の穴は %1 個です。対応しているのは最大 %2 個です</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="164"/>
        <source>The board has no holes: &apos;o&apos; or &apos;1&apos; is a peg, &apos;.&apos; or &apos;0&apos; an empty hole</source>
        <translation>盤に穴がありません: 「o」か「1」がペグ、「.」か「0」が空いた穴です</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="166"/>
        <source>The board has no pegs: &apos;o&apos; or &apos;1&apos; is a peg</source>
        <translation>盤にペグがありません: 「o」か「1」がペグです</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="192"/>
        <source>The file has only comments: the first line must be &apos;triangle&apos; or &apos;square&apos;, then one line per row of the board</source>
        <translation>ファイルにはコメントしかありません: 最初の行は「triangle」か「square」で、その後に盤の 1 行ごとに 1 行書きます</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="193"/>
        <source>The file is empty: the first line must be &apos;triangle&apos; or &apos;square&apos;, then one line per row of the board</source>
        <translation>ファイルが空です: 最初の行は「triangle」か「square」で、その後に盤の 1 行ごとに 1 行書きます</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="212"/>
        <source>The board&apos;s shape is missing: the first line must be &apos;triangle&apos; or &apos;square&apos;, then one line per row of the board</source>
        <translation>盤の形がありません: 最初の行は「triangle」か「square」で、その後に盤の 1 行ごとに 1 行書きます</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="215"/>
        <source>Unknown board shape &apos;%1&apos;: the first line must be &apos;triangle&apos; or &apos;square&apos;</source>
        <translation>不明な盤の形「%1」: 最初の行は「triangle」か「square」にしてください</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="220"/>
        <source>Unexpected &apos;%1&apos; after &apos;%2&apos;: the board&apos;s rows start on the next line</source>
        <translation>「%2」の後に予期しない「%1」があります: 盤の行は次の行から始まります</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="50"/>
        <source>A run of cells is at least 1 long</source>
        <translation>マスの連続は長さ 1 以上です</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="54"/>
        <source>A cell is &apos;o&apos; for a peg, &apos;.&apos; for an empty hole, &apos;-&apos; for no hole, rows separated by &apos;_&apos;</source>
        <translation>マスは、ペグなら「o」、空いた穴なら「.」、穴なしなら「-」で、行は「_」で区切ります</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="58"/>
        <source>Too many cells: row %1 of a triangle has %1</source>
        <translation>マスが多すぎます: 三角形の %1 行目は %1 マスです</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="70"/>
        <source>The board has more than %1 holes</source>
        <translation>盤の穴が %1 個を超えています</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="80"/>
        <source>Too few cells: row %1 of a triangle has %1</source>
        <translation>マスが少なすぎます: 三角形の %1 行目は %1 マスです</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="82"/>
        <source>A row has at least one cell: &apos;o&apos;, &apos;.&apos; or &apos;-&apos;</source>
        <translation>行には少なくとも 1 つのマスが必要です: 「o」、「.」、「-」</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="121"/>
        <source>A peg board starts with its lattice: &apos;t&apos; for a triangle, &apos;s&apos; for a square</source>
        <translation>ペグの盤は格子で始まります: 三角形なら「t」、正方形なら「s」</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="123"/>
        <source>Each row of the board starts with &apos;_&apos;</source>
        <translation>盤の各行は「_」で始まります</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="128"/>
        <source>The board has no holes: &apos;o&apos; is a peg, &apos;.&apos; an empty hole</source>
        <translation>盤に穴がありません: 「o」がペグ、「.」が空いた穴です</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="130"/>
        <source>The board has no pegs: &apos;o&apos; is a peg</source>
        <translation>盤にペグがありません: 「o」がペグです</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggenerator.cpp" line="190"/>
        <source>A peg solitaire board is a triangle of side %1 to %2, a rectangle of at most %3 × %3, or the English, European, Wiegleb or diamond board.</source>
        <translation>ペグ・ソリテールの盤は、一辺 %1～%2の三角形、最大 %3 × %3の長方形、またはイギリス式、フランス式、ヴィーグレブ式、ダイヤモンド型の盤です。</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggenerator.cpp" line="197"/>
        <source>This board is too small for a single jump.</source>
        <translation>この盤は小さすぎて 1 回もジャンプできません。</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggenerator.cpp" line="206"/>
        <source>This board of %1 holes takes 1 to %2 jumps, not %3.</source>
        <translation>穴 %1 個のこの盤は 1～%2 ジャンプです。%3ではありません。</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggenerator.cpp" line="221"/>
        <source>No start of %1 jumps was found on this board.</source>
        <translation>この盤では %1 ジャンプの開始局面が見つかりませんでした。</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="48"/>
        <source>English cross of %1 holes</source>
        <translation>%1 穴のイギリス式十字盤</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="49"/>
        <source>European cross of %1 holes</source>
        <translation>%1 穴のフランス式十字盤</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="50"/>
        <source>Wiegleb cross of %1 holes</source>
        <translation>%1 穴のヴィーグレブ式十字盤</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="51"/>
        <source>diamond of %1 holes</source>
        <translation>%1 穴のダイヤモンド型</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="221"/>
        <source>&apos;%1&apos; is not a move: write FROM-TO with hole numbers, such as 11-4</source>
        <translation>「%1」は手ではありません: 穴の番号で 11-4 のように 元-先 を書いてください</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="228"/>
        <source>There is no hole %1 on this board: the holes are numbered 0 to %2</source>
        <translation>この盤に穴 %1はありません: 穴の番号は 0～%2です</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="235"/>
        <source>No jump leads from hole %1 to hole %2: they are not two holes apart on a line</source>
        <translation>穴 %1から穴 %2へのジャンプはありません: 一直線上で 2 つ離れた穴ではありません</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="239"/>
        <source>Hole %1 has no peg to move</source>
        <translation>穴 %1には動かすペグがありません</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="243"/>
        <source>Hole %1 has no peg to jump over</source>
        <translation>穴 %1には飛び越すペグがありません</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="247"/>
        <source>Hole %1 is not empty: a peg can only land in an empty hole</source>
        <translation>穴 %1は空いていません: ペグは空いた穴にしか着地できません</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="298"/>
        <source>jump %1 over %2 into %3</source>
        <translation>%1 から %2を越えて %3へジャンプ</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="325"/>
        <source>triangle of %1 holes</source>
        <translation>%1 穴の三角形</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="329"/>
        <source>rectangle of %1 × %2</source>
        <translation>%1 × %2の長方形</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="332"/>
        <source>board of %n hole(s)</source>
        <translation>
            <numerusform>穴 %n 個の盤</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="339"/>
        <source>1 peg left</source>
        <translation>残りペグ 1 本</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="340"/>
        <source>%1 pegs left</source>
        <translation>残りペグ %1 本</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegsfamily.cpp" line="30"/>
        <source>The last peg can finish in %n hole(s): %1.</source>
        <translation>
            <numerusform>最後のペグは %n 個の穴で終われます: %1。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsfamily.cpp" line="31"/>
        <source>No hole: from this position no line of jumps leaves a single peg.</source>
        <translation>穴なし: この局面からペグ 1 本を残すジャンプの手順はありません。</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsfamily.cpp" line="32"/>
        <source>The search gave up; the last peg can finish in %1, and the other holes are undecided.</source>
        <translation>探索を打ち切りました。最後のペグは %1で終われます。他の穴は未決定です。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegsfamily.cpp" line="34"/>
        <source>%n distinct solution(s) from this position.</source>
        <translation>
            <numerusform>この局面からの異なる解は %n 通りです。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsfamily.cpp" line="35"/>
        <source>No line of jumps from this position leaves a single peg.</source>
        <translation>この局面からペグ 1 本を残すジャンプの手順はありません。</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsfamily.cpp" line="36"/>
        <source>Fewest pegs that can be left: %1</source>
        <translation>残せる最少のペグ数: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegsfamily.cpp" line="38"/>
        <source>%n jump(s)</source>
        <translation>
            <numerusform>%n ジャンプ</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="352"/>
        <source>The table of positions that fail filled the memory budget of %1 after %2 positions; nothing is known</source>
        <translation>失敗する局面の表が %2 局面でメモリ上限 %1に達しました。何もわかっていません</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="393"/>
        <source>Hole %1 is not on this board: the holes are numbered 0 to %2</source>
        <translation>穴 %1はこの盤にありません: 穴の番号は 0～%2です</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="419"/>
        <source>No sequence of jumps leaves one peg in hole %1, nor in any other: proved by an exhaustive search of %2 positions (%3)</source>
        <translation>穴 %1にも他のどの穴にもペグ 1 本を残すジャンプの手順はありません: %2 局面の網羅的探索で証明 (%3)</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="422"/>
        <source>No sequence of jumps leaves one peg: proved by an exhaustive search of %1 positions (%2)</source>
        <translation>ペグ 1 本を残すジャンプの手順はありません: %1 局面の網羅的探索で証明 (%2)</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="458"/>
        <source>No sequence of jumps leaves one peg in hole %1: the position class (rule of three) forbids it</source>
        <translation>穴 %1にペグ 1 本を残すジャンプの手順はありません: 局面のクラス (3 の規則) で不可能です</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="461"/>
        <source>No sequence of jumps leaves one peg: the position class (rule of three) forbids every hole</source>
        <translation>ペグ 1 本を残すジャンプの手順はありません: 局面のクラス (3 の規則) ですべての穴が不可能です</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="495"/>
        <source>No sequence of jumps leaves one peg in hole %1; exhausted search of %2 positions</source>
        <translation>穴 %1にペグ 1 本を残すジャンプの手順はありません。%2 局面を探索し尽くしました</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="498"/>
        <source>No sequence of jumps leaves one peg; exhausted search of %1 positions</source>
        <translation>ペグ 1 本を残すジャンプの手順はありません。%1 局面を探索し尽くしました</translation>
    </message>
</context>
<context>
    <name>roller</name>
    <message numerus="yes">
        <location filename="../src/core/roller/rollercoach.cpp" line="21"/>
        <source>%n of the %1 ones on the top row.</source>
        <translation>
            <numerusform>一番上の行に %1 個中 %n 個の 1 があります。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollercoach.cpp" line="23"/>
        <source>Every board with one 1 for each cell of the top row can be solved.</source>
        <translation>一番上の行のマスごとに 1 が 1 つある盤は、すべて解けます。</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollercoach.cpp" line="30"/>
        <source>Solved.</source>
        <translation>解けました。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/roller/rollercoach.cpp" line="31"/>
        <source>%n roll(s) from solved, the fewest.</source>
        <translation>
            <numerusform>完成まで最短 %n ロールです。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollercoach.cpp" line="37"/>
        <source>This board cannot be solved.</source>
        <translation>この盤は解けません。</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollercoach.cpp" line="42"/>
        <source>Not known: the table of distances is not ready.</source>
        <translation>不明: 距離の表がまだ準備できていません。</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="47"/>
        <source>The height &apos;%1&apos; is not a number: the first line holds the height and then the width of the board, such as &apos;5 4&apos;</source>
        <translation>高さ「%1」は数値ではありません: 最初の行には盤の高さと幅を「5 4」のように書きます</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="48"/>
        <source>The width &apos;%1&apos; is not a number: the first line holds the height and then the width of the board, such as &apos;5 4&apos;</source>
        <translation>幅「%1」は数値ではありません: 最初の行には盤の高さと幅を「5 4」のように書きます</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="58"/>
        <source>The height is %1; a board has 1 to 6 rows</source>
        <translation>高さは %1です。盤は 1～6 行です</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="59"/>
        <source>The width is %1; a board has 1 to 6 columns</source>
        <translation>幅は %1です。盤は 1～6 列です</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="75"/>
        <source>The first line is empty: it must hold the height and then the width of the board, such as &apos;5 4&apos;</source>
        <translation>最初の行が空です: 盤の高さと幅を「5 4」のように書いてください</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="82"/>
        <source>The width is missing: the first line holds the height and then the width of the board, such as &apos;5 4&apos;</source>
        <translation>幅がありません: 最初の行には盤の高さと幅を「5 4」のように書きます</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="89"/>
        <source>Unexpected &apos;%1&apos; after the width: the first line holds only the height and the width</source>
        <translation>幅の後に予期しない「%1」があります: 最初の行には高さと幅だけを書きます</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="108"/>
        <source>The board ends after %1 rows; the first line says it has %2</source>
        <translation>盤が %1 行で終わっています。最初の行では %2 行とされています</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="116"/>
        <source>Unexpected space: a row holds only the cells 0 and 1, with nothing between them</source>
        <translation>予期しない空白: 行には 0 と 1 のマスだけを、間を空けずに書きます</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="120"/>
        <source>Unexpected &apos;%1&apos;: a row holds only the cells 0 and 1</source>
        <translation>予期しない「%1」: 行には 0 と 1 のマスだけを書きます</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="125"/>
        <location filename="../src/core/roller/rollerfile.cpp" line="138"/>
        <source>Row R%1 has %2 cells; the first line says the board is %3 wide</source>
        <translation>行 R%1 は %2 マスです。最初の行では盤の幅は %3とされています</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="146"/>
        <source>Too many rows: the first line says the board has %1</source>
        <translation>行が多すぎます: 最初の行では盤は %1 行とされています</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="166"/>
        <source>The file is empty: the first line must hold the height and then the width of the board, such as &apos;5 4&apos;</source>
        <translation>ファイルが空です: 最初の行には盤の高さと幅を「5 4」のように書いてください</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollergameid.cpp" line="25"/>
        <source>A Roller-Board has at most %1 rows</source>
        <translation>ローラーボードは最大 %1 行です</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollergameid.cpp" line="31"/>
        <source>A Roller-Board row has at most %1 cells</source>
        <translation>ローラーボードの行は最大 %1 マスです</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollergameid.cpp" line="33"/>
        <location filename="../src/core/roller/rollergameid.cpp" line="42"/>
        <source>Every row has as many cells as the first, %1</source>
        <translation>どの行も最初の行と同じ %1 マスです</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollergameid.cpp" line="41"/>
        <location filename="../src/core/roller/rollergameid.cpp" line="49"/>
        <source>A row&apos;s cells are 0 and 1, rows separated by &apos;_&apos;</source>
        <translation>行のマスは 0 と 1 で、行は「_」で区切ります</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollergenerator.cpp" line="20"/>
        <source>A Roller-Board has 1 to %1 rows and 1 to %1 columns.</source>
        <translation>ローラーボードは 1～%1 行、1～%1 列です。</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollergenerator.cpp" line="33"/>
        <source>Every %1 × %2 board is already solved.</source>
        <translation>%1 × %2の盤はすべて完成済みです。</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollergenerator.cpp" line="43"/>
        <source>No %1 × %2 board needs exactly %3 rolls: the largest possible number is %4.</source>
        <translation>ちょうど %3 ロールを要する %1 × %2の盤はありません: 最大は %4です。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="95"/>
        <source>The board has %n one(s); it needs %1, one for each cell of the top row</source>
        <translation>
            <numerusform>盤の 1 は %n 個です。一番上の行のマスごとに 1 つ、%1 個必要です</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="197"/>
        <source>&apos;%1&apos; is not a roll: write R&lt;row&gt;L or R&lt;row&gt;R to roll a row left or right, C&lt;column&gt;U or C&lt;column&gt;D to roll a column up or down, such as R0L</source>
        <translation>「%1」はロールではありません: 行を左右にロールするには R&lt;行&gt;L か R&lt;行&gt;R、列を上下にロールするには C&lt;列&gt;U か C&lt;列&gt;D を、R0L のように書いてください</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="203"/>
        <source>There is no row %1 on this board: the rows are numbered 0 to %2 from the top</source>
        <translation>この盤に行 %1はありません: 行の番号は上から 0～%2です</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="204"/>
        <source>There is no column %1 on this board: the columns are numbered 0 to %2 from the left</source>
        <translation>この盤に列 %1はありません: 列の番号は左から 0～%2です</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="245"/>
        <source>roll row %1 left</source>
        <translation>行 %1を左へロール</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="246"/>
        <source>roll row %1 right</source>
        <translation>行 %1を右へロール</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="247"/>
        <source>roll column %1 up</source>
        <translation>列 %1を上へロール</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="248"/>
        <source>roll column %1 down</source>
        <translation>列 %1を下へロール</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="260"/>
        <source>%1 of %2 ones on the top row</source>
        <translation>一番上の行に %2 個中 %1 個の 1</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollersolver.cpp" line="289"/>
        <source>Solving a %1 × %2 board needs %3 MiB for its table of distances, more than the memory budget of %4 MiB</source>
        <translation>%1 × %2の盤を解くには距離の表に %3 MiB 必要で、メモリ上限 %4 MiB を超えます</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollersolver.cpp" line="300"/>
        <source>No sequence of rolls leads to the solved board: a search of every board reachable from it never meets this one</source>
        <translation>完成した盤に至るロールの手順はありません: そこから到達できるすべての盤を探索しても、この盤は現れません</translation>
    </message>
</context>
</TS>
